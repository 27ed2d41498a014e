"""What a page says when a new scene comes (the live region's words: the key fact first)
and where its focus goes (what is pressed next); and the form that asks for a name."""

from __future__ import annotations

from claim2.engine import score
from claim2.game.steps import ScreenKind
from claim2.present.brief.ending import verdict_line
from claim2.present.brief.teller import Brief
from claim2.present.brief.tricks import phase_two_line, result_lines, seer_lines
from claim2.present.phrase import Phrase
from claim2.present.scenes import touch
from claim2.text.names import NAME_FIELD_LENGTH
from claim2.web import seat_html
from claim2.web.html import escape, paragraph, phrase_html, plain_text
from claim2.web.seat import SeatNow


def naming_form(now: SeatNow) -> str:
    naming = now.naming
    assert naming is not None
    problem = ""
    described = ""
    if naming.problem is not None:
        problem = paragraph(naming.problem, id="name-problem", cls="problem")
        described = ' aria-describedby="name-problem" aria-invalid="true"'
    return (
        '<form id="naming" class="naming">'
        f"{paragraph(touch.name_intro())}"
        f'<label for="name">{phrase_html(touch.name_label())}</label>'
        '<input id="name" name="name" type="text" autocomplete="nickname" '
        f'maxlength="{NAME_FIELD_LENGTH}" '
        f'required value="{escape(naming.suggested)}"{described}>'
        f"{problem}"
        f'<button type="submit" class="primary" id="join">'
        f"{phrase_html(touch.join_button())}</button></form>"
    )


def announce(now: SeatNow, you: int | None, *, in_phase_two: bool = False) -> list[str]:
    """What the live region says when a new scene comes: its key fact first, as plain lines
    say it to ``you`` (the page's seat; None: not known yet, everybody by name): who won a
    trick and what they took, with the other player's card when it was not seen yet; who
    won the game. That phase two begins is said once, with the page's first scene of it
    (the phase-two screen, or, where a seat goes straight on, its first turn or wait):
    not when the page was ``in_phase_two`` already (``phase_two_seen``)."""
    said: list[str] = []
    if now.question is not None:
        said.append(now.question.text)
    if now.status is not None:
        said.append(now.status)
    scene = now.scene
    if scene is None or now.question is not None:
        return said
    brief = Brief(scene.names, you)
    facts: list[Phrase] = []
    result = scene.result
    if result is not None and scene.kind in (ScreenKind.TRICK_RESULT, ScreenKind.PHASE_TWO):
        facts += result_lines(result.trick, result.events, brief)
    public = scene.public
    opening = public.phase == 2 and public.trick == 1 and not in_phase_two
    if scene.kind is ScreenKind.PHASE_TWO or (opening and scene.kind is not ScreenKind.END):
        facts.append(phase_two_line())
    if scene.kind is ScreenKind.END:
        facts.append(verdict_line(score(public.score_piles), brief))
    elif scene.kind is ScreenKind.SEER and scene.seen is not None:
        facts += seer_lines(scene.seen, brief)
    elif scene.kind not in (ScreenKind.TRICK_RESULT, ScreenKind.PHASE_TWO):
        fact = seat_html.key_fact(scene)
        facts += [] if fact is None else [fact]
    return [plain_text(fact) for fact in facts] + said


def phase_two_seen(now: SeatNow) -> bool:
    """Whether the scene of ``now`` is in phase two (or its start): a page that showed one
    has said that phase two begins."""
    scene = now.scene
    return scene is not None and (scene.kind is ScreenKind.PHASE_TWO or scene.public.phase == 2)


def focus_for(now: SeatNow, chosen: str | None) -> str:
    """Where the focus goes when a new scene comes: what is pressed next."""
    if now.naming is not None:
        return "name"
    if now.question is not None and not now.closed:
        return "allow"
    if now.rejoin is not None:
        return "rejoin"
    scene = now.scene
    if scene is None or now.closed:
        return "title"
    if scene.kind is ScreenKind.TURN and scene.seen is not None:
        legal = scene.seen.legal_actions
        index = next((i for i, card in enumerate(scene.seen.hand) if card in legal), None)
        return f"card-{index}" if index is not None else "title"
    if scene.kind is ScreenKind.SEER:
        return "seer-prize"
    if scene.kind in (ScreenKind.TRICK_RESULT, ScreenKind.PHASE_TWO, ScreenKind.HANDOFF):
        return "go"
    if scene.kind is ScreenKind.END and now.again is not None:
        return "again"
    return "title"
