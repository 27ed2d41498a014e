"""Shown while the terminal is smaller than the game needs; it goes away on resize."""

from __future__ import annotations

from typing import Any

from textual.app import App, ComposeResult
from textual.containers import Center, Middle
from textual.geometry import Size
from textual.screen import Screen
from textual.widgets import Static

from claim2.present.keymap import key_name
from claim2.text.i18n import _
from claim2.tui.widgets.footer import TranslatedKeys

MIN_WIDTH = 80
MIN_HEIGHT = 24


class TooSmallScreen(TranslatedKeys, Screen[None]):
    """Covers everything (nothing private shows through) until the terminal is large enough."""

    DEFAULT_CSS = """
    TooSmallScreen { align: center middle; }
    TooSmallScreen Static { width: auto; max-width: 100%; text-align: center; }
    """

    def __init__(self, *, in_game: bool = False) -> None:
        super().__init__()
        self.in_game = in_game

    def compose(self) -> ComposeResult:
        with Middle(), Center():
            yield Static(id="too-small")

    def on_mount(self) -> None:
        self.show_size(self.app.size.width, self.app.size.height)

    async def relanguage(self) -> None:
        self.show_size(self.app.size.width, self.app.size.height)

    def show_size(self, width: int, height: int) -> None:
        if self.in_game:  # a game is being played
            text = _(
                "Terminal too small: {width}×{height}.\n"
                "Claim 2 needs at least {min_width}×{min_height}: please enlarge the window.\n"
                "({key} quits; the game is saved.)"
            )
        else:  # the start screen, the lessons, the history: no game to save
            text = _(
                "Terminal too small: {width}×{height}.\n"
                "Claim 2 needs at least {min_width}×{min_height}: please enlarge the window.\n"
                "({key} quits.)"
            )
        self.query_one("#too-small", Static).update(
            text.format(
                width=width,
                height=height,
                min_width=MIN_WIDTH,
                min_height=MIN_HEIGHT,
                key=key_name("app.quit"),
            )
        )


def check_size(app: App[Any], size: Size, *, in_game: bool) -> bool:
    """Cover the app while the terminal is smaller than the game needs; uncover it after.
    Returns whether it was uncovered now."""
    small = size.width < MIN_WIDTH or size.height < MIN_HEIGHT
    top = app.screen_stack[-1] if app.screen_stack else None
    if small and isinstance(top, TooSmallScreen):
        top.show_size(size.width, size.height)
    elif small:
        app.push_screen(TooSmallScreen(in_game=in_game))
    elif isinstance(top, TooSmallScreen):
        app.pop_screen()
        return True
    return False
