"""Exact values of phase-two positions, fast enough to review every move of a game.

``solver`` serves the strong level: a node budget per move, a table kept small.
A review needs the exact value (+1 seat 0 wins, 0 a draw, -1 seat 1 wins) of
every position of a game's phase two and of every answer to each lead, with no
budget, so this search is built for speed over a whole game:

- a position is a flat tuple of ints, the table's key: both hands, the score
  piles and the gnomes in front as *packed counts* (two bits per card kind,
  ``sim.pack``), the trolls set aside as one bit per value, and the leader;
- what a hand allows (its distinct cards, the replies to each lead, its cards per
  faction) is computed once per hand and remembered: a hand of at most 13 cards
  has at most 8,192 sub-hands;
- what a trick does (R4, R5, R10-R13) is tabulated for every pair of cards;
- a position is settled without search once the votes already certain decide
  the game, and the last trick, which leaves no choice, is scored directly.

Alpha-beta over whole tricks, as in ``solver``: the leads high cards first, the
replies the cheapest winner first (orders that measured better than the history
and killer heuristics here). The tests compare the values with a brute-force
search over the engine itself.
"""

from __future__ import annotations

from dataclasses import dataclass

from claim2.ai.sim import (
    CARD_INTS,
    DRAGONS,
    FACTIONS,
    TROLLS,
    Sim,
    pack,
    result,
    trick_result,
    unpack,
)
from claim2.engine.ruleset import DESTINATION, NEXT_SEAT, SMASHES, Destination, vote

_FIELD_BITS = 20  # a faction's field in a packed pile: 10 values, two bits each
_FIELD = (1 << _FIELD_BITS) - 1
_LOW = 0x55555  # the low bit of each two-bit count in a field
_TROLL = 10 * TROLLS  # the search int of Tr0


def _count(field: int) -> int:
    """How many cards a packed field (or pile) holds."""
    return (field & _LOW).bit_count() + 2 * ((field >> 1) & _LOW).bit_count()


def _aside_field(mask: int) -> int:
    """The trolls set aside (bit ``v``: the troll of value ``v``) as a packed Trolls field."""
    return sum(1 << (2 * value) for value in range(10) if mask >> value & 1)


_ASIDE_FIELD = tuple(_aside_field(mask) for mask in range(1 << 10))


def _bit(card: int) -> int:
    return 1 << (2 * card)


class _Trick:
    """What one trick does, for a leader and a pair of cards: who wins it and leads next
    (R4, R5), what the winner adds to their score pile and in front of them (R10, R11),
    the trolls it sets aside (R13, one bit per value) and the bits of the Gnomes in front
    of the loser that its Giants destroy, if there (R12)."""

    __slots__ = ("aside", "front", "next_leader", "score", "smash", "winner")

    def __init__(self, leader: int, lead: int, reply: int) -> None:
        self.winner, self.next_leader = trick_result(leader, lead, reply)
        self.score = self.front = self.aside = 0
        smash = []
        for card in (lead, reply):
            faction, value = divmod(card, 10)
            where = DESTINATION[faction]
            if where is Destination.FRONT:
                self.front += _bit(card)
            elif where is Destination.ASIDE:
                self.aside |= 1 << value
            else:
                self.score += _bit(card)
                target = SMASHES[faction]
                if target is not None:
                    smash.append(_bit(10 * target + value))
        self.smash = tuple(smash)


_TRICKS = tuple(
    tuple(_Trick(leader, lead, reply) for lead in range(CARD_INTS) for reply in range(CARD_INTS))
    for leader in (0, 1)
)


@dataclass(frozen=True, slots=True)
class Spot:
    """A phase-two position at the start of a trick, in the search's packed form."""

    hands: tuple[int, int]  # packed counts
    leader: int
    score: tuple[int, int]  # packed counts
    front: tuple[int, int]  # packed counts of the gnomes in front (R11)
    aside: int  # bit ``v`` set: the troll of value ``v`` is set aside (R13)

    @classmethod
    def from_sim(cls, sim: Sim) -> Spot:
        """The position of a sim at the start of a phase-two trick."""
        if sim.phase != 2:
            raise ValueError("only phase two is solved exactly")
        aside = 0
        for card in sim.aside:
            aside |= 1 << (card - _TROLL)
        return cls(
            (pack(sim.hands[0]), pack(sim.hands[1])),
            sim.leader,
            (sim.score[0], sim.score[1]),
            (sim.front[0], sim.front[1]),
            aside,
        )

    def hand(self, seat: int) -> list[int]:
        """The cards in ``seat``'s hand, sorted."""
        return unpack(self.hands[seat])


# The table's entries, shared: (lower bound, upper bound, best lead or -1).
_ENTRIES = tuple(
    tuple(tuple((lower, upper, lead) for lead in range(-1, CARD_INTS)) for upper in (-1, 0, 1))
    for lower in (-1, 0, 1)
)


