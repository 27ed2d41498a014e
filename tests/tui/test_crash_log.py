"""A crash (which should not happen) exits non-zero and names its crash log (issue 10)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

CRASHING_PLAY = textwrap.dedent(
    """
    import sys
    from textual.app import App
    from claim2.cli import main
    from claim2.tui.screens.start import StartScreen

    run = App.run
    App.run = lambda self, *args, **kwargs: run(self, headless=True)

    def boom(self):
        raise RuntimeError("an error nobody expected")

    StartScreen.on_mount = boom
    sys.exit(main(["--lang", "en", "play"]))
    """
)


def test_a_crash_exits_non_zero_and_writes_a_crash_log(data_dir: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", CRASHING_PLAY],
        capture_output=True,
        text=True,
        env={**os.environ, "CLAIM2_DATA_DIR": str(data_dir)},
        check=False,
        timeout=120,
    )
    assert done.returncode == 1
    logs = list(data_dir.glob("claim2-crash-*.log"))
    assert len(logs) == 1
    last_line = done.stderr.strip().splitlines()[-1]
    assert last_line == (
        f"claim2: the app stopped on an unexpected error; the details are in {logs[0]}"
    )
    text = logs[0].read_text(encoding="utf-8")
    assert text.startswith("claim2 ")
    assert "RuntimeError: an error nobody expected" in text
