"""``python -m kura_server.surfaces.cli``: the same as the ``kura`` command."""

import sys

from . import main

sys.exit(main())
