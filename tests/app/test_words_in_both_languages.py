"""The small wrongs of issue 11, in both languages."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from claim2.engine import Card, LeadReason, legal_actions, shuffled_deal, start, step, view
from claim2.engine.events import Event, GnomesPlaced, TrickWon
from claim2.game.public import public_view
from claim2.present.scenes import public as told
from claim2.text.i18n import set_language
from claim2.tui.narrate import markup
from claim2.tui.widgets.scoreboard import phase_one_shown, prizes_lines

C = Card.parse
NAMES = ("Ann", "Bob")


TRICK = TrickWon(1, 5, 0, (C("Gi5"), C("Gi7")), 1, 1, LeadReason.WON_TRICK)


def effect_sentence(event: Event, names: tuple[str, str]) -> str | None:
    """What a trick's result says of ``event`` (the line it adds to the result)."""
    said = [markup(phrase) for phrase in told.result_lines(TRICK, (event,), names)]
    without = [markup(phrase) for phrase in told.result_lines(TRICK, (), names)]
    added = [line for line in said if line not in without]
    return added[0] if added else None


def result_lines(trick: TrickWon, events: tuple[Event, ...], names: tuple[str, str]) -> list[str]:
    return [markup(phrase) for phrase in told.result_lines(trick, events, names)]


def log_lines(events: list[TrickWon], names: tuple[str, str]) -> list[str]:
    return [markup(phrase) for _indent, phrase in told.log_lines(events, names)]


@pytest.fixture(params=["en", "nl"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    set_language(request.param)
    yield request.param
    set_language("en")


def test_one_gnome_lies_and_two_gnomes_lie(language: str) -> None:
    one = effect_sentence(GnomesPlaced(0, (C("Gn5"),)), NAMES)
    two = effect_sentence(GnomesPlaced(0, (C("Gn5"), C("Gn7"))), NAMES)
    assert one is not None and two is not None
    singular, plural = {"en": ("now lies", "now lie"), "nl": ("ligt nu", "liggen nu")}[language]
    assert singular in one and plural in two


def test_nobody_leads_after_the_games_last_trick(language: str) -> None:
    last = TrickWon(2, 13, 0, (C("Gn5"), C("Gn7")), 1, 1, LeadReason.WON_TRICK)
    earlier = last._replace(trick=12)
    words = {"en": "leads", "nl": "begint"}[language]
    assert any(words in line for line in result_lines(earlier, (), NAMES))
    assert not any(words in line for line in result_lines(last, (), NAMES))
    assert not any(words in line for line in log_lines([last], NAMES))


def test_the_last_trick_of_phase_one_shows_the_followers_not_empty_score_piles() -> None:
    state = start(shuffled_deal(5, first_leader=0))
    while state.phase == 1:
        state = step(state, legal_actions(state)[0])
    public = public_view(view(state, 0))
    assert public.phase == 2
    assert phase_one_shown(public, phase=1)  # the trick's phase: its prizes, not the piles
    lines = [line.plain for line in prizes_lines(public, NAMES)]
    assert "13 followers" in lines[0] and "13 followers" in lines[1]
