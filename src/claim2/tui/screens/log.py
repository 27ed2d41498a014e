"""Public lists, shown over any screen: the game log and the discard pile.

Both are built from public data only: the log from public events (no hidden
draw, no Seer peek), the discards from the public view.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from claim2.engine import Faction
from claim2.engine.events import Event
from claim2.game.public import PublicView
from claim2.text.i18n import N_, _
from claim2.text.wording import faction_name
from claim2.tui.narrate import log_lines
from claim2.tui.text import NAME_FIELDS, cards_markup, with_names
from claim2.tui.widgets.footer import KeyFooter, TranslatedKeys


class LogScreen(TranslatedKeys, ModalScreen[None]):
    """Everything that happened in public, trick by trick; Esc closes."""

    CSS_PATH = "modal.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,l", "dismiss", N_("Close"), key_display="Esc")
    ]

    def __init__(self, events: Sequence[Event], names: tuple[str, str]) -> None:
        super().__init__()
        self.events = events
        self.names = names

    def compose(self) -> ComposeResult:
        self.lines = log_lines(self.events, NAME_FIELDS) or [_("Nothing has happened yet.")]
        with Vertical(id="dialog", classes="-wide") as dialog:
            dialog.border_title = _("Game log")
            with VerticalScroll(id="scroller"):
                yield Static(with_names("\n".join(self.lines), self.names), id="log")
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
        Binding("escape,d", "dismiss", N_("Close"), key_display="Esc")
    ]

    def __init__(self, public: PublicView) -> None:
        super().__init__()
        self.public = public

    def compose(self) -> ComposeResult:
        discards = self.public.discards
        lines = [
            f"{faction_name(faction):<9} "
            + cards_markup(sorted(card for card in discards if card.faction is faction))
            for faction in Faction
        ]
        lines.append("")
        lines.append(_("Smashed Gnomes: {cards}").format(cards=cards_markup(self.public.smashed)))
        with Vertical(id="dialog") as dialog:
            dialog.border_title = _("Discard pile ({count} cards)").format(count=len(discards))
            yield Static("\n".join(lines))
        yield KeyFooter()
