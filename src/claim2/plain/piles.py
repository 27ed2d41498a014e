"""What lies where, and the votes in reach, in plain lines: the answers to ``table`` and
``score``, and the end's count of the votes. Public, but for the lines marked as the
seat's own (its follower pile, its memory), said only from that seat's view."""

from __future__ import annotations

from collections.abc import Collection

from claim2.engine import Faction, PlayerView, score
from claim2.engine.scoring import Outcome
from claim2.engine.state import PerPlayer, Pile
from claim2.game.public import PublicView
from claim2.present.brief.ending import vote_line
from claim2.present.brief.teller import Brief
from claim2.present.phrase import Arg, Phrase, said
from claim2.present.scenes.memory import memory_lines
from claim2.present.scenes.piles import (
    aside_parts,
    followers_line,
    phase_one_prizes,
    score_pile_title,
    vote_text,
)
from claim2.present.scenes.public import discards_heading
from claim2.present.scenes.turn import (
    Names,
    each_seat,
    hand_sizes_line,
    own_followers_lines,
    prize_line,
)
from claim2.text.i18n import _, ngettext
from claim2.text.wording import faction_name


def table_lines(public: PublicView, names: Names, seen: PlayerView | None) -> list[Phrase]:
    """``table``: the prize and the draw pile, the cards in each hand, each player's
    followers (phase one) or score pile and what lies aside (phase two), the discard pile;
    with ``seen``, that seat's own follower pile and memory aids too."""
    lines: list[Phrase] = []
    if seen is not None:
        line = prize_line(seen)
        if line is not None:
            lines.append(line)
    if not public.finished:
        lines.append(hand_sizes_line(public, names))
    if public.phase == 1 and not public.finished:
        lines += [
            Phrase("{name}: {line}", {"name": names[seat], "line": followers_line(public, seat)})
            for seat in (0, 1)
        ]
        if seen is not None:
            lines += own_followers_lines(seen, names)
    else:
        lines += score_pile_lines(public.score_piles, names)
        lines += aside_parts(public, names)
        if not public.finished:
            lines.append(phase_one_prizes(public, names))
    lines.append(
        Phrase(
            "{heading}: {cards}",
            {"heading": discards_heading(public), "cards": tuple(sorted(public.discards))},
        )
    )
    if seen is not None and not public.finished:
        lines += memory_lines(seen, names, full_names=True)
    return lines


def score_pile_lines(piles: PerPlayer, names: Names) -> list[Phrase]:
    """Each player's score pile, its cards in words."""
    return [
        Phrase(
            "{title}: {cards}",
            {"title": score_pile_title(names[seat], len(pile)), "cards": tuple(sorted(pile))},
        )
        for seat, pile in enumerate(piles)
    ]


def vote_lines(
    piles: PerPlayer,
    names: Names,
    result: Outcome | None = None,
    shown: Collection[Faction] = tuple(Faction),
) -> list[Phrase]:
    """A line per faction: each player's cards of it (their values, high to low) and, for
    the factions ``shown``, who gets its vote and why (R15), as the score piles stand."""
    result = result or score(piles)
    lines = []
    for faction in Faction:
        cards: dict[str, Arg] = {
            "faction": faction_name(faction),
            "first": names[0],
            "first_values": values(piles[0], faction),
            "second": names[1],
            "second_values": values(piles[1], faction),
        }
        if faction not in shown:
            lines.append(
                said(_("{faction}: {first} {first_values}, {second} {second_values}."), **cards)
            )
            continue
        lines.append(
            said(
                _("{faction}: {first} {first_values}, {second} {second_values}; vote: {vote}."),
                **cards,
                vote=vote_text(result.factions[faction], names),
            )
        )
    return lines


def values(pile: Pile, faction: Faction) -> Phrase:
    """A faction's cards in a pile: how many and their values, high to low."""
    found = sorted((card.value for card in pile if card.faction is faction), reverse=True)
    if not found:
        return said(_("none"))
    return said(
        ngettext("{count} card ({values})", "{count} cards ({values})", len(found)),
        count=len(found),
        values=", ".join(str(value) for value in found),
    )


def votes_line(result: Outcome, names: Names) -> Phrase:
    """The votes counted."""
    return each_seat(
        _("Votes: {first} {first_votes}, {second} {second_votes}."),
        names,
        "votes",
        (result.votes[0], result.votes[1]),
    )


def score_lines(public: PublicView, brief: Brief) -> list[Phrase]:
    """``score``: how each faction would vote as the score piles stand, a line each, and
    the votes counted (phase two); in phase one, each player's followers."""
    names = brief.names
    if public.phase == 1 and not public.finished:
        return [
            said(_("No votes yet: the score piles fill in phase two.")),
            *(
                Phrase(
                    "{name}: {line}", {"name": names[seat], "line": followers_line(public, seat)}
                )
                for seat in (0, 1)
            ),
        ]
    result = score(public.score_piles)
    return [*(vote_line(each, brief) for each in result.factions), votes_line(result, names)]


def votes_lines(public: PublicView, names: Names) -> list[Phrase]:
    """``votes``: each faction's cards on both sides (their values, high to low) and its
    vote as the score piles stand (R15)."""
    if public.phase == 1 and not public.finished:
        return [said(_("No votes yet: the score piles fill in phase two."))]
    result = score(public.score_piles)
    return [*vote_lines(public.score_piles, names, result), votes_line(result, names)]


def pile_lines(public: PublicView, names: Names, seen: PlayerView | None) -> list[Phrase]:
    """``piles``: in phase one each player's followers (the prizes among them, and with
    ``seen`` that seat's whole follower pile); in phase two the score piles, what lies
    aside and the prizes of phase one."""
    if public.phase == 1 and not public.finished:
        lines = [
            Phrase("{name}: {line}", {"name": names[seat], "line": followers_line(public, seat)})
            for seat in (0, 1)
        ]
        if seen is not None:
            lines += own_followers_lines(seen, names)
        return lines
    lines = [*score_pile_lines(public.score_piles, names), *aside_parts(public, names)]
    if not public.finished:
        lines.append(phase_one_prizes(public, names))
    return lines
