"""The public scenes as HTML (a trick's result, phase two, the end), and what the page
keeps folded under them: the piles and the discards, the game's log. Built from the public
view and the public log only (a seat's own lines, its follower pile and memory, from its
own view)."""

from __future__ import annotations

from claim2.engine import Faction, PlayerView, score
from claim2.game.public import PublicView
from claim2.present.palette import SYMBOLS
from claim2.present.phrase import Phrase, Teller, Voice
from claim2.present.scenes import touch
from claim2.present.scenes.memory import memory_lines, memory_title
from claim2.present.scenes.piles import (
    aside_parts,
    followers_line,
    followers_title,
    phase_one_prizes,
    score_pile_title,
    score_piles_title,
    vote_text,
    votes_heading,
)
from claim2.present.scenes.public import (
    discard_lines,
    discards_heading,
    log_lines,
    nothing_yet,
    phase_two_lines,
    prizes_known,
    result_heading,
    result_lines,
)
from claim2.present.scenes.turn import Names, own_followers_lines
from claim2.present.verdict import verdict
from claim2.sitting.scene import Scene
from claim2.text.wording import faction_name
from claim2.web.html import cards_row, escape, paragraph, phrase_html, plain_text


def result_html(scene: Scene) -> str:
    """A trick's result: its heading, its two cards, who won, what each takes, who leads."""
    result = scene.result
    if result is None:
        return ""
    trick = result.trick
    lines = "".join(paragraph(line) for line in result_lines(trick, result.events, scene.names))
    return (
        f'<section class="result" aria-labelledby="result-h">'
        f'<h2 id="result-h">{phrase_html(result_heading(trick))}</h2>'
        f"{cards_row(trick.cards)}{lines}</section>"
    )


def phase_two_html(scene: Scene) -> str:
    lines = phase_two_lines(scene.public.last_trick, scene.names)
    lines += [prizes_known(), phase_one_prizes(scene.public, scene.names)]
    return "".join(paragraph(line) for line in lines)


def end_html(scene: Scene) -> str:
    """The end: each score pile, how every faction voted (a table), who won, the match."""
    public, names = scene.public, scene.names
    outcome = score(public.score_piles)
    parts = [paragraph(verdict(outcome, Teller(Voice.PUBLIC, names)), cls="verdict")]
    if scene.match_line is not None:
        parts.append(paragraph(scene.match_line))
    parts.append(votes_table(public, names))
    for seat, pile in enumerate(public.score_piles):
        title = phrase_html(score_pile_title(names[seat], len(pile)))
        parts.append(f"<h2>{title}</h2>{cards_row(sorted(pile))}")
    return "".join(parts)


def votes_table(public: PublicView, names: Names) -> str:
    """A row per faction: each player's values of it in their score pile, and its vote."""
    outcome = score(public.score_piles)
    head = "".join(
        f'<th scope="col">{escape(text)}</th>'
        for text in (
            plain_text(touch.faction_column()),
            names[0],
            names[1],
            plain_text(touch.vote_column()),
        )
    )
    rows = []
    for faction in Faction:
        values = [
            " ".join(
                str(card.value) for card in sorted(pile, reverse=True) if card.faction is faction
            )
            or "–"
            for pile in public.score_piles
        ]
        vote = phrase_html(vote_text(outcome.factions[faction], names))
        name = escape(faction_name(faction))
        symbol = f'<span aria-hidden="true">{SYMBOLS[faction]}</span>'
        rows.append(
            f'<tr><th scope="row" class="f-{faction.code.lower()}">{symbol}{name}</th>'
            f'<td class="values">{escape(values[0])}</td>'
            f'<td class="values">{escape(values[1])}</td>'
            f"<td>{vote}</td></tr>"
        )
    caption = phrase_html(votes_heading())
    return (
        f'<table class="votes"><caption>{caption}</caption><thead><tr>{head}</tr></thead>'
        f"<tbody>{''.join(rows)}</tbody></table>"
    )


def piles_html(scene: Scene, *, open_: bool) -> str:
    """Folded under the scene: the followers (phase one) or the score piles and what lies
    aside (phase two), the seat's own follower pile and memory, and the discards."""
    public, names, seen = scene.public, scene.names, scene.seen
    parts: list[str] = []
    if public.phase == 1:
        parts.append(f"<h3>{phrase_html(followers_title())}</h3>")
        for seat in (0, 1):
            line = Phrase(
                "{name}: {line}", {"name": names[seat], "line": followers_line(public, seat)}
            )
            parts.append(paragraph(line))
        if isinstance(seen, PlayerView):
            parts += [paragraph(line) for line in own_followers_lines(seen, names)]
    else:
        parts.append(f"<h3>{phrase_html(score_piles_title())}</h3>")
        for seat, pile in enumerate(public.score_piles):
            title = phrase_html(score_pile_title(names[seat], len(pile)))
            parts.append(f"<h4>{title}</h4>{cards_row(sorted(pile))}")
        parts += [paragraph(line) for line in aside_parts(public, names)]
    if isinstance(seen, PlayerView) and not public.finished:
        parts.append(f"<h3>{phrase_html(memory_title())}</h3>")
        parts += [paragraph(line) for line in memory_lines(seen, names, full_names=True)]
    parts.append(f"<h3>{phrase_html(discards_heading(public))}</h3>")
    parts += [paragraph(line) for line in discard_lines(public)]
    return folded("piles", touch.piles_heading(), "".join(parts), open_=open_)


def log_html(scene: Scene, *, open_: bool) -> str:
    """The game's public log, a line each, the tricks' headings flush."""
    lines = log_lines(scene.log, scene.names)
    if not lines:
        body = paragraph(nothing_yet())
    else:
        body = (
            '<ol class="log">'
            + "".join(f'<li class="i{indent}">{phrase_html(line)}</li>' for indent, line in lines)
            + "</ol>"
        )
    return folded("log", touch.log_heading(), body, open_=open_)


def folded(id: str, heading: Phrase, body: str, *, open_: bool) -> str:
    """A part the page folds away (a native ``details``: touch, keys and screen readers
    open it alike); ``open_`` keeps it open across the page's updates."""
    opened = " open" if open_ else ""
    return (
        f'<details id="{escape(id)}"{opened}><summary>{phrase_html(heading)}</summary>'
        f'<div class="folded">{body}</div></details>'
    )
