"""Building Claim 2 positions for the engine tests.

A scenario names only the cards it cares about; the helpers here complete
the deal from the rest of the deck, always the same way, so a test reads
like the rule it pins down.

Phase one: ``deal(hand0, hand1, top=...)``
    The given cards go into the hands and onto the top of the draw pile
    (top first: ``top[0]`` is the first prize, ``top[1]`` the first card
    drawn face down, ``top[2]`` the second prize, and so on). The remaining
    cards of the deck, in deck order (Gn, Gi, Dr, Tr, Se, low to high), fill
    hand 0 first, then hand 1, then the rest of the draw pile. So hand 0 is
    mostly Gnomes and Giants, hand 1 mostly Giants and Dragons, and the
    bottom of the pile Trolls and Seers. ``void0`` / ``void1`` name factions
    (e.g. ``"Gi Dr"``) the filler must not add to that hand, so a player
    can be made unable to follow.

Phase two: ``phase_two(hand0, hand1, leader=...)``
    The state at the start of phase two whose hands (the follower piles)
    are ``hand0`` and ``hand1``, completed like above (deck order, hand 0
    first, voids respected), with ``leader`` leading the first trick.
    How it gets there: the other 26 cards become the phase-one hands
    (deck order: the first 13 to player 0). Phase one is played with a
    fixed policy (always the first legal action; a Seer winner keeps the
    prize). That policy looks only at the hands and the table, never at
    the draw pile, so the winner of every trick is known before the pile
    is built. The pile is then stacked so that, trick by trick, the prize
    (R7: to the winner) and the face-down top card (to the loser) are the
    next cards of the right follower pile. If phase one ends with the
    wrong player to lead, the phase-one hands are swapped and the other
    player leads first: the same play, mirrored, ends with the other
    player leading (R5). The result is checked before it is returned.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from typing import TypeVar

from claim2.engine import (
    DECK,
    Action,
    Card,
    GameState,
    deal_from,
    legal_actions,
    parse_action,
    step,
)
from claim2.engine.events import Event, TrickWon

HAND = 13
E = TypeVar("E", bound=Event)


def cards(codes: str) -> tuple[Card, ...]:
    """Cards from space-separated codes: ``cards("Gn3 Dr7")``."""
    return tuple(Card.parse(code) for code in codes.split())


def card(code: str) -> Card:
    return Card.parse(code)


def parse_cards(codes: Iterable[str]) -> tuple[Card, ...]:
    """Parse several card codes; raises CardCodeError on the first bad one."""
    return tuple(Card.parse(code) for code in codes)


def _split(codes: Sequence[str] | str) -> list[str]:
    return codes.split() if isinstance(codes, str) else list(codes)


def _take(rest: list[str], count: int, void: str) -> list[str]:
    """Remove and return the first ``count`` codes of ``rest`` whose faction is not void."""
    banned = set(void.split())
    taken = [code for code in rest if code[:2] not in banned][:count]
    if len(taken) < count:
        raise ValueError(f"not enough cards outside {void!r} to fill a hand")
    for code in taken:
        rest.remove(code)
    return taken


def _remaining(given: Sequence[str]) -> list[str]:
    """The deck's codes in deck order, minus ``given`` (each copy once)."""
    left = Counter(given)
    rest = []
    for deck_card in DECK:
        if left[deck_card.code] > 0:
            left[deck_card.code] -= 1
        else:
            rest.append(deck_card.code)
    extra = +left
    if extra:
        raise ValueError(f"more copies than the deck has: {dict(extra)}")
    return rest


def fill(
    hand0: Sequence[str] | str = (),
    hand1: Sequence[str] | str = (),
    top: Sequence[str] | str = (),
    void0: str = "",
    void1: str = "",
) -> tuple[list[str], list[str], list[str]]:
    """A complete deal (hand 0, hand 1, draw pile top first) containing the given cards."""
    h0, h1, pile = _split(hand0), _split(hand1), _split(top)
    rest = _remaining(h0 + h1 + pile)
    h0 += _take(rest, HAND - len(h0), void0)
    h1 += _take(rest, HAND - len(h1), void1)
    return h0, h1, pile + rest


