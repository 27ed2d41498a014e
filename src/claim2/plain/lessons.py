"""``claim2 walkthrough --plain``: the lessons in plain lines. The list of lessons is a
numbered question (the next lesson not done is the default); a lesson says its
introduction, then each step: the position (or the score piles a question is about), what
the lesson says, and a numbered question (a card, the Seer's choice, or an answer); a
wrong or illegal try is explained and asked again; an accepted one says what happened.
The words are the lessons' own and ``claim2.present.lessons``'s, said to "you"."""

from __future__ import annotations

from claim2.engine import Action, Faction, PlayerView, score
from claim2.engine.state import PerPlayer
from claim2.game.public import public_view
from claim2.plain.choosing import card_question, seer_choice
from claim2.plain.commands import help_line, rules_lines
from claim2.plain.conversation import Conversation
from claim2.plain.lines import codes_in_words
from claim2.plain.piles import table_lines, vote_lines, votes_line
from claim2.plain.questions import CHANGED, Choosing, Command, Option, Question, Wait
from claim2.present.lessons import (
    answer_label,
    lesson_heading,
    lesson_hint,
    minutes_label,
    opponent_leads_next,
    progress_line,
    rules_label,
    seat_names,
    step_heading,
    told,
    verdict_line,
)
from claim2.present.narrator import trick_heading
from claim2.present.phrase import Phrase, plain, said
from claim2.present.scenes.turn import lead_status, own_followers_lines, prize_line
from claim2.text.i18n import _
from claim2.walkthrough import ANSWERS, Answer, Lesson, LessonRun, load_lessons, load_progress
from claim2.walkthrough import mark_done as remember_done

Line = Phrase | str


class LeaveLesson(Exception):
    """``quit`` in a lesson: back to the list of lessons."""


def lesson_list(talk: Conversation) -> int:
    """The list of lessons until the learner quits (or the input ends): the exit code."""
    lessons = load_lessons()
    while True:
        progress = load_progress()
        if progress.moved_aside is not None:
            talk.say(
                said(
                    _("Your progress could not be read. It was kept as {path}."),
                    path=str(progress.moved_aside),
                )
            )
        talk.say(progress_line(lessons, progress))
        options: list[Option[Lesson | None]] = [
            Option(lesson_label(lesson, progress.is_done(lesson.id)), lesson) for lesson in lessons
        ]
        options.append(Option(_("Quit"), None))
        first = next((n for n, each in enumerate(lessons) if not progress.is_done(each.id)), 0)
        question = Question(said(_("Choose a lesson")), tuple(options), default=first)
        chosen = talk.ask(question, lambda command, rest: list_command(talk, command, rest))
        if chosen is None:
            return 0
        if chosen is CHANGED:
            continue
        try:
            PlainLesson(chosen, len(lessons), talk).play()
        except LeaveLesson:
            continue


def lesson_label(lesson: Lesson, done: bool) -> Phrase:
    """A lesson in the list: its title, its rules, its minutes, and whether it is done."""
    label = said(
        _("{title} ({rules}, {minutes} min.)"),
        title=_(lesson.title),
        rules=rules_label(lesson.rules),
        minutes=minutes_label(lesson.minutes),
    )
    return said(_("{lesson}, done"), lesson=label) if done else label


def list_command(talk: Conversation, command: Command, rest: str) -> bool:
    """A command at the list of lessons."""
    from claim2.plain.commands import Leave

    if command is Command.QUIT:
        raise Leave
    if command is Command.RULES:
        talk.speaker.say_all(rules_lines(rest))
    elif command is Command.HELP:
        talk.say(help_line())
    elif command is not Command.REPEAT:
        talk.say(said(_("Choose a lesson first.")))
    return True


