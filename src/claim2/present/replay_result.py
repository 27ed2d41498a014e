"""The end of ``claim2 replay``: the votes and the winner, or where an unfinished game stands."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Console
from rich.table import Table
from rich.text import Text

from claim2.engine import GameState, VoteDecider
from claim2.engine.scoring import FactionResult, Outcome, WinDecider
from claim2.game.i18n import _, ngettext
from claim2.game.wording import faction_name
from claim2.present.replay_text import card_text, cards_text, line


def print_result(console: Console, players: Sequence[str], result: Outcome) -> None:
    """The votes of the factions (R15) and who won (R16)."""
    for renderable in result_renderables(players, result):
        console.print(renderable)


def result_renderables(players: Sequence[str], result: Outcome) -> list[Table | Text]:
    """The votes of the factions as a table (R15), the votes and who won (R16): plain text,
    names as written."""
    table = Table(title=_("Who gets each faction's vote"), title_justify="left")
    table.add_column(_("Faction"))
    for name in players:
        table.add_column(Text(name), justify="right")
    table.add_column(_("Vote"))
    table.add_column(_("Why"))
    for faction in result.factions:
        vote = _("nobody") if faction.vote is None else players[faction.vote]
        table.add_row(
            faction_name(faction.faction),
            *(_counted(faction, seat) for seat in (0, 1)),
            Text(vote),
            _vote_reason(faction),
        )
    votes = line(
        _("Votes: {first} {first_votes}, {second} {second_votes}.").format(
            first=players[0],
            first_votes=result.votes[0],
            second=players[1],
            second_votes=result.votes[1],
        ),
        indent=False,
    )
    return [table, votes, line(_winner_text(players, result), indent=False, style="bold")]


def _counted(faction: FactionResult, seat: int) -> str:
    values = " ".join(str(value) for value in faction.values[seat])
    if not values:
        return "0"
    return _("{count}: {values}").format(count=faction.counts[seat], values=values)


def _vote_reason(faction: FactionResult) -> str:
    if faction.decided_by is VoteDecider.COUNT:
        return _("more cards ({more} to {fewer})").format(
            more=max(faction.counts), fewer=min(faction.counts)
        )
    if faction.decided_by is VoteDecider.VALUES:
        assert faction.decisive_values is not None
        return _("same count; the first difference: {higher} beats {lower}").format(
            higher=max(faction.decisive_values), lower=min(faction.decisive_values)
        )
    if faction.decided_by is VoteDecider.IDENTICAL:
        return _("identical cards: no vote")
    return _("no cards: no vote")


def _winner_text(players: Sequence[str], result: Outcome) -> str:
    if result.decided_by is WinDecider.DRAW:
        return _(
            "The votes are tied {votes} to {votes}, and so are the cards in the factions "
            "that voted for each player ({cards} each): the game is a draw."
        ).format(votes=result.votes[0], cards=result.cards_in_won_factions[0])
    assert result.winner is not None
    name = players[result.winner]
    if result.decided_by is WinDecider.VOTES:
        won, lost = result.votes[result.winner], result.votes[1 - result.winner]
        return ngettext(
            "{name} wins the game with {won} vote to {lost}.",
            "{name} wins the game with {won} votes to {lost}.",
            won,
        ).format(name=name, won=won, lost=lost)
    won = result.cards_in_won_factions[result.winner]
    lost = result.cards_in_won_factions[1 - result.winner]
    return _(
        "The votes are tied {votes} to {votes}; {name} wins with more cards in the "
        "factions that voted for them ({won} to {lost})."
    ).format(votes=result.votes[0], name=name, won=won, lost=lost)


def print_standing(console: Console, players: Sequence[str], state: GameState) -> None:
    """Where an unfinished game stands: the piles as they are."""
    console.print(
        line(
            _("The record stops in the middle of the game: phase {phase}, trick {trick}.").format(
                phase=state.phase, trick=state.trick
            ),
            indent=False,
            style="bold",
        )
    )
    if state.seer is not None:
        console.print(
            line(
                _("{name} has still to choose between the prize and the top card.").format(
                    name=players[state.seer.winner]
                ),
                indent=False,
            )
        )
    table = Table(title=_("The piles as they are"), title_justify="left")
    table.add_column("")
    for name in players:
        table.add_column(Text(name))
    rows = [(_("Hand"), state.hands), (_("Score pile"), state.score_piles)]
    if state.phase == 1:
        rows.insert(1, (_("Follower pile"), state.followers))
    else:
        rows.append((_("Gnomes in front"), state.gnomes_in_front))
    for label, piles in rows:
        table.add_row(label, *(line(cards_text(sorted(pile)), indent=False) for pile in piles))
    console.print(table)
    if state.phase == 1:
        console.print(
            line(
                _("Prize: {card}; cards left in the draw pile: {count}").format(
                    card=card_text(state.prize), count=len(state.draw_pile)
                ),
                indent=False,
            )
        )
    else:
        for text in (
            _("Trolls set aside: {cards}").format(cards=cards_text(state.trolls_aside)),
            _("Smashed Gnomes: {cards}").format(cards=cards_text(sorted(state.smashed))),
        ):
            console.print(line(text, indent=False))
