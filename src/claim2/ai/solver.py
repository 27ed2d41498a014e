"""Exact play of a phase-two position where every card is known.

In phase two a player knows the opponent's hand exactly (see ``knowledge``),
so the rest of the game is a finite game of perfect information. This module
finds its value, +1 (seat 0 wins), 0 (a draw) or -1 (seat 1 wins), by
alpha-beta search over whole tricks with a transposition table. Only three
values exist, so cut-offs are frequent: once the mover finds a winning line,
no other line needs looking at.

The search works on immutable keys: hands are sorted tuples of card ints,
score piles and gnomes in front are packed counts (see ``sim``), and the set
aside trolls a sorted tuple.
"""

from __future__ import annotations

from dataclasses import dataclass

from claim2.ai.sim import (
    DRAGONS,
    FACTIONS,
    GIANTS,
    GNOMES,
    SEERS,
    TRICKS,
    TROLLS,
    Sim,
    collect_trick,
    distinct,
    faction_count,
    result,
    trick_result,
)
from claim2.engine.ruleset import NEXT_SEAT

Hands = tuple[tuple[int, ...], tuple[int, ...]]
Key = tuple[Hands, int, tuple[int, int], tuple[int, int], tuple[int, ...]]


@dataclass(frozen=True, slots=True)
class Position:
    """A phase-two position at the start of a trick (no card led yet)."""

    hands: Hands
    leader: int
    score: tuple[int, int]
    front: tuple[int, int]
    aside: tuple[int, ...]
    trick: int

    @classmethod
    def from_sim(cls, sim: Sim) -> Position:
        if sim.phase != 2:
            raise ValueError("the solver plays phase two only")
        return cls(
            (tuple(sim.hands[0]), tuple(sim.hands[1])),
            sim.leader,
            (sim.score[0], sim.score[1]),
            (sim.front[0], sim.front[1]),
            tuple(sorted(sim.aside)),
            sim.trick,
        )


def _without(hand: tuple[int, ...], card: int) -> tuple[int, ...]:
    index = hand.index(card)
    return hand[:index] + hand[index + 1 :]


