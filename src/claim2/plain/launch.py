"""Entry points of the plain-line commands (``--plain``, ``ACCESSIBLE=1``, or the start
screen's setting): they read the terminal's input and write its output, a line at a
time. Imports no Textual."""

from __future__ import annotations

import contextlib
import os
import shutil
import sys
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any, TextIO

from claim2.plain.conversation import Conversation
from claim2.plain.lines import SCREENFUL, EndOfInput, Listener, Speaker

if TYPE_CHECKING:
    from claim2.plain.live import LiveTalk

EXIT_INTERRUPTED = 130  # Ctrl+C, as the shell counts it


def conversation(source: TextIO | None = None, out: TextIO | None = None) -> Conversation:
    """A conversation on ``source`` and ``out`` (by default the terminal's)."""
    out = out or sys.stdout
    rows = SCREENFUL
    if out is sys.stdout and out.isatty():
        rows = max(shutil.get_terminal_size((80, SCREENFUL)).lines, 10)
    return Conversation(Speaker(out, rows=rows), Listener(source or sys.stdin))


def run_play(
    *,
    seed: int | None = None,
    computer: str | None = None,
    hints: bool = False,
    names: tuple[str, ...] = (),
    opponent_given: bool = False,
    level_given: bool = False,
    verbose: bool = False,
    resume: bool = False,
    new: bool = False,
) -> int:
    """``claim2 play --plain``."""
    from claim2.plain.play import leaving, play
    from claim2.plain.start import Asked
    from claim2.settings.options import GameOptions
    from claim2.sitting.sitting import Sitting

    options = GameOptions(computer=computer, hints=hints)
    asked = Asked(
        names,
        options,
        opponent_given,
        level_given,
        hints,
        verbose=verbose,
        seed=seed,
        resume=resume,
        new=new,
    )
    talk = live_talk()
    # plain lines go on from every scene themselves: nothing goes on by a timer there
    sitting = Sitting(seed=seed, options=options, auto_continue=False)
    # Ctrl+C: the game is saved all the same, and the last line says where
    said = lambda: leaving(sitting, talk, verbose=verbose)  # noqa: E731
    return run_live(lambda: play(sitting, talk, asked), talk, said)


def quiet_if_gone(talk: Conversation | Speaker) -> None:
    """The output gone (a pipe closed by its reader): what Python would still flush at exit
    goes nowhere, rather than into a warning about a broken pipe."""
    speaker = talk if isinstance(talk, Speaker) else talk.speaker
    if speaker.gone and speaker.out is sys.stdout:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())


def accessible_environment() -> bool:
    """Whether ``ACCESSIBLE`` asks for plain lines (set, and not "0" or "false")."""
    value = os.environ.get("ACCESSIBLE", "").strip().casefold()
    return value not in ("", "0", "false", "no")


def run_walkthrough() -> int:
    """``claim2 walkthrough --plain``: the lessons in plain lines (their progress is kept in
    the data folder, under its lock)."""
    from claim2.plain.commands import Leave
    from claim2.plain.lessons import lesson_list
    from claim2.plain.lines import EndOfInput
    from claim2.storage.data_folder import holding_data_folder

    talk = conversation()
    with holding_data_folder():
        try:
            return lesson_list(talk)
        except (EndOfInput, Leave):
            return 0
        finally:
            quiet_if_gone(talk)


def run_host(
    port: int,
    bind: str | None,
    seed: int | None,
    *,
    name: str | None,
    web_port: int | None = None,
    verbose: bool = False,
) -> int:
    """``claim2 host --plain``: the game is held and saved here; ``name``: ``--name``;
    ``web_port``: ``--web``, a browser may join as the guest too; ``verbose``: every scene
    in full."""
    from claim2.net.codes import new_code
    from claim2.plain.hosting import PlainHost
    from claim2.sitting.remote.hosting import HostSitting

    talk = live_talk()
    host = PlainHost(
        HostSitting(seed=seed),
        talk,
        code=new_code(),
        port=port,
        bind=bind,
        name=name,
        web_port=web_port,
        verbose=verbose,
    )
    return run_live(host.run, talk, host.leaving)


def run_join(address: str, code: str, name: str, port: int, *, verbose: bool = False) -> int:
    """``claim2 join --plain``: the guest's side, joining the game at ``address``."""
    from claim2.net.guest import url_of
    from claim2.plain.joining import PlainGuest
    from claim2.settings.remembered import load_settings

    if not name.strip():
        known = load_settings().players
        name = known[0] if known else ""
    talk = live_talk()
    guest = PlainGuest(
        talk, url_of(address, port), code, name, address=address.strip(), verbose=verbose
    )
    return run_live(guest.run, talk, guest.farewell)


def live_talk() -> LiveTalk:
    """Lines on the terminal's output; a line typed ahead at a terminal (not a pipe) while
    nothing is asked is dropped, with a word."""
    from claim2.plain.live import LiveTalk

    return LiveTalk(conversation().speaker, terminal=sys.stdin.isatty())


def run_live(
    run: Callable[[], Coroutine[Any, Any, int]],
    talk: LiveTalk,
    interrupted: Callable[[], object] | None = None,
) -> int:
    """``run()`` in an event loop, with the terminal's lines read on a thread and given to
    ``talk``; Ctrl+C ends it (the game is saved after every move): ``interrupted()`` then
    says the last words, on a line of their own (the terminal has written "^C")."""
    import asyncio

    from claim2.plain.live import LineFeed

    async def main() -> int:
        LineFeed(Listener(sys.stdin), asyncio.get_running_loop(), talk).start()
        return await run()

    try:
        return asyncio.run(main())
    except KeyboardInterrupt:
        if interrupted is not None and not talk.speaker.gone:
            with contextlib.suppress(EndOfInput):
                if sys.stdin.isatty():
                    talk.speaker.end_line()
                interrupted()
        return EXIT_INTERRUPTED
    finally:
        quiet_if_gone(talk.speaker)
