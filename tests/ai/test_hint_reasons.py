"""The hint's one-line reason for each kind of move, from positions built for it: an answer
that wins the prize, a Dragon that gives the trick away but takes the lead, a losing
answer the search chose without playouts, the phase-two leads that cannot be beaten (with
or without keeping the lead), a lead that can be beaten, and what perfect play gives."""

from __future__ import annotations

from claim2.ai.hints import reason
from claim2.ai.strong import Analysis
from claim2.engine import Action, Card, view
from engine.scenario import card, deal, phase_two, play


def test_an_answer_that_beats_the_lead_in_phase_one_wins_the_prize() -> None:
    seen = view(play(deal("Gn3", "Gn9 Gn1", top="Dr9"), "Gn3"), 1)
    assert reason(seen, Analysis(card("Gn9"))) == "Gn9 beats Gn3 and wins you the prize Dr9."


def test_a_dragon_that_cannot_follow_gives_the_trick_away_but_leads_next() -> None:
    seen = view(play(deal("Gn5", "Dr3", top="Dr9", void1="Gn"), "Gn5"), 1)
    assert reason(seen, Analysis(card("Dr3"))) == (
        "Dr3 gives this trick away, but as a Dragon it makes you lead next."
    )


def test_a_losing_answer_the_search_chose_without_playouts_says_so() -> None:
    seen = view(play(deal("Gn9", "Gn1 Gn5", top="Dr9", void1="Gn"), "Gn9"), 1)
    assert reason(seen, Analysis(card("Gn5"))) == (
        "Gn5 loses this trick, and so would the lower Gn1; the search chose Gn5."
    )


def test_a_phase_two_lead_nothing_beats_keeps_the_lead_unless_a_dragon_may_answer() -> None:
    """Se9 against a hand without Seers: no answer beats it; with Dragons in that hand one
    of them may take the lead (R5), without Dragons the lead stays."""
    with_dragons = view(phase_two("Se9", "", leader=0, void1="Se"), 0)
    assert reason(with_dragons, Analysis(card("Se9"))) == (
        "Your opponent cannot beat Se9: this trick is yours."
    )
    without = view(phase_two("Se9", "", leader=0, void1="Se Dr"), 0)
    assert reason(without, Analysis(card("Se9"))) == "Se9 wins this trick and you lead again."


def test_a_phase_two_lead_that_can_be_beaten_tells_the_playouts() -> None:
    seen = view(phase_two("Gn1", "Gn9", leader=0), 0)
    gn1 = card("Gn1")
    assert reason(seen, Analysis(gn1, playouts={gn1: 1})) == (
        "Gn1 did best in 1 game played out from here."
    )
    assert reason(seen, Analysis(gn1, playouts={gn1: 3})) == (
        "Gn1 did best in 3 games played out from here."
    )


def test_an_exact_endgame_reason_tells_a_sure_win_from_a_draw_and_a_loss() -> None:
    seen = view(phase_two("Gn1 Gn3", "Gn9", leader=0), 0)
    gn1, gn3 = card("Gn1"), card("Gn3")

    def said(action: Card, one: float, other: float) -> str:
        scores: dict[Action, float] = {gn1: one, gn3: other}
        return reason(seen, Analysis(action, scores, exact=True))

    votes = " No vote is certain yet by the count of cards left."
    assert said(gn1, 1, 0.5) == (
        "With Gn1 and best play from here you win, whatever your opponent does." + votes
    )
    assert said(gn1, 1, 1) == (
        "You can no longer lose if you play well: with best play from here every card wins, "
        "Gn1 too." + votes
    )
    assert said(gn3, 0, 0.5) == (
        "No card wins against best play any more; with Gn3 and best play from here you draw "
        "at least." + votes
    )
    assert said(gn1, 0, 0) == (
        "If your opponent plays well from here, no card wins or draws any more." + votes
    )


def test_a_losing_answer_is_only_compared_with_lower_cards_of_its_own_faction() -> None:
    """R4: without a Giant Bob loses Ann's Gi3 whatever he plays; a lower card is only one
    of the same faction (Dr2 is no "lower" Gnome, and as a Dragon it would lead next, R5)."""
    seen = view(play(deal("Gi3", "Gn3 Gn5 Dr2 Tr9", top="Dr9", void1="Gi"), "Gi3"), 1)

    def said(code: str) -> str:
        answer = card(code)
        return reason(seen, Analysis(answer, playouts={answer: 2}))

    assert said("Gn5") == (
        "Gn5 loses this trick, and so would the lower Gn3, but Gn5 did best in 2 games "
        "played out from here."
    )
    assert said("Tr9") == (
        "Tr9 loses this trick, and so would the lower Tr0, but Tr9 did best in 2 games "
        "played out from here."
    )
    # the lowest Gnome is not "the cheapest card" when cards of other factions may go
    assert said("Gn3") == "Gn3 did best in 2 games played out from here."
    assert reason(seen, Analysis(card("Gn3"))) == "Gn3 loses this trick; the search chose it."


def test_the_cheapest_losing_answer_is_called_so_only_when_it_must_follow() -> None:
    following = view(play(deal("Gn9", "Gn1 Gn5", top="Dr9"), "Gn9"), 1)
    assert reason(following, Analysis(card("Gn1"))) == (
        "Gn1 is the cheapest card to give up this trick with."
    )
