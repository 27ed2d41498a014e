"""Games for the app tests: records played by a fixed policy, and hidden-card variants."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from pathlib import Path

from claim2.engine import (
    Action,
    Card,
    Deal,
    GameState,
    PlayerView,
    SeerChoice,
    shuffled_deal,
    start,
    step,
    view,
)
from claim2.engine.events import CardDrawn
from claim2.game.records import (
    GameRecord,
    RecordError,
    deal_of,
    new_record,
    record_with,
    replay_states,
    save_record,
)

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


def at_the_last_card(state: GameState) -> bool:
    """A stop for ``record_until``: the last trick of phase two, one card played."""
    return state.phase == 2 and state.trick == 13 and len(state.played) == 1


def current_save(data_dir: Path) -> Path:
    """Where the app keeps the game in play, in the data folder ``data_dir``."""
    return data_dir / "saves" / "current.json"


def save_game(data_dir: Path, seed: int, stop: Stop) -> GameRecord:
    """``record_until(seed, stop)``, saved as the game in play in ``data_dir``."""
    record = record_until(seed, stop)
    save_record(record, current_save(data_dir))
    return record


def last_state(record: GameRecord) -> GameState:
    return replay_states(record)[-1]


def with_deal(record: GameRecord, deal: Deal) -> GameRecord:
    """``record`` dealt differently, with the same players and actions."""
    variant = new_record((record.players[0], record.players[1]), deal)
    return variant.model_copy(update={"actions": list(record.actions)})


Slot = tuple[str, int]  # ("hand", index in the opponent's hand) or ("pile", position)


def swap(deal: Deal, seat: int, first: Slot, second: Slot) -> Deal | None:
    """``deal`` with the cards of two slots exchanged (None if they are alike)."""
    hands = [list(deal.hands[0]), list(deal.hands[1])]
    pile = list(deal.draw_pile)
    places = {"hand": hands[seat], "pile": pile}
    a = places[first[0]][first[1]]
    b = places[second[0]][second[1]]
    if a == b:
        return None
    places[first[0]][first[1]] = b
    places[second[0]][second[1]] = a
    return Deal((tuple(hands[0]), tuple(hands[1])), tuple(pile), deal.first_leader)


def hidden_variant(record: GameRecord, seat: int) -> GameRecord:
    """A record that differs only in cards ``seat`` has not seen (phase one): the same
    view for ``seat``, another game. Swaps one card still in the opponent's hand, or one
    the opponent drew face down, with a card deep in the draw pile."""
    deal = deal_of(record)
    states = replay_states(record)
    state = states[-1]
    assert state.phase == 1, "phase one only: in phase two every hidden card is deducible"
    opponent = 1 - seat
    handed_out = sum(isinstance(e, CardDrawn) for s in states for e in s.events)
    first_hidden = 2 * handed_out + 1 + (1 if state.seer is not None else 0)
    pile_slots = [("pile", position) for position in range(first_hidden, 26)]
    drawn = [
        ("pile", 2 * number + 1)
        for number, event in enumerate(
            e for s in states for e in s.events if isinstance(e, CardDrawn)
        )
        if event.player == opponent
    ]
    held = [
        ("hand", index)
        for index, card in enumerate(deal.hands[opponent])
        if card in state.hands[opponent]
    ]
    for first, second in itertools.product(held + drawn, pile_slots):
        swapped = swap(deal, opponent, first, second)
        if swapped is None:
            continue
        variant = with_deal(record, swapped)
        try:
            other = replay_states(variant)[-1]
        except RecordError:
            continue  # an earlier play of the opponent would be illegal now
        if view(other, seat) == view(state, seat) and other != state:
            return variant
    raise AssertionError("no hidden-card variant found")
