"""What a player cannot see, as places in the deal, for the R17 view tests.

A game is a deal plus a list of actions. Think of the deal as 52 slots: the
13 slots of each hand and the 26 positions of the draw pile (top first).
Which slots a player has not seen at some moment follows from the rules
alone (R7, R8, R17):

- the opponent's hand slots whose cards are still in the opponent's hand
  (phase one; in phase two those cards were all played, face up);
- pile position ``2t - 1`` (the card drawn face down in phase-one trick
  ``t``) when the opponent drew it, unless the player peeked at it with a
  Seer; in phase two those cards are in the opponent's hand;
- in phase one, every pile position not yet handed out, except the current
  prize (position ``2k`` after ``k`` tricks, face up) and a card the player
  is peeking at right now.

Moving cards around among those slots makes another game that the player
cannot tell apart from the first one, so their views must be identical.
In phase two only the opponent's drawn cards are hidden, and moving them
among themselves leaves every hand the same; in phase one a different
opponent hand can make an opponent's earlier play illegal (a card of the
led faction now in hand), and such games are skipped by the caller.
"""

from __future__ import annotations

import random
from collections import Counter

from hypothesis import reject
from hypothesis import strategies as st

from claim2.engine import (
    Action,
    Card,
    Deal,
    GameState,
    IllegalAction,
    legal_actions,
    shuffled_deal,
    start,
    step,
)
from claim2.engine.events import CardDrawn, SeerPeeked

Slot = tuple[str, int, int]  # ("hand", seat, index) or ("pile", 0, position)


def replay(deal: Deal, actions: list[Action], start_state: GameState) -> list[GameState]:
    """The states of a game: ``start_state`` (made from ``deal``) and one per action."""
    states = [start_state]
    for action in actions:
        states.append(step(states[-1], action))
    return states


def hidden_slots(deal: Deal, states: list[GameState], player: int) -> list[Slot]:
    """The slots of ``deal`` that ``player`` has not seen by the last of ``states``."""
    opponent = 1 - player
    end = states[-1]
    drawn_by: dict[int, int] = {}  # pile position -> who drew it face down
    peeked_by_player: set[int] = set()
    handed_out = 0
    for state in states[1:]:
        for event in state.events:
            if isinstance(event, SeerPeeked) and event.player == player:
                peeked_by_player.add(2 * handed_out + 1)
            elif isinstance(event, CardDrawn):
                handed_out += 1
                drawn_by[2 * handed_out - 1] = event.player
    slots: list[Slot] = [
        ("pile", 0, position)
        for position, who in drawn_by.items()
        if who == opponent and position not in peeked_by_player
    ]
    if end.phase == 1:
        still_held = Counter(end.hands[opponent])
        for index, card in enumerate(deal.hands[opponent]):
            if still_held[card] > 0:
                still_held[card] -= 1
                slots.append(("hand", opponent, index))
        for position in range(2 * handed_out + 1, 26):
            if position not in peeked_by_player:
                slots.append(("pile", 0, position))
    return slots


def card_at(deal: Deal, slot: Slot) -> Card:
    kind, seat, index = slot
    return deal.hands[seat][index] if kind == "hand" else deal.draw_pile[index]


def rearranged(deal: Deal, slots: list[Slot], order: list[int]) -> Deal:
    """The deal with the cards of ``slots`` moved: slot ``i`` gets the card of slot ``order[i]``."""
    hands = [list(deal.hands[0]), list(deal.hands[1])]
    pile = list(deal.draw_pile)
    moved = [card_at(deal, slots[source]) for source in order]
    for (kind, seat, index), card in zip(slots, moved, strict=True):
        if kind == "hand":
            hands[seat][index] = card
        else:
            pile[index] = card
    return Deal((tuple(hands[0]), tuple(hands[1])), tuple(pile), deal.first_leader)


#: A random game for hypothesis: its deal, its choices, how long, whose view.
GAMES = {
    "seed": st.integers(0, 10**6),
    "choices": st.integers(0, 10**6),
    "length": st.integers(0, 70),
    "player": st.sampled_from([0, 1]),
}


def random_game(seed: int, choices: int, length: int) -> tuple[list[Action], list[GameState]]:
    """A game of up to ``length`` random legal actions: the actions and every state."""
    dealt = shuffled_deal(seed, first_leader=seed % 2)
    choose = random.Random(choices).choice
    states = [start(dealt)]
    actions: list[Action] = []
    while not states[-1].finished and len(actions) < length:
        action = choose(legal_actions(states[-1]))
        actions.append(action)
        states.append(step(states[-1], action))
    return actions, states


def twin_games(
    seed: int, choices: int, length: int, player: int, shuffle: random.Random
) -> list[tuple[GameState, GameState]]:
    """A random game and another that ``player`` cannot tell apart from it (the cards they
    have not seen moved around), state by state; hypothesis rejects a twin in which the
    opponent's earlier play would be illegal."""
    dealt = shuffled_deal(seed, first_leader=seed % 2)
    actions, states = random_game(seed, choices, length)
    slots = hidden_slots(dealt, states, player)
    order = list(range(len(slots)))
    shuffle.shuffle(order)
    other_deal = rearranged(dealt, slots, order)
    try:
        others = replay(other_deal, actions, start(other_deal))
    except IllegalAction:
        reject()  # the opponent's earlier play would be illegal with that hand
    return list(zip(states, others, strict=True))
