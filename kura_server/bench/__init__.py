"""The ``kura bench …`` commands: retrieval quality, latency and scale, rebuild throughput."""
