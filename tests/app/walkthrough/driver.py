"""Doing lessons through key presses, as a learner would: shared by the Pilot tests."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from textual.app import App
from textual.pilot import Pilot
from textual.screen import Screen

from app.driving import flat_text, post_key, screen_text, settle, wait_until
from claim2.engine import Card
from claim2.text.i18n import _
from claim2.tui.app import Claim2App
from claim2.tui.walkthrough.lesson import LessonScreen, Mode
from claim2.tui.walkthrough.lesson_list import LessonListScreen, LessonTable
from claim2.tui.widgets.hand import Hand
from claim2.walkthrough import load_lessons

# The shared driver's, offered here too for the lesson tests.
__all__ = ["screen_text", "settle", "top"]

LESSONS = load_lessons()
NUMBER = {lesson.id: index for index, lesson in enumerate(LESSONS)}


async def keys(pilot: Pilot[None], *names: str) -> None:
    """Press ``names`` in a row, then wait for the app to settle (faster than pilot.press)."""
    app = pilot.app
    assert isinstance(app, Claim2App)
    for name in names:
        post_key(app, name)
    await settle(pilot)


def shows(app: App[Any], msgid: str) -> bool:
    """Whether the screen shows the translation of ``msgid`` (a lesson text), wrapped or not."""
    return " ".join(_(msgid).split()) in flat_text(app)


async def opened_list(pilot: Pilot[None]) -> LessonListScreen:
    """Wait for ``claim2 walkthrough``'s first screen: the list of lessons."""
    for _attempt in range(50):
        if isinstance(top(pilot.app), LessonListScreen):
            break
        await settle(pilot)
    await settle(pilot)
    screen = top(pilot.app)
    assert isinstance(screen, LessonListScreen)
    return screen


async def open_lesson(pilot: Pilot[None], lesson_id: str) -> LessonScreen:
    """From the list: move to the lesson with the arrow keys, Enter, then Enter past the intro."""
    listing = top(pilot.app)
    assert isinstance(listing, LessonListScreen)
    table = listing.query_one(LessonTable)
    moves = NUMBER[lesson_id] - table.cursor_row
    await keys(pilot, *(["down"] * moves if moves > 0 else ["up"] * -moves), "enter")
    await wait_until(pilot, lambda: isinstance(top(pilot.app), LessonScreen), "the lesson")
    screen = top(pilot.app)
    assert isinstance(screen, LessonScreen)
    assert mode(screen) is Mode.INTRO
    await wait_until(pilot, lambda: shows(pilot.app, screen.lesson.intro[0]), "its intro")
    await keys(pilot, "enter")
    await wait_until(pilot, lambda: mode(screen) is Mode.STEP, "its first step")
    return screen


async def point_at(pilot: Pilot[None], card: Card) -> Hand:
    """Move the hand's cursor to ``card`` with the arrow keys."""
    hand = top(pilot.app).query_one(Hand)
    moves = hand.cards.index(card) - hand.index
    await keys(pilot, *(["right"] * moves if moves > 0 else ["left"] * -moves))
    assert hand.selected == card
    return hand


async def play(pilot: Pilot[None], card: Card) -> None:
    """Point at ``card``, Enter to raise it, Enter to play it."""
    await point_at(pilot, card)
    await keys(pilot, "enter", "enter")


def mode(screen: LessonScreen) -> Mode:
    """What the lesson screen shows now (a function, so each check reads it afresh)."""
    return screen.mode


def top(app: App[Any]) -> Screen[Any]:
    """The screen on top."""
    return app.screen


def current(pilot: Pilot[None]) -> Screen[Any]:
    """The screen shown now."""
    return top(pilot.app)


def new_app() -> Claim2App:
    """The app as ``claim2 walkthrough`` starts it."""
    return Claim2App(walkthrough=True)


@asynccontextmanager
async def in_lesson(lesson_id: str) -> AsyncIterator[tuple[Pilot[None], LessonScreen]]:
    """``claim2 walkthrough`` at 80×24, the lesson ``lesson_id`` opened past its intro:
    the pilot and the lesson's screen."""
    async with new_app().run_test(size=(80, 24)) as pilot:
        await opened_list(pilot)
        yield pilot, await open_lesson(pilot, lesson_id)
