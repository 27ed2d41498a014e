"""The shape of a lesson file (TOML), validated with pydantic.

A lesson names its learner and opponent by role ("learner", "opponent"),
never by seat. Cards are written as codes (``Gn3``), actions as card codes or
``seer:prize`` / ``seer:top``. Every text is an English gettext msgid: one
whole sentence or paragraph, whitespace collapsed to single spaces, no
braces (nothing is filled in). The UI translates it with ``claim2.text.i18n._``.

Two kinds of lessons:

* a *play* lesson has a ``[position]`` (a real game, reached with the real
  engine, see ``position.py``) and steps in which the learner acts;
* a *scoring* lesson has no position; its steps ask who gets a faction's vote
  or who wins, about a hand-made end position (``board``) scored with
  ``claim2.engine.score``.

``claims`` are statements about what happens; ``claims.py`` checks each one
against the engine, so a lesson text can never lie.

To add or correct a lesson, edit ``lessons/NN-<id>.toml`` (the existing files
are the best examples), run ``pytest tests/walkthrough`` (every move must be
legal, every claim true, every wrong or illegal move explained), then
``pybabel extract && pybabel update`` (docs/translating.md) to bring the new texts
into the catalogs::

    [[steps]]
    say = "Your opponent leads Tr6. Win this trick with your Tr8."
    hint = "You must play a Troll. Tr8 is higher than Tr6."
    wrong_for.Tr1 = "Tr1 is lower than Tr6, so your opponent would win."
    illegal = "You hold Trolls, so you must answer the Troll that was led."
    expect = ["Tr8"]
    reply = []                     # the opponent's actions until the learner is to move
    then = "You won, but you take only the highest Troll. Tr6 waits."
    claims = { trick_winner = "learner", trolls_aside = ["Tr6"] }
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Annotated, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    PlainSerializer,
    PlainValidator,
    model_validator,
)

from claim2.engine import Action, Card, CardCodeError, Faction, action_code, parse_action
from claim2.engine.cards import DECK_COUNTS
from claim2.engine.ruleset import next_seat

Role = Literal["learner", "opponent"]
ROLES: tuple[Role, Role] = ("learner", "opponent")
Answer = Literal["learner", "opponent", "nobody"]
LeadReasonName = Literal["won_trick", "second_played_dragon", "leader_played_dragon"]
VoteDeciderName = Literal["count", "values", "identical", "none"]
WinDeciderName = Literal["votes", "cards", "draw"]
Ask = Literal["gnomes", "giants", "dragons", "trolls", "seers", "game"]

_SPACE = re.compile(r"\s+")


def normalize_text(text: str) -> str:
    """One msgid: surrounding space removed, every run of white space made one space."""
    return _SPACE.sub(" ", text).strip()


def _check_text(text: str) -> str:
    text = normalize_text(text)
    if not text:
        raise ValueError("a text must not be empty")
    if "{" in text or "}" in text:  # no placeholders: the runner has nothing to fill in
        raise ValueError(f"braces are not allowed in a lesson text: {text!r}")
    return text


def _parse_card(value: object) -> Card:
    if isinstance(value, Card):
        return value
    if not isinstance(value, str):
        raise ValueError(f"a card is a code such as 'Gn3', not {value!r}")
    try:
        return Card.parse(value)
    except CardCodeError as error:
        raise ValueError(str(error)) from None


def _parse_action_code(value: object) -> Action:
    if not isinstance(value, str):
        raise ValueError(f"an action is a card code or seer:prize / seer:top, not {value!r}")
    try:
        return parse_action(value)
    except CardCodeError as error:
        raise ValueError(str(error)) from None


Text = Annotated[str, AfterValidator(_check_text)]
CardCode = Annotated[Card, PlainValidator(_parse_card), PlainSerializer(lambda c: c.code)]
ActionCode = Annotated[Action, PlainValidator(_parse_action_code), PlainSerializer(action_code)]
Cards = list[CardCode]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Smash(_Model):
    """One Gnome smashed by a Giant (R12)."""

    giant: CardCode
    gnome: CardCode
    victim: Role


class Claims(_Model):
    """What happens in a step of a play lesson; each claim is checked against the engine.

    Event claims describe the step (the learner's action and the opponent's
    replies); a per-role map names every role that gets something, so a role
    left out of a given map gets nothing. State claims describe the game after
    the step. ``None`` (left out) means "not claimed".
    """

    # The trick completed in this step (R4, R5).
    trick_winner: Role | None = None
    next_leader: Role | None = None
    lead_reason: LeadReasonName | None = None
    # Phase one (R7, R8).
    prize_taken: dict[Role, CardCode] | None = None
    drawn_by: Role | None = None
    drawn_card: CardCode | None = None
    seer_pending: Role | Literal["nobody"] | None = None
    seer_peek: CardCode | None = None
    seer_chose: dict[Role, Literal["prize", "top"]] | None = None
    # Phase two (R10-R13).
    scored: dict[Role, Cards] | None = None
    gnomes_placed: dict[Role, Cards] | None = None
    smashed: list[Smash] | None = None
    trolls_taken: dict[Role, Cards] | None = None
    # The state after the step.
    phase: Literal[1, 2] | None = None
    trick: int | None = None
    draw_pile_size: int | None = None
    leader: Role | None = None
    trolls_aside: Cards | None = None
    gnomes_in_front: dict[Role, Cards] | None = None
    score_pile: dict[Role, Cards] | None = None
    hand_sizes: dict[Role, int] | None = None
    hands: dict[Role, Cards] | None = None
    finished: bool | None = None


class ScoringClaims(_Model):
    """What the engine's ``score`` says about a board (R15, R16)."""

    decided_by: VoteDeciderName | WinDeciderName | None = None
    decisive_values: dict[Role, int] | None = None
    counts: dict[Role, int] | None = None
    votes: dict[Role, int] | None = None
    cards_in_won_factions: dict[Role, int] | None = None


