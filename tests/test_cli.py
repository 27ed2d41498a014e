"""The claim2 command: help, version, bad arguments, and a light start."""

from __future__ import annotations

import ast
import subprocess
import sys

import pytest

from claim2 import __version__
from claim2.cli import main
from one_line import usage_error

pytestmark = pytest.mark.usefixtures("clean_environment")  # tests/conftest.py


def test_help_lists_the_commands(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--help"])
    assert exit_info.value.code == 0
    out = capsys.readouterr().out
    for command in ("play", "walkthrough", "rules", "replay"):
        assert command in out


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])
    assert exit_info.value.code == 0
    assert capsys.readouterr().out.strip() == f"claim2 {__version__}"


@pytest.mark.parametrize(
    "arguments",
    [["bogus"], ["replay"], ["play", "--seed", "seven"], ["--lang", "xx", "rules"]],
)
def test_bad_arguments_give_one_line_and_exit_2(
    arguments: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert usage_error(arguments, capsys).startswith("claim2")


def test_rules_prints_the_rules(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "--plain"]) == 0
    out = capsys.readouterr().out
    for rule in ("R1", "R5", "R12", "R17"):
        assert rule in out


def modules_loaded_by(code: str, *prefixes: str) -> list[str]:
    """The modules named ``prefixes`` (or below them) that a fresh Python has loaded after
    running ``code``."""
    script = (
        f"import sys\n{code}\n"
        f"wanted = {prefixes!r}\n"
        "loaded = [m for m in sys.modules\n"
        "          if any(m == w or m.startswith(w + '.') for w in wanted)]\n"
        "sys.stderr.write(repr(loaded))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    loaded: list[str] = ast.literal_eval(result.stderr)
    return loaded


def test_help_does_not_load_textual() -> None:
    """Commands that need no app start fast: they must not import Textual."""
    code = (
        "from claim2.cli import main\n"
        "for argv in (['--help'], ['--version']):\n"
        "    try:\n"
        "        main(argv)\n"
        "    except SystemExit:\n"
        "        pass\n"
        "main(['rules', '--plain'])"
    )
    assert modules_loaded_by(code, "textual", "pydantic") == []


def test_the_start_screen_does_not_load_the_game() -> None:
    """The app's start screen is drawn before the game's own modules (the pydantic records,
    the session, the computer) are imported: they come when a save is looked for, after the
    first screen, or when a game starts."""
    game = (
        "claim2.records.record",
        "claim2.game.session",
        "claim2.game.take_back",
        "claim2.sitting.scene",
        "claim2.sitting.table",
        "claim2.ai",
    )
    assert modules_loaded_by("import claim2.tui.launch, claim2.tui.app", *game) == []
    # the app of claim2 play (on phones too): no web server or QR code before a game on phones
    couch = "import claim2.tui.couch_app, claim2.sitting.remote.couch"
    assert modules_loaded_by(couch, *game, "claim2.web", "aiohttp", "segno") == []
