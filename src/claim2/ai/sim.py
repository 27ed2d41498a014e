"""A compact, mutable, full-information game for search: cards are small ints.

The engine's states are immutable and carry events for the front end; search
plays thousands of games per move and needs none of that. Here a card is the
int ``faction * 10 + value`` (so sorting ints is deck order and two copies of a
card are equal), hands are sorted lists, and the phase-two piles are *packed
counts*: two bits per card kind at bit ``2 * card`` (at most three copies of a
kind exist), so adding a card is an addition and comparing two piles of one
faction with equal counts (R15) is comparing two integers.

``Sim`` follows the engine's rules (R3-R16) exactly; the tests play random games
on both and compare. The decisions are made by callbacks, so the same
simulator runs heuristic playouts and replays chosen moves.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from claim2.engine import Card, GameState, ruleset
from claim2.engine.cards import DECK
from claim2.engine.ruleset import NEXT_SEAT, PEEKS, Destination, LeadReason, trolls_taken

GNOMES, GIANTS, DRAGONS, TROLLS, SEERS = 0, 1, 2, 3, 4
TRICKS = ruleset.TRICKS_PER_PHASE
FACTIONS = len(ruleset.FACTION_RULES)
CARD_INTS = 10 * FACTIONS  # every int a card can be
_SHIFTS = tuple(range(0, 20 * len(ruleset.FACTION_RULES), 20))  # each faction's packed field
FIELD = 0x55555  # the low bit of each two-bit count in one faction's 20-bit field

_CARD_OF_INT = {int(card.faction) * 10 + card.value: card for card in DECK}
INT_OF_CARD = {card: number for number, card in _CARD_OF_INT.items()}  # ``to_int``, looked up
_int_of = INT_OF_CARD.__getitem__


def to_int(card: Card) -> int:
    """The search's int for a card."""
    return int(card.faction) * 10 + card.value


def to_card(number: int) -> Card:
    """The engine's card for a search int."""
    return _CARD_OF_INT[number]


def ints(cards: Sequence[Card]) -> list[int]:
    return sorted(map(_int_of, cards))


def pack(cards: Sequence[int]) -> int:
    """Packed counts of these cards."""
    total = 0
    for card in cards:
        total += 1 << (2 * card)
    return total


def unpack(packed: int) -> list[int]:
    """The cards in a packed pile, sorted."""
    cards: list[int] = []
    card = 0
    while packed:
        count = packed & 3
        cards.extend([card] * count)
        packed >>= 2
        card += 1
    return cards


def faction_count(field: int) -> int:
    """How many cards a 20-bit faction field holds."""
    return (field & FIELD).bit_count() + 2 * ((field >> 1) & FIELD).bit_count()


def result(pile0: int, pile1: int) -> int:
    """R15, R16 for two packed score piles: 1 if seat 0 wins, -1 if seat 1 wins, 0 a draw
    (``ruleset.vote`` and ``ruleset.winner``, written out: every playout ends here)."""
    votes0 = votes1 = cards0 = cards1 = 0
    for shift in _SHIFTS:
        field0 = (pile0 >> shift) & 0xFFFFF
        field1 = (pile1 >> shift) & 0xFFFFF
        if field0 == field1:
            continue  # the same cards: no vote
        count0 = (field0 & FIELD).bit_count() + 2 * ((field0 >> 1) & FIELD).bit_count()
        count1 = (field1 & FIELD).bit_count() + 2 * ((field1 >> 1) & FIELD).bit_count()
        # On equal counts the packed fields compare the values from the highest down,
        # which is R15's first difference (and the fields differ).
        if count0 > count1 or (count0 == count1 and field0 > field1):
            votes0 += 1
            cards0 += count0
        else:
            votes1 += 1
            cards1 += count1
    if votes0 != votes1:
        return 1 if votes0 > votes1 else -1
    if cards0 != cards1:
        return 1 if cards0 > cards1 else -1
    return 0


