"""The narrator's sentences shown in the app: as content markup (names as the stand-ins
``text.NAME_FIELDS``, filled in as plain text by ``text.with_names``) or as Textual
``Content`` (names as written), and the public narration's structure: a trick's result
and the log.

Only public events are narrated (``Voice.PUBLIC``): a hidden draw is told without its
card, and a Seer's peek is never told.
"""

from __future__ import annotations

from collections.abc import Iterable

from textual.content import Content

from claim2.engine.events import (
    CardPlayed,
    Event,
    GameEnded,
    PhaseTwoBegan,
    PrizeRevealed,
    SeerPeeked,
    TrickWon,
)
from claim2.present import narrator
from claim2.present.phrase import Phrase, Teller, Voice
from claim2.text.i18n import _
from claim2.tui.text import card_markup, card_style, phase_trick

Names = tuple[str, str]


def markup(phrase: Phrase) -> str:
    """A phrase as content markup: its names must be markup-safe already."""
    return "".join(
        card_markup(piece.card) if piece.card else piece.text for piece in phrase.pieces(" ", "—")
    )


def content(phrase: Phrase) -> Content:
    """A phrase as Textual content: names as written (never markup), cards in their
    faction's theme colour; the template's own tags (ours, translated) apply."""
    parts: list[Content | tuple[str, str] | str] = []
    for piece in phrase.pieces(" ", "—"):
        if piece.card is not None:
            parts.append((piece.text, card_style(piece.card)))
        elif piece.template and "[" in piece.text:
            parts.append(Content.from_markup(piece.text))
        else:
            parts.append(piece.text)
    return Content.assemble(*parts)


def _public(names: Names) -> Teller:
    return Teller(Voice.PUBLIC, names)


def trick_sentence(trick: TrickWon, names: Names) -> str:
    """Both cards of a trick, in play order."""
    return markup(narrator.trick_cards(trick, _public(names)))


def phase_two_lead_sentence(trick: TrickWon, names: Names) -> str:
    """Who leads the first trick of phase two, carried over from phase one (R5)."""
    return markup(narrator.phase_two_lead(trick, _public(names)))


def effect_sentence(event: Event, names: Names) -> str | None:
    """What an event after a trick did, or None for events told elsewhere."""
    if not narrator.is_effect(event):
        return None
    said = narrator.tell(event, _public(names))
    return markup(said[0]) if said else None


def result_lines(trick: TrickWon, events: Iterable[Event], names: Names) -> list[str]:
    """A trick result: the cards, who won and why, what each player takes, who leads next."""
    teller = _public(names)
    lines = [markup(phrase) for phrase in narrator.tell(trick, teller)]
    lines += [
        markup(phrase)
        for event in events
        if narrator.is_effect(event)
        for phrase in narrator.tell(event, teller)
    ]
    lead = narrator.next_lead(trick, teller)
    if lead is not None:
        lines.append(markup(lead))
    return lines


def log_lines(events: Iterable[Event], names: Names) -> list[str]:
    """The whole public log: a heading per trick, the cards, who won, what followed."""
    teller = _public(names)
    lines: list[str] = []
    playing: list[str] = []  # the cards of a trick that is not over yet
    next_lead: list[str] = []  # told once the trick's effects are told
    phase = 1
    for event in events:
        if isinstance(event, SeerPeeked | GameEnded):
            continue
        if isinstance(event, PrizeRevealed | PhaseTwoBegan | CardPlayed):
            lines.extend(next_lead)
            next_lead.clear()
        said = [markup(phrase) for phrase in narrator.tell(event, teller)]
        if isinstance(event, PrizeRevealed):
            lines.append(
                _("[b]{heading}[/b] · the prize is {card}").format(
                    heading=phase_trick(phase, event.trick), card=card_markup(event.card)
                )
            )
        elif isinstance(event, PhaseTwoBegan):
            phase = 2
            lines.extend(said)
        elif isinstance(event, CardPlayed):
            playing.extend(said)
        elif isinstance(event, TrickWon):
            playing.clear()
            if event.phase == 2:
                lines.append(f"[b]{phase_trick(2, event.trick)}[/b]")
            lines.extend("  " + line for line in said)
            lead = narrator.next_lead(event, teller)
            if lead is not None:
                next_lead.append("  " + markup(lead))
        else:
            lines.extend("  " + line for line in said)
    lines.extend(next_lead)
    lines.extend("  " + line for line in playing)
    return lines
