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

from claim2.ai.sim import DRAGONS, GIANTS, GNOMES, TRICKS, TROLLS, Sim, result

Hands = tuple[tuple[int, ...], tuple[int, ...]]


class Position:
    """A phase-two position at the start of a trick (no card led yet)."""

    __slots__ = ("aside", "front", "hands", "leader", "score", "trick")

    def __init__(
        self,
        hands: Hands,
        leader: int,
        score: tuple[int, int],
        front: tuple[int, int],
        aside: tuple[int, ...],
        trick: int,
    ) -> None:
        self.hands = hands
        self.leader = leader
        self.score = score
        self.front = front
        self.aside = aside
        self.trick = trick

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


def _distinct(cards: tuple[int, ...] | list[int]) -> list[int]:
    out: list[int] = []
    previous = -1
    for card in cards:
        if card != previous:
            out.append(card)
            previous = card
    return out


def _leads(hand: tuple[int, ...]) -> list[int]:
    """The leads to try, most promising first: high cards, Dragons first among equals."""
    return sorted(_distinct(hand), key=lambda card: (-(card % 10), card // 10 != DRAGONS))


def _replies(hand: tuple[int, ...], lead: int) -> list[int]:
    """The legal replies (R3), most promising first: the cheapest winner, then low cards."""
    faction = lead // 10
    same = [card for card in hand if card // 10 == faction]
    if not same:
        return sorted(_distinct(hand), key=lambda card: card % 10)
    winners = _distinct([card for card in same if card > lead])
    losers = _distinct([card for card in same if card < lead or card == lead])
    return winners + losers


class Solver:
    """Alpha-beta over whole tricks with a transposition table (kept between calls)."""

    def __init__(self, table_limit: int = 250_000) -> None:
        self.table: dict[tuple[object, ...], tuple[int, int]] = {}
        self.table_limit = table_limit
        self.nodes = 0

    def value(self, position: Position) -> int:
        """The exact value for seat 0: 1 a win, 0 a draw, -1 a loss."""
        if len(self.table) > self.table_limit:
            self.table.clear()
        p = position
        return self._search(p.hands, p.leader, p.score, p.front, p.aside, p.trick, -1, 1)

    def after_trick(self, position: Position, lead: int, reply: int) -> int:
        """The exact value after the leader plays ``lead`` and the other ``reply``."""
        if len(self.table) > self.table_limit:
            self.table.clear()
        return self._trick(
            position.hands,
            position.leader,
            position.score,
            position.front,
            position.aside,
            position.trick,
            lead,
            reply,
            -1,
            1,
        )

    def values_of_leads(self, position: Position) -> dict[int, int]:
        """The value of each distinct lead, for the leader to choose from."""
        hands, leader = position.hands, position.leader
        out: dict[int, int] = {}
        for lead in _leads(hands[leader]):
            best = 2 if leader == 0 else -2  # the follower minimises seat 0's value when seat 1
            for reply in _replies(hands[1 - leader], lead):
                value = self.after_trick(position, lead, reply)
                best = min(best, value) if leader == 0 else max(best, value)
            out[lead] = best
        return out

    def values_of_replies(self, position: Position, lead: int) -> dict[int, int]:
        """The value of each legal reply to ``lead`` (the leader's card already chosen)."""
        follower = 1 - position.leader
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
        key = (hands, leader, score, front, aside)
        entry = self.table.get(key)
        if entry is not None:
            lower, upper = entry
            if lower >= beta or lower == upper:
                return lower
            if upper <= alpha:
                return upper
            alpha = max(alpha, lower)
            beta = min(beta, upper)
        else:
            lower, upper = -1, 1
        original_alpha, original_beta = alpha, beta
        follower = 1 - leader
        maximise = leader == 0
        best = -2 if maximise else 2
        for lead in _leads(hands[leader]):
            # The follower's best reply, within the window still open.
            inner = 2 if maximise else -2
            a, b = alpha, beta
            for reply in _replies(hands[follower], lead):
                value = self._trick(hands, leader, score, front, aside, trick, lead, reply, a, b)
                if maximise:  # the follower is seat 1 and minimises
                    if value < inner:
                        inner = value
                        b = min(b, value)
                        if inner <= a:
                            break
                elif value > inner:
                    inner = value
                    a = max(a, value)
                    if inner >= b:
                        break
            if maximise:
                if inner > best:
                    best = inner
                    alpha = max(alpha, inner)
                    if best >= beta:
                        break
            elif inner < best:
                best = inner
                beta = min(beta, inner)
                if best <= alpha:
                    break
        if best <= original_alpha:
            upper = min(upper, best)
        elif best >= original_beta:
            lower = max(lower, best)
        else:
            lower = upper = best
        self.table[key] = (lower, upper)
        return best

    def _trick(
        self,
        hands: Hands,
        leader: int,
        score: tuple[int, int],
        front: tuple[int, int],
        aside: tuple[int, ...],
        trick: int,
        lead: int,
        reply: int,
        alpha: int,
        beta: int,
    ) -> int:
        """Play ``lead`` and ``reply`` (R4, R5, R10-R13), then search on."""
        follower = 1 - leader
        winner = follower if reply // 10 == lead // 10 and reply > lead else leader
        if reply // 10 == DRAGONS:
            next_leader = follower
        elif lead // 10 == DRAGONS:
            next_leader = leader
        else:
            next_leader = winner
        loser = 1 - winner
        won = [score[0], score[1]]
        gnomes = [front[0], front[1]]
        trolls = list(aside)
        for card in (lead, reply):
            faction = card // 10
            if faction == GNOMES:
                gnomes[winner] += 1 << (2 * card)
            elif faction == TROLLS:
                trolls.append(card)
            else:
                won[winner] += 1 << (2 * card)
                if faction == GIANTS and (gnomes[loser] >> (2 * (card - 10))) & 3:
                    gnomes[loser] -= 1 << (2 * (card - 10))  # R12
        if trick == TRICKS:
            for troll in trolls:
                won[winner] += 1 << (2 * troll)
            return result(won[0] + gnomes[0], won[1] + gnomes[1])
        if trolls:  # R13: the highest troll of the pool to the winner
            trolls.sort()
            won[winner] += 1 << (2 * trolls.pop())
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
