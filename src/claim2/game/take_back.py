"""Taking a card back: the record as it was before a player's last card, and when it may not be.

Pure: the engine is replayed from the record, nothing is undone by hand. What
was played after that card (the opponent's answer, a Seer choice, the next
lead) is taken back with it, and the record counts one more take-back (the
history marks such games). A finished game takes nothing back.

A take-back never goes past a reveal: once a player has been shown a hidden card
(one they drew face down, or the top card with a Seer), they cannot go back to a
moment before it, or they would play that deal again knowing the draw pile.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from claim2.engine import Card, GameState, parse_action
from claim2.engine.events import PRIVATE_EVENTS
from claim2.records.record import MAX_TAKE_BACKS, GameRecord, replay_states, upgraded


class Refusal(Enum):
    """Why a card cannot be taken back now."""

    NOTHING = "nothing"  # the player has played no card (or the game is over)
    REVEALED = "revealed"  # the player has seen a hidden card since that card
    SEEN = "seen"  # the other player has seen their cards since (two people)
    NOT_NOW = "not_now"  # not at this moment (the computer is moving, another screen)
    NOT_HERE = "not_here"  # this game offers no take-back to that seat


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


def shown_hidden_card(states: Sequence[GameState], seat: int, since: int) -> bool:
    """Whether an action from index ``since`` on showed ``seat`` a hidden card (a card it
    drew face down, or the top card with a Seer). ``states[i + 1]`` follows action ``i``."""
    for state in states[since + 1 :]:
        for event in state.events:
            if isinstance(event, PRIVATE_EVENTS) and event.player == seat:
                return True
    return False


def take_back_index(
    record: GameRecord, seat: int, states: Sequence[GameState] | None = None
) -> int | Refusal:
    """The index of the card ``seat`` may take back (with all after it), or why not."""
    states = states if states is not None else replay_states(record)
    index = last_card_index(record, seat, states)
    if index is None:
        return Refusal.NOTHING
    if shown_hidden_card(states, seat, index):
        return Refusal.REVEALED
    return index


def taken_back(
    record: GameRecord, seat: int, states: Sequence[GameState] | None = None
) -> GameRecord | None:
    """``record`` without ``seat``'s last card and everything after it, one more take-back
    counted (version 2); None when it may not be taken back (see ``take_back_index``)."""
    index = take_back_index(record, seat, states)
    if isinstance(index, Refusal):
        return None
    return without_actions_from(record, index)


def without_actions_from(record: GameRecord, index: int) -> GameRecord:
    """``record`` with its actions from ``index`` on taken back (one more take-back)."""
    shorter = record.model_copy(update={"actions": record.actions[:index], "revealed": None})
    return upgraded(shorter, take_backs=min(record.take_backs + 1, MAX_TAKE_BACKS))
