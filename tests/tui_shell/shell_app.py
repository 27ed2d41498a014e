"""A small app for screens that need no game: the shell of Claim 2 (its styles, theme and
faction colours) with one screen pushed (a lesson list, a lesson, a test's own screen),
and the text it shows."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from textual.screen import Screen

import claim2.tui
from app.driving import screen_text
from claim2.tui.shell import Shell

TUI = Path(claim2.tui.__file__).parent


class ShellApp(Shell):
    """The shell with ``first()`` on top."""

    CSS_PATH = [TUI / "app.tcss", TUI / "widgets" / "hand.tcss"]  # noqa: RUF012

    def __init__(self, first: Callable[[], Screen[Any]]) -> None:
        super().__init__()
        self.first = first

    def on_mount(self) -> None:
        self.push_screen(self.first())


__all__ = ["ShellApp", "screen_text"]
