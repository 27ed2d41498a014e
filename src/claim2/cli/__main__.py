"""``python -m claim2.cli``: the ``claim2`` command."""

import sys

from claim2.cli import main

sys.exit(main())