def deal(
    hand0: Sequence[str] | str = (),
    hand1: Sequence[str] | str = (),
    top: Sequence[str] | str = (),
    leader: int = 0,
    void0: str = "",
    void1: str = "",
) -> GameState:
    """The state before trick one of a deal holding the given cards (see the module doc)."""
    h0, h1, pile = fill(hand0, hand1, top, void0, void1)
    return deal_from((h0, h1), pile, leader)


def play(state: GameState, *codes: str) -> GameState:
    """Take the actions named by ``codes`` (``"Dr7"``, ``"seer:top"``) one after another."""
    for code in codes:
        state = step(state, parse_action(code))
    return state


def play_tricks(state: GameState, tricks: Sequence[tuple[str, str]]) -> list[GameState]:
    """Play whole tricks (lead, second); the states after each, the given one first."""
    states = [state]
    for lead, second in tricks:
        state = play(state, lead, second)
        states.append(state)
    return states


def events_of(state: GameState, kind: type[E]) -> list[E]:
    """The events of the last step of one kind."""
    return [event for event in state.events if isinstance(event, kind)]


GNOME_RUN = ["Gn1"] * 3 + ["Gn3"] * 3 + ["Gn5"] * 3 + ["Gn7"] * 3
TROLLS_THEN_SEERS = [f"Tr{value}" for value in range(10)] + ["Se0", "Se1"]


def one_sided_phase_one(last_lead: str, last_second: str) -> GameState:
    """Phase one played to its end, player 0 winning the first twelve tricks.

    Player 0 holds ``last_lead`` and the twelve Gnomes 1 1 1 3 3 3 5 5 5 7 7 7;
    player 1 holds ``last_second``, Tr0-Tr9, Se0 and Se1 (so no Gnome). Player 0
    leads the Gnomes; player 1 cannot follow and plays its Trolls, then Seers,
    losing every trick; so player 0 leads all of the first twelve tricks. Trick
    13 is ``last_lead`` against ``last_second``. The draw pile is the rest of
    the deck in deck order (the filler's rule), top first.
    """
    state = deal([last_lead], [last_second], void1="Gn Gi Dr")
    for lead, second in zip(GNOME_RUN, TROLLS_THEN_SEERS, strict=True):
        state = play(state, lead, second)
        assert state.leader == 0
    assert state.trick == 13
    return play(state, last_lead, last_second)


def _phase_one_by_policy(
    hands: tuple[list[str], list[str]], pile: list[str], first_leader: int
) -> tuple[list[Action], list[int], GameState]:
    """Play phase one with the fixed policy; the actions, each trick's winner, the end state."""
    state = deal_from(hands, pile, first_leader)
    actions: list[Action] = []
    winners: list[int] = []
    while state.phase == 1:
        action = legal_actions(state)[0]  # a pending Seer choice lists "prize" first
        state = step(state, action)
        actions.append(action)
        winners += [e.winner for e in state.events if isinstance(e, TrickWon)]
    return actions, winners, state


def phase_two(
    hand0: Sequence[str] | str = (),
    hand1: Sequence[str] | str = (),
    leader: int = 0,
    void0: str = "",
    void1: str = "",
) -> GameState:
    """The start of phase two with these hands and this leader (see the module doc)."""
    followers0, followers1, rest = fill(hand0, hand1, (), void0, void1)
    hands = (rest[:HAND], rest[HAND:])
    dummy_pile = followers0 + followers1
    _, _, end = _phase_one_by_policy(hands, dummy_pile, 0)
    first_leader = 0
    if end.leader != leader:
        hands, first_leader = (hands[1], hands[0]), 1
    actions, winners, _ = _phase_one_by_policy(hands, dummy_pile, first_leader)
    piles = (list(followers0), list(followers1))
    stacked: list[str] = []
    for winner in winners:
        stacked += [piles[winner].pop(0), piles[1 - winner].pop(0)]
    state = deal_from(hands, stacked, first_leader)
    for action in actions:
        state = step(state, action)
    if (
        state.phase != 2
        or state.leader != leader
        or Counter(state.hands[0]) != Counter(map(Card.parse, followers0))
        or Counter(state.hands[1]) != Counter(map(Card.parse, followers1))
    ):
        raise AssertionError("phase_two could not build the requested position")
    return state