class PlainLesson:
    """One lesson, said and played in lines."""

    def __init__(self, lesson: Lesson, count: int, talk: Conversation) -> None:
        self.lesson = lesson
        self.count = count
        self.talk = talk
        self.run = LessonRun(lesson)
        self.run.events_since_last()  # the opening: the position says what was led
        self.names = seat_names(self.run.learner_seat)
        self.shown: set[Faction] = set()  # the votes revealed on the score piles asked about
        self.piles: PerPlayer | None = self.run.board

    def play(self) -> None:
        """The introduction, every step, the last words; the lesson remembered as done."""
        say = self.talk.speaker.say_all
        say(
            [
                lesson_heading(self.lesson, self.count),
                *(text_of(each) for each in self.lesson.intro),
            ]
        )
        self._wait(Wait(said(_("Press Enter to begin."))))
        while not self.run.done:
            self._step()
        outro = [text_of(self.lesson.outro)] if self.lesson.outro else []
        say([*outro, said(_("Lesson {number} is done."), number=self.lesson.number)])
        try:
            remember_done(self.lesson.id)
        except OSError:
            self.talk.say(said(_("Could not remember your progress.")))
        self._wait(go_on())

    def _step(self) -> None:
        run = self.run
        self.talk.speaker.say_all([step_heading(self.lesson, run), *self.position()])
        if run.prompt:
            self.talk.say(text_of(run.prompt))
        asked = run.question
        while True:
            chosen = self.talk.ask(self._question(), self._command)
            if chosen is CHANGED:
                continue
            feedback = run.try_action(chosen)
            if feedback.ok:
                break
            self.talk.say(text_of(feedback.message) if feedback.message else None)
        lines: list[Line] = [text_of(feedback.message)] if feedback.message else []
        lines += told(run.events_since_last(), run.learner_seat)
        if asked == "game":
            self.shown = set(Faction)
        elif isinstance(asked, Faction):
            self.shown.add(asked)
        self.talk.speaker.say_all(lines)
        if run.board != self.piles:  # the next question is about other score piles
            self.piles, self.shown = run.board, set()
        self._wait(go_on())

    def _question(self) -> Choosing[Action | Answer]:
        """The step's question: who wins (numbered: no cards in it), or a card or the
        Seer's choice, named as in a game (``claim2.plain.choosing``)."""
        run, seen = self.run, self.run.view
        if run.is_question:
            return Question(
                said(_("Your answer")),
                tuple(Option(answer_label(answer, run.question), answer) for answer in ANSWERS),
            )
        assert seen is not None
        if seen.seer_pending == seen.seat:
            return seer_choice(seen)
        return card_question(seen)

    def position(self) -> list[Line]:
        """The position as the learner sees it, or the score piles a question is about (and,
        once every faction has voted, the verdict)."""
        seen = self.run.view
        if seen is not None and not seen.finished:
            return position_lines(seen, self.names)
        piles = seen.score_piles if seen is not None else self.piles
        if piles is None:
            return []
        if seen is not None:
            self.shown = set(Faction)
        result = score(piles)
        lines: list[Line] = [*vote_lines(piles, self.names, result, self.shown)]
        if self.shown >= set(Faction):
            lines += [votes_line(result, self.names), verdict_line(result, self.run.learner_seat)]
        return lines

    def _command(self, command: Command, rest: str) -> bool:
        say = self.talk.speaker.say_all
        seen = self.run.view
        if command is Command.QUIT:
            raise LeaveLesson
        if command is Command.HINT:
            say([codes_in_words(plain(lesson_hint(self.run.hint)))] if self.run.hint else [])
        elif command is Command.RULES:
            say(rules_lines(rest))
        elif command is Command.HELP:
            say([help_line()])
        elif command is Command.REPEAT:
            say([step_heading(self.lesson, self.run), *self.position()])
            if self.run.prompt:
                say([text_of(self.run.prompt)])
        elif command is Command.HAND and seen is not None:
            say([said(_("Your hand: {cards}."), cards=seen.hand)])
        elif command in (Command.TABLE, Command.SCORE) and seen is not None:
            say(table_lines(public_view(seen), self.names, seen))
        else:
            say([said(_("That is not part of this lesson."))])
        return True

    def _wait(self, waiting: Wait) -> None:
        self.talk.wait(waiting, self._command)


def text_of(msgid: str) -> str:
    """A lesson's text (an English msgid) in the learner's language, its cards in words
    as every other line says them ("Play your Troll 1", where the screen shows Tr1)."""
    return codes_in_words(_(msgid))


def position_lines(seen: PlayerView, names: tuple[str, str]) -> list[Line]:
    """A lesson's position: where the game stands, the prize, who leads and what must be
    followed, the learner's own follower pile."""
    status = lead_status(seen, names) if seen.my_turn else opponent_leads_next()
    lines: list[Line] = [Phrase("{heading}.", {"heading": trick_heading(seen.phase, seen.trick)})]
    lines.append(prize_line(seen) or "")
    lines.append(status)
    if seen.phase == 1 and seen.followers:
        lines += own_followers_lines(seen, names)
    return [line for line in lines if line]


def go_on() -> Wait:
    """A step that only waits: any line goes on."""
    return Wait(said(_("Press Enter to go on.")))
