"""Entry points for the app commands (imported only when the app is wanted).

A crash (an error the app did not expect; it should not happen) exits with a
non-zero code and writes a crash log, named in one line on stderr. A terminal that
goes away stops the app within seconds (``terminal_watch``), its game saved.
"""

from __future__ import annotations

import io
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from claim2.tui.table_app import TableApp

EXIT_CRASH = 1


def run_play(
    seed: int | None = None,
    computer: str | None = None,
    hints: bool = False,
    names: tuple[str, str] | None = None,
    phones: bool = False,
) -> int:
    """``claim2 play``: the app for two people at this laptop, or one against the computer;
    ``computer``: a level to play against and ``hints``, chosen on the start screen at first;
    ``names`` (``--name``, checked): a new game between them starts at once; ``phones``: each
    person plays on their own phone, the laptop shows the public table (the couch)."""
    from claim2.settings.options import GameOptions
    from claim2.sitting.lobby import NewGame
    from claim2.sitting.remote.couch import CouchSitting
    from claim2.tui.couch_app import CouchApp

    options = GameOptions(computer=computer, hints=hints)
    new_game = NewGame(names, options=options) if names is not None else None
    sitting = CouchSitting(seed=seed, options=options, phones=phones)
    return run_app(CouchApp(sitting, new_game=new_game))


def run_walkthrough() -> int:
    """``claim2 walkthrough``: the app, opened on the list of lessons."""
    from claim2.tui.app import Claim2App

    return run_app(Claim2App(walkthrough=True))


def run_app(app: TableApp) -> int:
    """Run ``app``; its exit code, and a crash log if it stopped on an unexpected error.

    Textual draws an unexpected error as a traceback with the local variables of every
    frame, which would put both hands and the draw pile on the screen in front of both
    players. Its ``error_console`` (public) is pointed at a buffer instead; what lands
    there goes to the crash log without the local variables and without any card, and the
    screen shows one line. (Textual has no public hook for unexpected errors:
    https://github.com/Textualize/textual/issues/5931.)

    While it runs, ``TerminalWatch`` notices a terminal that goes away (a hangup, the
    end of input, SIGTERM): the app then saves and stops (``terminal_gone``), within
    ``GRACE`` seconds or the process is ended, and the lock is free either way.
    """
    from rich.console import Console

    from claim2.storage.crash_log import crash_text, report_text
    from claim2.tui.heap import hold_still
    from claim2.tui.terminal_watch import TerminalWatch

    report = io.StringIO()
    app.error_console = Console(
        file=report, width=120, color_system=None, markup=False, highlight=False
    )
    watch = TerminalWatch(lambda why: terminal_gone(app, why.code)).start()
    hold_still()  # the modules just imported are never walked by the collector (tui/heap.py)
    try:
        app.run()
    except Exception as error:  # outside Textual's own handling (starting, stopping)
        if watch.gone is not None:  # its screen gone, the app could not stop cleanly
            return watch.gone.code
        return crashed(crash_text(error))
    finally:
        watch.stop(disarm=watch.gone is None)
    if watch.gone is not None:
        return watch.gone.code
    if report.getvalue().strip():
        return crashed(report_text(report.getvalue()))
    if app.farewell is not None:
        from claim2.text.quoting import printable

        print(printable(app.farewell))
    return app.return_code or 0


def terminal_gone(app: TableApp, code: int) -> None:
    """The terminal is gone (called from another thread): the app saves and stops with
    ``code`` (``TableApp.terminal_gone``)."""
    import contextlib

    with contextlib.suppress(Exception):  # an app already stopping: nothing to do
        app.call_from_thread(app.terminal_gone, code)


def crashed(text: str) -> int:
    """Write the crash log (``text``) and say where it is; the exit code."""
    from claim2.storage.crash_log import write_crash_log
    from claim2.storage.data_folder import holding_data_folder
    from claim2.text.i18n import _
    from claim2.text.quoting import printable

    with holding_data_folder():  # the app has let its lock go: taken again, if free
        path = write_crash_log(text)
    if path is None:
        line = _("claim2: the app stopped on an unexpected error (no crash log could be written).")
    else:
        line = _(
            "claim2: the app stopped on an unexpected error; the details are in {path}"
        ).format(path=path)
    print(printable(line), file=sys.stderr)
    return EXIT_CRASH
