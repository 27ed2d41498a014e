"""One lesson: its introduction, then each step, what happened after it, and the outro.

A play step shows the position as the learner sees it (the game's own table,
piles and hand) and the step's prompt; the learner chooses a card with the
turn screen's keys (or a Seer choice from a short list). A scoring step shows
both score piles and asks who gets a faction's vote, or who wins.

A wrong or illegal try shows the lesson's explanation and the learner tries
again: the explanation stays while they look for another card, and goes as soon
as they raise one (the first Enter), whichever it is; ``h`` shows the hint, ``s``
points at a move (or answer) the step accepts. After an accepted move the screen
tells what happened (the lesson's own words, then the events) until Enter. The
lesson is remembered as done when its last step is accepted. Everything shown
comes from the learner's ``PlayerView`` (R17) or the lesson's score piles.
"""

from __future__ import annotations

from enum import Enum
from typing import ClassVar, Literal

from textual.app import ComposeResult
from textual.binding import BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, OptionList, Static

from claim2.engine import Action, Card, Faction, SeerChoice, score
from claim2.engine.state import PerPlayer
from claim2.present.lessons import lesson_heading, lesson_hint, step_heading
from claim2.present.phrase import plain
from claim2.present.scenes.keys import seer_answers, seer_nothing_chosen, seer_prompt
from claim2.text.i18n import N_, _
from claim2.tui.bindings import bound
from claim2.tui.narrate import content, markup
from claim2.tui.screens.overlays.confirm import ConfirmScreen
from claim2.tui.screens.table.look import Look
from claim2.tui.walkthrough.board import (
    ChoiceList,
    answer_list,
    hand_status,
    position_box,
    seer_list,
)
from claim2.tui.walkthrough.words import (
    intro_lines,
    leave_question,
    outro_lines,
    said,
    seat_names,
    shown_text,
    told_lines,
    verdict_text,
)
from claim2.tui.widgets.buttons import MouseButton
from claim2.tui.widgets.footer import KeyFooter, TranslatedKeys
from claim2.tui.widgets.hand import Hand
from claim2.tui.widgets.score_table import VoteTable
from claim2.walkthrough import ANSWERS, Answer, Lesson, LessonRun, mark_done

CHOICES = (SeerChoice.PRIZE, SeerChoice.TOP)  # a Seer choice's two, in their numbers' order


class Mode(Enum):
    INTRO = "intro"
    STEP = "step"  # the learner acts
    TOLD = "told"  # what the accepted move (or answer) did; Enter goes on
    OUTRO = "outro"


NoteKind = str  # "wrong" (a gentle warning), "hint", "shown"


