"""Games for the tests of the game layer and the sitting: records played by a fixed way of
playing, and a stand-in for the computer's seat. No Textual."""

from __future__ import annotations

from collections.abc import Callable

from claim2.engine import (
    Action,
    Card,
    GameState,
    PlayerView,
    SeerChoice,
    legal_actions,
    shuffled_deal,
    start,
    step,
    view,
)
from claim2.records.record import GameRecord, deal_of, new_record, record_with, replay_states

NAMES = ("Ann", "Bob")
Stop = Callable[[GameState], bool]


def seers_first(seen: PlayerView) -> Action:
    """A fixed way to play: the highest Seer if allowed, else the first legal card;
    a Seer winner takes the top card."""
    if seen.seer_pending is not None:
        return SeerChoice.TOP
    cards = [action for action in seen.legal_actions if isinstance(action, Card)]
    seers = [card for card in cards if card.code.startswith("Se")]
    return seers[-1] if seers else cards[0]


def record_until(seed: int, stop: Stop, first_leader: int = 0) -> GameRecord:
    """The record of a game dealt from ``seed``, played by ``seers_first`` until ``stop``."""
    record = new_record(NAMES, shuffled_deal(seed, first_leader))
    state = start(deal_of(record))
    while not state.finished and not stop(state):
        action = seers_first(view(state, state.to_move))
        state = step(state, action)
        record = record_with(record, action)
    return record


def record_until_seer(winner: int, names: tuple[str, str] = NAMES) -> GameRecord:
    """A game played up to a Seer choice of ``winner`` with a top card to peek at."""
    for seed in range(100):
        deal = shuffled_deal(seed, 0)
        record, state = new_record(names, deal), start(deal)
        while state.seer is None and not state.finished:
            action = legal_actions(state)[-1]  # Seers last: they win often
            state, record = step(state, action), record_with(record, action)
        if state.seer is not None and state.seer.winner == winner and state.seer_peek is not None:
            return record
    raise AssertionError("no seed gives that player a Seer choice")


def at_the_last_card(state: GameState) -> bool:
    """A stop for ``record_until``: the last trick of phase two, one card played."""
    return state.phase == 2 and state.trick == 13 and len(state.played) == 1


def last_state(record: GameRecord) -> GameState:
    return replay_states(record)[-1]


class FirstLegal:
    """A computer seat that plays ``seers_first`` (and has a level, as a computer)."""

    level = "easy"

    def __init__(self) -> None:
        self.views: list[PlayerView] = []

    def choose(self, seen: PlayerView) -> Action:
        self.views.append(seen)
        return seers_first(seen)