class ExactSolver:
    """Exact values, with one table for a whole game (cleared past ``table_limit``)."""

    def __init__(self, table_limit: int = 4_000_000) -> None:
        self.table: dict[int, tuple[int, int, int]] = {}
        self.table_limit = table_limit
        self.nodes = 0
        self._leads: dict[int, tuple[int, ...]] = {}
        self._replies: dict[tuple[int, int], tuple[int, ...]] = {}
        self._hand_counts: dict[int, tuple[int, ...]] = {}
        self._pile_counts: dict[int, tuple[int, ...]] = {}

    # --- what the review asks -------------------------------------------------------

    def value(self, spot: Spot) -> int:
        """The exact value for seat 0: 1 a win, 0 a draw, -1 a loss."""
        if len(self.table) > self.table_limit:
            self.table.clear()
        s = spot
        return self._search(
            s.hands[0], s.hands[1], s.leader, s.score[0], s.score[1], s.front[0], s.front[1],
            s.aside, -1, 1,
        )  # fmt: skip

    def best_lead(self, spot: Spot) -> tuple[int, int]:
        """The value of ``spot`` and a lead that keeps it."""
        value = self.value(spot)
        for lead in self.leads(spot):
            if self.after_lead(spot, lead)[0] == value:
                return value, lead
        raise AssertionError("no lead keeps the value")  # pragma: no cover

    def after_lead(self, spot: Spot, lead: int) -> tuple[int, int]:
        """The value once ``lead`` is led, and a reply that keeps it (the follower's best)."""
        follower = NEXT_SEAT[spot.leader]
        sign = 1 if follower == 0 else -1
        best_value, best_reply = -2 * sign, -1
        for reply in self.replies(spot, lead):
            value = self.after_trick(spot, lead, reply)
            if sign * value > sign * best_value:
                best_value, best_reply = value, reply
                if value == sign:
                    break  # the follower can do no better
        return best_value, best_reply

    def after_trick(self, spot: Spot, lead: int, reply: int) -> int:
        """The exact value once ``lead`` and ``reply`` are played."""
        if len(self.table) > self.table_limit:
            self.table.clear()
        s = spot
        return self._trick(
            s.hands[0], s.hands[1], s.leader, s.score[0], s.score[1], s.front[0], s.front[1],
            s.aside, lead, reply, -1, 1,
        )  # fmt: skip

    def leads(self, spot: Spot) -> tuple[int, ...]:
        """The leader's distinct cards, in the order they are searched."""
        return self._distinct(spot.hands[spot.leader])

    def replies(self, spot: Spot, lead: int) -> tuple[int, ...]:
        """The legal replies to ``lead`` (R3), in the order they are searched."""
        return self._answers(spot.hands[NEXT_SEAT[spot.leader]], lead)

    # --- what a hand allows, remembered ------------------------------------------

    def _distinct(self, hand: int) -> tuple[int, ...]:
        found = self._leads.get(hand)
        if found is None:
            cards = sorted(set(unpack(hand)))
            # high cards first, Dragons first among equals (they keep or take the lead)
            cards.sort(key=lambda card: (-(card % 10), card // 10 != DRAGONS))
            found = self._leads[hand] = tuple(cards)
        return found

    def _answers(self, hand: int, lead: int) -> tuple[int, ...]:
        """R3: a card of the led faction if the hand has one; the cheapest winner first."""
        found = self._replies.get((hand, lead))
        if found is None:
            cards = sorted(set(unpack(hand)))
            same = [card for card in cards if card // 10 == lead // 10]
            if same:
                winners = [card for card in same if card > lead]
                found = (*winners, *(card for card in same if card <= lead))
            else:
                found = tuple(sorted(cards, key=lambda card: card % 10))
            self._replies[(hand, lead)] = found
        return found

    def _counts(self, hand: int) -> tuple[int, ...]:
        found = self._hand_counts.get(hand)
        if found is None:
            found = tuple(_count((hand >> (_FIELD_BITS * f)) & _FIELD) for f in range(FACTIONS))
            self._hand_counts[hand] = found
        return found

    def _pile(self, pile: int) -> tuple[int, ...]:
        found = self._pile_counts.get(pile)
        if found is None:
            if len(self._pile_counts) > 1_000_000:
                self._pile_counts.clear()
            found = tuple(_count((pile >> (_FIELD_BITS * f)) & _FIELD) for f in range(FACTIONS))
            self._pile_counts[pile] = found
        return found

    # --- the search ------------------------------------------------------------------

    def _settled(self, h0: int, h1: int, s0: int, s1: int, f0: int, f1: int, aside: int) -> int:
        """1 or -1 when the votes already certain decide the game (R15, R16), else 0.

        A faction's vote is certain when its holder keeps it even if every card of it
        still to be won goes to the other player; with no card of it left it is known,
        nobody's included. Each Giant still to be won may destroy a Gnome in front
        (R12), so a lead in Gnomes counts only beyond the Gnomes and Giants left.
        Seat 0 wins for sure with more certain votes than seat 1 could reach.
        """
        hand0, hand1 = self._counts(h0), self._counts(h1)
        pile0, pile1 = self._pile(s0), self._pile(s1)
        certain0 = certain1 = open_ = 0
        gnomes = _count(f0) - _count(f1)
        left = hand0[0] + hand1[0] + hand0[1] + hand1[1]
        if gnomes > left:
            certain0 += 1
        elif -gnomes > left:
            certain1 += 1
        elif left:
            open_ += 1
        elif f0 != f1:  # the Gnomes in front are final: R15 on them
            if vote(_count(f0), _count(f1), f0 - f1) == 0:
                certain0 += 1
            else:
                certain1 += 1
        for faction in (1, 2, 3, 4):
            left = hand0[faction] + hand1[faction]
            if faction == TROLLS:
                left += aside.bit_count()
            ahead = pile0[faction] - pile1[faction]
            if ahead > left:
                certain0 += 1
            elif -ahead > left:
                certain1 += 1
            elif left:
                open_ += 1
            else:  # nothing left to win and equal counts: the values decide (R15)
                shift = _FIELD_BITS * faction
                field0 = (s0 >> shift) & _FIELD
                field1 = (s1 >> shift) & _FIELD
                if field0 > field1:
                    certain0 += 1
                elif field1 > field0:
                    certain1 += 1
        if certain0 > certain1 + open_:
            return 1
        if certain1 > certain0 + open_:
            return -1
        return 0

    def _search(
        self, h0: int, h1: int, leader: int, s0: int, s1: int, f0: int, f1: int, aside: int,
        alpha: int, beta: int,
    ) -> int:  # fmt: skip
        """The value of a position at the start of a trick, within (alpha, beta) (fail-soft
        alpha-beta over {-1, 0, 1}: the window (-1, 1) gives the exact value)."""
        self.nodes += 1
        key = h0 | h1 << 100 | s0 << 200 | s1 << 300 | f0 << 400 | f1 << 500 | aside << 600
        key = key << 1 | leader
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
            known = self._settled(h0, h1, s0, s1, f0, f1, aside)
            if known:
                self.table[key] = _ENTRIES[known + 1][known + 1][0]
                return known
            lower, upper = -1, 1
        alpha0, beta0 = alpha, beta
        sign = 1 if leader == 0 else -1  # the leader wants seat 0's value times sign high
        leads = self._distinct(h0 if leader == 0 else h1)
        if hint >= 0 and leads[0] != hint:
            leads = (hint, *(card for card in leads if card != hint))
        follower_hand = h1 if leader == 0 else h0
        best, best_lead = -2 * sign, -1
        for lead in leads:
            # the follower's best reply (lowest value times sign) within the open window
            inner, low, high = 2 * sign, alpha, beta
            for reply in self._answers(follower_hand, lead):
                value = self._trick(h0, h1, leader, s0, s1, f0, f1, aside, lead, reply, low, high)
                if sign * value < sign * inner:
                    inner = value
                    if sign > 0:
                        high = min(high, value)
                    else:
                        low = max(low, value)
                    if low >= high:
                        break
            if sign * inner > sign * best:
                best, best_lead = inner, lead
                if sign > 0:
                    alpha = max(alpha, inner)
                else:
                    beta = min(beta, inner)
                if alpha >= beta:
                    break
        if best <= alpha0:
            upper = min(upper, best)
        elif best >= beta0:
            lower = max(lower, best)
        else:
            lower = upper = best
        self.table[key] = _ENTRIES[lower + 1][upper + 1][best_lead + 1]
        return best

    def _trick(
        self, h0: int, h1: int, leader: int, s0: int, s1: int, f0: int, f1: int, aside: int,
        lead: int, reply: int, alpha: int, beta: int,
    ) -> int:  # fmt: skip
        """Play ``lead`` and ``reply`` (R4, R5, R10-R13), then search on, or score the end
        (R15, R16) after the last trick."""
        trick = _TRICKS[leader][lead * CARD_INTS + reply]
        if leader == 0:
            h0 -= 1 << (2 * lead)
            h1 -= 1 << (2 * reply)
        else:
            h0 -= 1 << (2 * reply)
            h1 -= 1 << (2 * lead)
        if trick.winner == 0:
            s0 += trick.score
            f0 += trick.front
            for smash in trick.smash:
                if f1 & (3 * smash):
                    f1 -= smash
        else:
            s1 += trick.score
            f1 += trick.front
            for smash in trick.smash:
                if f0 & (3 * smash):
                    f0 -= smash
        aside |= trick.aside
        last = not h0
        if aside:  # R13: the winner takes the highest troll set aside; after the last, all
            if last:
                taken = _ASIDE_FIELD[aside] << (_FIELD_BITS * TROLLS)
                aside = 0
            else:
                top = aside.bit_length() - 1
                taken = 1 << (2 * (_TROLL + top))
                aside ^= 1 << top
            if trick.winner == 0:
                s0 += taken
            else:
                s1 += taken
        if last:
            return result(s0 + f0, s1 + f1)
        return self._search(h0, h1, trick.next_leader, s0, s1, f0, f1, aside, alpha, beta)