class LessonScreen(TranslatedKeys, Screen[bool]):
    """Dismisses with True once the lesson is done (and remembered)."""

    CSS_PATH = "lesson.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        bound("lesson.proceed", "proceed", N_("Continue"), display=True),
        bound("lesson.hint", "hint", N_("Hint")),
        bound("lesson.show_me", "show_me", N_("Show me")),
        bound("lesson.cancel", "disarm", N_("Cancel"), show=False),
        bound("app.rules", "app.rules", N_("Rules"), display=True),
        bound("lesson.leave", "leave", N_("Lessons")),
    ]

    def __init__(self, lesson: Lesson, count: int) -> None:
        super().__init__()
        self.lesson = lesson
        self.count = count
        self.run = LessonRun(lesson)
        self.run.events_since_last()  # the opening: the table says what was led
        self.names = seat_names(self.run.learner_seat)
        self.mode = Mode.INTRO
        self.drawn: Mode | None = None  # the mode whose widgets are on the screen
        self.told: list[str] = []
        self.note: tuple[str | Content, NoteKind] | None = None
        self.armed: int | None = None  # the Seer choice raised, waiting for a second Enter
        self.shown: set[Faction] = set()  # the votes revealed on the current score piles
        self.piles: PerPlayer | None = self.run.board
        self.asked: Faction | Literal["game"] | None = None  # the question just answered

    # What is shown ---------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        with Vertical(id="wt-lesson", classes="-page" if self.mode is Mode.INTRO else ""):
            if self.mode is Mode.INTRO:
                title = plain(lesson_heading(self.lesson, self.count))
                yield self._panel(intro_lines(self.lesson), title)
                yield self._button(_("Begin"))
            else:
                yield from self._game()
                if self.mode is Mode.STEP:
                    yield from self._step()
                elif self.mode is Mode.TOLD:
                    title = _("Right") if self.run.board is not None else _("What happened")
                    yield self._panel(self.told, title)
                    yield self._button(_("Continue"))
                else:
                    seen = self.run.view
                    if seen is not None and not seen.finished:  # the hand as it is now
                        hand = Hand(seen.hand, id="hand")
                        hand.border_title = _("Your hand")
                        yield hand
                    yield self._panel(outro_lines(self.lesson), _("Lesson done"))
                    yield self._button(_("Back to the lessons"))
        yield KeyFooter()

    def _panel(self, lines: list[str], title: str) -> VerticalScroll:
        panel = VerticalScroll(Static("\n".join(lines), id="wt-text"), id="wt-panel")
        panel.border_title = f" {title} "
        return panel

    def _button(self, label: str) -> Horizontal:
        button = MouseButton(label, variant="primary", compact=True, id="wt-go")
        return Horizontal(button, id="wt-buttons")

    def _game(self) -> ComposeResult:
        """The position (play lessons) or the score piles (scoring lessons, the end of a game)."""
        seen = self.run.view
        if seen is not None and not seen.finished:
            yield position_box(seen, self.names)
            return
        piles = seen.score_piles if seen is not None else self.piles
        if piles is None:
            return
        if seen is not None:  # the game is over: every faction has voted
            self.shown = set(Faction)
        result = self.run.outcome if seen is not None else score(piles)
        asked = self.run.question if self.mode is Mode.STEP else self.asked
        scores = VoteTable(
            piles,
            self.names,
            result,
            self.shown,
            asked=asked if isinstance(asked, Faction) else None,
            id="wt-scores",
        )
        scores.border_title = _("Score piles")
        yield scores
        if result is not None and self.shown >= set(Faction):
            yield Static(verdict_text(result, self.run.learner_seat), id="wt-verdict")

    def _step(self) -> ComposeResult:
        seen = self.run.view
        choices = self.run.choices
        if self.run.is_question:
            yield answer_list(self.run.question)
        elif seen is not None and choices and isinstance(choices[0], SeerChoice):
            yield seer_list(seen)
        elif seen is not None:
            playable = [action for action in choices if isinstance(action, Card)]
            hand = Hand(seen.hand, playable, id="hand")
            hand.border_title = _("Your hand")
            yield hand
        say = said(self.run.prompt) if self.run.prompt else ""
        panel = VerticalScroll(Static(say, id="wt-say"), Static(id="wt-note"), id="wt-panel")
        panel.border_title = Content(f" {plain(step_heading(self.lesson, self.run))} ")
        yield panel

    async def _show(self, mode: Mode) -> None:
        self.mode = mode
        self.note = None
        self.armed = None
        await self.recompose()
        self._focus()
        self.drawn = mode

    def _focus(self) -> None:
        for hand in self.query(Hand):
            if hand.selected is not None and hand.can_focus:
                self._hand_status(hand, hand.selected, armed=False)
        for selector in ("#hand", "#wt-choices", "#wt-panel"):
            found = self.query(selector)
            if found:
                widget: Widget = found.first()
                if widget.focusable:
                    self.set_focus(widget)  # now, so that keys typed quickly reach it
                    return
        if self.query(ChoiceList):
            self._seer_status()

    def on_mount(self) -> None:
        self._focus()
        self.drawn = self.mode

    async def relanguage(self) -> None:
        """The same step again in the current language (the two sides named anew)."""
        self.names = seat_names(self.run.learner_seat)
        await self.recompose()
        self._focus()

    def _show_note(self, text: str | Content, kind: NoteKind) -> None:
        self.note = (text, kind)
        note = self.query_one("#wt-note", Static)
        for each in ("wrong", "hint", "shown"):
            note.set_class(each == kind, f"-{each}")
        note.update(text)
        self.call_after_refresh(note.scroll_visible)

    def _clear_wrong(self) -> None:
        """The explanation of an earlier try taken away: the learner is trying again."""
        if self.note is None or self.note[1] != "wrong":
            return
        self.note = None
        for note in self.query("#wt-note").results(Static):
            note.remove_class("-wrong")
            note.update("")

    # Keys ------------------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "proceed":
            return self.mode is not Mode.STEP
        if action in ("hint", "show_me", "disarm"):
            return self.mode is Mode.STEP
        return True

    async def action_proceed(self) -> None:
        if self.mode is Mode.INTRO:
            await self._show(Mode.STEP)
        elif self.mode is Mode.TOLD:
            if self.run.board != self.piles:  # a new question's score piles
                self.piles, self.shown = self.run.board, set()
            await self._show(Mode.OUTRO if self.run.done else Mode.STEP)
        elif self.mode is Mode.OUTRO:
            self.dismiss(True)

    def action_hint(self) -> None:
        if self.run.hint:
            self._show_note(content(lesson_hint(self.run.hint)), "hint")

    def action_show_me(self) -> None:
        """Point at a move (or answer) the step accepts; Enter then makes it."""
        solution = self.run.solution
        if isinstance(solution, Card):
            hand = self.query_one(Hand)
            hand.focus()
            hand.action_move_to(hand.cards.index(solution))
            hand.action_choose()
        elif isinstance(solution, SeerChoice):
            self._point(CHOICES.index(solution))
            self.armed = CHOICES.index(solution)
            self._seer_status()
        elif solution is not None:
            self._point(ANSWERS.index(solution))
        if solution is not None:
            self._show_note(shown_text(solution, self.run.question), "shown")

    def _point(self, index: int) -> None:
        options = self.query_one(ChoiceList)
        options.focus()
        options.highlighted = index

    def action_disarm(self) -> None:
        if self.armed is not None:
            self.armed = None
            self._seer_status()

    def action_leave(self) -> None:
        """Back to the list; in the middle of a lesson, only after asking."""
        if self.mode in (Mode.INTRO, Mode.OUTRO) or self.run.step_index == 0 or self.run.done:
            self.dismiss(self.run.done)
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self.dismiss(False)

        question = leave_question()
        screen = ConfirmScreen(question.title, question.text, question.yes, question.no)
        self.app.push_screen(screen, answered)

    async def on_button_pressed(self, event: Button.Pressed) -> None:
        event.stop()
        await self.action_proceed()

    # Trying ------------------------------------------------------------------------------

    def on_hand_changed(self, message: Hand.Changed) -> None:
        if message.armed:  # a card raised: a new try, the last one's explanation goes
            self._clear_wrong()
        self._hand_status(message.hand, message.card, armed=message.armed)

    def _hand_status(self, hand: Hand, card: Card, *, armed: bool) -> None:
        """Under the hand, as on the turn screen: what Enter does with the card chosen."""
        hand.border_subtitle = hand_status(card, card in self.run.choices, armed, hand)

    def on_hand_told(self, message: Hand.Told) -> None:
        message.hand.border_subtitle = markup(message.phrase)  # a value key, as in the game

    async def on_hand_refused(self, message: Hand.Refused) -> None:
        await self._try(message.card)

    async def on_hand_chosen(self, message: Hand.Chosen) -> None:
        await self._try(message.card)

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        if self.armed is not None and self.armed != event.option_index:
            self.armed = None
        self._seer_status()

    async def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if self.run.is_question:
            await self._try(ANSWERS[event.option_index])
        else:
            await self._seer(event.option_index, enter=True)

    async def on_choice_list_pointed(self, message: ChoiceList.Pointed) -> None:
        if not self.run.is_question:  # 1 or 2 makes a Seer choice as in the game
            await self._seer(message.index, enter=False)

    async def _seer(self, index: int, *, enter: bool) -> None:
        """A Seer choice pointed at by its number, or Enter on it: made at once, as in a
        game (unless every choice asks for a second Enter: the first Enter raises it)."""
        armed = CHOICES[self.armed] if self.armed is not None else None
        if seer_answers(CHOICES[index], armed, confirm=self._confirm()):
            await self._try(CHOICES[index])
        elif enter:
            self.armed = index
            self._clear_wrong()
            self._seer_status()

    def _confirm(self) -> bool:
        """Whether every choice asks for a second Enter (the app's look, as in a game)."""
        look = getattr(self.app, "look", None)  # the Shell's (which imports the lessons)
        return isinstance(look, Look) and look.confirm

    def on_choices_nothing_chosen(self, message: ChoiceList.NothingChosen) -> None:
        if not self.run.is_question:
            self.query_one(ChoiceList).border_subtitle = markup(
                seer_nothing_chosen(confirm=self._confirm())
            )

    def _seer_status(self) -> None:
        if self.run.is_question or not self.query(ChoiceList):
            return
        options = self.query_one(ChoiceList)
        armed = CHOICES[self.armed] if self.armed is not None else None
        options.border_subtitle = markup(seer_prompt(armed, confirm=self._confirm()))
        options.set_class(self.armed is not None, "-armed")

    async def _try(self, action: Action | Answer) -> None:
        if self.mode is not Mode.STEP:
            return
        question = self.asked = self.run.question
        feedback = self.run.try_action(action)
        if not feedback.ok:
            self.armed = None
            self._seer_status()
            if self.query(Hand):
                self.query_one(Hand).action_disarm()
            self._show_note(said(feedback.message) if feedback.message else "", "wrong")
            return
        self.told = [said(feedback.message)] if feedback.message else []
        events = told_lines(self.run.events_since_last(), self.run.learner_seat)
        if events and self.told:
            self.told.append("")
        self.told += [f"[$text-muted]•[/] {line}" for line in events]
        if question == "game":
            self.shown = set(Faction)
        elif isinstance(question, Faction):
            self.shown.add(question)
        if self.run.done:
            self._remember()
        await self._show(Mode.TOLD)

    def _remember(self) -> None:
        try:
            mark_done(self.lesson.id)
        except OSError:
            self.notify(_("Could not remember your progress."), severity="warning")
