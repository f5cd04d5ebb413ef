"""Memories in and out of a store: ``kura import`` (``sources`` reads what other tools wrote, ``importer``
writes it through the store's one write pipeline) and ``kura export`` (``exporter``)."""
