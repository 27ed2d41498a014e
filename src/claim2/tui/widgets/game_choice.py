"""On the start screen: two players or against the computer (at which level), and hints;
beside the opponents, the setting of plain lines (``claim2 play`` in plain lines from then
on, for screen readers: ``claim2.plain``); below them, in ``claim2 play``'s app, playing on
phones (the couch: each person's phone their own screen, this one the public table);
beside the hints, against the computer, the setting that lets a trick's result go on by
itself (``auto_continue``).

Compact rows, one line each (four at most), so the start screen still fits 80×24.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.message import Message
from textual.widgets import Checkbox

from claim2.present.keymap import key_name
from claim2.records.levels import LEVELS
from claim2.settings.options import DEFAULT_LEVEL, GameOptions, level_name
from claim2.text.i18n import _
from claim2.tui.messages import Phones
from claim2.tui.widgets.choice_row import ChoiceRow
from claim2.tui.widgets.toggles import MarkedCheckbox

PERSON, COMPUTER = "person", "computer"
#: The start screen's keys for each (shown beside it), as the keymap names them.
OPPONENT_KEYS = {PERSON: "start.two_players", COMPUTER: "start.computer"}
KEY_STYLE = "bold $footer-key-foreground"  # as the footer shows keys


def with_key(label: str, key: str) -> Content:
    """A choice's label with the key that chooses it from anywhere on the screen."""
    return Content.assemble(label, " ", Content.styled(key, KEY_STYLE))


class GameChoice(Vertical):
    """The game's options; posts ``Changed`` when one changes."""

    DEFAULT_CSS = """
    GameChoice {
        height: auto;
        padding: 0 1;
    }
    GameChoice Checkbox {
        background: transparent;
    }
    GameChoice #opponent-row, GameChoice #hints-row {
        height: auto;
    }
    GameChoice #plain, GameChoice #hints, GameChoice #auto-continue, GameChoice #phones {
        width: auto;
    }
    GameChoice #auto-continue {
        margin-left: 3;
    }
    """

    class Changed(Message):
        def __init__(self, choice: GameChoice) -> None:
            super().__init__()
            self.choice = choice

    SETTINGS = frozenset({"plain", "auto-continue", "phones"})  # the screen's, not the game's

    def __init__(
        self,
        options: GameOptions,
        *,
        plain: bool = False,
        auto_continue: bool = True,
        phones: bool | None = None,
        id: str | None = None,
    ) -> None:
        """``plain``: the remembered setting of plain lines (shown beside the opponents),
        ``auto_continue`` that of a trick's result going on by itself against the computer
        (beside the hints), ``phones`` of playing on phones (None: no such choice): they are
        the start screen's, not the game's (their ``Checkbox.Changed`` goes up to it)."""
        super().__init__(id=id)
        self.given = options
        self.plain = plain
        self.auto_continue = auto_continue
        self.phones = phones

    def compose(self) -> ComposeResult:
        computer = self.given.computer
        opponents = [
            (PERSON, with_key(_("Two players"), key_name(OPPONENT_KEYS[PERSON]))),
            (COMPUTER, with_key(_("Against the computer"), key_name(OPPONENT_KEYS[COMPUTER]))),
        ]
        with Horizontal(id="opponent-row"):
            yield ChoiceRow(
                opponents, COMPUTER if computer is not None else PERSON, gap=3, id="opponent"
            )
            yield MarkedCheckbox(_("Plain lines"), self.plain, compact=True, id="plain")
        if self.phones is not None:  # a line of its own: the opponents' is full at 80×24
            yield MarkedCheckbox(
                _("On phones: each player's hand on their own phone"),
                self.phones,
                compact=True,
                id="phones",
            )
        levels = ChoiceRow(
            [(level, level_name(level)) for level in LEVELS],
            computer or DEFAULT_LEVEL,
            prompt=_("The computer's level:"),
            gap=3,
            id="level",
        )
        levels.display = computer is not None
        yield levels
        with Horizontal(id="hints-row"):
            hints = _("Hints: press {key} on your turn").format(key=key_name("game.hint"))
            yield MarkedCheckbox(hints, self.given.hints, compact=True, id="hints")
            auto = MarkedCheckbox(
                _("Go on by itself after a trick"),
                self.auto_continue,
                compact=True,
                id="auto-continue",
            )
            auto.display = computer is not None  # only against the computer
            yield auto

    @property
    def options(self) -> GameOptions:
        """The options as chosen now."""
        hints = self.query_one("#hints", Checkbox).value
        if self.query_one("#opponent", ChoiceRow).chosen != COMPUTER:
            return GameOptions(hints=hints)
        return GameOptions(computer=self.query_one("#level", ChoiceRow).chosen, hints=hints)

    def choose_opponent(self, *, computer: bool) -> None:
        """Two players, or against the computer (at the level shown)."""
        self.query_one("#opponent", ChoiceRow).chosen = COMPUTER if computer else PERSON

    def on_choice_row_changed(self, event: ChoiceRow.Changed) -> None:
        event.stop()
        computer = self.options.computer is not None
        self.query_one("#level").display = computer
        self.query_one("#auto-continue").display = computer
        self.post_message(self.Changed(self))

    def on_checkbox_changed(self, event: Checkbox.Changed) -> None:
        if event.checkbox.id == "phones":
            self.phones = event.value
            self.post_message(Phones(event.value))  # the app's to remember (and the screen's)
        if event.checkbox.id in self.SETTINGS:
            return  # the screen's setting, not the game's
        event.stop()
        self.post_message(self.Changed(self))
