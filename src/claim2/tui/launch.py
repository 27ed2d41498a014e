"""Entry points for the app commands (imported only when the app is wanted).

A crash (an error the app did not expect; it should not happen) exits with a
non-zero code and writes a crash log, named in one line on stderr.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from claim2.tui.app import Claim2App

EXIT_CRASH = 1


def run_play(seed: int | None = None, computer: str | None = None, hints: bool = False) -> int:
    """``claim2 play``: the hot-seat app; ``computer``: a level to play against and ``hints``,
    chosen on the start screen at first."""
    from claim2.game.options import GameOptions
    from claim2.tui.app import Claim2App

    return run_app(Claim2App(seed=seed, options=GameOptions(computer=computer, hints=hints)))


def run_walkthrough() -> int:
    """``claim2 walkthrough``: the app, opened on the list of lessons."""
    from claim2.tui.app import Claim2App

    return run_app(Claim2App(walkthrough=True))


def run_app(app: Claim2App) -> int:
    """Run ``app``; its exit code, and a crash log if it stopped on an unexpected error."""
    try:
        app.run()
    except Exception as error:  # outside Textual's own handling (starting, stopping)
        return crashed(error)
    if app.crash is not None:
        return crashed(app.crash)
    return app.return_code or 0


def crashed(error: BaseException) -> int:
    """Write the crash log and say where it is; the exit code."""
    from claim2.game.crash_log import crash_text, write_crash_log
    from claim2.game.data_folder import holding_data_folder
    from claim2.game.i18n import _
    from claim2.game.quoting import printable

    with holding_data_folder():  # the app has let its lock go: taken again, if free
        path = write_crash_log(crash_text(error))
    if path is None:
        line = _("claim2: the app stopped on an unexpected error (no crash log could be written).")
    else:
        line = _(
            "claim2: the app stopped on an unexpected error; the details are in {path}"
        ).format(path=path)
    print(printable(line), file=sys.stderr)
    return EXIT_CRASH