class Board(_Model):
    """The score piles at the end of a game (gnomes in front included)."""

    learner: Cards
    opponent: Cards

    @model_validator(mode="after")
    def _from_the_deck(self) -> Board:
        counts = Counter(self.learner + self.opponent)
        too_many = [f"{card} {n} times" for card, n in counts.items() if n > DECK_COUNTS[card]]
        if too_many:
            raise ValueError("more cards than the deck holds: " + ", ".join(sorted(too_many)))
        return self


class Step(_Model):
    """One thing the learner does, and what the lesson says about it.

    ``expect`` is the accepted action(s), or "any" for any legal action.
    ``reply`` is what the opponent does next, until the learner must act
    again: action codes, or "auto" (the easy computer player).
    A question step (scoring lessons) has ``ask`` and ``answer`` instead.
    """

    say: Text
    hint: Text
    then: Text | None = None  # shown when the step is done; backed by the claims
    expect: list[ActionCode] | Literal["any"] | None = None
    wrong: Text | None = None  # a legal move that is not the one asked for
    wrong_for: dict[str, Text] = Field(default_factory=dict)  # per action code
    illegal: Text | None = None  # a move the rules do not allow
    reply: list[ActionCode] | Literal["auto"] = Field(default_factory=list)
    claims: Claims = Field(default_factory=Claims)
    ask: Ask | None = None
    answer: Answer | None = None
    board: Board | None = None
    score_claims: ScoringClaims = Field(default_factory=ScoringClaims)

    @model_validator(mode="after")
    def _one_kind(self) -> Step:
        if self.ask is None:
            if self.expect is None:
                raise ValueError("a step needs 'expect' (or 'ask' for a question)")
            if self.answer is not None or self.board is not None:
                raise ValueError("'answer' and 'board' belong to a question step ('ask')")
            if isinstance(self.expect, list) and not self.expect:
                raise ValueError("'expect' must name at least one action, or be \"any\"")
            for code in self.wrong_for:
                _parse_action_code(code)
        else:
            if self.expect is not None or self.reply:
                raise ValueError("a question step ('ask') has no 'expect' or 'reply'")
            if self.answer is None:
                raise ValueError("a question step needs the 'answer' the engine must agree with")
            if self.wrong is None:
                raise ValueError("a question step needs 'wrong': what to say to a wrong answer")
        return self

    @property
    def is_question(self) -> bool:
        return self.ask is not None

    def wrong_text(self, action: Action) -> str | None:
        """The lesson's explanation for this legal but unwanted action."""
        return self.wrong_for.get(action_code(action), self.wrong)


