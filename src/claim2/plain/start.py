"""The start of a sitting in plain lines: resume the unfinished game, resume one kept
aside, or set up a new one, by questions with defaults (an empty line takes them), or with
none at all when the command line named the players (``--name``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar

from claim2.plain.live import LiveTalk
from claim2.plain.questions import CHANGED, OnCommand, Option, Question, Typed
from claim2.present.brief.teller import Brief
from claim2.present.phrase import Phrase, said
from claim2.records.levels import LEVELS
from claim2.settings.options import DEFAULT_LEVEL, GameOptions, computer_name, level_name
from claim2.settings.remembered import load_settings
from claim2.sitting.lobby import Lobby, NewGame, ShelvedInfo, Unfinished, Wanted
from claim2.sitting.lobby_words import (
    Begin,
    UnfinishedChoice,
    match_choices,
    names_refusal,
    nothing_to_resume,
    resume_line,
    resuming_line,
    seat_name,
    start_menu,
    unfinished_choices,
    unfinished_question,
    waiting_differs,
)
from claim2.sitting.sitting import Sitting
from claim2.text.i18n import _
from claim2.text.names import same_person

C = TypeVar("C")
NAME_TRIES = 3  # a name refused this many times gives way to a default (a pipe never hangs)
EXIT_USAGE = 2  # the command line asked for what cannot be done (as a wrong argument)


@dataclass(frozen=True, slots=True)
class Asked:
    """What the command line asked for: ``names`` (one against the computer, two between
    people: a new game without questions), the options, and which were given."""

    names: tuple[str, ...] = ()
    options: GameOptions = field(default_factory=GameOptions)
    opponent_given: bool = False
    level_given: bool = False
    hints_given: bool = False
    verbose: bool = False  # every scene in full (``--verbose``)
    seed: int | None = None
    resume: bool = False  # ``--resume``: the unfinished game, and nothing else
    new: bool = False  # ``--new``: a new game, the unfinished one kept aside

    @property
    def wanted(self) -> Wanted:
        """What the game asked for must be, to resume an unfinished one in its place."""
        options = self.options
        return Wanted(
            self.names,
            options.computer,
            computer_given=self.opponent_given or self.level_given,
            hints=options.hints if self.hints_given else None,
            seed=self.seed,
        )


class PlainStart:
    """Puts a game on ``sitting``'s table, by asking (or as ``asked``)."""

    def __init__(
        self, sitting: Sitting, talk: LiveTalk, asked: Asked, on_command: OnCommand
    ) -> None:
        self.sitting = sitting
        self.talk = talk
        self.asked = asked
        self.on_command = on_command
        self.exit_code = 0  # when no game was put on the table: why (EXIT_USAGE)
        self._first = True

    async def choose(self) -> bool:
        """A game on the table (False: the player quit, or the command line asked for what
        cannot be done: ``exit_code``)."""
        while True:
            lobby = self.sitting.look_for_save()
            if lobby.notice:
                self.talk.say(lobby.notice)
            if self._first:
                self._first = False
                done = await self._as_asked(lobby)
                if done is not None:
                    self._notes()
                    return done
            begin = await self._menu(lobby)
            if begin is Begin.QUIT:
                return False
            if isinstance(begin, ShelvedInfo):
                if self.sitting.resume_shelved(begin.path):
                    self._notes()
                    return True
            elif begin is Begin.RESUME:
                if self.sitting.resume():
                    return True
            elif await self._start(await self._ask_new()):
                return True
            self._notes()

    def _notes(self) -> None:
        for note in self.sitting.take_notes():
            self.talk.say(note.text)

    async def _as_asked(self, lobby: Lobby) -> bool | None:
        """What the command line asked for, with no question about the unfinished game
        (None: nothing was asked, the start asks): ``--resume`` resumes it; a game asked
        for (``--name``, ``--vs``, ``--seed``...) resumes it when it is that game, else
        nothing is done and one line says why; ``--new`` keeps it aside."""
        asked, sitting, waiting = self.asked, self.sitting, lobby.resume
        if asked.resume:
            if waiting is None:
                self.talk.say(nothing_to_resume())
                self.exit_code = EXIT_USAGE
                return False
            self.talk.say(resuming_line(waiting))
            return sitting.resume()
        found = sitting.found.record if sitting.found is not None else None
        if waiting is not None and found is not None and not asked.new and asked.wanted.said:
            if not asked.wanted.agrees(found):
                self.talk.say(waiting_differs(waiting))
                self.exit_code = EXIT_USAGE
                return False
            self.talk.say(resuming_line(waiting))
            return sitting.resume()
        if asked.names:
            return sitting.start_now(self._named(asked)) and sitting.table is not None
        if asked.new:
            return sitting.start_now(await self._ask_new()) and sitting.table is not None
        return None

    async def _menu(self, lobby: Lobby) -> Begin | ShelvedInfo:
        if lobby.resume is not None:
            self.talk.say(resume_line(lobby.resume))
        options = tuple(Option(label, choice) for choice, label in start_menu(lobby))
        return await self._until_chosen(Question(said(_("What now")), options, default=0))

    async def _start(self, game: NewGame) -> bool:
        """Start ``game``; over an unfinished one, ask first (False: nothing started)."""
        question = self.sitting.start(game)
        self._notes()
        if question is None:
            return self.sitting.table is not None
        assert isinstance(question, Unfinished)
        self.talk.say(unfinished_question(question))
        options = tuple(Option(label, choice) for choice, label in unfinished_choices())
        choice = await self._until_chosen(Question(said(_("Your choice")), options, default=0))
        if choice is UnfinishedChoice.RESUME:
            self.sitting.resume()
        elif choice is UnfinishedChoice.KEEP_ASIDE:
            self.sitting.start_now(game)
        self._notes()
        return self.sitting.table is not None

    # A new game ------------------------------------------------------------------------

    def _named(self, asked: Asked) -> NewGame:
        """The game the command line asked for, with no question (the first leader drawn
        at random, a single game)."""
        options = asked.options
        if options.computer is not None:
            names = (asked.names[0], computer_name(options.computer))
        else:
            names = (asked.names[0], asked.names[1])
        return NewGame(names, None, options)

    async def _ask_new(self) -> NewGame:
        """A new game, every choice asked that the command line did not make."""
        asked = self.asked
        options = asked.options
        computer = options.computer is not None
        if not asked.opponent_given:
            computer = await self._choose(
                _("Who plays"),
                [(_("Against the computer"), True), (_("Two players"), False)],
                0,
            )
        level = options.computer or DEFAULT_LEVEL
        if computer and not asked.level_given:
            levels = list(LEVELS)
            level = await self._choose(
                _("The computer's level"),
                [(level_name(each), each) for each in levels],
                levels.index(DEFAULT_LEVEL),
            )
        hints = options.hints
        if not asked.hints_given:
            hints = await self._choose(
                _("Hints: a suggested move when you type hint on your turn"),
                [(_("No hints"), False), (_("Hints on"), True)],
                0,
            )
        options = GameOptions(computer=level if computer else None, hints=hints)
        names = await self._names(computer, level)
        leader = await self._until_chosen(leader_question(Brief(names, 0, 1 if computer else None)))
        first_to = await self._until_chosen(match_question())
        return NewGame(names, leader, options, first_to=first_to)

    async def _choose(self, prompt: str, choices: list[tuple[str, C]], default: int) -> C:
        return await self._until_chosen(choice_question(prompt, choices, default))

    async def _until_chosen(self, question: Question[C]) -> C:
        while True:
            chosen = await self.talk.ask(question, self.on_command)
            if chosen is not CHANGED:
                return chosen  # type: ignore[no-any-return]

    async def _names(self, computer: bool, level: str) -> tuple[str, str]:
        """The players' names, asked (an empty line takes a name remembered, or the
        seat's own)."""
        known = load_settings().players
        first_default = known[0] if known else seat_name(0)
        if computer:
            rival = computer_name(level)
            return await self._name(
                _("Your name"), first_default, lambda name: (name, rival)
            ), rival
        first = await self._name(
            _("First player's name"), first_default, lambda name: (name, "?"), only=0
        )
        second_default = next(
            (name for name in known if not same_person(name, first)), seat_name(1)
        )
        second = await self._name(
            _("Second player's name"), second_default, lambda name: (first, name)
        )
        return first, second

    async def _name(
        self,
        prompt: str,
        default: str,
        names: Callable[[str], tuple[str, str]],
        only: int | None = None,
    ) -> str:
        """A name typed (an empty line: ``default``), asked again while it cannot be used
        beside the other (``names`` puts it there; ``only``: a refusal about that seat
        only counts), at most ``NAME_TRIES`` times, then ``default``."""
        for _try in range(NAME_TRIES):
            line = said(_("{prompt} (an empty line chooses {name}):"), prompt=prompt, name=default)
            name = " ".join(str(await self.talk.ask(Typed(line))).split()) or default
            refusal = names_refusal(names(name), computer=False)
            if refusal is None or (only is not None and refusal[0] != only):
                return name
            self.talk.say(refusal[1])
        return default


def choice_question(prompt: str, choices: list[tuple[str, C]], default: int) -> Question[C]:
    return Question(said(prompt), tuple(Option(label, value) for label, value in choices), default)


def leader_question(brief: Brief) -> Question[int | None]:
    """Who leads the first trick (None: at random), the players as ``brief`` calls them
    ("You", "The computer")."""
    return choice_question(
        _("Who leads the first trick"),
        [(_("At random"), None), (brief.called(0), 0), (brief.called(1), 1)],
        0,
    )


def match_question() -> Question[int | None]:
    """One game, or a match to 2 or 3 wins."""
    return choice_question(
        _("How many games"), [(label, wins) for wins, label in match_choices()], 0
    )


def start_words() -> Phrase:
    """Said first: what this is and how to ask for the commands."""
    return said(_("Claim 2 in plain lines. At any question, type help for the commands."))
