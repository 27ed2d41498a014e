"""On the start screen: two players or against the computer (at which level), and hints.

Three compact rows, one line each, so the start screen still fits 80×24.
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.widgets import Checkbox, RadioSet, Static

from claim2.game.i18n import _
from claim2.game.levels import LEVELS
from claim2.game.options import DEFAULT_LEVEL, GameOptions, level_name
from claim2.tui.widgets.toggles import ArrowChoice, MarkedCheckbox, MarkedRadioButton


class GameChoice(Vertical):
    """The game's options; posts ``Changed`` when one changes."""

    DEFAULT_CSS = """
    GameChoice {
        height: auto;
        padding: 0 1;
    }
    GameChoice .choice-row {
        height: 1;
    }
    GameChoice .choice-label {
        width: auto;
        padding-right: 1;
    }
    GameChoice ArrowChoice {
        layout: horizontal;
        width: 1fr;
        height: 1;
        background: transparent;
    }
    GameChoice ArrowChoice RadioButton {
        width: auto;
        margin-right: 3;
    }
    GameChoice Checkbox {
        background: transparent;
    }
    """

    class Changed(Message):
        def __init__(self, choice: GameChoice) -> None:
            super().__init__()
            self.choice = choice

    def __init__(self, options: GameOptions, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.given = options

    def compose(self) -> ComposeResult:
        computer = self.given.computer
        with Horizontal(classes="choice-row"), ArrowChoice(compact=True, id="opponent"):
            yield MarkedRadioButton(_("Two players"), value=computer is None, id="vs-person")
            yield MarkedRadioButton(
                _("Against the computer"), value=computer is not None, id="vs-computer"
            )
        with Horizontal(classes="choice-row", id="level-row") as row:
            row.display = computer is not None
            yield Static(_("The computer's level:"), classes="choice-label")
            with ArrowChoice(compact=True, id="level"):
                chosen = computer or DEFAULT_LEVEL
                for level in LEVELS:
                    yield MarkedRadioButton(
                        level_name(level), value=level == chosen, id=f"level-{level}"
                    )
        yield MarkedCheckbox(
            _("Hints: press h on your turn for a suggested move"),
            self.given.hints,
            compact=True,
            id="hints",
        )

    @property
    def options(self) -> GameOptions:
        """The options as chosen now."""
        hints = self.query_one("#hints", Checkbox).value
        if self.query_one("#opponent", RadioSet).pressed_index != 1:
            return GameOptions(hints=hints)
        pressed = self.query_one("#level", RadioSet).pressed_button
        level = pressed.id.removeprefix("level-") if pressed and pressed.id else DEFAULT_LEVEL
        return GameOptions(computer=level, hints=hints)

    def on_radio_set_changed(self, event: RadioSet.Changed) -> None:
        event.stop()
        self.query_one("#level-row").display = self.options.computer is not None
        self.post_message(self.Changed(self))

    def on_checkbox_changed(self, event: Checkbox.Changed) -> None:
        event.stop()
        self.post_message(self.Changed(self))