# The ruleset's rules for search ints, looked up by index on the hot paths: the
# same functions as the engine's, tabulated once.
OUTCOMES = [
    ruleset.trick_outcome(lead // 10, lead % 10, second // 10, second % 10)
    for lead in range(CARD_INTS)
    for second in range(CARD_INTS)
]
WHERE = [ruleset.DESTINATION[card // 10] for card in range(CARD_INTS)]


def _smashed(card: int) -> int:
    """The card in front that ``card``, won, destroys (R12), or -1."""
    target = ruleset.SMASHES[card // 10]
    return -1 if target is None else 10 * target + card % 10


SMASHED = [_smashed(card) for card in range(CARD_INTS)]
_WON_TRICK = LeadReason.WON_TRICK
_LEADER_DRAGON = LeadReason.LEADER_PLAYED_DRAGON
_FRONT = Destination.FRONT
_ASIDE = Destination.ASIDE


def trick_result(leader: int, lead: int, second: int) -> tuple[int, int]:
    """R4, R5 (``ruleset.trick_outcome``): the trick's winner and who leads next."""
    second_wins, reason = OUTCOMES[lead * CARD_INTS + second]
    follower = NEXT_SEAT[leader]
    winner = follower if second_wins else leader
    if reason is _WON_TRICK:
        return winner, winner
    return winner, leader if reason is _LEADER_DRAGON else follower


def trick_winner(leader: int, lead: int, second: int) -> int:
    """R4: the second player wins only with a higher card of the led faction."""
    return trick_result(leader, lead, second)[0]


def collect_trick(
    winner: int,
    cards: tuple[int, int],
    score: list[int],
    front: list[int],
    aside: list[int],
    last: bool,
) -> None:
    """R10-R13 for a phase-two trick on packed piles (changed in place): each card to the
    winner's score pile, in front of the winner or set aside (``ruleset.DESTINATION``), a
    won card destroying the loser's card in front (``SMASHES``), and the trolls taken."""
    loser = NEXT_SEAT[winner]
    for card in cards:
        where = WHERE[card]
        if where is _FRONT:
            front[winner] += 1 << (2 * card)
        elif where is _ASIDE:
            aside.append(card)
        else:
            score[winner] += 1 << (2 * card)
            victim = SMASHED[card]
            if victim >= 0 and (front[loser] >> (2 * victim)) & 3:
                front[loser] -= 1 << (2 * victim)
    if aside:
        aside.sort()
        for _ in range(trolls_taken(len(aside), last)):
            score[winner] += 1 << (2 * aside.pop())


def legal(hand: list[int], lead: int | None) -> list[int]:
    """The distinct cards the player may play (R3), in deck order."""
    if lead is None:
        cards = hand
    else:
        faction = lead // 10
        cards = [card for card in hand if card // 10 == faction] or hand
    return distinct(cards)


def distinct(cards: tuple[int, ...] | list[int]) -> list[int]:
    """The sorted ``cards`` with each card once."""
    out: list[int] = []
    previous = -1
    for card in cards:
        if card != previous:
            out.append(card)
            previous = card
    return out


LeadFn = Callable[["Sim"], int]
FollowFn = Callable[["Sim", int], int]
SeerFn = Callable[["Sim", int, int, int], bool]  # (sim, winner, prize, top) -> take the top


class Sim:
    """One game with every card known. ``followers`` are the follower piles in phase one."""

    __slots__ = (
        "aside",
        "followers",
        "front",
        "hands",
        "leader",
        "phase",
        "pile",
        "prize",
        "score",
        "trick",
    )

    def __init__(self) -> None:
        self.phase = 1
        self.trick = 1
        self.leader = 0
        self.hands: list[list[int]] = [[], []]
        self.pile: list[int] = []  # the face-down draw pile, top card LAST (cheap pop)
        self.prize = -1
        self.followers: list[list[int]] = [[], []]
        self.score = [0, 0]
        self.front = [0, 0]  # packed gnomes in front (R11)
        self.aside: list[int] = []  # trolls set aside (R13)

    def copy(self) -> Sim:
        other = Sim.__new__(Sim)
        other.phase = self.phase
        other.trick = self.trick
        other.leader = self.leader
        other.hands = [self.hands[0][:], self.hands[1][:]]
        other.pile = self.pile[:]
        other.prize = self.prize
        other.followers = [self.followers[0][:], self.followers[1][:]]
        other.score = self.score[:]
        other.front = self.front[:]
        other.aside = self.aside[:]
        return other

    @property
    def finished(self) -> bool:
        return self.phase == 3

    def final_result(self) -> int:
        """1, 0 or -1 for seat 0, once the game is finished (gnomes in front scored)."""
        return result(self.score[0] + self.front[0], self.score[1] + self.front[1])

    def play_trick(self, lead: int, second: int, seer: SeerFn | None = None) -> None:
        """Both cards of a trick, removed from the hands; then the trick is resolved."""
        leader = self.leader
        self.hands[leader].remove(lead)
        self.hands[NEXT_SEAT[leader]].remove(second)
        winner, self.leader = trick_result(leader, lead, second)
        if self.phase == 1:
            won_with = second if winner != leader else lead
            take_top = False
            if PEEKS[won_with // 10] and seer is not None:  # R8
                take_top = seer(self, winner, self.prize, self.pile[-1])
            self.hand_out(winner, take_top)
        else:
            self.collect(winner, lead, second)

    def hand_out(self, winner: int, take_top: bool) -> None:
        """R7, R8: the prize to the winner and the top card to the loser (or swapped)."""
        top = self.pile.pop()
        prize = self.prize
        if take_top:
            prize, top = top, prize
        self.followers[winner].append(prize)
        self.followers[NEXT_SEAT[winner]].append(top)
        if self.trick < TRICKS:
            self.trick += 1
            self.prize = self.pile.pop()
        else:  # R10: the follower piles become the hands
            self.phase = 2
            self.trick = 1
            self.prize = -1
            self.hands = [sorted(self.followers[0]), sorted(self.followers[1])]

    def collect(self, winner: int, lead: int, second: int) -> None:
        """R10-R13 for a phase-two trick."""
        last = self.trick == TRICKS
        collect_trick(winner, (lead, second), self.score, self.front, self.aside, last)
        if last:
            self.phase = 3
        else:
            self.trick += 1

    def run(self, lead: LeadFn, follow: FollowFn, seer: SeerFn) -> int:
        """Play to the end with these decision functions; returns ``final_result``."""
        while self.phase != 3:
            first = lead(self)
            self.play_trick(first, follow(self, first), seer)
        return self.final_result()


def from_state(state: GameState) -> tuple[Sim, int | None]:
    """A Sim of an engine state at a trick boundary or mid-trick.

    Returns the sim and the card already led in the current trick (or None).
    A pending Seer choice is not representable; use ``from_seer_state``.
    """
    if state.seer is not None:
        raise ValueError("a pending Seer choice: use from_seer_state")
    sim = Sim()
    sim.phase = 3 if state.finished else state.phase
    sim.trick = state.trick
    sim.leader = state.leader
    sim.hands = [ints(state.hands[0]), ints(state.hands[1])]
    sim.pile = list(map(_int_of, reversed(state.draw_pile)))
    sim.prize = to_int(state.prize) if state.prize is not None else -1
    sim.followers = [
        list(map(_int_of, state.prizes[0] + state.draws[0])),
        list(map(_int_of, state.prizes[1] + state.draws[1])),
    ]
    sim.score = [pack(ints(state.score_piles[0])), pack(ints(state.score_piles[1]))]
    sim.front = [pack(ints(state.gnomes_in_front[0])), pack(ints(state.gnomes_in_front[1]))]
    sim.aside = ints(state.trolls_aside)
    lead = to_int(state.played[0]) if state.played else None
    if lead is not None:
        sim.hands[state.leader].append(lead)  # play_trick removes it again
        sim.hands[state.leader].sort()
    return sim, lead


def from_seer_state(state: GameState, take_top: bool) -> Sim:
    """The Sim after the pending Seer winner of ``state`` chooses."""
    seer = state.seer
    if seer is None:
        raise ValueError("no Seer choice is pending")
    sim = Sim()
    sim.phase = 1
    sim.trick = state.trick
    sim.leader = seer.trick.next_leader
    sim.hands = [ints(state.hands[0]), ints(state.hands[1])]
    sim.pile = list(map(_int_of, reversed(state.draw_pile)))
    assert state.prize is not None
    sim.prize = to_int(state.prize)
    sim.followers = [
        list(map(_int_of, state.prizes[0] + state.draws[0])),
        list(map(_int_of, state.prizes[1] + state.draws[1])),
    ]
    sim.hand_out(seer.winner, take_top)
    return sim
