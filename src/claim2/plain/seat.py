"""A game's scenes played in plain lines, one scene at a time: the one loop of every plain
game, at one screen (``game``: the computer's turns, hand-offs between two people) or over
the network (``hosting``, ``joining``: the other player at their own screen).

Each scene that comes is said once (``SceneVoice``); a turn or a Seer choice is a question,
a hand-off waits for its player's line; a trick's result and phase two are said and go on
at once (nothing scrolls away in lines); the computer's move is worked out and taken; while
the other player chooses at their screen nothing is asked (commands still work) until their
move changes the scene. A question whose scene has gone (the other player moved, a card was
taken back) is dropped, and the new scene said. The end is the caller's.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

from claim2.game.steps import NextScreen, ScreenKind
from claim2.plain.choosing import card_question, seer_choice
from claim2.plain.commands import Commands
from claim2.plain.handoff import handoff_wait
from claim2.plain.live import LiveTalk
from claim2.plain.questions import CHANGED, OnCommand, Option, Question
from claim2.plain.voice import SceneVoice
from claim2.present.phrase import said
from claim2.sitting.notes import Question as YesNo
from claim2.sitting.play_table import PlayTable
from claim2.sitting.scene import Mode, Scene
from claim2.text.i18n import _


class Seat:
    """The scenes of ``table()`` (None: no game yet) played in lines on ``talk``."""

    def __init__(
        self, talk: LiveTalk, table: Callable[[], PlayTable | None], *, verbose: bool = False
    ) -> None:
        self.talk = talk
        self.table = table
        self.verbose = verbose
        #: the seat of this screen in a game over the network (None: at one screen)
        self.you: Callable[[], int | None] = lambda: None
        self.voice = SceneVoice(talk.speaker, verbose=verbose)
        self.commands = Commands(table, talk.speaker, self.voice.say)
        self.commands.you = lambda: self.you()  # noqa: PLW0108 (self.you is set later)
        self.changed = asyncio.Event()
        self._said: NextScreen | None = None  # the stamp of the scene said last
        self._answered: NextScreen | None = None  # the scene answered, until the next comes
        self._holding: NextScreen | None = None  # a scene whose card was let go back
        #: waited for before an answer goes to the table (the guest's pace: ``joining``)
        self.pace: Callable[[], Awaitable[None]] | None = None
        #: whether the other player is here (the host's guest may leave, and join again)
        self.other_here: Callable[[], bool] = lambda: True

    def scene(self) -> Scene | None:
        table = self.table()
        return table.scene if table is not None else None

    def on_change(self) -> None:
        """Something changed (a message, a move): a question whose scene has gone ends."""
        self.changed.set()
        self.talk.recheck()

    def answer_again(self) -> None:
        """The move sent was refused (or not sent): the scene asks again."""
        self._answered = None
        self.on_change()

    def new_game(self) -> None:
        """Another game on the table: its first scene is said even if it looks the same."""
        self._said = self._answered = None
        self.voice = SceneVoice(self.talk.speaker, verbose=self.verbose, you=self.you())
        self.commands.repeat = self.voice.say

    async def until_changed(self, on_command: OnCommand | None, *, playing: bool = True) -> None:
        """Nothing is asked until something changes; ``on_command`` meanwhile.
        ``playing``: a game is played (else the end of the input ends the wait: see
        ``LiveTalk.wait``)."""
        self.changed.clear()
        self.talk.wait(on_command, playing=playing)
        try:
            await self.changed.wait()
        finally:
            self.talk.waited()

    def say_if_new(self, scene: Scene) -> None:
        if scene.shown != self._said:
            self._said = scene.shown
            self.voice.say(scene, again=False)

    async def step(self, scene: Scene) -> None:
        """Say ``scene`` if it is new and answer it, or wait while the other player
        chooses. The end is the caller's."""
        self.say_if_new(scene)
        table = self.table()
        shown = scene.shown
        if table is not None and scene.kind is ScreenKind.COMPUTER:
            if scene.computer_move is not None:
                table.proceed(shown)  # said: the game goes on at once
                return
            thinking = table.thinking()
            if thinking is not None:
                table.computer_moved(thinking.run(), thinking.shown)
            return
        on_command = self.commands.on(scene)
        if table is None or shown in (self._answered, self._holding) or not _asks(scene):
            await self.until_changed(on_command, playing=table is not None and self.other_here())
            return

        def current() -> bool:
            now = self.scene()
            return now is not None and now.shown == shown and shown != self._holding

        seen = scene.seen
        if scene.acts and seen is not None:
            if scene.kind is ScreenKind.SEER:
                answer = await self.talk.ask(seer_choice(seen), on_command, current)
            else:
                answer = await self.talk.ask(card_question(seen), on_command, current)
            if answer is CHANGED or not await self._paced(current):
                return
            self._answered = shown
            note = table.play(answer, shown)
            if note is not None:
                self.talk.say(note.text)
                self._answered = None
            elif scene.mode is Mode.HOT_SEAT:
                self.talk.speaker.clear_screen()
            return
        if scene.kind is ScreenKind.HANDOFF:
            waiting = handoff_wait(scene, verbose=self.verbose)
            if await self.talk.ask(waiting, on_command, current) is CHANGED:
                return
            if table.reveal(shown):
                self.talk.speaker.clear_screen()
            return
        if await self._paced(current):  # a trick's result, phase two: said, and on at once
            self._answered = shown
            table.proceed(shown)

    async def _paced(self, current: Callable[[], bool]) -> bool:
        """Wait for ``pace``; whether the scene is still the one answered."""
        if self.pace is None:
            return True
        await self.pace()
        return current()

    async def yes_or_no(self, question: YesNo, current: Callable[[], bool]) -> bool | None:
        """A yes-or-no question from the other player (a take-back), before whatever is
        asked now (None: it lapsed, ``current()`` turned False, before the answer)."""
        self.talk.say(question.text)
        answer = await self.talk.ask(
            Question(
                said(_("Your answer")),
                (Option(question.yes, True), Option(question.no, False)),
            ),
            current=current,
            then=self._let_go,
        )
        return None if answer is CHANGED else bool(answer)

    def _let_go(self, allowed: object) -> None:
        """A card let go back to the other player: the scene asks nothing more until the
        next comes (it will: the other player leads again)."""
        if allowed is True:
            self._holding = self._said


def _asks(scene: Scene) -> bool:
    """Whether ``scene`` asks this seat something or goes on from here (else it waits for
    the other player)."""
    if scene.acts:
        return scene.seen is not None
    return scene.kind in (ScreenKind.HANDOFF, ScreenKind.TRICK_RESULT, ScreenKind.PHASE_TWO)
