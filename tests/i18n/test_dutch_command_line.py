"""The claim2 command in Dutch: its help, argparse's own words and errors, and the rules."""

from __future__ import annotations

import argparse
import gettext
import os
import subprocess
import sys
from pathlib import Path

import pytest

from claim2.cli import main
from claim2.settings.remembered import Settings, save_settings
from claim2.text.i18n import LOCALE_VARIABLES
from one_line import usage_error

pytestmark = pytest.mark.usefixtures("clean_environment")


def _help(arguments: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as exit_info:
        main(arguments)
    assert exit_info.value.code == 0
    return capsys.readouterr().out


ENGLISH_HELP = ("usage:", "options:", "show this help message and exit", "show the rules")
DUTCH_HELP = ("gebruik:", "opties:", "toon deze hulptekst en stop", "toon de spelregels")


def test_lang_nl_makes_the_help_dutch(capsys: pytest.CaptureFixture[str]) -> None:
    out = _help(["--lang", "nl", "--help"], capsys)
    for words in DUTCH_HELP:
        assert words in out
    for words in ENGLISH_HELP:
        assert words not in out


def test_lang_nl_makes_a_subcommand_help_dutch(capsys: pytest.CaptureFixture[str]) -> None:
    out = _help(["--lang", "nl", "replay", "--help"], capsys)
    assert out.startswith("gebruik: claim2 replay")
    assert "positionele argumenten:" in out
    assert "BESTAND" in out
    assert "een spelverslag (JSON)" in out


def test_the_help_is_english_by_default(capsys: pytest.CaptureFixture[str]) -> None:
    out = _help(["--help"], capsys)
    for words in ENGLISH_HELP:
        assert words in out


def test_lang_en_beats_a_dutch_locale(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("LANG", "nl_NL.UTF-8")
    out = _help(["--lang", "en", "--help"], capsys)
    assert "usage:" in out
    assert "gebruik:" not in out


def test_a_remembered_dutch_choice_makes_the_help_dutch(
    capsys: pytest.CaptureFixture[str],
) -> None:
    save_settings(Settings(language="nl"))
    assert "gebruik:" in _help(["--help"], capsys)


@pytest.mark.parametrize(
    ("arguments", "dutch"),
    [
        (["--lang", "nl", "bogus"], "ongeldige keuze: 'bogus'"),
        (["--lang", "nl", "replay"], "de volgende argumenten zijn verplicht: BESTAND"),
        (["--lang", "nl", "play", "--seed", "seven"], "ongeldige waarde voor int: 'seven'"),
        (["--lang", "nl", "rules", "--extra"], "onbekende argumenten: --extra"),
        (["--lang", "nl", "play", "--seed"], "verwacht één argument"),
    ],
)
def test_argparse_errors_are_dutch(
    arguments: list[str], dutch: str, capsys: pytest.CaptureFixture[str]
) -> None:
    line = usage_error(arguments, capsys)
    assert line.startswith("claim2")
    assert dutch in line
    assert "fout:" in line
    assert "(zie 'claim2" in line


def test_argparse_errors_are_english_by_default(capsys: pytest.CaptureFixture[str]) -> None:
    line = usage_error(["bogus"], capsys)
    assert "invalid choice: 'bogus'" in line
    assert "error:" in line


@pytest.mark.parametrize("language", [None, "fr"])
def test_gettext_is_left_as_it_was(
    language: str | None, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Only claim2's own parsing is translated: the text domain and LANGUAGE are put back."""
    if language is not None:
        monkeypatch.setenv("LANGUAGE", language)
    domain = gettext.textdomain()
    assert "gebruik:" in _help(["--lang", "nl", "--help"], capsys)
    assert gettext.textdomain() == domain
    assert os.environ.get("LANGUAGE") == language
    assert argparse.ArgumentParser(prog="other").format_usage().startswith("usage:")


def test_the_rules_command_shows_the_dutch_rules(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "nl", "rules", "--plain"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("# Claim 2: de spelregels")
    assert main(["--lang", "en", "rules", "--plain"]) == 0
    assert "de spelregels" not in capsys.readouterr().out


def _run_claim2(arguments: list[str], environment: dict[str, str], tmp_path: Path) -> str:
    env = {k: v for k, v in os.environ.items() if k not in LOCALE_VARIABLES}
    env.update(environment, CLAIM2_DATA_DIR=str(tmp_path))
    result = subprocess.run(
        [sys.executable, "-m", "claim2.cli", *arguments],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    )
    return result.stdout


def test_a_dutch_locale_makes_the_help_dutch(tmp_path: Path) -> None:
    out = _run_claim2(["--help"], {"LANG": "nl_NL.UTF-8"}, tmp_path)
    for words in DUTCH_HELP:
        assert words in out


def test_an_unsupported_locale_falls_back_to_english(tmp_path: Path) -> None:
    out = _run_claim2(["--help"], {"LANG": "fr_FR.UTF-8"}, tmp_path)
    for words in ENGLISH_HELP:
        assert words in out
