"""``claim2 join --plain``: the guest's side of a game over the network, in plain lines.

The guest's machine holds no game: ``GuestGame`` (``claim2.net.guest``) keeps what the
host sent and turns answers into messages, over a ``GuestConnection`` in the same event
loop as the lines typed here (``LiveTalk``). Where the joining stands, a new game's
announcement, the host's answers and refusals are said in the guest's words
(``claim2.sitting.guest.words``); the game's scenes as every game's (``Seat``).
Leaving (``quit``, the end of the input) tells the host, which keeps the game; the last
line says how to join it again.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from claim2.game.steps import ScreenKind
from claim2.net.guest import RETRY_AFTER, GuestConnection, GuestGame
from claim2.net.limits import Bucket
from claim2.net.protocol import GUEST_BURST, GUEST_RATE
from claim2.plain.commands import Leave
from claim2.plain.ending import end_question
from claim2.plain.lines import EndOfInput, codes_in_words
from claim2.plain.live import LiveTalk
from claim2.plain.play import menu_command
from claim2.plain.questions import CHANGED, Command
from claim2.plain.seat import Seat
from claim2.plain.start import start_words
from claim2.sitting.clock import Clock, MonotonicClock
from claim2.sitting.guest.news import GameInfo, Refused, Status, TakeBackQuestion
from claim2.sitting.notes import take_back_question
from claim2.sitting.table_words import AfterGame

EXIT_REFUSED = 1  # the host did not let us in
PACE = (GUEST_RATE * 0.8, GUEST_BURST // 2)  # answers a second, and at once, sent at most


class PlainGuest:
    """The guest's person, joining the game at ``url`` (typed as ``address``) with
    ``code`` under ``name``, talking on ``talk``."""

    def __init__(
        self,
        talk: LiveTalk,
        url: str,
        code: str,
        name: str,
        *,
        address: str,
        retry_after: tuple[float, ...] = RETRY_AFTER,
        clock: Clock | None = None,
        verbose: bool = False,
    ) -> None:
        self.talk = talk
        self.address = address
        self.guest = GuestGame(code, name)
        self.connection = GuestConnection(url, self.guest, self._heard, retry_after=retry_after)
        self.seat = Seat(talk, lambda: self.guest if self._in_game else None, verbose=verbose)
        self.seat.you = lambda: self.guest.seat
        self.seat.pace = self._pace
        self._bucket = Bucket(clock or MonotonicClock(), *PACE)
        self._status: tuple[Status, str] | None = None  # as last said, with the host's name
        self._game: GameInfo | None = None
        self._again_for: GameInfo | None = None  # the game after which another was asked for
        self._ended: asyncio.Future[int] | None = None

    @property
    def _in_game(self) -> bool:
        return self.guest.playing

    async def run(self) -> int:
        """Join and play until the player leaves, the host closes or refuses; the exit
        code."""
        talk = self.talk
        self._ended = asyncio.get_running_loop().create_future()
        connecting = asyncio.create_task(self.connection.run())
        playing = asyncio.create_task(self._play())
        stopped: asyncio.Future[Any] = talk.stopped
        try:
            talk.say(start_words())
            self._update()
            await asyncio.wait({playing, stopped, self._ended}, return_when=asyncio.FIRST_COMPLETED)
            if self._ended.done():
                return self._ended.result()
            if playing.done() and playing.exception() is None:
                code: int = playing.result()
                self.farewell()
                return code
            self.farewell()
            return 0
        except (EndOfInput, Leave):
            self.farewell()
            return 0
        finally:
            for task in (playing,):
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError, EndOfInput, Leave):
                    await task
            await self.connection.stop()
            connecting.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await connecting

    def farewell(self) -> None:
        """How to join again a game left in play (the host keeps it)."""
        line = self.guest.farewell(self.address)
        if line is not None and not self.talk.speaker.gone:
            with contextlib.suppress(EndOfInput):
                self.talk.say(line)

    async def _pace(self) -> None:
        """Answers as fast as a pipe gives them stay under the host's limit on messages
        (``claim2.net.protocol``): beyond it the host would close the connection."""
        while not self._bucket.take():  # noqa: ASYNC110 (a pace: no event to wait for)
            await asyncio.sleep(1 / self._bucket.rate)

    # What the host sends ----------------------------------------------------------------

    def _heard(self) -> None:
        asyncio.get_running_loop().call_soon(self.talk.guarded, self._update)

    def _update(self) -> None:
        guest, talk = self.guest, self.talk
        lines = guest.announcement()
        if lines is not None:
            talk.speaker.say_all(lines)
        if guest.game is not self._game:
            self._game = guest.game
            self.seat.new_game()
        for news in guest.take_news():
            if isinstance(news, TakeBackQuestion):
                asyncio.get_running_loop().create_task(self._take_back_asked(news))
                continue
            note = guest.note_for(news)
            if note is not None:
                talk.say(codes_in_words(note.text))
            if isinstance(news, Refused):
                self.seat.answer_again()
        scene = guest.scene
        if guest.ended and scene is not None and scene.kind is ScreenKind.END:
            self.seat.say_if_new(scene)  # the end came just before the host left: said first
        status = (guest.status, guest.host_name)
        if status != self._status:  # the host's name may come just after the welcome
            self._status = status
            if guest.status is not Status.PLAYING:
                talk.say(guest.status_words(self.address))
        if guest.ended and self._ended is not None and not self._ended.done():
            self._ended.set_result(EXIT_REFUSED if guest.status is Status.REFUSED else 0)
        self.seat.on_change()

    async def _take_back_asked(self, asked: TakeBackQuestion) -> None:
        game = self.guest.game
        names = game.names if game is not None else ("", "")
        question = take_back_question(names[asked.seat], asked.card.code)
        question = replace(question, text=codes_in_words(question.text))
        scene = self.guest.scene
        shown = scene.shown if scene is not None else None

        def current() -> bool:  # the question lapses once the game moves on
            now = self.guest.scene
            return now is not None and now.shown == shown

        try:
            allowed = await self.seat.yes_or_no(question, current)
        except (EndOfInput, Leave) as why:
            self.talk.stop(why)
            return
        if allowed is not None:
            self.guest.answer(allowed)

    # The games --------------------------------------------------------------------------

    async def _play(self) -> int:
        guest, seat, talk = self.guest, self.seat, self.talk
        while True:
            scene = guest.scene if self._in_game else None
            if scene is None:
                await seat.until_changed(self._menu_command, playing=False)
                continue
            if scene.kind is not ScreenKind.END:
                await seat.step(scene)
                continue
            seat.say_if_new(scene)
            game = guest.game
            if self._again_for is game:  # asked for another game: the host chooses
                await seat.until_changed(seat.commands.on(scene), playing=False)
                continue
            chosen = await talk.ask(  # quit, or ask the host for another game
                end_question(scene, start=False), seat.commands.on(scene), _same_game(guest, game)
            )
            if chosen is CHANGED:
                continue
            if chosen is AfterGame.QUIT:
                return 0
            self._again_for = game
            talk.say(guest.again().text)

    def _menu_command(self, command: Command, rest: str) -> bool:
        return menu_command(self.talk.speaker, command, rest)


def _same_game(guest: GuestGame, game: GameInfo | None) -> Callable[[], bool]:
    return lambda: guest.game is game and guest.playing
