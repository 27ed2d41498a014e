"""What the exact phase-two search (``exact``) works on: its positions and its tables.

A position is packed (``sim.pack``: two bits per card kind), so adding a card is an
addition and two piles of one faction with equal counts compare as integers (R15).
What a trick does (R4, R5, R10-R13) is tabulated once for every leader and pair of
cards; ``settled`` says when the votes already certain decide the game.
"""

from __future__ import annotations

from dataclasses import dataclass

from claim2.ai.sim import CARD_INTS, FACTIONS, TROLLS, Sim, pack, trick_result, unpack
from claim2.engine.ruleset import DESTINATION, SMASHES, Destination, vote

FIELD_BITS = 20  # a faction's field in a packed pile: 10 values, two bits each
FIELD = (1 << FIELD_BITS) - 1
_LOW = 0x55555  # the low bit of each two-bit count in a field
TROLL = 10 * TROLLS  # the search int of Tr0


def count(field: int) -> int:
    """How many cards a packed field (or pile) holds."""
    return (field & _LOW).bit_count() + 2 * ((field >> 1) & _LOW).bit_count()


def counts(packed: int) -> tuple[int, ...]:
    """How many cards of each faction a packed hand or pile holds."""
    return tuple(count((packed >> (FIELD_BITS * f)) & FIELD) for f in range(FACTIONS))


def _aside_field(mask: int) -> int:
    """The trolls set aside (bit ``v``: the troll of value ``v``) as a packed Trolls field."""
    return sum(1 << (2 * value) for value in range(10) if mask >> value & 1)


ASIDE_FIELD = tuple(_aside_field(mask) for mask in range(1 << 10))


def _bit(card: int) -> int:
    return 1 << (2 * card)


class Trick:
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


TRICKS = tuple(
    tuple(Trick(leader, lead, reply) for lead in range(CARD_INTS) for reply in range(CARD_INTS))
    for leader in (0, 1)
)


@dataclass(frozen=True, slots=True)
class Spot:
    """A phase-two position at the start of a trick, in the search's packed form."""

    hands: tuple[int, int]  # packed counts
    leader: int
    score: tuple[int, int]  # packed counts (never a Gnome: they lie in front, R11)
    front: tuple[int, int]  # packed counts of the gnomes in front (R11)
    aside: int  # bit ``v`` set: the troll of value ``v`` is set aside (R13)

    @classmethod
    def from_sim(cls, sim: Sim) -> Spot:
        """The position of a sim at the start of a phase-two trick."""
        if sim.phase != 2:
            raise ValueError("only phase two is solved exactly")
        aside = 0
        for card in sim.aside:
            aside |= 1 << (card - TROLL)
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

    def present(self) -> tuple[int, ...]:
        """The cards of the game (in hands, score piles, in front or set aside), sorted."""
        aside = [TROLL + value for value in range(10) if self.aside >> value & 1]
        packed = self.hands[0] + self.hands[1] + self.score[0] + self.score[1]
        return tuple(sorted([*unpack(packed + self.front[0] + self.front[1]), *aside]))


def settled(
    hand0: tuple[int, ...],
    hand1: tuple[int, ...],
    pile0: tuple[int, ...],
    pile1: tuple[int, ...],
    piles: tuple[int, int],
    front: tuple[int, int],
    aside: int,
) -> int:
    """1 or -1 when the votes already certain decide the game (R15, R16), else 0.

    ``hand0`` ... ``pile1`` are counts by faction (``counts``), ``piles`` the packed score
    piles. A faction's vote is certain when its holder keeps it even if every card of it
    still to be won goes to the other player; with no card of it left it is known,
    nobody's included. Each Giant still to be won may destroy a Gnome in front (R12), so
    a lead in Gnomes counts only beyond the Gnomes and Giants left. Seat 0 wins for sure
    with more certain votes than seat 1 could reach.
    """
    f0, f1 = front
    certain0 = certain1 = open_ = 0
    gnomes = count(f0) - count(f1) if f0 != f1 else 0
    left = hand0[0] + hand1[0] + hand0[1] + hand1[1]
    if gnomes > left:
        certain0 += 1
    elif -gnomes > left:
        certain1 += 1
    elif left:
        open_ += 1
    elif f0 != f1:  # the Gnomes in front are final: R15 on them
        if vote(count(f0), count(f1), f0 - f1) == 0:
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
            shift = FIELD_BITS * faction
            field0 = (piles[0] >> shift) & FIELD
            field1 = (piles[1] >> shift) & FIELD
            if field0 > field1:
                certain0 += 1
            elif field1 > field0:
                certain1 += 1
    if certain0 > certain1 + open_:
        return 1
    if certain1 > certain0 + open_:
        return -1
    return 0
