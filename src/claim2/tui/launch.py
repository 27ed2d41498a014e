"""Entry points for the app commands (imported only when the app is wanted)."""

from __future__ import annotations


def run_play(seed: int | None = None, computer: str | None = None, hints: bool = False) -> int:
    """``claim2 play``: the hot-seat app; ``computer``: a level to play against and ``hints``,
    chosen on the start screen at first."""
    from claim2.tui.app import Claim2App
    from claim2.tui.options import GameOptions

    Claim2App(seed=seed, options=GameOptions(computer=computer, hints=hints)).run()
    return 0


def run_walkthrough() -> int:
    """``claim2 walkthrough``: the app, opened on the list of lessons."""
    from claim2.tui.app import Claim2App

    Claim2App(walkthrough=True).run()
    return 0
