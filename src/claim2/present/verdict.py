"""Who won the game and why (R16), once for every voice: the app's end, a lesson's
verdict ("you"), and ``claim2 replay``'s last line."""

from __future__ import annotations

from claim2.engine import WinDecider
from claim2.engine.ruleset import next_seat
from claim2.engine.scoring import Outcome
from claim2.present.phrase import Phrase, Teller
from claim2.text.i18n import _, ngettext


def verdict(result: Outcome, teller: Teller) -> Phrase:
    """Who won the game, or a draw, and why (R16)."""
    votes, cards = result.votes, result.cards_in_won_factions
    if result.winner is None or result.decided_by is WinDecider.DRAW:
        return Phrase(
            _(
                "The votes are tied {first} to {second}, and so are the cards in the factions "
                "that voted: {mine} to {theirs}. The game is a draw."
            ),
            {"first": votes[0], "second": votes[1], "mine": cards[0], "theirs": cards[1]},
        )
    winner, loser = result.winner, next_seat(result.winner)
    if result.decided_by is WinDecider.VOTES:
        won, lost = votes[winner], votes[loser]
        return teller.say(
            winner,
            ngettext(
                "{name} wins, {won} vote to {lost}.", "{name} wins, {won} votes to {lost}.", won
            ),
            ngettext("You win, {won} vote to {lost}.", "You win, {won} votes to {lost}.", won),
            ngettext(
                "Your opponent wins, {won} vote to {lost}.",
                "Your opponent wins, {won} votes to {lost}.",
                won,
            ),
            won=won,
            lost=lost,
        )
    return teller.say(
        winner,
        _(
            "The votes are tied {first} to {second}. {name} wins with more cards in the "
            "factions that voted for them: {mine} to {theirs}."
        ),
        _(
            "The votes are tied {first} to {second}. You win with more cards in the "
            "factions that voted for you: {mine} to {theirs}."
        ),
        _(
            "The votes are tied {first} to {second}. Your opponent wins with more cards in "
            "the factions that voted for them: {mine} to {theirs}."
        ),
        first=votes[0],
        second=votes[1],
        mine=cards[winner],
        theirs=cards[loser],
    )
