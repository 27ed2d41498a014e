"""Entry points for the app commands (imported only when the app is wanted)."""

from __future__ import annotations

from claim2.i18n import _


def run_play(seed: int | None = None) -> int:
    """``claim2 play``: the hot-seat app."""
    from claim2.tui.app import Claim2App

    Claim2App(seed=seed).run()
    return 0


def run_walkthrough() -> int:
    print(_("The walkthrough is coming soon."))
    return 0
