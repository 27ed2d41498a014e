"""Which language claim2 speaks: --lang, else the remembered choice, else the locale."""

from __future__ import annotations

from pathlib import Path

import pytest

from claim2.cli import choose_language
from claim2.settings.remembered import Settings, load_settings, remember_language, save_settings
from claim2.text.i18n import (
    _,
    current_language,
    language_from_environment,
    set_language,
)

pytestmark = pytest.mark.usefixtures("clean_environment")


@pytest.mark.parametrize(
    ("environment", "expected"),
    [
        ({}, None),
        ({"LANG": "nl_NL.UTF-8"}, "nl"),
        ({"LANG": "nl_BE.UTF-8"}, "nl"),
        ({"LANG": "en_GB.UTF-8"}, "en"),
        ({"LANG": "fr_FR.UTF-8"}, None),
        ({"LANG": "C"}, None),
        ({"LC_MESSAGES": "nl_NL", "LANG": "en_US"}, "nl"),
        ({"LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "nl_NL", "LANG": "nl_NL"}, "en"),
        ({"LANGUAGE": "nl", "LC_ALL": "en_US.UTF-8"}, "nl"),
        ({"LANGUAGE": "fr:nl", "LANG": "en_US"}, "nl"),
        ({"LANGUAGE": "fr", "LANG": "nl_NL"}, "nl"),  # LANGUAGE names nothing we know
        ({"LC_ALL": "fr_FR", "LANG": "nl_NL"}, None),  # LC_ALL decides, and it is French
        ({"LANG": "nl_NL@euro"}, "nl"),
    ],
)
def test_language_from_the_locale_variables(
    environment: dict[str, str], expected: str | None
) -> None:
    assert language_from_environment(environment) == expected


def test_without_anything_claim2_speaks_english() -> None:
    assert choose_language([]) == "en"


def test_the_locale_decides_when_nothing_was_chosen(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "nl_NL.UTF-8")
    assert choose_language(["rules"]) == "nl"


def test_an_unsupported_locale_falls_back_to_english(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert choose_language(["rules"]) == "en"


def test_the_remembered_choice_beats_the_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "nl_NL.UTF-8")
    save_settings(Settings(language="en"))
    assert choose_language(["rules"]) == "en"
    save_settings(Settings(language="nl"))
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    assert choose_language(["rules"]) == "nl"


@pytest.mark.parametrize("argv", [["--lang", "en", "rules"], ["--lang=en", "rules"]])
def test_the_lang_option_beats_everything(monkeypatch: pytest.MonkeyPatch, argv: list[str]) -> None:
    monkeypatch.setenv("LANGUAGE", "nl")
    save_settings(Settings(language="nl"))
    assert choose_language(argv) == "en"


def test_an_unknown_remembered_language_is_ignored(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "nl_NL.UTF-8")
    save_settings(Settings(language="xx"))
    assert choose_language([]) == "nl"


def test_a_broken_settings_file_is_ignored(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("LANG", "nl_NL.UTF-8")
    (tmp_path / "settings.json").write_text("{not json", encoding="utf-8")
    assert choose_language([]) == "nl"


def test_remember_language_switches_now_and_for_the_next_start() -> None:
    save_settings(Settings(language="en", theme="dark"))
    remember_language("nl")
    assert current_language() == "nl"
    assert _("Gnomes") == "Gnomen"
    assert load_settings() == Settings(language="nl", theme="dark")
    assert choose_language([]) == "nl"


def test_set_language_switches_the_translations() -> None:
    set_language("nl")
    assert _("Dragons") == "Draken"
    set_language("en")
    assert _("Dragons") == "Dragons"


def test_an_unsupported_language_is_refused() -> None:
    with pytest.raises(ValueError, match="fr"):
        set_language("fr")
