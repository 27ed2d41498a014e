"""Saved games for the app tests: records of fixed deals played by a fixed policy up to the
moment under test, and what each seat may not see at that moment."""

from __future__ import annotations

import re
from collections.abc import Callable

from claim2.engine import (
    Action,
    Card,
    GameState,
    PlayerView,
    SeerChoice,
    shuffled_deal,
    start,
    view,
)
from claim2.engine import step as engine_step
from claim2.records.parts import RecordComputer
from claim2.records.record import (
    GameRecord,
    deal_of,
    new_record,
    record_with,
    replay_states,
    upgraded,
)
from claim2.settings.options import computer_name

NAMES = ("Ann", "Bob")
SEED = 7  # the deal of every saved game unless a test says otherwise
CARD_CODE = re.compile(r"(?<![A-Za-z])(?:Gn|Gi|Dr|Tr|Se)[0-9](?![0-9])")
Stop = Callable[[GameState], bool]
Policy = Callable[[PlayerView], Action]


def seers_first(seen: PlayerView) -> Action:
    """A fixed way to play: the highest Seer if allowed, else the first legal card; a Seer
    winner takes the top card."""
    if seen.seer_pending is not None:
        return SeerChoice.TOP
    cards = [action for action in seen.legal_actions if isinstance(action, Card)]
    seers = [card for card in cards if card.code.startswith("Se")]
    return seers[-1] if seers else cards[0]


def seers_first_keeping_the_prize(seen: PlayerView) -> Action:
    """As ``seers_first``, but a Seer winner takes the prize: the top card it peeked at
    goes to the opponent's follower pile (and stays in the winner's memory aids)."""
    if seen.seer_pending is not None:
        return SeerChoice.PRIZE
    return seers_first(seen)


def record_until(
    stop: Stop,
    *,
    seed: int = SEED,
    first_leader: int = 0,
    names: tuple[str, str] = NAMES,
    policy: Policy = seers_first,
    computer: str | None = None,
) -> GameRecord:
    """The record of a game dealt from ``seed`` and played by ``policy`` until ``stop`` holds
    (or the game is over); ``computer``: the level of the computer in seat 1."""
    if computer is not None:
        names = (names[0], computer_name(computer))
    record = new_record(
        names,
        shuffled_deal(seed, first_leader),
        computer=RecordComputer(seat=1, level=computer) if computer is not None else None,
    )
    state = start(deal_of(record))
    while not state.finished and not stop(state):
        action = policy(view(state, state.to_move))
        state = engine_step(state, action)
        record = record_with(record, action)
    return record


def with_fields(record: GameRecord, **fields: object) -> GameRecord:
    """``record`` with version 2 fields set (``take_backs``, ``hints``, ``revealed``...)."""
    return upgraded(record, **fields)


def last_state(record: GameRecord) -> GameState:
    return replay_states(record)[-1]


# Moments of a game (stops for ``record_until``) -------------------------------------------


def leading(trick: int, phase: int = 1) -> Stop:
    """The leader of ``trick`` of ``phase`` is about to lead."""
    return lambda state: state.phase == phase and state.trick == trick and not state.played


def following(trick: int, phase: int = 1) -> Stop:
    """The follower of ``trick`` of ``phase`` is about to follow."""
    return lambda state: state.phase == phase and state.trick == trick and len(state.played) == 1


def seer_pending(state: GameState) -> bool:
    """A Seer winner is about to choose (R8)."""
    return state.seer is not None


def last_card(state: GameState) -> bool:
    """The last trick of phase two, one card played: one card to the end."""
    return state.phase == 2 and state.trick == 13 and len(state.played) == 1


def late_with_a_peek() -> GameRecord:
    """Trick 11 of phase one against the computer (easy), Ann to lead: she peeked at Tr2
    and Se0 with her Seers and left them to the computer (seed 4)."""
    return record_until(
        lambda state: state.phase == 1 and state.trick == 11 and not state.played,
        seed=4,
        policy=seers_first_keeping_the_prize,
        computer="easy",
    )


def hidden_from(record: GameRecord, seat: int) -> set[str]:
    """The codes of the cards ``seat`` cannot know of at the last state of ``record``: in
    the other hand, the other's face-down draws or the draw pile, of which ``seat``'s view
    holds no copy at all (the deck has several copies of most cards: a code seen once may
    rightly be on the screen). In phase two nothing is hidden: every card not seen is in
    the other hand, and the memory aids list them."""
    state = last_state(record)
    if state.phase == 2:
        return set()
    visible = set(CARD_CODE.findall(repr(view(state, seat))))
    other = 1 - seat
    hidden = [*state.hands[other], *state.draws[other], *state.draw_pile]
    return {card.code for card in hidden} - visible


def deck_codes(record: GameRecord) -> set[str]:
    """Every card code of the deal (to tell a card on the screen from other text)."""
    return {*record.deal.hands[0], *record.deal.hands[1], *record.deal.draw_pile}


def first_record(
    where: Callable[[GameRecord], bool],
    *,
    seed: int = SEED,
    first_leader: int = 0,
    policy: Policy = seers_first,
    computer: str | None = None,
) -> GameRecord:
    """The shortest record of the game ``record_until`` plays for which ``where`` holds."""
    whole = record_until(
        lambda state: False, seed=seed, first_leader=first_leader, policy=policy, computer=computer
    )
    for count in range(len(whole.actions) + 1):
        record = whole.model_copy(update={"actions": whole.actions[:count]})
        if where(record):
            return record
    raise AssertionError("no such moment in the game")
