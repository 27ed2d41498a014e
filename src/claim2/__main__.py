"""``python -m claim2``: the same as the ``claim2`` command (and the same exit code)."""

from claim2.cli import main

raise SystemExit(main())
