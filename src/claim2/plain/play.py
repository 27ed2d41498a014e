"""``claim2 play --plain``: a sitting in plain lines, from the start to the last game, and
how it is left (``quit``, or the end of the input: the game is saved, and the last line
says where and how to resume it)."""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

from claim2.plain.commands import Leave, help_line, rules_lines
from claim2.plain.game import PlainGame
from claim2.plain.lines import EndOfInput, Speaker
from claim2.plain.live import LiveTalk
from claim2.plain.questions import Command
from claim2.plain.start import Asked, PlainStart, start_words
from claim2.present.phrase import Phrase, said
from claim2.sitting.keeping import quote_path
from claim2.sitting.lobby_words import no_game_here
from claim2.sitting.sitting import Sitting
from claim2.sitting.table_words import AfterGame
from claim2.text.i18n import _

EXIT_UNSAVED = 1  # the game could not be saved where it belongs
EXIT_USAGE = 2  # a game that cannot be played as asked (the data folder cannot hold it)
EXIT_INTERRUPTED = 130  # Ctrl+C, as the shell counts it


async def play(sitting: Sitting, talk: LiveTalk, asked: Asked) -> int:
    """Play at ``sitting`` until the player leaves (or the input ends); the exit code.
    Ctrl+C cancels it (the caller says where the game is saved: ``leaving``)."""
    sitting.open()
    try:
        return await _sitting(sitting, talk, asked)
    finally:
        sitting.close()


async def _sitting(sitting: Sitting, talk: LiveTalk, asked: Asked) -> int:
    if sitting.elsewhere:
        folder = sitting.folder
        talk.say(elsewhere_line(str(folder.folder) if folder is not None else "?"))
        return EXIT_UNSAVED
    problem = sitting.folder_problem
    if problem is not None:  # said before anything is dealt: no game that cannot be saved
        talk.say(no_game_here(problem))
        return EXIT_USAGE
    talk.say(start_words())
    playing = asyncio.create_task(_play(sitting, talk, asked))
    stopped: asyncio.Future[Any] = talk.stopped
    await asyncio.wait({playing, stopped}, return_when=asyncio.FIRST_COMPLETED)
    if not playing.done():  # the input ended, or quit, while nothing was asked
        playing.cancel()
        with contextlib.suppress(asyncio.CancelledError, EndOfInput, Leave):
            await playing
        return leaving(sitting, talk, verbose=asked.verbose)
    try:
        return playing.result()
    except (EndOfInput, Leave):
        return leaving(sitting, talk, verbose=asked.verbose)


async def _play(sitting: Sitting, talk: LiveTalk, asked: Asked) -> int:
    start = PlainStart(
        sitting, talk, asked, lambda command, rest: menu_command(talk.speaker, command, rest)
    )
    while await start.choose():
        after = await PlainGame(sitting, talk, verbose=asked.verbose).play()
        if after is AfterGame.QUIT:
            return 0
        sitting.leave()
    return start.exit_code


def menu_command(speaker: Speaker, command: Command, rest: str) -> bool:
    """A command before a game is on the table."""
    if command is Command.QUIT:
        raise Leave
    if command is Command.RULES:
        speaker.say_all(rules_lines(rest))
    elif command is Command.HELP:
        speaker.say(help_line())
    elif command is not Command.REPEAT:
        speaker.say(said(_("No game is being played yet.")))
    return True


def leaving(sitting: Sitting, talk: LiveTalk, *, verbose: bool = False) -> int:
    """The last words when the player leaves in a game (or the input ends): that the game
    is saved (``verbose``: where) and how to resume it, or why it could not be saved."""
    table = sitting.table
    if table is None or table.session.finished:
        return 0
    unsaved = sitting.unsaved()
    with contextlib.suppress(EndOfInput):  # an output gone meanwhile: nothing to say it to
        if unsaved is not None:
            talk.say(
                said(_("The game could not be saved ({reason}); it ends here."), reason=unsaved[1])
            )
        elif verbose:
            talk.say(saved_line(quote_path(sitting.save_path)))
        else:
            talk.say(said(_("The game is saved: 'claim2 play --plain' resumes it.")))
    return 0 if unsaved is None else EXIT_UNSAVED


def saved_line(path: str) -> Phrase:
    return said(_("The game is saved as {path}: 'claim2 play --plain' resumes it."), path=path)


def elsewhere_line(path: str) -> Phrase:
    return said(
        _(
            "Claim 2 is open in another window, on the data folder {path}: play on there. "
            "This window never touches that game."
        ),
        path=path,
    )
