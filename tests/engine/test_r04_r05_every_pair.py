"""R4, R5, R8 for every pair of cards: the ruleset's trick rule and the engine's table of it.

``ruleset.trick_outcome`` and ``ruleset.lead_passes`` are the trick rule that the
engine and the computer's simulator share; ``step`` looks the rule up in
``rules._TRICKS``, which ``rules._trick_entry`` fills when the engine is imported.
Each is checked here against the rules as ``docs/rules.md`` words them, for all
42 x 42 pairs of distinct cards (copies are alike, R1).
"""

# Test names carry the rule ids (R1, R2, ...) in capitals.

from __future__ import annotations

from claim2.engine import DECK, Card, Faction, LeadReason, rules
from claim2.engine.ruleset import lead_passes, trick_outcome

CARDS = sorted(set(DECK))
PAIRS = [(lead, second) for lead in CARDS for second in CARDS]


def by_the_rules(lead: Card, second: Card) -> tuple[bool, bool, LeadReason, bool]:
    """Does the second card win, does its player lead next, why, and may the winner peek."""
    # R4: only a strictly higher card of the led faction beats the leader.
    second_wins = second.faction is lead.faction and second.value > lead.value
    # R5, in the rules' order: the second player's Dragon, else the leader's, else the winner.
    if second.faction is Faction.DRAGONS:
        second_leads, reason = True, LeadReason.SECOND_PLAYED_DRAGON
    elif lead.faction is Faction.DRAGONS:
        second_leads, reason = False, LeadReason.LEADER_PLAYED_DRAGON
    else:
        second_leads, reason = second_wins, LeadReason.WON_TRICK
    # R8: the winner peeks when the card they played was a Seer.
    peek = (second if second_wins else lead).faction is Faction.SEERS
    return second_wins, second_leads, reason, peek


def test_R4_R5_trick_outcome_for_every_pair_of_cards() -> None:
    for lead, second in PAIRS:
        second_wins, _, reason, _ = by_the_rules(lead, second)
        got = trick_outcome(lead.faction, lead.value, second.faction, second.value)
        assert got == (second_wins, reason), (lead, second)


def test_R5_lead_passes_for_every_pair_of_cards() -> None:
    for lead, second in PAIRS:
        _, second_leads, _, _ = by_the_rules(lead, second)
        got = lead_passes(lead.faction, lead.value, second.faction, second.value)
        assert got is second_leads, (lead, second)


def test_R4_R5_R8_the_engine_table_for_every_pair_of_cards() -> None:
    for lead, second in PAIRS:
        expected = by_the_rules(lead, second)
        assert tuple(rules._trick_entry(lead, second)) == expected, (lead, second)
        assert tuple(rules._TRICKS[lead][second]) == expected, (lead, second)
