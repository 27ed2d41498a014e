"""R15: each faction's vote: more cards, else the first higher value; else nobody."""

# Test names carry the rule ids (R1, R2, ...) in capitals.

from __future__ import annotations

import pytest

from claim2.engine import Faction, VoteDecider, score

from .scenario import cards


def vote(faction: Faction, pile0: str, pile1: str) -> tuple[int | None, VoteDecider]:
    result = score((cards(pile0), cards(pile1))).factions[faction]
    assert result.faction is faction
    return result.vote, result.decided_by


def decided(
    faction: Faction, pile0: str, pile1: str
) -> tuple[int | None, VoteDecider, tuple[int, int] | None]:
    """``faction``'s vote, what decided it and the two values that did."""
    result = score((cards(pile0), cards(pile1))).factions[faction]
    return result.vote, result.decided_by, result.decisive_values


def test_R15_more_cards_wins_the_vote() -> None:
    result = score((cards("Gn1 Gn1 Gn3"), cards("Gn9 Gn7"))).factions[Faction.GNOMES]
    assert result.vote == 0
    assert result.decided_by is VoteDecider.COUNT
    assert result.counts == (3, 2)
    assert result.values == ((3, 1, 1), (9, 7))
    assert result.decisive_values is None


def test_R15_count_beats_higher_values() -> None:
    assert vote(Faction.GIANTS, "Gi9 Gi7", "Gi1 Gi1 Gi3") == (1, VoteDecider.COUNT)


def test_R15_one_card_against_none() -> None:
    assert vote(Faction.DRAGONS, "Dr0", "") == (0, VoteDecider.COUNT)
    assert vote(Faction.TROLLS, "", "Tr0") == (1, VoteDecider.COUNT)


def test_R15_equal_counts_first_difference_of_sorted_values() -> None:
    # Sorted high to low: 9 5 1 against 9 7 0; the first difference is 5 < 7.
    result = score((cards("Dr1 Dr9 Dr5"), cards("Dr0 Dr7 Dr9"))).factions[Faction.DRAGONS]
    assert result.vote == 1
    assert result.decided_by is VoteDecider.VALUES
    assert result.values == ((9, 5, 1), (9, 7, 0))
    assert result.decisive_values == (5, 7)


def test_R15_equal_counts_difference_at_the_top() -> None:
    assert decided(Faction.SEERS, "Se8", "Se9") == (1, VoteDecider.VALUES, (8, 9))


def test_R15_equal_counts_difference_at_the_bottom() -> None:
    assert decided(Faction.GNOMES, "Gn7 Gn5 Gn3", "Gn1 Gn5 Gn7") == (0, VoteDecider.VALUES, (3, 1))


def test_R15_the_highest_card_is_not_the_only_thing_compared() -> None:
    # Equal counts, equal highest card: the second card decides, not the sum.
    assert vote(Faction.TROLLS, "Tr9 Tr1 Tr0", "Tr8 Tr7 Tr6")[0] == 0
    assert vote(Faction.TROLLS, "Tr9 Tr2 Tr0", "Tr8 Tr7 Tr6")[0] == 0
    assert vote(Faction.SEERS, "Se9 Se2 Se1", "Se8 Se0 Se3")[0] == 0


@pytest.mark.parametrize(
    ("faction", "pile0", "pile1"),
    [
        (Faction.GNOMES, "Gn3 Gn1", "Gn1 Gn3"),
        (Faction.GIANTS, "Gi7 Gi1", "Gi1 Gi7"),
        (Faction.GNOMES, "Gn5", "Gn5"),
    ],
)
def test_R15_identical_lists_give_nobody_the_vote(faction: Faction, pile0: str, pile1: str) -> None:
    result = score((cards(pile0), cards(pile1))).factions[faction]
    assert (result.vote, result.decided_by) == (None, VoteDecider.IDENTICAL)
    assert result.decisive_values is None


def test_R15_same_cards_in_other_numbers_are_not_identical() -> None:
    # 7 5 5 against 7 7 5: the second values differ.
    assert decided(Faction.GNOMES, "Gn5 Gn5 Gn7", "Gn5 Gn7 Gn7") == (1, VoteDecider.VALUES, (5, 7))


def test_R15_no_cards_gives_nobody_the_vote() -> None:
    outcome = score((cards("Dr3"), cards("Dr4")))
    for faction in (Faction.GNOMES, Faction.GIANTS, Faction.TROLLS, Faction.SEERS):
        result = outcome.factions[faction]
        assert (result.vote, result.decided_by) == (None, VoteDecider.NONE)
        assert result.counts == (0, 0)
    assert outcome.vote_of(Faction.DRAGONS) == 1


def test_R15_factions_come_in_deck_order_and_other_factions_do_not_count() -> None:
    outcome = score((cards("Gn1 Se9 Se8 Dr0"), cards("Gi1 Tr9 Se7 Se6 Se5")))
    assert [result.faction for result in outcome.factions] == list(Faction)
    assert [outcome.vote_of(f) for f in Faction] == [0, 1, 0, 1, 1]
    assert outcome.factions[Faction.SEERS].counts == (2, 3)