def _leads(hand: tuple[int, ...]) -> list[int]:
    """The leads to try, most promising first: high cards, Dragons first among equals."""
    return sorted(distinct(hand), key=lambda card: (-(card % 10), card // 10 != DRAGONS))


def _replies(hand: tuple[int, ...], lead: int) -> list[int]:
    """The legal replies (R3), most promising first: the cheapest winner, then low cards."""
    faction = lead // 10
    same = [card for card in hand if card // 10 == faction]
    if not same:
        return sorted(distinct(hand), key=lambda card: card % 10)
    winners = distinct([card for card in same if card > lead])
    losers = distinct([card for card in same if card < lead or card == lead])
    return winners + losers


_SIGN = (1, -1)  # by seat: +1 for the seat whose values are counted (seat 0)


def _narrow(sign: int, value: int, alpha: int, beta: int) -> tuple[int, int]:
    """The alpha-beta window after the player of ``sign`` found a line worth ``value``."""
    return (max(alpha, value), beta) if sign > 0 else (alpha, min(beta, value))


class OutOfBudget(Exception):
    """The search went over its node budget (see ``Solver.limit``)."""


_HAND_COUNTS: dict[tuple[int, ...], tuple[int, ...]] = {}
_PILE_COUNTS: dict[int, tuple[int, ...]] = {}
_MEMO_LIMIT = 200_000


def _hand_counts(hand: tuple[int, ...]) -> tuple[int, ...]:
    counts = _HAND_COUNTS.get(hand)
    if counts is None:
        left = [0] * FACTIONS
        for card in hand:
            left[card // 10] += 1
        counts = tuple(left)
        if len(_HAND_COUNTS) > _MEMO_LIMIT:
            _HAND_COUNTS.clear()
        _HAND_COUNTS[hand] = counts
    return counts


def _pile_counts(pile: int) -> tuple[int, ...]:
    counts = _PILE_COUNTS.get(pile)
    if counts is None:
        counts = tuple(faction_count((pile >> (20 * f)) & 0xFFFFF) for f in range(FACTIONS))
        if len(_PILE_COUNTS) > _MEMO_LIMIT:
            _PILE_COUNTS.clear()
        _PILE_COUNTS[pile] = counts
    return counts


def settled(
    hands: Hands, score: tuple[int, int], front: tuple[int, int], aside: tuple[int, ...]
) -> int | None:
    """The result when three factions' votes are already certain, else None.

    A faction's vote is certain when one player is ahead by more cards than are
    left to win in it (R15); each Giant still to be won can smash one Gnome in
    front (R12), so a lead in Gnomes counts only beyond the Giants left.
    """
    hand0 = _hand_counts(hands[0])
    hand1 = _hand_counts(hands[1])
    pile0 = _pile_counts(score[0])
    pile1 = _pile_counts(score[1])
    votes0 = votes1 = 0
    giants_left = hand0[GIANTS] + hand1[GIANTS]
    gnomes = faction_count(front[0]) - faction_count(front[1])
    gnomes_left = hand0[GNOMES] + hand1[GNOMES] + giants_left
    if gnomes > gnomes_left:
        votes0 += 1
    elif -gnomes > gnomes_left:
        votes1 += 1
    for faction in (GIANTS, DRAGONS, TROLLS, SEERS):
        ahead = pile0[faction] - pile1[faction]
        remaining = hand0[faction] + hand1[faction]
        if faction == TROLLS:
            remaining += len(aside)
        if ahead > remaining:
            votes0 += 1
        elif -ahead > remaining:
            votes1 += 1
    if votes0 >= 3:
        return 1
    if votes1 >= 3:
        return -1
    return None


class Solver:
    """Alpha-beta over whole tricks with a transposition table (kept between calls).

    ``limit``: the search raises ``OutOfBudget`` once ``nodes`` passes it
    (None: no limit); ``budget`` arguments set it relative to the nodes so far.
    """

    def __init__(self, table_limit: int = 250_000) -> None:
        self.table: dict[Key, tuple[int, int, int]] = {}
        self.table_limit = table_limit
        self.nodes = 0
        self.limit: int | None = None

    def _begin(self, budget: int | None) -> None:
        if len(self.table) > self.table_limit:
            self.table.clear()
        self.limit = None if budget is None else self.nodes + budget

    def value(self, position: Position, budget: int | None = None) -> int:
        """The exact value for seat 0: 1 a win, 0 a draw, -1 a loss."""
        self._begin(budget)
        p = position
        return self._search(p.hands, p.leader, p.score, p.front, p.aside, p.trick, -1, 1)

    def after_trick(self, position: Position, lead: int, reply: int) -> int:
        """The exact value after the leader plays ``lead`` and the other ``reply``."""
        if len(self.table) > self.table_limit:
            self.table.clear()
        p = position
        return self._trick(
            (p.hands, p.leader, p.score, p.front, p.aside), p.trick, lead, reply, -1, 1
        )

    def values_of_leads(self, position: Position, budget: int | None = None) -> dict[int, int]:
        """The value of each distinct lead, for the leader to choose from."""
        self._begin(budget)
        hands, leader = position.hands, position.leader
        out: dict[int, int] = {}
        for lead in _leads(hands[leader]):
            best = 2 if leader == 0 else -2  # the follower minimises seat 0's value when seat 1
            for reply in _replies(hands[NEXT_SEAT[leader]], lead):
                value = self.after_trick(position, lead, reply)
                best = min(best, value) if leader == 0 else max(best, value)
            out[lead] = best
        return out

    def values_of_replies(
        self, position: Position, lead: int, budget: int | None = None
    ) -> dict[int, int]:
        """The value of each legal reply to ``lead`` (the leader's card already chosen)."""
        self._begin(budget)
        follower = NEXT_SEAT[position.leader]
        return {
            reply: self.after_trick(position, lead, reply)
            for reply in _replies(position.hands[follower], lead)
        }

    def _search(
        self,
        hands: Hands,
        leader: int,
        score: tuple[int, int],
        front: tuple[int, int],
        aside: tuple[int, ...],
        trick: int,
        alpha: int,
        beta: int,
    ) -> int:
        self.nodes += 1
        if self.limit is not None and self.nodes > self.limit:
            raise OutOfBudget
        key = (hands, leader, score, front, aside)
        entry = self.table.get(key)
        hint = -1
        if entry is not None:
            lower, upper, hint = entry
            if lower >= beta or lower == upper:
                return lower
            if upper <= alpha:
                return upper
            alpha = max(alpha, lower)
            beta = min(beta, upper)
        else:
            known = settled(hands, score, front, aside)
            if known is not None:
                self.table[key] = (known, known, -1)
                return known
            lower, upper = -1, 1
        original_alpha, original_beta = alpha, beta
        sign = _SIGN[leader]  # +1: the leader wants seat 0's value high
        best = -2 * sign
        best_lead = -1
        leads = _leads(hands[leader])
        if hint in leads:
            leads.remove(hint)
            leads.insert(0, hint)
        replies = hands[NEXT_SEAT[leader]]
        for lead in leads:
            # The follower's best reply to ``lead``, within the window still open.
            inner = 2 * sign
            low, high = alpha, beta
            for reply in _replies(replies, lead):
                value = self._trick(key, trick, lead, reply, low, high)
                if sign * value < sign * inner:
                    inner = value
                    low, high = _narrow(-sign, value, low, high)
                    if low >= high:
                        break
            if sign * inner > sign * best:
                best, best_lead = inner, lead
                alpha, beta = _narrow(sign, inner, alpha, beta)
                if alpha >= beta:
                    break
        if best <= original_alpha:
            upper = min(upper, best)
        elif best >= original_beta:
            lower = max(lower, best)
        else:
            lower = upper = best
        self.table[key] = (lower, upper, best_lead)
        return best

    def _trick(self, key: Key, trick: int, lead: int, reply: int, alpha: int, beta: int) -> int:
        """Play ``lead`` and ``reply`` (R4, R5, R10-R13) in the position ``key`` (the
        table's key: hands, leader, score piles, gnomes in front, trolls aside), then
        search on."""
        hands, leader, score, front, aside = key
        winner, next_leader = trick_result(leader, lead, reply)
        won = [score[0], score[1]]
        gnomes = [front[0], front[1]]
        trolls = list(aside)
        last = trick == TRICKS
        collect_trick(winner, (lead, reply), won, gnomes, trolls, last)
        if last:
            return result(won[0] + gnomes[0], won[1] + gnomes[1])
        if leader == 0:
            new_hands = (_without(hands[0], lead), _without(hands[1], reply))
        else:
            new_hands = (_without(hands[0], reply), _without(hands[1], lead))
        return self._search(
            new_hands,
            next_leader,
            (won[0], won[1]),
            (gnomes[0], gnomes[1]),
            tuple(trolls),
            trick + 1,
            alpha,
            beta,
        )
