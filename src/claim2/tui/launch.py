"""Entry points for the app commands (imported only when the app is wanted).

A crash (an error the app did not expect; it should not happen) exits with a
non-zero code and writes a crash log, named in one line on stderr.
"""

from __future__ import annotations

import io
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from claim2.tui.app import Claim2App

EXIT_CRASH = 1


def run_play(seed: int | None = None, computer: str | None = None, hints: bool = False) -> int:
    """``claim2 play``: the hot-seat app; ``computer``: a level to play against and ``hints``,
    chosen on the start screen at first."""
    from claim2.game.options import GameOptions
    from claim2.sitting.sitting import Sitting
    from claim2.tui.app import Claim2App

    options = GameOptions(computer=computer, hints=hints)
    return run_app(Claim2App(Sitting(seed=seed, options=options)))


def run_walkthrough() -> int:
    """``claim2 walkthrough``: the app, opened on the list of lessons."""
    from claim2.tui.app import Claim2App

    return run_app(Claim2App(walkthrough=True))


def run_app(app: Claim2App) -> int:
    """Run ``app``; its exit code, and a crash log if it stopped on an unexpected error.

    Textual draws an unexpected error as a traceback with the local variables of every
    frame, which would put both hands and the draw pile on the screen in front of both
    players. Its ``error_console`` (public) is pointed at a buffer instead; what lands
    there goes to the crash log without the local variables and without any card, and the
    screen shows one line. (Textual has no public hook for unexpected errors:
    https://github.com/Textualize/textual/issues/5931.)"""
    from rich.console import Console

    from claim2.game.crash_log import crash_text, report_text

    report = io.StringIO()
    app.error_console = Console(
        file=report, width=120, color_system=None, markup=False, highlight=False
    )
    try:
        app.run()
    except Exception as error:  # outside Textual's own handling (starting, stopping)
        return crashed(crash_text(error))
    if report.getvalue().strip():
        return crashed(report_text(report.getvalue()))
    return app.return_code or 0


def crashed(text: str) -> int:
    """Write the crash log (``text``) and say where it is; the exit code."""
    from claim2.game.crash_log import write_crash_log
    from claim2.game.i18n import _
    from claim2.game.quoting import printable

    path = write_crash_log(text)
    if path is None:
        line = _("claim2: the app stopped on an unexpected error (no crash log could be written).")
    else:
        line = _(
            "claim2: the app stopped on an unexpected error; the details are in {path}"
        ).format(path=path)
    print(printable(line), file=sys.stderr)
    return EXIT_CRASH
