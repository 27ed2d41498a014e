"""Without colour (NO_COLOR): the app's faction colours become the default foreground, and
the commands print cards bold without colour (Rich drops the colours itself)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from claim2.cli import main
from claim2.engine import Faction
from claim2.present.palette import DARK, LIGHT, faction_variables, no_color, variable
from claim2.text.i18n import set_language

HANDMADE = Path(__file__).parent / "data" / "handmade_game.json"
COLOUR_CODE = re.compile(r"\x1b\[[0-9;]*(?:3[0-7]|9[0-7]|38;[0-9;]+)m")  # a foreground colour


def test_the_apps_faction_variables_are_the_default_foreground_without_colour() -> None:
    for dark in (True, False):
        variables = faction_variables(dark, {"NO_COLOR": "1"})
        assert variables == {variable(faction): "ansi_default" for faction in Faction}
        assert faction_variables(dark, {"NO_COLOR": ""}) == variables  # set at all, as Textual
        palette = DARK if dark else LIGHT
        assert faction_variables(dark, {}) == {variable(f): palette[f] for f in Faction}
    assert no_color({"NO_COLOR": ""}) and not no_color({"TERM": "xterm"})


@pytest.fixture
def terminal(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Rich writes as to a terminal of many colours, in English, with an empty data folder."""
    monkeypatch.setenv("FORCE_COLOR", "1")
    monkeypatch.setenv("COLORTERM", "truecolor")
    monkeypatch.setenv("COLUMNS", "120")
    monkeypatch.setenv("CLAIM2_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("NO_COLOR", raising=False)
    set_language("en")


@pytest.mark.usefixtures("terminal")
def test_the_replay_prints_cards_bold_and_without_colour(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["replay", str(HANDMADE)]) == 0
    coloured = capsys.readouterr().out
    assert "\x1b[1;38;2;213;94;0mDr0" in coloured  # the Dragons' colour, normally
    monkeypatch.setenv("NO_COLOR", "1")
    assert main(["replay", str(HANDMADE)]) == 0
    plain = capsys.readouterr().out
    assert not COLOUR_CODE.search(plain)
    assert "\x1b[1mDr0\x1b[0m" in plain  # bold, in the terminal's own colour


@pytest.mark.usefixtures("terminal")
def test_the_history_prints_without_colour(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from claim2.records.record import load_record, save_record

    (tmp_path / "saves").mkdir()
    save_record(load_record(HANDMADE), tmp_path / "saves" / "game-20261201-100000.json")
    monkeypatch.setenv("NO_COLOR", "1")
    assert main(["history"]) == 0
    out = capsys.readouterr().out
    assert "Ann" in out and not COLOUR_CODE.search(out)