class Hands(_Model):
    learner: Cards = Field(default_factory=list)
    opponent: Cards = Field(default_factory=list)


class Position(_Model):
    """A real game position to start from (see ``position.py`` for how it is reached).

    ``hands`` are the cards each role holds when trick ``trick`` of phase
    ``phase`` begins, with ``leader`` to lead it; hands given only in part are
    filled deterministically from the rest of the deck. In phase one,
    ``draw_pile`` lists the top cards at that moment, the prize first. Or
    ``seed`` deals a shuffled real game, which the easy computer player plays
    for both sides until that trick begins.

    ``prelude`` actions are then played silently, each by whoever is to move
    (the lesson's intro describes what they did); ``opening`` actions are
    played where the learner sees them happen (the opponent's lead, say).
    ``start_claims`` are checked after the opening.
    """

    learner_seat: Literal[0, 1] = 0
    phase: Literal[1, 2] = 1
    trick: int = Field(default=1, ge=1, le=13)
    leader: Role | None = None  # who leads that trick; default the learner (not when seeded)
    hands: Hands = Field(default_factory=Hands)
    draw_pile: Cards = Field(default_factory=list)
    seed: int | None = None
    prelude: list[ActionCode] = Field(default_factory=list)
    opening: list[ActionCode] | Literal["auto"] = Field(default_factory=list)
    start_claims: Claims = Field(default_factory=Claims)

    @model_validator(mode="after")
    def _consistent(self) -> Position:
        if self.seed is not None and (self.hands.learner or self.hands.opponent or self.draw_pile):
            raise ValueError("a seeded position deals its own cards: give no hands or draw_pile")
        if self.seed is not None and self.leader is not None:
            raise ValueError("in a seeded position the game decides who leads: give no leader")
        if self.phase == 2 and self.draw_pile:
            raise ValueError("there is no draw pile in phase two")
        size = 14 - self.trick
        for role in ROLES:
            held = getattr(self.hands, role)
            if len(held) > size:
                raise ValueError(f"the {role} holds {size} cards at trick {self.trick}, not more")
        return self

    def seat_of(self, role: Role) -> int:
        return self.learner_seat if role == "learner" else next_seat(self.learner_seat)


class Lesson(_Model):
    """One lesson file. ``number`` comes from the file name (``03-prize.toml``)."""

    id: str = Field(pattern=r"^[a-z][a-z0-9-]*$")
    number: int = Field(ge=1)
    title: Text
    rules: list[str] = Field(min_length=1)
    minutes: float = Field(default=1.0, gt=0)
    intro: list[Text] = Field(min_length=1)
    outro: Text | None = None
    position: Position | None = None
    steps: list[Step] = Field(min_length=1)

    @model_validator(mode="after")
    def _steps_fit(self) -> Lesson:
        for rule in self.rules:
            if not re.fullmatch(r"R([1-9]|1[0-7])", rule):
                raise ValueError(f"unknown rule id {rule!r} (R1 to R17)")
        questions = [step.is_question for step in self.steps]
        if self.position is None:
            if not all(questions):
                raise ValueError("a lesson without a position can only ask questions")
            if self.steps[0].board is None:
                raise ValueError("the first question needs a 'board' to ask about")
        elif any(questions):
            raise ValueError("a lesson with a position has play steps only, no questions")
        return self

    @property
    def learner_seat(self) -> int:
        return self.position.learner_seat if self.position is not None else 0

    def texts(self) -> list[tuple[str, str]]:
        """Every translatable text with where it is: ``(field path, msgid)``, in file order."""
        found: list[tuple[str, str]] = [("title", self.title)]
        found += [(f"intro[{index}]", text) for index, text in enumerate(self.intro)]
        for number, step in enumerate(self.steps, start=1):
            for name in ("say", "hint", "then", "wrong", "illegal"):
                text = getattr(step, name)
                if text is not None:
                    found.append((f"steps[{number}].{name}", text))
            found += [(f"steps[{number}].wrong_for.{k}", v) for k, v in step.wrong_for.items()]
        if self.outro is not None:
            found.append(("outro", self.outro))
        return found


FACTION_OF_ASK: dict[str, Faction] = {faction.key: faction for faction in Faction}
