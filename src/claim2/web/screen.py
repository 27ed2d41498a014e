"""One page of a seat: what it shows (``Page.frame``: the screen as HTML, what the live
region says, where the focus goes) and what a press on it does (``Page.press``), without a
socket.

A page keeps only its own state: the card (or Seer choice) chosen and not yet played, the
parts folded open, and what it has said already. Everything else is asked of its
``SeatSource`` each time. A press carries the number (``version``) of the scene it was made
on; a press on a scene that has gone since is dropped, as a key on a scene that is no
longer current.

Words are made here, inside ``speaking(language)``: the page's language, whatever the
terminal's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from claim2.engine import Card, SeerChoice
from claim2.game.steps import NextScreen, ScreenKind
from claim2.present.narrator import trick_heading
from claim2.present.phrase import Phrase
from claim2.present.review_words import summary
from claim2.present.scenes import touch
from claim2.present.scenes.keys import no_card_of_value, several_of_value
from claim2.present.scenes.titles import scene_title
from claim2.present.scenes.turn import hint_line, hints_off, must_follow
from claim2.sitting.guest import page_words
from claim2.sitting.notes import Note
from claim2.sitting.scene import Scene
from claim2.text.i18n import speaking
from claim2.web import page_keys, public_html, seat_html
from claim2.web.arrival import announce, focus_for, naming_form, phase_two_seen
from claim2.web.html import escape, paragraph, phrase_html, plain_text
from claim2.web.review_html import review_html, reviewing_html
from claim2.web.review_kept import Job, KeptReview
from claim2.web.seat import SeatNow, SeatSource

if TYPE_CHECKING:  # a hint is made by claim2.ai, a review by claim2.review, when asked for
    from claim2.ai.hints import Hint
    from claim2.records.record import GameRecord

__all__ = ["Frame", "Job", "Page"]

FOLDS = frozenset({"piles", "log"})
MAX_NAME = 200  # characters of a name from the page looked at


@dataclass(frozen=True, slots=True)
class Frame:
    """What the page is sent: the screen (None: unchanged), what the live region says,
    the element to focus (None: leave the focus where it is), whether the page is
    ``closed`` for good, and the scene's ``version``."""

    html: str | None
    say: str
    focus: str | None
    closed: bool
    version: int


