"""The strong level's playout policy: the rules of thumb, knowing which votes are still open.

Like ``heuristics.Playout`` (phase one is the same), but in phase two a card
of a faction whose vote is already certain (one player ahead by more cards
than are left in it, R15) is worth little to win: such cards are given away
first, and a trick holding only such cards is not worth a good card.
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right

from claim2.ai.heuristics import Playout
from claim2.ai.sim import CARD_INTS, DRAGONS, FACTIONS, GNOMES, TROLLS, Sim

CLOSED_GAIN = 0.1  # a card of a decided faction still counts in R16's tie-break
SPEND = 0.03  # the cost of using up a card, per point of value


_BOUNDS = tuple(range(10, CARD_INTS, 10))  # where each faction after the first begins
_FIELD = 0x55555  # the low bit of each two-bit count in a faction's field
_FIELDS = 0xFFFFF  # one faction's whole field


def _count(field: int) -> int:
    """The cards in one faction's packed field: a two-bit count ``b0 + 2 b1`` is its
    bit count plus ``b1``."""
    return field.bit_count() + ((field >> 1) & _FIELD).bit_count()


def faction_totals(sim: Sim) -> tuple[int, ...]:
    """For each faction after the Gnomes: its cards still in the game in phase two (in
    hand, set aside or won). Constant while a phase two is played out (only Gnomes are
    ever destroyed, R12)."""
    totals = [0] * FACTIONS
    for hand in sim.hands:
        for card in hand:
            totals[card // 10] += 1
    totals[TROLLS] += len(sim.aside)
    for pile in sim.score:
        for faction in range(1, FACTIONS):
            totals[faction] += _count((pile >> (20 * faction)) & _FIELDS)
    return tuple(totals)


def closed_votes(sim: Sim, totals: tuple[int, ...]) -> tuple[bool, ...]:
    """``closed_factions`` given the sim's ``faction_totals``.

    A vote is certain once one player is ahead by more cards than are left in it
    (R15), which for a faction of ``total`` cards is having more than half of them.
    The Gnomes in front may still be smashed by Giants won (R12)."""
    hand0, hand1 = sim.hands
    left = bisect_left(hand0, _BOUNDS[1]) + bisect_left(hand1, _BOUNDS[1])  # Gnomes, Giants
    front0, front1 = sim.front
    closed = [abs(_count(front0) - _count(front1)) > left]
    score0, score1 = sim.score
    for faction in range(1, FACTIONS):
        shift = 20 * faction
        won = max(_count((score0 >> shift) & _FIELDS), _count((score1 >> shift) & _FIELDS))
        closed.append(2 * won > totals[faction])
    return tuple(closed)


def closed_factions(sim: Sim) -> tuple[bool, ...]:
    """For each faction: is its vote already certain (whoever gets it)?"""
    return closed_votes(sim, faction_totals(sim))


_GAINS: dict[tuple[bool, ...], list[float]] = {}
_SPENT = [SPEND * (card % 10) for card in range(CARD_INTS)]
_IS_DRAGON = [card // 10 == DRAGONS for card in range(CARD_INTS)]
_LEAD_COST = [0.02 * (card % 10) for card in range(CARD_INTS)]  # a lead's value used up


def gains(closed: tuple[bool, ...]) -> list[float]:
    """What winning each card is worth, roughly (one card towards a vote), by card int."""
    known = _GAINS.get(closed)
    if known is not None:
        return known
    out = [0.0] * CARD_INTS
    for card in range(CARD_INTS):
        faction = card // 10
        if closed[faction]:
            out[card] = CLOSED_GAIN
        elif faction == TROLLS:
            out[card] = 0.8  # trolls go to the pool first (R13)
        elif faction == GNOMES:
            out[card] = 0.9  # may still be smashed (R12)
        else:
            out[card] = 1.0
    _GAINS[closed] = out  # at most 32 of them
    return out


def _segments(hand: list[int]) -> list[tuple[int, int]]:
    """Where each faction's cards lie in a sorted hand: (start, end) by faction."""
    gnomes = bisect_left(hand, 10)
    giants = bisect_left(hand, 20, gnomes)
    dragons = bisect_left(hand, 30, giants)
    trolls = bisect_left(hand, 40, dragons)
    return [
        (0, gnomes),
        (gnomes, giants),
        (giants, dragons),
        (dragons, trolls),
        (trolls, len(hand)),
    ]


