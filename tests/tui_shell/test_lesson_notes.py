"""A lesson's explanation of a wrong try stays while the learner looks for another card and
goes once they raise one; nothing of it is left after the accepted move."""

from __future__ import annotations

import asyncio

from textual.pilot import Pilot

from claim2.engine import Card
from claim2.text.i18n import _
from claim2.tui.walkthrough.lesson import LessonScreen, Mode
from claim2.tui.widgets.hand import Hand
from claim2.walkthrough import load_lessons

from .shell_app import ShellApp, screen_text

LESSON = next(lesson for lesson in load_lessons() if lesson.id == "winning")
STEP = LESSON.steps[0]  # Tr4 led: Tr7 wins it, Tr0 and Tr3 are allowed but lose


def opening(msgid: str | None) -> str:
    """The first words of a lesson text as shown (in the test's language)."""
    assert msgid
    return " ".join(_(msgid).split()[:6])


def flat(app: ShellApp) -> str:
    return " ".join(screen_text(app).replace("▌", " ").split())


async def raise_card(pilot: Pilot[None], code: str) -> None:
    """The cursor to ``code`` and Enter: a playable card is raised, another refused."""
    hand = pilot.app.screen.query_one(Hand)
    hand.action_move_to([card.code for card in hand.cards].index(code))
    await pilot.press("enter")
    await pilot.pause()


def test_the_explanation_goes_when_a_card_is_raised_and_is_gone_after_the_right_move() -> None:
    wrong = opening(STEP.wrong_text(Card.parse("Tr0")))

    async def lesson() -> None:
        app = ShellApp(lambda: LessonScreen(LESSON, 13))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press("enter")  # past the introduction
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, LessonScreen) and screen.mode is Mode.STEP

            await raise_card(pilot, "Tr0")
            await pilot.press("enter")  # played: allowed, but not what the step asks
            await pilot.pause()
            assert wrong in flat(app)

            hand = screen.query_one(Hand)
            hand.action_move_to([card.code for card in hand.cards].index("Tr7"))
            await pilot.pause()
            assert wrong in flat(app)  # still there while the learner looks

            await raise_card(pilot, "Tr7")
            assert wrong not in flat(app)  # a new try: the old explanation is gone
            assert "Tr7" in str(hand.border_subtitle)

            await pilot.press("enter")  # the accepted move
            await pilot.pause()
            mode: Mode = screen.mode  # changed by the key (mypy saw it narrowed before)
            assert mode is Mode.TOLD and screen.note is None
            assert wrong not in flat(app)
            await pilot.press("enter")  # on to the next step
            await pilot.pause()
            assert screen.mode is Mode.STEP and screen.note is None
            assert wrong not in flat(app)

    asyncio.run(lesson())


def test_raising_any_card_takes_the_explanation_away_not_only_the_right_one() -> None:
    wrong, illegal = opening(STEP.wrong_text(Card.parse("Tr3"))), opening(STEP.illegal)

    async def lesson() -> None:
        app = ShellApp(lambda: LessonScreen(LESSON, 13))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press("enter")
            await pilot.pause()
            await raise_card(pilot, "Gn1")  # not a Troll: refused at once
            assert illegal in flat(app)
            await raise_card(pilot, "Tr3")  # allowed, but loses: raising it tells nothing
            assert illegal not in flat(app)
            await pilot.press("enter")
            await pilot.pause()
            assert wrong in flat(app)

    asyncio.run(lesson())


def test_raising_the_other_seer_choice_takes_the_explanation_away() -> None:
    seers = next(lesson for lesson in load_lessons() if lesson.id == "seers")
    wrong = opening(seers.steps[1].wrong)

    async def lesson() -> None:
        app = ShellApp(lambda: LessonScreen(seers, 13))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press("enter")
            await pilot.pause()
            await raise_card(pilot, "Se4")
            await pilot.press("enter")  # the accepted lead: the Seer wins
            await pilot.pause()
            await pilot.press("enter")  # on to the Seer choice
            await pilot.pause()
            await pilot.press("1", "enter", "enter")  # take the prize: allowed, not wanted
            await pilot.pause()
            assert wrong in flat(app)
            await pilot.press("2", "enter")  # the top card raised
            await pilot.pause()
            assert wrong not in flat(app)

    asyncio.run(lesson())
