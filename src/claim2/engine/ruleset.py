"""The rules of Claim 2 in one place: the players, the factions with their powers, and the
rule functions that the engine's ``step`` and the computer's simulator and solver share.

A faction's powers are data (``FACTION_RULES``); the rule functions read them:

- ``trick_outcome``: who wins a trick (R4) and who leads the next one, and why (R5);
- ``PEEKS``: does the winning card of a phase-one trick let its player peek (R8);
- ``DESTINATION`` and ``SMASHES``: where each card a phase-two winner collects goes
  (R10-R13), and which of the loser's cards in front a won card destroys (R12);
- ``trolls_taken``: how many cards set aside the winner of a trick takes (R13);
- ``vote`` and ``winner``: who gets a faction's vote (R15) and who wins (R16).

A card here is a pair (faction, value): the engine's ``Card`` and the search's int
(``faction * 10 + value``) both come down to one. A new faction is a member of
``Faction`` (``cards.py``) and a row in ``FACTION_RULES``; a new kind of power is a
flag here and its hook in the functions below.
"""

from __future__ import annotations

from enum import Enum, Flag, IntEnum, auto
from typing import Final, NamedTuple

PLAYERS: Final = 2  # seats 0 .. PLAYERS - 1
TRICKS_PER_PHASE: Final = 13


def seats(players: int = PLAYERS) -> range:
    """Every seat, in turn order."""
    return range(players)


def next_seat(seat: int, players: int = PLAYERS) -> int:
    """The seat after ``seat`` in turn order (the one who plays second to it)."""
    return (seat + 1) % players


#: ``NEXT_SEAT[seat]`` is ``next_seat(seat)``, for the hot paths.
NEXT_SEAT: Final = tuple(next_seat(seat) for seat in seats())


class LeadReason(Enum):
    """Why a player leads the next trick (R5)."""

    WON_TRICK = "won_trick"
    SECOND_PLAYED_DRAGON = "second_played_dragon"
    LEADER_PLAYED_DRAGON = "leader_played_dragon"


class Power(Flag):
    """What a faction's cards do besides taking tricks."""

    NONE = 0
    LEADS = auto()  # R5: whoever plays one leads the next trick (the second player's first)
    PEEKS = auto()  # R8: a phase-one trick won with one: peek at the top card, then choose
    IN_FRONT = auto()  # R11: won in phase two, goes in front of the winner, scores at the end
    SMASHES = auto()  # R12: won in phase two, destroys the loser's same-value card in front
    SET_ASIDE = auto()  # R13: won in phase two, set aside; each winner takes the highest


class FactionRule(NamedTuple):
    """One faction: its two-letter code, the values of its cards in the deck (R1), its
    powers, and for ``SMASHES`` the faction whose cards in front it destroys."""

    code: str
    values: tuple[int, ...]
    powers: Power = Power.NONE
    smashes: int | None = None


#: The factions in deck order (their index is ``Faction``'s value).
FACTION_RULES: Final[tuple[FactionRule, ...]] = (
    FactionRule("Gn", (1, 1, 1, 3, 3, 3, 5, 5, 5, 7, 7, 7, 9), Power.IN_FRONT),
    FactionRule("Gi", (1, 1, 3, 3, 5, 5, 7, 7, 9), Power.SMASHES, smashes=0),
    FactionRule("Dr", tuple(range(10)), Power.LEADS),
    FactionRule("Tr", tuple(range(10)), Power.SET_ASIDE),
    FactionRule("Se", tuple(range(10)), Power.PEEKS),
)


class Destination(IntEnum):
    """Where a card won in phase two goes (R10-R13)."""

    SCORE = 0
    FRONT = 1
    ASIDE = 2


def _destination(rule: FactionRule) -> Destination:
    if Power.IN_FRONT in rule.powers:
        return Destination.FRONT
    if Power.SET_ASIDE in rule.powers:
        return Destination.ASIDE
    return Destination.SCORE


# The powers as tuples indexed by faction: the hot paths index them (fast for an int).
LEADS: Final = tuple(Power.LEADS in rule.powers for rule in FACTION_RULES)
PEEKS: Final = tuple(Power.PEEKS in rule.powers for rule in FACTION_RULES)
DESTINATION: Final = tuple(_destination(rule) for rule in FACTION_RULES)
SMASHES: Final = tuple(
    rule.smashes if Power.SMASHES in rule.powers else None for rule in FACTION_RULES
)

_WON_TRICK = LeadReason.WON_TRICK
_SECOND_DRAGON = LeadReason.SECOND_PLAYED_DRAGON
_LEADER_DRAGON = LeadReason.LEADER_PLAYED_DRAGON


def trick_outcome(
    lead_faction: int, lead_value: int, second_faction: int, second_value: int
) -> tuple[bool, LeadReason]:
    """R4, R5: whether the second card wins the trick, and why who leads next leads.

    Only a higher card of the led faction beats the leader (R4). A card that
    ``LEADS`` played second gives the lead to its player; else one led keeps it
    with the leader; else the winner leads (R5).
    """
    second_wins = second_faction == lead_faction and second_value > lead_value
    if LEADS[second_faction]:
        return second_wins, _SECOND_DRAGON
    if LEADS[lead_faction]:
        return second_wins, _LEADER_DRAGON
    return second_wins, _WON_TRICK


def lead_passes(lead_faction: int, lead_value: int, second_faction: int, second_value: int) -> bool:
    """R4, R5: whether the second player leads the next trick."""
    second_wins, reason = trick_outcome(lead_faction, lead_value, second_faction, second_value)
    return reason is _SECOND_DRAGON or (reason is _WON_TRICK and second_wins)


def trolls_taken(set_aside: int, last_trick: bool) -> int:
    """R13: of the cards set aside, the winner takes the highest; after the last trick, all."""
    if last_trick:
        return set_aside
    return min(set_aside, 1)


def vote(count0: int, count1: int, difference: int) -> int | None:
    """R15: the seat that gets a faction's vote, or None. More cards of the faction wins;
    on equal counts, the higher card at the first difference of the values sorted from the
    highest down (``difference``: that pair's seat-0 value minus seat-1's, or any number of
    the same sign; 0 when the values are identical)."""
    if count0 != count1:
        return 0 if count0 > count1 else 1
    if difference:
        return 0 if difference > 0 else 1
    return None


def winner(votes: tuple[int, int], cards: tuple[int, int]) -> int | None:
    """R16: the seat with more votes; on equal votes, with more cards in the factions that
    voted for it; else None (a draw)."""
    if votes[0] != votes[1]:
        return 0 if votes[0] > votes[1] else 1
    if cards[0] != cards[1]:
        return 0 if cards[0] > cards[1] else 1
    return None
