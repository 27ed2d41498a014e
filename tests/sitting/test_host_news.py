"""What the host of a game over the network hears, below both its front-ends (``HostNews``):
a take-back asked of the host and answered, the answer to the host's own question, the
other player joining and leaving, asking for another game, wrong join codes (said at most
once a minute, on the test's clock)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from claim2.sitting.clock import ManualClock
from claim2.sitting.lobby import NewGame
from claim2.sitting.notes import Note, Severity
from claim2.sitting.remote.host_news import (
    WARN_EVERY,
    Answered,
    AskedToTakeBack,
    GuestMoved,
    HostNews,
    News,
    WrongCodes,
)
from claim2.sitting.remote.host_words import host_saved
from claim2.sitting.remote.hosting import HostSitting
from claim2.sitting.remote.table import RemoteTable

from .tables import NAMES, first_card


@pytest.fixture
def host() -> Iterator[HostSitting]:
    sitting = HostSitting(seed=1)
    yield sitting
    sitting.close()


def heard(sitting: HostSitting, *, keys: bool = True) -> tuple[HostNews, list[News], ManualClock]:
    clock = ManualClock()
    news: list[News] = []
    return HostNews(sitting, clock, news.append, keys=keys), news, clock


def started(sitting: HostSitting, leader: int = 1) -> RemoteTable:
    sitting.open()
    sitting.remote.arrived(NAMES[1])
    sitting.start_now(NewGame(NAMES, first_leader=leader))
    table = sitting.network_table
    assert table is not None
    return table


def after_start(news: list[News]) -> list[News]:
    """What was heard after the guest joined."""
    assert isinstance(news[0], GuestMoved)
    return news[1:]


def test_the_guest_s_question_is_put_to_the_host_and_answered_once(host: HostSitting) -> None:
    hears, news, _clock = heard(host)
    table = started(host)
    turn = table.scene_for(1)
    assert turn.seen is not None
    card = first_card(turn.seen)
    assert table.play_for(1, card, turn.shown) is None
    asked = table.ask_take_back(1)
    assert asked is not None
    question = news[-1]
    assert isinstance(question, AskedToTakeBack) and question.asked is asked
    assert question.question.text == f"{NAMES[1]} asks to take {asked.card.code} back. Allow it?"
    assert hears.answer(asked, allowed=True)
    assert not hears.answer(asked, allowed=True)  # answered: nothing waits any more
    assert table.session.moves == 0
    assert not any(isinstance(item, Answered) for item in news)  # the guest's answer, not ours


def test_the_answer_to_the_host_s_own_question_is_said(host: HostSitting) -> None:
    _hears, news, _clock = heard(host)
    table = started(host, leader=0)
    turn = table.scene_for(0)
    assert turn.seen is not None
    table.play_for(0, first_card(turn.seen), turn.shown)
    asked = table.ask_take_back(0)
    assert asked is not None
    assert after_start(news) == []  # the host's own question is not put to the host
    assert table.answer_take_back(1, allowed=False)
    assert after_start(news) == [
        Answered(Note(f"{NAMES[1]} did not agree: {asked.card.code} stays on the table."))
    ]


def test_the_guest_joining_and_leaving(host: HostSitting) -> None:
    _hears, news, _clock = heard(host)
    host.remote.arrived("Bobby")
    assert news == [GuestMoved("Bobby", True, Note("Bobby has joined."))]
    host.remote.left()
    left = news[-1]
    assert isinstance(left, GuestMoved) and (left.name, left.here) == ("Bobby", False)
    assert left.note == Note("Bobby has left — waiting for Bobby", Severity.WARNING)
    started(host)  # in a game the guest is named as the game knows them
    host.remote.left()
    assert news[-1] == GuestMoved(
        NAMES[1], False, Note(f"{NAMES[1]} has left — waiting for {NAMES[1]}", Severity.WARNING)
    )


@pytest.mark.parametrize(
    ("keys", "said"),
    [(True, "would like to play again (n)."), (False, "would like to play again.")],
)
def test_another_game_asked_for_is_said_once_the_game_has_ended(
    host: HostSitting, keys: bool, said: str
) -> None:
    hears, news, _clock = heard(host, keys=keys)
    table = started(host)
    hears.wants_again()
    assert after_start(news) == []  # not during a game
    while not table.session.finished:
        for seat in (0, 1):
            scene = table.scene_for(seat)
            if scene.acts:
                assert scene.seen is not None
                table.play_for(seat, first_card(scene.seen), scene.shown)
            else:
                table.proceed_for(seat, scene.shown)
    hears.wants_again()
    assert after_start(news) == [Note(f"{NAMES[1]} {said}")]


def test_wrong_codes_are_shown_each_time_and_warned_of_once_a_minute(host: HostSitting) -> None:
    hears, news, clock = heard(host)
    hears.wrong_codes(1)
    clock.advance(WARN_EVERY - 1)
    hears.wrong_codes(2)
    clock.advance(1)
    hears.wrong_codes(3)
    assert [item.note is not None for item in news if isinstance(item, WrongCodes)] == [
        True,
        False,
        True,
    ]
    first = news[0]
    assert isinstance(first, WrongCodes) and first.note is not None
    assert first.note.severity is Severity.WARNING and first.note.text == first.text
    assert first.text.startswith("A wrong join code was tried (1 in the last minute)")


def test_the_host_leaving_a_game_hears_it_is_saved_the_path_only_when_asked() -> None:
    """Issue 53: a short line read aloud; the file's path with ``--verbose`` (or ``where``)."""
    assert host_saved("Bob") == (
        "The game is saved: 'claim2 host --plain' resumes it, and Bob can join again."
    )
    assert host_saved("Bob", "/data/saves/network.json") == (
        "The game is saved as /data/saves/network.json: 'claim2 host --plain' resumes it, "
        "and Bob can join again."
    )
