"""What a lesson shows of the game, built from the app's own pieces so it looks like the game.

* ``position_box``: the table and the public piles, from the learner's
  ``PlayerView`` only (R17), with the turn screen's lines and ``Scoreboard``.
* ``ChoiceList``: a few numbered options (a Seer choice, an answer), and the
  line under the hand saying what Enter does.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Literal

from textual.binding import BindingType
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import Static
from textual.widgets.option_list import Option

from claim2.engine import Card, Faction, PlayerView
from claim2.game.public import public_view
from claim2.present.keymap import key_name
from claim2.present.lessons import answer_label, opponent_leads_next, seer_choices
from claim2.present.scenes.keys import card_prompt, confirm_card
from claim2.present.scenes.turn import own_followers_lines, table_lines
from claim2.text.i18n import N_, _
from claim2.tui.bindings import bound, shown
from claim2.tui.narrate import content, content_lines, markup
from claim2.tui.text import card_markup, phase_trick
from claim2.tui.widgets.choices import Choices
from claim2.tui.widgets.hand import Hand
from claim2.tui.widgets.scoreboard import Scoreboard
from claim2.walkthrough import ANSWERS


def hand_status(card: Card, playable: bool, armed: bool, hand: Hand) -> str:
    """What Enter does with the card under the cursor of ``hand`` (the turn screen's words;
    its value key too, when that plays it)."""
    if armed:
        return markup(confirm_card(card))
    if playable:
        return markup(card_prompt(card, value_key=hand.value_plays(card)))
    return _("{card} cannot be played now.").format(card=card_markup(card))


def position_box(seen: PlayerView, names: tuple[str, str]) -> Vertical:
    """The table (prize, who leads, what must be followed) and the public piles, in one box."""
    extra = [content(line) for line in own_followers_lines(seen, names)] if seen.phase == 1 else []
    status = None if seen.my_turn else opponent_leads_next()
    # after a lesson's last move: the table's words are for the player to move
    box = Vertical(
        Static(content_lines(table_lines(seen, names, status)), id="table"),
        Scoreboard(public_view(seen), names, extra=extra, id="piles"),
        id="position",
    )
    box.border_title = phase_trick(seen.phase, seen.trick)
    return box


class ChoiceList(Choices):
    """Numbered options: ↑↓ or a number key to point at one (``Pointed``), Enter to choose
    it (the lesson decides what a number does beside pointing: a Seer choice's answers)."""

    class Pointed(Message):
        """A number key pointed at the choice at ``index``."""

        def __init__(self, index: int) -> None:
            super().__init__()
            self.index = index

    BINDINGS: ClassVar[list[BindingType]] = [
        bound(
            "lesson.choose",
            "cursor_down",
            N_("Choose"),
            display=shown("choices.up", "lesson.choose"),
        ),
        bound("lesson.confirm", "select", N_("Confirm"), display=True),
        *(
            bound(f"lesson.point_{number}", f"point({number - 1})", N_("Choose"), show=False)
            for number in range(1, 4)
        ),
    ]

    def __init__(self, labels: Sequence[str], *, id: str | None = None) -> None:
        options = [
            Option(f"{number}  {label}", id=str(number - 1))
            for number, label in enumerate(labels, start=1)
        ]
        super().__init__(*options, id=id)

    def action_point(self, index: int) -> None:
        if index < self.option_count:
            self.highlighted = index
            self.post_message(self.Pointed(index))


class AnswerList(ChoiceList):
    """The three answers to a scoring question."""

    BINDINGS: ClassVar[list[BindingType]] = [
        bound("lesson.answer", "select", N_("Answer"), display=True),
    ]


def answer_list(question: Faction | Literal["game"] | None) -> AnswerList:
    """The three answers; "nobody" reads "a draw" when the question is who wins."""
    answers = AnswerList([answer_label(answer, question) for answer in ANSWERS], id="wt-choices")
    answers.border_title = _("Your answer")
    answers.border_subtitle = _(
        "Choose with {up}{down} (or {first}, {second}, {third}) and press {key}."
    ).format(
        up=key_name("choices.up"),
        down=key_name("lesson.choose"),
        first=key_name("lesson.point_1"),
        second=key_name("lesson.point_2"),
        third=key_name("lesson.point_3"),
        key=key_name("lesson.answer"),
    )
    return answers


def seer_list(seen: PlayerView) -> ChoiceList:
    """The Seer winner's two choices (R8), naming both cards."""
    options = ChoiceList([markup(choice) for choice in seer_choices(seen)], id="wt-choices")
    options.border_title = _("Your choice")
    options.highlighted = None  # as in a game, no choice is made for the learner
    return options
