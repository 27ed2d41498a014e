"""``python -m claim2``: the same as the ``claim2`` command."""

from claim2.cli import main

main()
