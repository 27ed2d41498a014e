"""The hand-off pane: the laptop goes to the other player. Nothing private is on it."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Middle, Vertical
from textual.content import Content
from textual.widgets import Button, Static

from claim2.game.i18n import N_, _
from claim2.game.public import PublicView
from claim2.game.session import NextScreen
from claim2.tui.messages import Proceed
from claim2.tui.narrate import trick_sentence
from claim2.tui.screens.base import Pane
from claim2.tui.text import NAME_FIELDS, card_markup, phase_trick, with_names


class HandoffPane(Pane):
    """ "Pass the laptop to Bob"; Bob presses Enter (or clicks) to see his screen."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "ready", N_("Show my cards"), key_display="⏎")
    ]

    def __init__(
        self,
        name: str,
        other: str,
        context: Content | None = None,
        *,
        shown: NextScreen | None = None,
        guard: float = 0.0,
    ) -> None:
        """``name`` takes the laptop from ``other``; ``context``: a public line."""
        super().__init__(shown, guard=guard)
        self.player = name
        self.other = other
        self.context = context

    def title(self) -> str:
        return _("Hand-off")

    def compose(self) -> ComposeResult:
        name, other = NAME_FIELDS
        names = (self.player, self.other)
        with Middle(), Center(), Vertical(id="handoff"):
            title = _("Pass the laptop to {name}").format(name=name)
            yield Static(with_names(title, names), id="handoff-title")
            yield Static(
                with_names(
                    _(
                        "{other}, please look away. "
                        "{name}, press Enter when only you can see the screen."
                    ).format(other=other, name=name),
                    names,
                ),
                id="handoff-text",
            )
            with Center():
                ready = _("I am {name}: show my cards").format(name=name)
                yield self.guarded_button(with_names(ready, names), id="handoff-ready")
            if self.context:
                yield Static(self.context, id="handoff-context")

    def action_ready(self) -> None:
        if self.shown is not None:
            self.answer(Proceed(self.shown))

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_ready()


def handoff_context(public: PublicView, names: tuple[str, str], seer: bool) -> Content:
    """A public line saying why the laptop changes hands."""
    return with_names(_context_markup(public, seer), names)


def _context_markup(public: PublicView, seer: bool) -> str:
    safe = NAME_FIELDS
    where = phase_trick(public.phase, public.trick)
    last = public.last_trick
    if seer and last is not None:
        return _("{cards} {name} won with a Seer and now chooses.").format(
            cards=trick_sentence(last, safe), name=safe[last.winner]
        )
    if public.played:
        return _("{where}: {leader} led {card}; {name} plays next.").format(
            where=where,
            leader=safe[public.leader],
            card=card_markup(public.played[0]),
            name=safe[1 - public.leader],
        )
    return _("{where}: {name} leads.").format(where=where, name=safe[public.leader])
