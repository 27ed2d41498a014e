"""The hand-off pane: the laptop goes to the other player. Nothing private is on it."""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Middle, Vertical
from textual.widgets import Button, Static

from claim2.game.i18n import N_, _
from claim2.game.public import PublicView
from claim2.game.session import NextScreen
from claim2.tui.messages import Proceed
from claim2.tui.narrate import trick_sentence
from claim2.tui.screens.base import Pane
from claim2.tui.text import card_markup, phase_trick, plain_markup


class HandoffPane(Pane):
    """ "Pass the laptop to Bob"; Bob presses Enter (or clicks) to see his screen."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "ready", N_("Show my cards"), key_display="⏎")
    ]

    def __init__(
        self,
        name: str,
        other: str,
        context: str = "",
        *,
        shown: NextScreen | None = None,
        guard: float = 0.0,
    ) -> None:
        """``name`` takes the laptop from ``other``; ``context`` is public markup."""
        super().__init__(shown, guard=guard)
        self.player = name
        self.other = other
        self.context = context

    def title(self) -> str:
        return _("Hand-off")

    def compose(self) -> ComposeResult:
        name = plain_markup(self.player)
        with Middle(), Center(), Vertical(id="handoff"):
            yield Static(_("Pass the laptop to {name}").format(name=name), id="handoff-title")
            yield Static(
                _(
                    "{other}, please look away. "
                    "{name}, press Enter when only you can see the screen."
                ).format(other=plain_markup(self.other), name=name),
                id="handoff-text",
            )
            with Center():
                yield self.guarded_button(
                    _("I am {name}: show my cards").format(name=name), id="handoff-ready"
                )
            if self.context:
                yield Static(self.context, id="handoff-context")

    def action_ready(self) -> None:
        if self.shown is not None:
            self.answer(Proceed(self.shown))

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_ready()


def handoff_context(public: PublicView, names: tuple[str, str], seer: bool) -> str:
    """A public line saying why the laptop changes hands."""
    safe = (plain_markup(names[0]), plain_markup(names[1]))
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
