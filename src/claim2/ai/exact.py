"""Exact values of phase-two positions: the one search the strong level, the hints and
the review use.

In phase two both players can know both hands (``knowledge``), so the rest of the game
is a game of perfect information with three values for seat 0: 1 a win, 0 a draw, -1 a
loss. ``ExactSolver`` finds them by alpha-beta over whole tricks (fail-soft, with a
transposition table kept between calls):

- a position is flat ints (``exact_tables``): both hands, the score piles and the gnomes
  in front as packed counts, the trolls set aside as one bit per value, and the leader;
- what a trick does (R4, R5, R10-R13) is tabulated for every pair of cards, and a
  position is settled without search once the votes already certain decide the game;
- touching cards are tried once (``exact_moves``); leads high cards first, replies the
  cheapest winner first, the table's best lead before the others.

A search may be given a budget of positions (``budget``): past it, ``OutOfBudget`` is
raised, and the table holds only values found (a later search goes on from them). The
table is cleared when it grows past ``table_limit`` entries, between searches only. The
tests compare the values with a brute-force search over the engine itself.
"""

from __future__ import annotations

from claim2.ai.exact_moves import Moves
from claim2.ai.exact_tables import (
    ASIDE_FIELD,
    FIELD_BITS,
    TRICKS,
    TROLL,
    Spot,
    counts,
    settled,
)
from claim2.ai.sim import CARD_INTS, DRAGONS, TROLLS, distinct, result, unpack
from claim2.engine.ruleset import NEXT_SEAT

__all__ = ["ExactSolver", "OutOfBudget", "Spot"]

_NO_LIMIT = 1 << 62

# The table's entries, shared: (lower bound, upper bound, best lead or -1).
_ENTRIES = tuple(
    tuple(tuple((lower, upper, lead) for lead in range(-1, CARD_INTS)) for upper in (-1, 0, 1))
    for lower in (-1, 0, 1)
)


class OutOfBudget(Exception):
    """A search went past its budget of positions."""