@dataclass
class Page:
    """One browser's page of ``source``, in ``language``; ``kept``: the review of the seat's
    finished game, kept with the seat (every page of the seat shares it)."""

    source: SeatSource
    language: str
    kept: KeptReview = field(default_factory=KeptReview)
    version: int = 0
    chosen: str | None = None  # a card's code, or "prize" / "top"
    folds: set[str] = field(default_factory=set)
    _scene_key: object = None  # what the version counts: the scene's stamp and the asking
    _html: str | None = None
    _focus_for: object = None
    _pending: list[str] = field(default_factory=list)  # to say with the next frame
    _focus: str | None = None  # where a key moved the choice: the focus follows it
    _seat: int | None = None  # the page's seat, once a scene of its own said it ("you")
    _in_phase_two: bool = False  # its last scene was in phase two (its start said)
    _hint: tuple[NextScreen, Hint] | None = None  # the hint shown, for its scene
    _work: Job | None = None  # work for a thread: a hint, the review
    _awaiting: GameRecord | None = None  # the game whose review this page waits for

    # What the page shows ----------------------------------------------------------------------

    def frame(self) -> Frame:
        """The page now: its screen if it changed, and what to say."""
        with speaking(self.language):
            now = self.source.now()
            said: list[str] = []
            key = _key(now)
            new = key != self._scene_key
            if new:
                self._scene_key = key
                self.version += 1
                self.chosen = None
                if now.scene is not None and now.scene.viewer is not None:
                    self._seat = now.scene.viewer
                said += announce(now, self._seat, in_phase_two=self._in_phase_two)
                self._in_phase_two = phase_two_seen(now)
            said += [note.text for note in self.source.take_notes()]
            self._review_came(now)
            said += self._pending
            self._pending = []
            html = self._render(now)
        changed = html != self._html
        self._html = html
        focus = focus_for(now, self.chosen) if new else self._focus
        self._focus = None
        return Frame(
            html if changed else None,
            " ".join(text for text in said if text),
            focus,
            now.closed,
            self.version,
        )

    def _render(self, now: SeatNow) -> str:
        scene = now.scene
        if now.closed and scene is not None and scene.kind is not ScreenKind.END:
            scene = None  # closed for good: its status, and the end if it came
        parts: list[str] = []
        if scene is not None:
            title = scene_title(scene.kind, scene.seat, scene.names)
            where = _where(scene)
        else:
            title, where = touch.page_title(), None
        parts.append(f'<header class="bar"><h1 id="title" tabindex="-1">{phrase_html(title)}</h1>')
        if where is not None:
            parts.append(paragraph(where, cls="where"))
        parts.append("</header>")
        if now.status is not None:
            parts.append(paragraph(now.status, id="status", cls="status"))
        if now.naming is not None:
            parts.append(naming_form(now))
        if now.question is not None and not now.closed:
            question = now.question
            parts.append(
                '<section class="ask" aria-labelledby="ask-h">'
                f'<h2 id="ask-h">{escape(question.title)}</h2>{paragraph(question.text)}'
                '<div class="actions">'
                f"{seat_html.button(question.yes, 'allow', id='allow', primary=True)}"
                f"{seat_html.button(question.no, 'refuse', id='refuse')}</div></section>"
            )
        if scene is not None:
            parts.append(self._scene_html(now))
        buttons = []
        if now.again is not None and not now.closed:
            buttons.append(seat_html.button(now.again, "again", id="again", primary=True))
        if now.rejoin is not None and not now.closed:
            buttons.append(seat_html.button(now.rejoin, "rejoin", id="rejoin", primary=True))
        record = _ended(now)
        asked = record is not None and self.kept.asked(record)
        if record is not None and not asked and not now.closed:
            buttons.append(seat_html.button(touch.review_button(), "review", id="review"))
        if buttons:
            parts.append(f'<div class="actions">{"".join(buttons)}</div>')
        if record is not None and asked:
            review = self.kept.of(record)
            if review is not None:
                parts.append(review_html(review, self._seat))  # its chance: the page's player's
            elif not now.closed:  # closed meanwhile: nothing more will come to this page
                parts.append(reviewing_html(*self.kept.rated))
                self._awaiting = record
        if scene is not None and scene.kind is not ScreenKind.HANDOFF and not now.closed:
            parts.append(public_html.piles_html(scene, open_="piles" in self.folds))
            parts.append(public_html.log_html(scene, open_="log" in self.folds))
        return "".join(parts)

    def _scene_html(self, now: SeatNow) -> str:
        scene = now.scene
        assert scene is not None
        kind, seen = scene.kind, scene.seen
        live = not now.closed
        if kind is ScreenKind.TURN and seen is not None and live:
            return seat_html.turn_html(scene, seen, _card(self.chosen)) + self._hint_html(now)
        if kind is ScreenKind.SEER and seen is not None and live:
            return seat_html.seer_html(scene, seen, _seer(self.chosen)) + self._hint_html(now)
        if seen is not None and kind in seat_html.SEAT_KINDS:
            return seat_html.waiting_html(scene, seen)
        if kind is ScreenKind.HANDOFF:
            return seat_html.handoff_html(scene) if live else ""
        if kind is ScreenKind.END:
            return public_html.end_html(scene)
        body = public_html.result_html(scene)
        if kind is ScreenKind.PHASE_TWO:
            body += public_html.phase_two_html(scene)
        if live:
            go = seat_html.button(touch.continue_button(), "go", id="go", primary=True)
            body += f'<div class="actions">{go}</div>'
        return body

    def _hint_html(self, now: SeatNow) -> str:
        """A game with hints on: the Hint button, and the hint once it came."""
        scene = now.scene
        if scene is None or not scene.hints:
            return ""
        parts = [seat_html.button(touch.hint_button(), "hint", id="hint")]
        hint = self._hint
        if hint is not None and hint[0] == scene.shown:
            parts.append(paragraph(hint_line(hint[1]), id="hint-text", cls="prompt"))
        return f'<div class="actions">{"".join(parts)}</div>'

    def take_work(self) -> Job | None:
        """Work asked for, to be done off the loop (a hint, the review): called in a thread
        with the page's language current and a ``wake`` that shows the page again (callable
        from that thread), it returns what to do on the loop once it is done."""
        work, self._work = self._work, None
        return work

    def hinted(self, shown: NextScreen, hint: Hint) -> None:
        """The hint for the scene ``shown`` came: shown (and said) while that scene is on."""
        self._hint = (shown, hint)
        with speaking(self.language):
            self._pending.append(plain_text(hint_line(hint)))

    def _review_came(self, now: SeatNow) -> None:
        """The review this page waited for came (asked on it, or on the page it reloaded):
        its first line said, the focus on its heading."""
        record = self._awaiting
        review = self.kept.of(record) if record is not None else None
        if record is None or review is None:
            return
        self._awaiting = None
        if _ended(now) is record:
            lines = summary(review)
            if lines:
                self._pending.append(plain_text(lines[0]))
            self._focus = "review-h"

    def closing_frame(self, status: str) -> Frame:
        """The page's last frame: ``status`` under the title, nothing to press."""
        title = phrase_html(touch.page_title())
        html = (
            f'<header class="bar"><h1 id="title" tabindex="-1">{title}</h1>'
            f"</header>{paragraph(status, id='status', cls='status')}"
        )
        self._html = html
        return Frame(html, status, "title", True, self.version)

    def misread(self) -> None:
        """A message from the page could not be read: it is dropped, and the page told."""
        with speaking(self.language):
            self._pending.append(page_words.misread())

    # What a press does --------------------------------------------------------------------------

    def press(self, do: str, data: dict[str, object], version: object) -> None:
        """A press on the page (``do``: the button's; ``data``: its card, choice, name...)
        made on the scene numbered ``version``."""
        if do == "fold":
            fold, opened = data.get("fold"), data.get("open")
            if fold in FOLDS and isinstance(opened, bool):
                (self.folds.add if opened else self.folds.discard)(str(fold))
            return
        with speaking(self.language):
            if do == "name":
                name = data.get("name")
                if isinstance(name, str):
                    self.source.choose_name(name[:MAX_NAME])
                return
            if version != self.version:
                return  # made on a scene that has gone since
            now = self.source.now()
            self._act(now, do, data)

    def _act(self, now: SeatNow, do: str, data: dict[str, object]) -> None:
        source, scene = self.source, now.scene
        if do == "rejoin" and now.rejoin is not None:
            source.rejoin()
        elif do in ("allow", "refuse") and now.question is not None:
            source.answer(do == "allow")
        elif do == "again" and now.again is not None:
            self._say(source.again())
        elif scene is None or now.closed:
            return
        elif do == "go" and scene.kind in (ScreenKind.TRICK_RESULT, ScreenKind.PHASE_TWO):
            source.proceed(scene.shown)
        elif do == "reveal" and scene.kind is ScreenKind.HANDOFF:
            source.reveal(scene.shown)
        elif do == "back":
            self._say(source.take_back(scene.shown))
        elif do == "card":
            self._card_pressed(now, data.get("card"))
        elif do == "play" and self.chosen is not None:
            self._play(now, self.chosen)
        elif do == "seer":
            self._seer_pressed(now, data.get("choice"))
        elif do == "key":
            self._key(now, data.get("key"))
        elif do == "hint" and scene.hints and scene.acts and self._work is None:
            work = source.hint(scene.shown)
            if work is None:
                self._pending.append(plain_text(hints_off()))
            else:
                self._work = self._hint_job(scene.shown, work)
        elif do == "review" and scene.kind is ScreenKind.END and now.record is not None:
            self._ask_review(now.record)

    def _ask_review(self, record: GameRecord) -> None:
        """The review of the seat's finished game, worked out once (a second press, or a
        press on a page reloaded meanwhile, while it is worked out or once done: nothing)."""
        work = self.kept.ask(record)
        if work is not None:
            self._work, self._awaiting = work, record
            self._focus = "reviewing"

    def _hint_job(self, shown: NextScreen, find: Callable[[], Hint]) -> Job:
        def job(wake: Callable[[], None]) -> Callable[[], None]:
            hint = find()
            return lambda: self.hinted(shown, hint)

        return job

    def _card_pressed(self, now: SeatNow, code: object) -> None:
        scene = now.scene
        seen = scene.seen if scene is not None else None
        if scene is None or seen is None or not isinstance(code, str):
            return
        card = next((held for held in seen.hand if held.code == code), None)
        if card is None:
            return
        if scene.kind is not ScreenKind.TURN:
            self._pending.append(plain_text(touch.not_your_turn()))
        elif card not in seen.legal_actions:
            led = seen.played[0] if seen.played else None
            why = must_follow(card, led, seen.hand) if led is not None else touch.not_your_turn()
            self._pending.append(plain_text(why))
        elif self.chosen == card.code:
            self._play(now, card.code)
        else:
            self.chosen = card.code
            self._pending.append(plain_text(touch.card_chosen(card)))

    def _seer_pressed(self, now: SeatNow, value: object) -> None:
        scene = now.scene
        if scene is None or scene.kind is not ScreenKind.SEER or value not in ("prize", "top"):
            return
        if self.chosen == value:
            self._play(now, str(value))
        else:
            self.chosen = str(value)
            self._pending.append(plain_text(touch.choice_chosen()))

    def _key(self, now: SeatNow, key: object) -> None:
        """A key the page listens for, as the terminal's key (``claim2.web.page_keys``: the
        keymap's): a value key on the card of that value (a second press plays it; several
        cards of that value: the next one), on a Seer choice its two keys press its
        choices, the play key plays the card or choice chosen, the cancel key forgets it.
        The focus goes to the card chosen, so that Enter plays it."""
        scene = now.scene
        ids = page_keys.meaning(key)
        if scene is None or not ids:
            return
        if page_keys.CANCEL in ids:
            self.chosen = None
            return
        if scene.kind is ScreenKind.SEER and ids & {page_keys.PRIZE, page_keys.TOP}:
            choice = "prize" if page_keys.PRIZE in ids else "top"
            self._focus = f"seer-{choice}"
            self._seer_pressed(now, choice)
            return
        if page_keys.PLAY in ids and self.chosen is not None:
            self._play(now, self.chosen)
            return
        value = page_keys.value_of(ids)
        seen = scene.seen
        if scene.kind is not ScreenKind.TURN or seen is None or value is None:
            return
        same = [card for card in seen.hand if card.value == value]
        playable = sorted({card for card in same if card in seen.legal_actions})
        if not same:
            self._pending.append(plain_text(no_card_of_value(value)))
            return
        if not playable:
            self._card_pressed(now, same[0].code)
            return
        chosen = _card(self.chosen)
        if chosen in playable and len(playable) == 1:
            self._play(now, chosen.code)
            return
        at = playable.index(chosen) + 1 if chosen in playable else 0
        card = playable[at % len(playable)]
        self.chosen = card.code
        self._focus = f"card-{seen.hand.index(card)}"
        if len(playable) == 1:
            self._pending.append(plain_text(touch.card_chosen(card)))
        else:
            following = playable[(at + 1) % len(playable)]
            self._pending.append(plain_text(several_of_value(card, following, len(playable))))

    def _play(self, now: SeatNow, chosen: str) -> None:
        scene = now.scene
        if scene is None:
            return
        action: Card | SeerChoice | None = _card(chosen) or _seer(chosen)
        if action is None:
            return
        self.chosen = None
        self._say(self.source.play(action, scene.shown))

    def _say(self, note: Note | None) -> None:
        if note is not None:
            self._pending.append(note.text)


def _ended(now: SeatNow) -> GameRecord | None:
    """The finished game's record the seat's end offers to review, if any."""
    scene = now.scene
    return now.record if scene is not None and scene.kind is ScreenKind.END else None


def _key(now: SeatNow) -> object:
    """What makes a new scene for the page (a new version, choices forgotten)."""
    scene = now.scene
    shown: NextScreen | None = scene.shown if scene is not None else None
    return (shown, now.naming is not None, now.question, now.closed, now.status, now.rejoin)


def _card(code: str | None) -> Card | None:
    if code is None or code in ("prize", "top"):
        return None
    try:
        return Card.parse(code)
    except ValueError:
        return None


def _seer(value: str | None) -> SeerChoice | None:
    return {"prize": SeerChoice.PRIZE, "top": SeerChoice.TOP}.get(value or "")


def _where(scene: Scene) -> Phrase | None:
    public = scene.public
    if public.finished or scene.kind in (ScreenKind.TRICK_RESULT, ScreenKind.PHASE_TWO):
        return None
    return trick_heading(public.phase, public.trick)