def _discard(
    hand: list[int], segments: list[tuple[int, int]], stake: float, gain: list[float]
) -> int:
    """The card to lose with when nothing of the led faction is in ``hand``.

    Within a faction the lowest card gives away least (its gain is the faction's), so only
    each faction's first card is a candidate; the first best one in hand order is kept."""
    best = hand[0]
    best_score = -1e9
    for start, end in segments:
        if start == end:
            continue
        card = hand[start]
        score = -stake - gain[card] - _SPENT[card]
        if _IS_DRAGON[card]:
            score += 0.2  # the lead comes back (R5)
        if score > best_score:
            best, best_score = card, score
    return best


def _answer(
    hand: list[int], start: int, end: int, lead: int, stake: float, gain: list[float]
) -> int:
    """The reply from the led faction's cards ``hand[start:end]`` (not empty).

    The cheapest card is the best way to lose and the lowest card above the lead the
    best way to win (gains are by faction, the cost grows with the value); win only
    when that is worth more, the cheaper card first on a tie."""
    low = hand[start]
    if low > lead:
        return low
    winner_at = bisect_right(hand, lead, start, end)
    if winner_at == end:
        return low
    high = hand[winner_at]
    if stake + gain[high] - _SPENT[high] > -stake - gain[low] - _SPENT[low]:
        return high
    return low


def follow_two(hand: list[int], lead: int, gain: list[float]) -> int:
    """Win when the trick is worth the card; else give away what matters least."""
    faction = lead // 10
    start = bisect_left(hand, faction * 10)
    end = bisect_left(hand, faction * 10 + 10, start)
    if start == end:  # nothing of the led faction: any card, and every one loses
        return _discard(hand, _segments(hand), gain[lead], gain)
    return _answer(hand, start, end, lead, gain[lead], gain)


def lead_two(hand: list[int], theirs: list[int], gain: list[float]) -> int:
    """The lead with the best one-trick result against the reply of ``follow_two``."""
    return lead_and_reply(hand, theirs, gain)[0]


def lead_and_reply(hand: list[int], theirs: list[int], gain: list[float]) -> tuple[int, int]:
    """``lead_two``'s lead and the reply ``follow_two`` gives it (worked out on the way).

    (``_answer`` is written out in the loop: this runs for every lead of every playout.)"""
    segments = _segments(theirs)
    discards: dict[int, int] = {}  # their card to lose with, by led faction (by its stake)
    spent = _SPENT
    best = best_reply = hand[0]
    best_score = -1e9
    previous = -1
    for card in hand:
        if card == previous:
            continue
        previous = card
        faction = card // 10
        start, end = segments[faction]
        stake = gain[card]
        if start == end:
            reply = discards.get(faction, -1)
            if reply < 0:
                reply = discards[faction] = _discard(theirs, segments, stake, gain)
            won = True
        else:
            reply = theirs[start]  # ``_answer``: the cheapest card, unless winning pays
            if reply <= card:
                winner_at = bisect_right(theirs, card, start, end)
                if winner_at != end:
                    high = theirs[winner_at]
                    if stake + gain[high] - spent[high] > -stake - gain[reply] - spent[reply]:
                        reply = high
            won = reply < card
        value = stake + gain[reply]
        score = (value if won else -value) - _LEAD_COST[card]
        if faction == DRAGONS:
            score += 0.2  # the lead stays (R5)
        if score > best_score:
            best, best_reply, best_score = card, reply, score
    return best, best_reply


class VotePlayout(Playout):
    """``Playout`` with phase-two play that knows which votes are still open."""

    def __init__(self, rng: random.Random, noise: float = 0.1) -> None:
        super().__init__(rng, noise)
        self._closed_at: tuple[int, int] = (0, 0)
        self._gains: list[float] = gains((False,) * 5)
        self._totals_of = 0  # the id of the sim ``_totals`` belongs to
        self._totals: tuple[int, ...] = ()

    def _gains_now(self, sim: Sim) -> list[float]:
        """The cards' gains at the start of this phase-two trick (computed once a trick)."""
        stamp = (id(sim), sim.trick)
        if stamp != self._closed_at:
            if stamp[0] != self._totals_of:
                self._totals = faction_totals(sim)
                self._totals_of = stamp[0]
            self._gains = gains(closed_votes(sim, self._totals))
            self._closed_at = stamp
        return self._gains

    def lead_two(self, sim: Sim, hand: list[int], theirs: list[int]) -> int:
        return lead_two(hand, theirs, self._gains_now(sim))

    def follow_two(self, sim: Sim, hand: list[int], lead: int) -> int:
        return follow_two(hand, lead, self._gains_now(sim))
