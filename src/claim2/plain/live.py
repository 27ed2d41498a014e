"""Plain lines beside the network: questions asked between the other player's messages.

A game over the network hears from two sides at once: lines typed here and messages from
the other screen. ``LineFeed`` reads the input on a thread of its own (a terminal, a pipe
or a file: none of them blocks the event loop) and hands each line to the loop, at most
``AHEAD`` lines ahead of the game: it reads the next only once the game has taken one, so
an endless pipe (``yes 1 |``) waits in its own buffer and costs nothing while the other
player chooses;
``LiveTalk`` keeps the questions being asked (the one said last answers the next line:
the other player's take-back question goes before a turn, which is asked again after it)
and feeds them the lines as they come.

- A question whose scene has gone (the other player moved, a card was taken back) ends
  with ``CHANGED`` (``recheck``).
- While nothing is asked (the other player chooses), a command is done at once
  (``idle``); any other line is kept for the next question, so that a pipe that answers
  "1" to everything plays a whole game. At a terminal such a line is dropped instead,
  and the player told that nothing is asked now.
- The end of the input (or ``quit``, or an output gone) stops the talk: ``stopped``
  holds why, and the caller leaves the game (saved on the host's side). Lines kept before
  the end still answer the game's next questions while a game is played (``playing``);
  anywhere else (waiting for the other player to join, or to start a game) nothing more
  can be answered, and the talk stops at once.
"""

from __future__ import annotations

import asyncio
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from claim2.plain.commands import Leave
from claim2.plain.conversation import Asking
from claim2.plain.lines import EndOfInput, Listener, Speaker
from claim2.plain.questions import CHANGED, Choosing, OnCommand, Wait, read_command
from claim2.present.phrase import Phrase, said
from claim2.text.i18n import _

Stop = EndOfInput | Leave  # why the talk stopped

AHEAD = 4  # lines read from the input before the game has taken them, at most


class LineFeed:
    """Reads ``listener``'s lines on a daemon thread and gives each to ``talk`` in ``loop``
    (None: the end of the input), never more than ``AHEAD`` lines before ``talk`` has taken
    them (``LiveTalk.room``). A daemon thread: a read that waits for a terminal, or for
    room, never keeps the program from ending."""

    def __init__(self, listener: Listener, loop: asyncio.AbstractEventLoop, talk: LiveTalk) -> None:
        self.listener = listener
        self.loop = loop
        self.talk = talk

    def start(self) -> None:
        threading.Thread(target=self._read, name="claim2-plain-input", daemon=True).start()

    def _read(self) -> None:
        room = self.talk.room
        while True:
            room.acquire()  # back-pressure: wait until the game has taken a line
            try:
                line: str | None = self.listener.line()
            except EndOfInput:
                line = None
            try:
                self.loop.call_soon_threadsafe(self.talk.heard, line, True)
            except RuntimeError:  # the loop has closed: nobody listens any more
                return
            if line is None:
                return


@dataclass(eq=False, slots=True)
class _Asked:
    question: Choosing[Any] | Wait
    on_command: OnCommand | None
    current: Callable[[], bool] | None
    future: asyncio.Future[Any]
    then: Callable[[Any], None] | None = None


