"""The end of ``claim2 replay``: the votes and the winner, or where an unfinished game stands."""

from __future__ import annotations

from collections.abc import Sequence

from rich.console import Console
from rich.table import Table
from rich.text import Text

from claim2.engine import GameState, VoteDecider, outcome
from claim2.engine.scoring import FactionResult, Outcome
from claim2.present.phrase import Phrase, Teller, Voice, text
from claim2.present.verdict import verdict
from claim2.text.i18n import _
from claim2.text.wording import faction_name


def print_end(console: Console, players: Sequence[str], final: GameState) -> None:
    """After a game told trick by trick: its result, or where it stopped."""
    console.print()
    if final.finished:
        print_result(console, players, outcome(final))
    else:
        print_standing(console, players, final)


def print_result(console: Console, players: Sequence[str], result: Outcome) -> None:
    """The votes of the factions (R15) and who won (R16)."""
    for renderable in result_renderables(players, result):
        console.print(renderable)


def result_renderables(
    players: Sequence[str], result: Outcome, *, why: bool = True
) -> list[Table | Text]:
    """The votes of the factions as a table (R15), the votes and who won (R16): plain text,
    names as written. ``why=False``: without the column of reasons (``vote_reasons`` says
    them on lines of their own), for a narrow screen."""
    table = Table(title=_("Who gets each faction's vote"), title_justify="left")
    table.add_column(_("Faction"), no_wrap=not why)
    for name in players:
        table.add_column(Text(name), justify="right", no_wrap=not why)
    table.add_column(_("Vote"), no_wrap=not why)
    if why:
        table.add_column(_("Why"))
    for faction in result.factions:
        vote = _("nobody") if faction.vote is None else players[faction.vote]
        reason = [_vote_reason(faction)] if why else []
        table.add_row(
            faction_name(faction.faction),
            *(_counted(faction, seat) for seat in (0, 1)),
            Text(vote),
            *reason,
        )
    votes = Phrase(
        _("Votes: {first} {first_votes}, {second} {second_votes}."),
        {
            "first": players[0],
            "first_votes": result.votes[0],
            "second": players[1],
            "second_votes": result.votes[1],
        },
    )
    winner = verdict(result, Teller(Voice.REPLAY, players))
    return [table, text(votes), text(winner, "bold")]


def vote_reasons(result: Outcome) -> list[Text]:
    """Why each faction voted as it did, a line each (R15)."""
    return [
        Text(
            _("{faction}: {why}").format(
                faction=faction_name(faction.faction), why=_vote_reason(faction)
            )
        )
        for faction in result.factions
    ]


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


def print_standing(console: Console, players: Sequence[str], state: GameState) -> None:
    """Where an unfinished game stands: the piles as they are."""
    console.print(
        text(
            Phrase(
                _("The record stops in the middle of the game: phase {phase}, trick {trick}."),
                {"phase": state.phase, "trick": state.trick},
            ),
            "bold",
        )
    )
    if state.seer is not None:
        console.print(
            text(
                Phrase(
                    _("{name} has still to choose between the prize and the top card."),
                    {"name": players[state.seer.winner]},
                )
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
        table.add_row(
            label, *(text(Phrase("{cards}", {"cards": tuple(sorted(pile))})) for pile in piles)
        )
    console.print(table)
    if state.phase == 1:
        console.print(
            text(
                Phrase(
                    _("Prize: {card}; cards left in the draw pile: {count}"),
                    {"card": state.prize, "count": len(state.draw_pile)},
                )
            )
        )
    else:
        console.print(text(Phrase(_("Trolls set aside: {cards}"), {"cards": state.trolls_aside})))
        console.print(
            text(Phrase(_("Smashed Gnomes: {cards}"), {"cards": tuple(sorted(state.smashed))}))
        )
