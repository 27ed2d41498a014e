"""Starting a game: a shuffled or an explicit deal, and the state before trick one (R2, R6)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from enum import Enum
from typing import NamedTuple

from claim2.engine.cards import DECK, DECK_COUNTS, Card, canonical
from claim2.engine.events import PrizeRevealed
from claim2.engine.state import DRAW_PILE_SIZE, HAND_SIZE, GameState, PerPlayer, Pile


class DealProblem(Enum):
    """What is wrong with a deal; ``DealError.details`` holds the numbers."""

    FIRST_LEADER = "first_leader"  # details: value
    HAND_COUNT = "hand_count"  # details: count
    HAND_SIZE = "hand_size"  # details: hand (0 or 1), count, expected
    DRAW_PILE_SIZE = "draw_pile_size"  # details: count, expected
    NOT_A_LIST = "not_a_list"  # details: value
    NOT_THE_DECK = "not_the_deck"  # details: wrong, a tuple of (card, count, expected)


class DealError(ValueError):
    """A deal that is not exactly the 52-card deck split 13/13/26.

    The message says what is wrong in English; ``problem`` and ``details`` let a
    front end say it in its own words and language.
    """

    def __init__(self, message: str, problem: DealProblem, **details: object) -> None:
        super().__init__(message)
        self.problem = problem
        self.details = details


class Deal(NamedTuple):
    """How a game starts: both hands, the draw pile (top card first), the first leader."""

    hands: PerPlayer
    draw_pile: Pile
    first_leader: int


def _check_first_leader(first_leader: int) -> None:
    if type(first_leader) is not int or first_leader not in (0, 1):
        raise DealError(
            f"the first leader must be player 0 or 1, not {first_leader!r}",
            DealProblem.FIRST_LEADER,
            value=first_leader,
        )


def shuffled_deal(seed: int | str | None = None, first_leader: int = 0) -> Deal:
    """A shuffled deal (R2), reproducible from ``seed``; raises DealError for a bad leader."""
    _check_first_leader(first_leader)
    # Sorting by independent uniform keys gives a uniformly random order, and
    # is about twice as fast as random.shuffle (new games are made in bulk).
    random_key = random.Random(seed).random
    keys = [random_key() for _ in DECK]
    order = sorted(range(len(DECK)), key=keys.__getitem__)
    first, second = sorted(order[:HAND_SIZE]), sorted(order[HAND_SIZE : 2 * HAND_SIZE])
    return Deal(
        (tuple([DECK[i] for i in first]), tuple([DECK[i] for i in second])),
        tuple([DECK[i] for i in order[2 * HAND_SIZE :]]),
        first_leader,
    )


def new_game(seed: int | str | None = None, first_leader: int = 0) -> GameState:
    """A new game dealt from ``seed``, with ``first_leader`` (0 or 1) leading."""
    return start(shuffled_deal(seed, first_leader))


def deal_from(
    hands: Sequence[Sequence[str | Card]],
    draw_pile: Sequence[str | Card],
    first_leader: int = 0,
) -> GameState:
    """A game from an explicit deal: two hands of 13 and a draw pile of 26, top first."""
    return start(make_deal(hands, draw_pile, first_leader))


def make_deal(
    hands: Sequence[Sequence[str | Card]],
    draw_pile: Sequence[str | Card],
    first_leader: int = 0,
) -> Deal:
    """Validate an explicit deal; raises DealError (or CardCodeError) saying what is wrong."""
    _check_first_leader(first_leader)
    if len(hands) != 2:
        raise DealError(
            f"a deal has 2 hands, not {len(hands)}", DealProblem.HAND_COUNT, count=len(hands)
        )
    parsed_hands = (_parse_pile(hands[0]), _parse_pile(hands[1]))
    for seat, hand in enumerate(parsed_hands):
        if len(hand) != HAND_SIZE:
            raise DealError(
                f"hand {seat} has {len(hand)} cards, it must have {HAND_SIZE}",
                DealProblem.HAND_SIZE,
                hand=seat,
                count=len(hand),
                expected=HAND_SIZE,
            )
    pile = _parse_pile(draw_pile)
    if len(pile) != DRAW_PILE_SIZE:
        raise DealError(
            f"the draw pile has {len(pile)} cards, it must have {DRAW_PILE_SIZE}",
            DealProblem.DRAW_PILE_SIZE,
            count=len(pile),
            expected=DRAW_PILE_SIZE,
        )
    counts = Counter(parsed_hands[0] + parsed_hands[1] + pile)
    if counts != DECK_COUNTS:
        wrong = tuple(
            (card, counts[card], DECK_COUNTS[card])
            for card in sorted(set(counts) | set(DECK_COUNTS))
            if counts[card] != DECK_COUNTS[card]
        )
        problems = ", ".join(
            f"{card} {count} times (the deck has {expected})" for card, count, expected in wrong
        )
        raise DealError(
            f"the deal is not the Claim 2 deck: {problems}", DealProblem.NOT_THE_DECK, wrong=wrong
        )
    return Deal(parsed_hands, pile, first_leader)


def _parse_pile(cards: Sequence[str | Card]) -> Pile:
    if isinstance(cards, str):
        raise DealError(
            f"expected a list of card codes, not the string {cards!r}",
            DealProblem.NOT_A_LIST,
            value=cards,
        )
    return tuple(canonical(card) if isinstance(card, Card) else Card.parse(card) for card in cards)


def start(deal: Deal) -> GameState:
    """The state before the first trick: hands dealt, the first prize face up (R6)."""
    prize = deal.draw_pile[0]
    return GameState(
        phase=1,
        trick=1,
        leader=deal.first_leader,
        hands=(tuple(sorted(deal.hands[0])), tuple(sorted(deal.hands[1]))),
        draw_pile=deal.draw_pile[1:],
        prize=prize,
        played=(),
        prizes=((), ()),
        draws=((), ()),
        discards=(),
        score_piles=((), ()),
        gnomes_in_front=((), ()),
        trolls_aside=(),
        smashed=(),
        seer=None,
        finished=False,
        events=(PrizeRevealed(1, prize),),
        last_trick=None,
    )
