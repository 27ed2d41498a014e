"""Taking a card back: the record as it was before a player's last card.

Pure: the engine is replayed from the record, nothing is undone by hand. What
was played after that card (the opponent's answer, a Seer choice, the next
lead) is taken back with it, and the record counts one more take-back (the
history marks such games). A finished game takes nothing back.
"""

from __future__ import annotations

from collections.abc import Sequence

from claim2.engine import Card, GameState, parse_action
from claim2.game.records import GameRecord, replay_states, upgraded


def last_card_index(
    record: GameRecord, seat: int, states: Sequence[GameState] | None = None
) -> int | None:
    """The index in ``record.actions`` of ``seat``'s last card, or None if it has played none
    (or the game is over). ``states``: the record's states, if they are at hand."""
    states = states if states is not None else replay_states(record)
    if states[-1].finished:
        return None
    for index in reversed(range(len(record.actions))):
        state = states[index]
        if isinstance(parse_action(record.actions[index]), Card) and state.to_move == seat:
            return index
    return None


def taken_back(
    record: GameRecord, seat: int, states: Sequence[GameState] | None = None
) -> GameRecord | None:
    """``record`` without ``seat``'s last card and everything after it, one more take-back
    counted (version 2); None when there is nothing to take back."""
    index = last_card_index(record, seat, states)
    if index is None:
        return None
    shorter = record.model_copy(update={"actions": record.actions[:index]})
    return upgraded(shorter, take_backs=record.take_backs + 1)
