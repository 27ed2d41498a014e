"""What every pane of the game screen shares: what it was shown for, and a guard against
keys typed before it appeared.

The game screen (``claim2.tui.screens.game``) shows one *pane* at a time: the step of
the game the session asks for (a turn, a hand-off, a trick's result...). A pane is made
for one ``NextScreen`` of the session (its kind, seat and move number); its one answer
(a card, a Seer choice, "show my cards", "continue") carries it back, so the session can
drop an answer from a pane that is no longer current. A private pane is built from its
seat's ``PlayerView`` alone (``SeatPane``); a public one from the public view and public
events (``PublicPane``). Every pane is given a ``Cue``: what it is shown for, the names and
its guard.

For ``guard`` seconds after it is first drawn a pane is not *ready*: the app drops every
key and click meant for it (typed ahead, or held down), the footer is dimmed and the
pane's button lights up only once it is ready.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Button, Static

from claim2.game.i18n import N_, _
from claim2.tui.messages import Proceed
from claim2.tui.narrate import result_lines
from claim2.tui.text import NAME_FIELDS, phase_trick, with_names

if TYPE_CHECKING:
    from claim2.engine import PlayerView
    from claim2.game.public import PublicView
    from claim2.game.session import NextScreen, TrickResult

Names = tuple[str, str]


@dataclass(frozen=True, slots=True)
class Cue:
    """What every pane is made with: the step of the game the session asked for (``shown``:
    its kind, seat and move number), the players' names, and ``guard``, the seconds the pane
    ignores input after it is first drawn."""

    shown: NextScreen
    names: Names
    guard: float = 0.0


class MouseButton(Button, can_focus=False):
    """A button for the mouse; the keyboard uses the pane's binding (shown in the footer)."""


class Pane(Vertical, can_focus=True):
    """One step of a game in progress (public or private), on the game screen.

    The pane takes the focus when it appears (or gives it to its hand, its list), so
    its keys are those in the footer. Its content is composed from what it was given;
    ``relanguage`` composes it again in the current language.
    """

    DEFAULT_CSS = """
    Pane { height: 1fr; width: 1fr; }
    """

    class Ready(Message):
        """The pane's guard time is over: it takes keys now."""

    def __init__(self, cue: Cue) -> None:
        super().__init__()
        self.shown = cue.shown
        self.names = cue.names
        self.guard = cue.guard
        self.ready = cue.guard <= 0
        self.answered = False
        self.drawn = False  # whether it has been on the screen (its guard starts then)
        self.set_class(not self.ready, "-waiting")

    def title(self) -> str:
        """The game screen's sub-title while this pane shows (in the current language)."""
        return ""

    def on_mount(self) -> None:
        self.focus_first()
        self.call_after_refresh(self._start_guard)

    def focus_first(self) -> None:
        """Give the focus to what takes this pane's keys (the pane itself, unless overridden)."""
        self.take_focus(self)

    def take_focus(self, widget: Widget) -> None:
        """Focus ``widget`` now (``Widget.focus`` waits a turn: a key could come between)."""
        if self.is_attached:
            self.screen.set_focus(widget)

    def _start_guard(self) -> None:
        self.drawn = True
        if not self.ready:
            self.set_timer(self.guard, self._become_ready)

    def _become_ready(self) -> None:
        self.ready = True
        self.remove_class("-waiting")
        for button in self.query(".-guarded").results(Button):
            button.disabled = False
        self.post_message(self.Ready())

    def guarded_button(self, label: str | Content, id: str) -> MouseButton:
        """The pane's main button: dim and inert until the pane is ready."""
        return MouseButton(
            label, id=id, variant="primary", classes="-guarded", disabled=not self.ready
        )

    def answer(self, message: Message) -> None:
        """Post the pane's answer once; what is pressed after it is dropped."""
        if not self.answered:
            self.answered = True
            self.post_message(message)

    def keep(self) -> object:
        """What to bring back after composing again (a cursor, say); see ``restore``."""
        return None

    def restore(self, kept: object) -> None:
        """Bring back what ``keep`` returned, once composed again."""

    async def relanguage(self) -> None:
        """Compose the pane again in the current language, its cursor where it was."""
        kept = self.keep()
        await self.recompose()
        self.focus_first()
        self.restore(kept)


class SeatPane(Pane):
    """A private pane, built from its seat's ``PlayerView`` alone (R17)."""

    def __init__(self, cue: Cue, seen: PlayerView) -> None:
        super().__init__(cue)
        self.seen = seen

    def hand_title(self) -> Content:
        """The title of the seat's hand: "Your hand, Ann"."""
        return with_names(
            _("Your hand, {name}").format(name=NAME_FIELDS[self.seen.seat]), self.names
        )


class PublicPane(Pane):
    """A public pane, built from the public view and, after a trick, its public events."""

    def __init__(self, cue: Cue, public: PublicView) -> None:
        super().__init__(cue)
        self.public = public

    @property
    def result(self) -> TrickResult | None:
        """The trick that has just ended, if the pane shows its result."""
        return self.shown.result

    def result_box(self, result: TrickResult, id: str = "summary") -> Static:
        """The trick's result in words, in a box titled with its phase and trick."""
        trick = result.trick
        lines = result_lines(trick, result.events, NAME_FIELDS)
        box = Static(with_names("\n".join(lines), self.names), id=id)
        box.border_title = _("{heading}: result").format(
            heading=phase_trick(trick.phase, trick.trick)
        )
        return box


class ContinuePane(PublicPane):
    """A public pane that Enter (or its button) leaves: the session goes on."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "proceed", N_("Continue"), key_display="⏎")
    ]

    def continue_button(self) -> ComposeResult:
        """The row with the pane's one button, "Continue"."""
        with Horizontal(id="buttons"):
            yield self.guarded_button(_("Continue"), id="continue")

    def action_proceed(self) -> None:
        self.answer(Proceed(self.shown))

    def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        self.action_proceed()
