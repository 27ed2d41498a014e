"""Public lists, shown over any screen: the game log and the discard pile.

Both are built from public data only: the log from public events (no hidden
draw, no Seer peek), the discards from the public view.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Vertical, VerticalScroll
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Static

from claim2.engine.events import Event
from claim2.game.public import PublicView
from claim2.present.phrase import plain
from claim2.present.scenes.public import (
    discard_lines,
    discards_heading,
    log_lines,
    log_title,
    nothing_yet,
)
from claim2.text.i18n import N_
from claim2.tui.bindings import bound
from claim2.tui.narrate import content
from claim2.tui.widgets.footer import KeyFooter, TranslatedKeys


class LogScreen(TranslatedKeys, ModalScreen[None]):
    """Everything that happened in public, trick by trick; Esc closes."""

    CSS_PATH = "modal.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        bound("log.close", "dismiss", N_("Close"), display=True)
    ]

    def __init__(self, events: Sequence[Event], names: tuple[str, str]) -> None:
        super().__init__()
        self.events = events
        self.names = names

    def compose(self) -> ComposeResult:
        told = log_lines(self.events, self.names)
        text = Content("\n").join(
            Content("  " * indent) + content(phrase) for indent, phrase in told
        )
        with Vertical(id="dialog", classes="-wide") as dialog:
            dialog.border_title = plain(log_title())
            with VerticalScroll(id="scroller"):
                yield Static(text if told else content(nothing_yet()), id="log")
        yield KeyFooter()

    def on_mount(self) -> None:
        scroller = self.query_one("#scroller", VerticalScroll)
        scroller.focus()
        # once the log is laid out (before that there is nothing to scroll): the latest trick
        self.call_after_refresh(scroller.scroll_end, animate=False, immediate=True)

    async def relanguage(self) -> None:
        await self.recompose()
        self.on_mount()


class DiscardsScreen(TranslatedKeys, ModalScreen[None]):
    """The discard pile of phase one (R7) and the smashed Gnomes (R12), by faction."""

    CSS_PATH = "modal.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        bound("discards.close", "dismiss", N_("Close"), display=True)
    ]

    def __init__(self, public: PublicView) -> None:
        super().__init__()
        self.public = public

    def compose(self) -> ComposeResult:
        *factions, smashed = [content(line) for line in discard_lines(self.public)]
        with Vertical(id="dialog") as dialog:
            dialog.border_title = content(discards_heading(self.public)).plain
            yield Static(Content("\n").join([*factions, Content(), smashed]))
        yield KeyFooter()