class ExactSolver:
    """Exact values, with one table for many searches (cleared past ``table_limit``)."""

    def __init__(self, table_limit: int = 1_000_000, *, touching: bool = True) -> None:
        self.table: dict[int, tuple[int, int, int]] = {}
        self.table_limit = table_limit
        self.nodes = 0  # positions searched, over all searches
        self.limit = _NO_LIMIT  # ``OutOfBudget`` once ``nodes`` passes it
        self.moves = Moves(touching=touching)  # False: every card tried (the tests)
        self._counts: dict[int, tuple[int, ...]] = {}

    def _begin(self, spot: Spot, budget: int | None) -> None:
        if len(self.table) > self.table_limit:
            self.table.clear()
        if len(self._counts) > self.table_limit:
            self._counts.clear()
        self.moves.use(spot.present())
        self.limit = _NO_LIMIT if budget is None else self.nodes + budget

    # --- values -------------------------------------------------------------------------

    def value(self, spot: Spot, budget: int | None = None) -> int:
        """The exact value for seat 0: 1 a win, 0 a draw, -1 a loss."""
        self._begin(spot, budget)
        s = spot
        return self._search(
            s.hands[0], s.hands[1], s.leader, s.score[0], s.score[1], s.front[0], s.front[1],
            s.aside, -1, 1,
        )  # fmt: skip

    def after_trick(self, spot: Spot, lead: int, reply: int, budget: int | None = None) -> int:
        """The exact value once ``lead`` and ``reply`` are played."""
        self._begin(spot, budget)
        return self._after_trick(spot, lead, reply, -1, 1)

    def after_lead(
        self, spot: Spot, lead: int, budget: int | None = None, first: int = -1
    ) -> tuple[int, int]:
        """The value once ``lead`` is led, and a reply that keeps it (the follower's best);
        ``first``: a reply to try first (the one played, when its value is asked too)."""
        self._begin(spot, budget)
        return self._after_lead(spot, lead, first)

    def best_lead(self, spot: Spot, budget: int | None = None) -> tuple[int, int]:
        """The value of ``spot`` and a lead that keeps it."""
        value = self.value(spot, budget)
        for lead in self.leads(spot):
            if self._after_lead(spot, lead)[0] == value:
                return value, lead
        raise AssertionError("no lead keeps the value")  # pragma: no cover

    def values_of_leads(self, spot: Spot, budget: int | None = None) -> dict[int, int]:
        """The value of each of the leader's distinct cards, in the order of
        ``ordered_leads`` (touching cards have the same value)."""
        self._begin(spot, budget)
        hand = spot.hands[spot.leader]
        found: dict[int, int] = {}
        out: dict[int, int] = {}
        for card in ordered_leads(hand):
            tried = self.moves.same_as(hand, card)
            if tried not in found:
                found[tried] = self._after_lead(spot, tried)[0]
            out[card] = found[tried]
        return out

    def values_of_replies(self, spot: Spot, lead: int, budget: int | None = None) -> dict[int, int]:
        """The value of each legal reply to ``lead`` (R3), in the order of
        ``ordered_replies``."""
        self._begin(spot, budget)
        hand = spot.hands[NEXT_SEAT[spot.leader]]
        found: dict[int, int] = {}
        out: dict[int, int] = {}
        for card in ordered_replies(hand, lead):
            tried = self.moves.answer_for(hand, card)
            if tried not in found:
                found[tried] = self._after_trick(spot, lead, tried, -1, 1)
            out[card] = found[tried]
        return out

    def leads(self, spot: Spot) -> tuple[int, ...]:
        """The leads the search tries, in its order (one of each group of touching cards)."""
        self.moves.use(spot.present())
        return self.moves.leads(spot.hands[spot.leader])

    def replies(self, spot: Spot, lead: int) -> tuple[int, ...]:
        """The replies to ``lead`` the search tries, in its order (R3)."""
        self.moves.use(spot.present())
        return self.moves.answers(spot.hands[NEXT_SEAT[spot.leader]], lead)

    def settled(self, spot: Spot) -> int:
        """1 or -1 when the votes already certain decide the game, else 0 (``settled``)."""
        h, s = spot.hands, spot.score
        return settled(counts(h[0]), counts(h[1]), counts(s[0]), counts(s[1]), s, spot.front,
                       spot.aside)  # fmt: skip

    def _after_lead(self, spot: Spot, lead: int, first: int = -1) -> tuple[int, int]:
        follower = NEXT_SEAT[spot.leader]
        hand = spot.hands[follower]
        replies = self.moves.answers(hand, lead)
        if first >= 0:
            first = self.moves.answer_for(hand, first)
            replies = (first, *(reply for reply in replies if reply != first))
        sign = 1 if follower == 0 else -1  # the follower wants seat 0's value times sign high
        best_value, best_reply = -2 * sign, -1
        low, high = -1, 1
        for reply in replies:
            value = self._after_trick(spot, lead, reply, low, high)
            if sign * value > sign * best_value:  # inside the window: an exact value
                best_value, best_reply = value, reply
                if sign > 0:
                    low = max(low, value)
                else:
                    high = min(high, value)
                if low >= high:
                    break  # the follower can do no better
        return best_value, best_reply

    def _after_trick(self, spot: Spot, lead: int, reply: int, alpha: int, beta: int) -> int:
        s = spot
        return self._trick(
            s.hands[0], s.hands[1], s.leader, s.score[0], s.score[1], s.front[0], s.front[1],
            s.aside, lead, reply, alpha, beta,
        )  # fmt: skip

    def _count(self, packed: int) -> tuple[int, ...]:
        found = self._counts.get(packed)
        if found is None:
            found = self._counts[packed] = counts(packed)
        return found

    # --- the search ------------------------------------------------------------------

    def _search(  # noqa: PLR0915 (the hot loop, in one function: a call per move costs)
        self, h0: int, h1: int, leader: int, s0: int, s1: int, f0: int, f1: int, aside: int,
        alpha: int, beta: int,
    ) -> int:  # fmt: skip
        """The value of a position at the start of a trick, within (alpha, beta) (fail-soft
        alpha-beta over {-1, 0, 1}: the window (-1, 1) gives the exact value).

        Each trick (``_trick``) is played out in the loop over the replies."""
        self.nodes += 1
        if self.nodes > self.limit:
            raise OutOfBudget
        # the score piles hold no Gnome (R11): the gnomes in front fill their Gnome field
        key = h0 | h1 << 100 | (s0 | f0) << 200 | (s1 | f1) << 300 | aside << 400
        key = key << 1 | leader  # one int: a third of the memory of a tuple of the parts
        table = self.table
        entry = table.get(key)
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
            count = self._count
            known = settled(count(h0), count(h1), count(s0), count(s1), (s0, s1), (f0, f1), aside)
            if known:
                table[key] = _ENTRIES[known + 1][known + 1][0]
                return known
            lower, upper = -1, 1
        alpha0, beta0 = alpha, beta
        sign = 1 if leader == 0 else -1  # the leader wants seat 0's value times sign high
        moves = self.moves
        leader_hand, follower_hand = (h0, h1) if leader == 0 else (h1, h0)
        leads = moves.leads(leader_hand)
        if hint >= 0 and leads[0] != hint:
            leads = (hint, *(card for card in leads if card != hint))
        tricks = TRICKS[leader]
        search = self._search
        best, best_lead = -2 * sign, -1
        for lead in leads:
            # the follower's best reply (lowest value times sign) within the open window
            inner, low, high = 2 * sign, alpha, beta
            replies = moves.answers(follower_hand, lead)
            lead_bit = 1 << (2 * lead)
            for reply in replies:
                # ``_trick``: play ``lead`` and ``reply`` (R4, R5, R10-R13)
                trick = tricks[lead * CARD_INTS + reply]
                if leader == 0:
                    c0, c1 = h0 - lead_bit, h1 - (1 << (2 * reply))
                else:
                    c0, c1 = h0 - (1 << (2 * reply)), h1 - lead_bit
                last = not c0
                t0, t1, g0, g1 = s0, s1, f0, f1
                if trick.winner == 0:
                    t0 += trick.score
                    g0 += trick.front
                    for smash in trick.smash:
                        if g1 & (3 * smash):
                            g1 -= smash
                else:
                    t1 += trick.score
                    g1 += trick.front
                    for smash in trick.smash:
                        if g0 & (3 * smash):
                            g0 -= smash
                set_aside = aside | trick.aside
                if set_aside:  # R13: the winner takes the highest troll set aside; at last, all
                    if last:
                        taken = ASIDE_FIELD[set_aside] << (FIELD_BITS * TROLLS)
                        set_aside = 0
                    else:
                        top = set_aside.bit_length() - 1
                        taken = 1 << (2 * (TROLL + top))
                        set_aside ^= 1 << top
                    if trick.winner == 0:
                        t0 += taken
                    else:
                        t1 += taken
                if last:
                    value = result(t0 + g0, t1 + g1)
                else:
                    value = search(c0, c1, trick.next_leader, t0, t1, g0, g1, set_aside, low, high)
                if sign * value < sign * inner:
                    inner = value
                    if sign > 0:
                        high = min(high, value)
                    else:
                        low = max(low, value)
                    if low >= high:
                        moves.first(follower_hand, lead, reply)
                        break
            if sign * inner > sign * best:
                best, best_lead = inner, lead
                if sign > 0:
                    alpha = max(alpha, inner)
                else:
                    beta = min(beta, inner)
                if alpha >= beta:
                    moves.first_lead(leader_hand, lead)
                    break
        if best <= alpha0:
            upper = min(upper, best)
        elif best >= beta0:
            lower = max(lower, best)
        else:
            lower = upper = best
        table[key] = _ENTRIES[lower + 1][upper + 1][best_lead + 1]
        return best

    def _trick(
        self, h0: int, h1: int, leader: int, s0: int, s1: int, f0: int, f1: int, aside: int,
        lead: int, reply: int, alpha: int, beta: int,
    ) -> int:  # fmt: skip
        """Play ``lead`` and ``reply`` (R4, R5, R10-R13), then search on, or score the end
        (R15, R16) after the last trick."""
        trick = TRICKS[leader][lead * CARD_INTS + reply]
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
                taken = ASIDE_FIELD[aside] << (FIELD_BITS * TROLLS)
                aside = 0
            else:
                top = aside.bit_length() - 1
                taken = 1 << (2 * (TROLL + top))
                aside ^= 1 << top
            if trick.winner == 0:
                s0 += taken
            else:
                s1 += taken
        if last:
            return result(s0 + f0, s1 + f1)
        return self._search(h0, h1, trick.next_leader, s0, s1, f0, f1, aside, alpha, beta)


def ordered_leads(hand: int) -> list[int]:
    """A packed hand's distinct cards, high cards first, Dragons first among equals."""
    return sorted(distinct(unpack(hand)), key=lambda card: (-(card % 10), card // 10 != DRAGONS))


def ordered_replies(hand: int, lead: int) -> list[int]:
    """The legal replies to ``lead`` of a packed hand (R3): the winners, then the others
    (each from the lowest); with none of the led faction, every card, the lowest first."""
    cards = distinct(unpack(hand))
    same = [card for card in cards if card // 10 == lead // 10]
    if not same:
        return sorted(cards, key=lambda card: card % 10)
    return [card for card in same if card > lead] + [card for card in same if card <= lead]