class LiveTalk:
    """Lines said on ``speaker``; answers from lines given to ``heard`` (by a ``LineFeed``).
    ``terminal``: a person types them; else a script does (a pipe, a file): its line typed
    while nothing is asked waits for the next question, and an answer it gives that chooses
    nothing takes the question's first choice (``Asking``). A person's is dropped with a
    word, and a person is asked again."""

    def __init__(self, speaker: Speaker, *, terminal: bool = False) -> None:
        self.speaker = speaker
        self.keep_ahead = not terminal
        self.asking = Asking(speaker, scripted=not terminal)
        self.lines: deque[tuple[str | None, bool]] = deque()  # each line, and whether fed
        #: room for the lines a ``LineFeed`` may read ahead (taken by it, given back here)
        self.room = threading.Semaphore(AHEAD)
        #: the commands while nothing is asked (None: a line waits for the next question)
        self.idle: OnCommand | None = None
        #: nothing is asked: None; else whether a game is played (its next question will come)
        self.waiting: bool | None = None
        self._asked: list[_Asked] = []
        self._stopped: asyncio.Future[Stop] | None = None
        self._draining = False

    @property
    def stopped(self) -> asyncio.Future[Stop]:
        """Done when the input ends, ``quit`` is typed or the output is gone (its result:
        the exception that said so)."""
        if self._stopped is None:
            self._stopped = asyncio.get_running_loop().create_future()
        return self._stopped

    def say(self, line: Phrase | str | None) -> None:
        self.speaker.say(line)

    def stop(self, why: Stop) -> None:
        if not self.stopped.done():
            self.stopped.set_result(why)

    def guarded(self, action: Callable[[], None]) -> None:
        """Do ``action`` (something heard from the network: lines said, a question asked);
        an output gone or a ``quit`` stops the talk rather than reach the network's code."""
        try:
            action()
        except (EndOfInput, Leave) as why:
            self.stop(why)

    # Questions -------------------------------------------------------------------------

    async def ask(
        self,
        question: Choosing[Any] | Wait,
        on_command: OnCommand | None = None,
        current: Callable[[], bool] | None = None,
        then: Callable[[Any], None] | None = None,
    ) -> Any:
        """The answer to ``question`` (a ``Wait``: None), or ``CHANGED`` when a command or
        the other player changed the scene (``current()`` turned False: ``recheck``).
        ``then(answer)`` at once, before a question asked before this one is asked again."""
        future = asyncio.get_running_loop().create_future()
        asked = _Asked(question, on_command, current, future, then)
        self._asked.append(asked)
        self._show()
        asyncio.get_running_loop().call_soon(self._drain)
        try:
            return await asked.future
        finally:
            if asked in self._asked:  # cancelled: the game ends
                self._asked.remove(asked)

    def recheck(self) -> None:
        """The scene changed: every question whose scene has gone ends (``CHANGED``)."""
        for asked in list(self._asked):
            if asked.current is not None and not asked.current():
                self._finish(asked, CHANGED)

    def _finish(self, asked: _Asked, answer: object) -> None:
        if asked not in self._asked:
            return
        on_top = asked is self._asked[-1]
        self._asked.remove(asked)
        if not asked.future.done():
            asked.future.set_result(answer)
        if asked.then is not None:
            asked.then(answer)
        if on_top:
            self._show()

    def _show(self) -> None:
        """The question on top asked (said), or none; one whose scene has gone meanwhile
        ends (``CHANGED``) unsaid."""
        while self._asked:
            top = self._asked[-1]
            if top.current is None or top.current():
                break
            self._asked.pop()
            if not top.future.done():
                top.future.set_result(CHANGED)
        if not self._asked:
            self.asking.drop()
            return
        top = self._asked[-1]
        self.asking.ask(
            top.question,
            lambda answer: self._finish(top, answer),
            top.on_command,
            lambda: self._finish(top, CHANGED),
        )

    # Lines -----------------------------------------------------------------------------

    def heard(self, line: str | None, fed: bool = False) -> None:
        """A line read (None: the end of the input); ``fed``: by a ``LineFeed``, whose
        room it takes until it is taken here."""
        self.lines.append((line, fed))
        self._drain()

    def wait(self, on_command: OnCommand | None, *, playing: bool) -> None:
        """Nothing is asked now: ``on_command`` does the commands typed meanwhile;
        ``playing``: a game is being played (its next question will come), else the end of
        the input stops the talk at once."""
        self.idle, self.waiting = on_command, playing
        asyncio.get_running_loop().call_soon(self._drain)

    def waited(self) -> None:
        self.idle, self.waiting = None, None

    def _take(self) -> str | None:
        line, fed = self.lines.popleft()
        if fed:
            self.room.release()
        return line

    def _drain(self) -> None:
        """Give the lines waiting to the question asked, or to the commands while nothing
        is asked; stop at the end of the input."""
        if self._draining:
            return
        self._draining = True
        try:
            while self.lines and not self.stopped.done():
                line = self.lines[0][0]
                if line is None:
                    self.stop(EndOfInput())
                    return
                if self.asking.waiting:
                    self._take()
                    self.asking.feed(line)
                    continue
                idle = self.idle
                found = read_command(line)
                if idle is not None and found is not None:
                    self._take()
                    idle(*found)
                    continue
                if self.keep_ahead or idle is None:
                    if self.waiting is False and self._ended():
                        self.stop(EndOfInput())  # nothing will ask for the lines kept
                    return  # kept for the next question
                self._take()
                if line:
                    self.speaker.say(nothing_asked())
        except (EndOfInput, Leave) as why:
            self.stop(why)
        finally:
            self._draining = False

    def _ended(self) -> bool:
        """Whether the end of the input has been read (behind lines kept)."""
        return any(line is None for line, _fed in self.lines)


def nothing_asked() -> Phrase:
    """A line typed at a terminal while the other player chooses."""
    return said(_("Nothing is asked of you now: wait for your turn, or type help."))
