"""The end in brief: who won first ("The computer wins, 4 votes to 1."), then each
faction's vote in a line ("Gnomes: the computer, 4 cards to 0."), and where the finished
game was kept, by a short name read aloud well (its path is a command away)."""

from __future__ import annotations

import re

from claim2.engine import VoteDecider, WinDecider
from claim2.engine.ruleset import next_seat
from claim2.engine.scoring import FactionResult, Outcome
from claim2.game.again import MatchStanding
from claim2.game.matches import match_state_text
from claim2.present.brief.teller import Brief
from claim2.present.phrase import Phrase, said
from claim2.records.parts import match_games_limit
from claim2.text.i18n import _, ngettext
from claim2.text.wording import faction_name


def verdict_line(result: Outcome, brief: Brief) -> Phrase:
    """Who won the game and by what (R16), the winner first."""
    votes, cards = result.votes, result.cards_in_won_factions
    if result.winner is None or result.decided_by is WinDecider.DRAW:
        return said(
            _(
                "A draw: the votes are tied {first} to {second}, and so are the cards: "
                "{mine} to {theirs}."
            ),
            first=votes[0],
            second=votes[1],
            mine=cards[0],
            theirs=cards[1],
        )
    winner, loser = result.winner, next_seat(result.winner)
    if result.decided_by is WinDecider.VOTES:
        won, lost = votes[winner], votes[loser]
        return brief.say(
            winner,
            ngettext("You win, {won} vote to {lost}.", "You win, {won} votes to {lost}.", won),
            ngettext(
                "{name} wins, {won} vote to {lost}.", "{name} wins, {won} votes to {lost}.", won
            ),
            won=won,
            lost=lost,
        )
    return brief.say(
        winner,
        _("You win on cards, {mine} to {theirs}: the votes are tied {won} to {lost}."),
        _("{name} wins on cards, {mine} to {theirs}: the votes are tied {won} to {lost}."),
        mine=cards[winner],
        theirs=cards[loser],
        won=votes[winner],
        lost=votes[loser],
    )


def vote_line(faction: FactionResult, brief: Brief) -> Phrase:
    """One faction's vote and what decided it (R15)."""
    name = faction_name(faction.faction)
    seat = faction.vote
    if seat is None:
        if faction.decided_by is VoteDecider.IDENTICAL:
            return said(_("{faction}: nobody, the same cards."), faction=name)
        return said(_("{faction}: nobody, no cards."), faction=name)
    if faction.decided_by is VoteDecider.VALUES and faction.decisive_values is not None:
        high, low = sorted(faction.decisive_values, reverse=True)
        count = faction.counts[seat]
        return brief.say(
            seat,
            ngettext(
                "{faction}: you, {count} card each, {high} beats {low}.",
                "{faction}: you, {count} cards each, {high} beats {low}.",
                count,
            ),
            ngettext(
                "{faction}: {name}, {count} card each, {high} beats {low}.",
                "{faction}: {name}, {count} cards each, {high} beats {low}.",
                count,
            ),
            start=False,
            faction=name,
            count=count,
            high=high,
            low=low,
        )
    won, lost = faction.counts[seat], faction.counts[next_seat(seat)]
    return brief.say(
        seat,
        ngettext(
            "{faction}: you, {won} card to {lost}.", "{faction}: you, {won} cards to {lost}.", won
        ),
        ngettext(
            "{faction}: {name}, {won} card to {lost}.",
            "{faction}: {name}, {won} cards to {lost}.",
            won,
        ),
        start=False,
        faction=name,
        won=won,
        lost=lost,
    )


def end_lines(result: Outcome, brief: Brief) -> list[Phrase]:
    """The verdict, then the factions' votes."""
    return [verdict_line(result, brief), *(vote_line(each, brief) for each in result.factions)]


def match_line(after: MatchStanding, game_winner: int | None, brief: Brief) -> Phrase:
    """After a game of a match: the tally, then who has won the match or that it goes on
    ("Match: you 2, the computer 1. You win the match!")."""
    tally = said(
        _("Match: {first}, {second}."),
        **{
            key: brief.say(
                seat,
                # Translators: a player's wins in a match so far, e.g. "you 2".
                _("you {wins}"),
                _("{name} {wins}"),
                start=False,
                wins=after.tally[seat],
            )
            for key, seat in (("first", 0), ("second", 1))
        },
    )
    winner, match = after.winner, after.match
    if not after.over or winner is None:  # it goes on, or it is drawn: nobody named
        state: Phrase = said("{state}", state=match_state_text(brief.names, match, game_winner))
    elif after.tally[winner] >= match.first_to:
        state = brief.say(winner, _("You win the match!"), _("{name} wins the match!"))
    else:
        state = brief.say(
            winner,
            _("You win the match: after {limit} games, the most wins (the draw-out rule)."),
            _("{name} wins the match: after {limit} games, the most wins (the draw-out rule)."),
            limit=match_games_limit(match.first_to),
        )
    return Phrase("{tally} {state}", {"tally": tally, "state": state})


_KEPT = re.compile(r"game-\d{8}-(\d{2})(\d{2})\d{2}(?:-\d+)?\.json$")


def kept_short(kept: str) -> Phrase:
    """Where the finished game was kept, without its path read aloud: "the game of 04:25"
    (the time it was kept, from its file name; another name as it is)."""
    name = re.split(r"[\\/]", kept.strip("'\""))[-1]
    found = _KEPT.search(name)
    if found is None:
        return said(_("Saved as {name}."), name=name)
    return said(
        _("Saved in your history as the game of {time}."),
        time=f"{found.group(1)}:{found.group(2)}",
    )
