"""A seat's own scenes as HTML: a turn, a Seer choice, and the other player's turn (waiting),
each from the seat's ``PlayerView`` alone; and a hand-off (for tables with one).

The table comes first (the other player, the prize and the draw pile, the trick, who plays
now and why: the key fact, which the live region says too), then the hand: every card a
button named by its card, the ones that may not be played marked and described by the
reason. A card pressed once is chosen; pressed again (or Play) it is played.
"""

from __future__ import annotations

from claim2.engine import Card, PlayerView, SeerChoice
from claim2.game.steps import ScreenKind
from claim2.present.phrase import Phrase
from claim2.present.scenes import touch
from claim2.present.scenes.seer import (
    choice_heading,
    seer_choices,
    seer_lines,
    waiting_line,
    waiting_status,
)
from claim2.present.scenes.turn import (
    hand_title,
    last_trick_line,
    lead_status,
    opponent_lines,
    prize_line,
)
from claim2.sitting import table_words
from claim2.sitting.scene import Scene
from claim2.web.html import card_button, cards_row, escape, paragraph, phrase_html, plain_text

SEAT_KINDS = frozenset(
    {ScreenKind.WAITING, ScreenKind.COMPUTER, ScreenKind.TURN, ScreenKind.SEER}
)  # the scenes that show the seat's own view
SEER_VALUES = {SeerChoice.PRIZE: "prize", SeerChoice.TOP: "top"}
REASON = "why"  # the id of the sentence that says why a card may not be played


def button(label: Phrase | str, do: str, *, id: str, primary: bool = False, extra: str = "") -> str:
    """A button of the page: ``do`` is what the page's script sends when it is pressed."""
    cls = ' class="primary"' if primary else ""
    return (
        f'<button type="button" id="{escape(id)}" data-do="{escape(do)}"{cls}{extra}>'
        f"{phrase_html(label)}</button>"
    )


def key_fact(scene: Scene) -> Phrase | None:
    """The sentence said first when ``scene`` comes (the live region's; phase two's start
    is said on its own, ``arrival.announce``)."""
    seen = scene.seen
    if seen is None:
        return None
    if scene.kind is ScreenKind.TURN:
        return lead_status(seen, scene.names, begins=False)
    if scene.kind is ScreenKind.SEER:
        return seer_lines(seen, scene.names)[-3]
    if scene.kind in (ScreenKind.WAITING, ScreenKind.COMPUTER):
        return waiting_status(seen, scene.names)
    return None


def table_part(scene: Scene, seen: PlayerView, status: list[Phrase]) -> str:
    """Across the table, the prize, the trick and ``status`` (who plays now and why)."""
    names = scene.names
    parts = ['<section class="table" aria-labelledby="table-h">']
    parts.append(f'<h2 id="table-h" class="sr">{phrase_html(touch.table_heading())}</h2>')
    other = "".join(paragraph(line) for line in opponent_lines(seen, names))
    parts.append(f'<div class="other">{other}</div>')
    prize = prize_line(seen)
    if prize is not None:
        parts.append(paragraph(prize, cls="prize"))
    parts.append('<div class="trick">')
    if seen.played:
        parts.append(cards_row(seen.played, label=plain_text(touch.trick_heading())))
    else:
        parts.append(paragraph(touch.nothing_played(), cls="quiet"))
    parts.append("</div>")
    for index, line in enumerate(status):
        parts.append(paragraph(line, id=REASON if index == 0 else None, cls="lead"))
    last = last_trick_line(seen.last_trick, names)
    if last is not None and seen.played == ():
        parts.append(paragraph(last, cls="quiet"))
    parts.append("</section>")
    return "".join(parts)


def hand_part(
    scene: Scene, seen: PlayerView, *, chosen: Card | None, acting: bool, prompt: Phrase | None
) -> str:
    """The seat's hand: a button per card (playable or marked), the prompt under it."""
    name = scene.names[seen.seat]
    legal = set(seen.legal_actions) if acting else set()
    marked = seen.hand.index(chosen) if chosen in seen.hand else None  # one of equal cards
    buttons = (
        card_button(
            card,
            playable=card in legal,
            chosen=index == marked,
            described_by=None if card in legal else REASON,
            index=index,
        )
        for index, card in enumerate(seen.hand)
    )
    cards = "".join(f"<li>{one}</li>" for one in buttons)
    parts = [
        '<section class="hand" aria-labelledby="hand-h">',
        f'<h2 id="hand-h">{phrase_html(hand_title(name))}</h2>',
        f'<ul class="cards">{cards}</ul>',
    ]
    if prompt is not None:
        parts.append(paragraph(prompt, id="prompt", cls="prompt"))
    parts.append("</section>")
    return "".join(parts)


def turn_html(scene: Scene, seen: PlayerView, chosen: Card | None) -> str:
    """A turn: the table, the hand, Play and Take back."""
    chosen = chosen if chosen in seen.legal_actions else None
    prompt = touch.card_chosen(chosen) if chosen is not None else touch.choose_card()
    parts = [
        table_part(scene, seen, [lead_status(seen, scene.names)]),
        hand_part(scene, seen, chosen=chosen, acting=True, prompt=prompt),
        '<div class="actions">',
    ]
    if chosen is not None:
        parts.append(button(touch.play_button(chosen), "play", id="play", primary=True))
    parts.append(take_back_html(scene))
    parts.append("</div>")
    return "".join(parts)


def take_back_html(scene: Scene) -> str:
    """The take-back button, when the scene offers this seat its card back."""
    offer = scene.take_back
    seen = scene.seen
    if offer is None or offer.card is None or seen is None or offer.seat != seen.seat:
        return ""
    return button(touch.take_back_button(offer.card), "back", id="back")


def seer_html(scene: Scene, seen: PlayerView, chosen: SeerChoice | None) -> str:
    """A Seer choice: what the Seer shows, and the two choices (pressed twice)."""
    names = scene.names
    lines = "".join(paragraph(line) for line in seer_lines(seen, names))
    choices = []
    for choice, words in zip(
        (SeerChoice.PRIZE, SeerChoice.TOP), seer_choices(seen, names), strict=True
    ):
        value = SEER_VALUES[choice]
        pressed = "true" if choice is chosen else "false"
        choices.append(
            f'<li><button type="button" class="choice" id="seer-{value}" data-do="seer" '
            f'data-choice="{value}" aria-pressed="{pressed}">{phrase_html(words)}</button></li>'
        )
    prompt = touch.choice_chosen() if chosen is not None else touch.choose_one()
    return (
        f'<section class="table seer">{lines}</section>'
        f'<section class="choices" aria-labelledby="choice-h">'
        f'<h2 id="choice-h">{phrase_html(choice_heading())}</h2>'
        f'<ul class="choice-list">{"".join(choices)}</ul>'
        f"{paragraph(prompt, id='prompt', cls='prompt')}</section>"
    )


def waiting_html(scene: Scene, seen: PlayerView) -> str:
    """The other player's turn: the table, and the seat's own hand (none playable)."""
    names = scene.names
    status = [
        waiting_status(seen, names),
        waiting_line(seen, names, person=scene.kind is ScreenKind.WAITING),
    ]
    return (
        table_part(scene, seen, status)
        + hand_part(scene, seen, chosen=None, acting=False, prompt=None)
        + f'<div class="actions">{take_back_html(scene)}</div>'
    )


def handoff_html(scene: Scene) -> str:
    """A hand-off to this seat (a table that has them): why, and one button."""
    lines = [table_words.handoff_context(scene)]
    return "".join(paragraph(line) for line in lines) + button(
        touch.continue_button(), "reveal", id="go", primary=True
    )
