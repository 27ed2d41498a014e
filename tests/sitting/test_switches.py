"""A setting switched while playing: remembered for the next start, or, when the settings
file cannot be written, held for this run with a note that says so."""

from __future__ import annotations

import pytest

from claim2.settings.remembered import load_settings
from claim2.sitting import switches
from claim2.sitting.notes import Severity


def test_a_switch_is_remembered_for_the_next_start() -> None:
    assert switches.remember(confirm_cards=True, auto_continue=False)
    settings = load_settings()
    assert settings.confirm_cards and settings.auto_continue is False
    assert switches.confirm_cards_note(True, remembered=True).severity is Severity.INFORMATION


def test_a_switch_that_cannot_be_remembered_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    def unwritable(*_args: object) -> None:
        raise OSError("read-only")

    monkeypatch.setattr(switches, "save_settings", unwritable)
    assert not switches.remember(confirm_cards=True)
    for note in (
        switches.confirm_cards_note(True, remembered=False),
        switches.auto_continue_note(False, remembered=False),
        switches.language_note("Nederlands", remembered=False),
    ):
        assert note.severity is Severity.WARNING
        assert "could not be remembered" in note.text
    assert switches.plain_lines_note(True, remembered=False).severity is Severity.WARNING
