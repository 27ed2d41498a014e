"""Scoring a finished game: the factions' votes and the winner (R15, R16)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from claim2.engine import ruleset
from claim2.engine.cards import Faction
from claim2.engine.state import GameState, PerPlayer


class VoteDecider(Enum):
    """What decided a faction's vote (R15)."""

    COUNT = "count"  # one player has more cards of the faction
    VALUES = "values"  # equal counts; the first difference in sorted values
    IDENTICAL = "identical"  # equal counts and values: nobody gets the vote
    NONE = "none"  # neither player has a card of the faction


class WinDecider(Enum):
    """What decided the game (R16)."""

    VOTES = "votes"
    CARDS = "cards"  # equal votes; more cards in the factions that voted for them
    DRAW = "draw"


@dataclass(frozen=True, slots=True)
class FactionResult:
    faction: Faction
    counts: tuple[int, int]
    values: tuple[tuple[int, ...], tuple[int, ...]]  # each sorted high to low
    vote: int | None  # the seat that gets the vote, or None
    decided_by: VoteDecider
    decisive_values: tuple[int, int] | None  # the first differing pair, for VALUES


@dataclass(frozen=True, slots=True)
class Outcome:
    factions: tuple[FactionResult, ...]  # in deck order
    votes: tuple[int, int]
    cards_in_won_factions: tuple[int, int]
    winner: int | None  # None for a draw
    decided_by: WinDecider

    def vote_of(self, faction: Faction) -> int | None:
        return self.factions[faction].vote


class GameNotOver(ValueError):
    """Raised when a finished game is needed and the game is still going."""


def faction_result(faction: Faction, piles: PerPlayer) -> FactionResult:
    """R15: the vote of one faction, from both players' score piles."""
    values = (
        tuple(sorted((c.value for c in piles[0] if c.faction is faction), reverse=True)),
        tuple(sorted((c.value for c in piles[1] if c.faction is faction), reverse=True)),
    )
    counts = (len(values[0]), len(values[1]))
    first = next(
        ((mine, theirs) for mine, theirs in zip(*values, strict=False) if mine != theirs), None
    )
    vote = ruleset.vote(*counts, 0 if first is None else first[0] - first[1])
    if counts[0] != counts[1]:
        decided_by = VoteDecider.COUNT
    elif counts[0] == 0:
        decided_by = VoteDecider.NONE
    elif first is not None:
        decided_by = VoteDecider.VALUES
    else:
        decided_by = VoteDecider.IDENTICAL
    decisive = first if decided_by is VoteDecider.VALUES else None
    return FactionResult(faction, counts, values, vote, decided_by, decisive)


def score(piles: PerPlayer) -> Outcome:
    """R15, R16 for two score piles (gnomes in front already included)."""
    factions = tuple(faction_result(faction, piles) for faction in Faction)
    votes = (
        sum(1 for result in factions if result.vote == 0),
        sum(1 for result in factions if result.vote == 1),
    )
    cards = (
        sum(result.counts[0] for result in factions if result.vote == 0),
        sum(result.counts[1] for result in factions if result.vote == 1),
    )
    winner = ruleset.winner(votes, cards)
    if votes[0] != votes[1]:
        decided_by = WinDecider.VOTES
    elif winner is not None:
        decided_by = WinDecider.CARDS
    else:
        decided_by = WinDecider.DRAW
    return Outcome(factions, votes, cards, winner, decided_by)


def outcome(state: GameState) -> Outcome:
    """The result of a finished game (R15, R16); raises GameNotOver before the end."""
    if not state.finished:
        raise GameNotOver("the game is not over yet")
    return score(state.score_piles)
