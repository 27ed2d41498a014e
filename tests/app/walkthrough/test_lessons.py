"""Lessons done by key presses: wrong and illegal moves, hints, show me, Seer choices, questions."""

from __future__ import annotations

import json
from pathlib import Path

from app.driving import says
from claim2.engine import Card, SeerChoice
from claim2.tui.screens.overlays.confirm import ConfirmScreen
from claim2.tui.screens.overlays.too_small import TooSmallScreen
from claim2.tui.walkthrough.board import ChoiceList
from claim2.tui.walkthrough.lesson import LessonScreen, Mode
from claim2.tui.walkthrough.lesson_list import LessonListScreen
from claim2.tui.widgets.hand import Hand

from .driver import (
    LESSONS,
    NUMBER,
    current,
    in_lesson,
    keys,
    mode,
    new_app,
    open_lesson,
    opened_list,
    play,
    point_at,
    screen_text,
    settle,
    shows,
    top,
)

FOLLOW, WINNING, SEERS, VOTES, WINNER, SHORT_GAME = (
    LESSONS[NUMBER[name]]
    for name in ("follow", "winning", "seers", "votes", "winner", "short-game")
)


def done_in_file(data_dir: Path) -> list[str]:
    data = json.loads((data_dir / "walkthrough.json").read_text(encoding="utf-8"))
    done: list[str] = data["done"]
    return done


async def test_lesson_one_with_an_illegal_move_then_back_to_the_list(data_dir: Path) -> None:
    """Too small a terminal first (it speaks of no game: there is none in a lesson), then
    the lesson played, an illegal move refused, to the list."""
    async with in_lesson("follow") as (pilot, screen):
        await pilot.resize_terminal(60, 20)
        await settle(pilot)
        assert isinstance(pilot.app.screen, TooSmallScreen)
        text = screen_text(pilot.app)
        assert "Terminal too small: 60×20" in text and "Ctrl+Q quits" in text
        assert "game is saved" not in text  # there is no game in a lesson
        await pilot.resize_terminal(80, 24)
        await settle(pilot)
        assert current(pilot) is screen

        assert shows(pilot.app, FOLLOW.steps[0].say)
        assert shows(pilot.app, "Opponent led Tr2.")  # the opening, on the game's own table

        await point_at(pilot, Card.parse("Gn1"))
        await keys(pilot, "enter")  # a Gnome on a led Troll: the rules forbid it
        assert mode(screen) is Mode.STEP
        assert screen.note is not None and screen.note[1] == "wrong"
        assert shows(pilot.app, FOLLOW.steps[0].illegal or "")
        assert screen.run.step_index == 0  # nothing happened: try again

        await play(pilot, Card.parse("Tr1"))
        assert mode(screen) is Mode.TOLD
        assert shows(pilot.app, FOLLOW.steps[0].then or "")
        assert shows(pilot.app, "You play Tr1. • Your opponent wins the trick")

        await keys(pilot, "enter")  # on to step 2: any card will do
        assert mode(screen) is Mode.STEP
        hand = top(pilot.app).query_one(Hand)
        await keys(pilot, "enter", "enter")
        assert hand.selected is not None
        assert mode(screen) is Mode.TOLD
        await keys(pilot, "enter")
        assert mode(screen) is Mode.OUTRO
        assert shows(pilot.app, FOLLOW.outro or "")
        assert done_in_file(data_dir) == ["follow"]

        await keys(pilot, "enter")
        listing = top(pilot.app)
        assert isinstance(listing, LessonListScreen)
        assert listing.progress.is_done("follow")
        assert "✓   1  A trick: follow the faction" in screen_text(pilot.app)
        assert listing.chosen.id == "winning"  # the cursor waits on the next lesson


async def test_lesson_two_with_wrong_moves_a_hint_and_show_me(data_dir: Path) -> None:
    async with in_lesson("winning") as (pilot, screen):
        await play(pilot, Card.parse("Tr3"))  # allowed, but lower than Tr4
        assert mode(screen) is Mode.STEP
        assert shows(pilot.app, WINNING.steps[0].wrong or "")
        hand = top(pilot.app).query_one(Hand)
        assert not hand.armed  # the learner chooses again

        await keys(pilot, "h")
        assert shows(pilot.app, WINNING.steps[0].hint)
        await keys(pilot, "s")  # show me: the card is raised, Enter plays it
        assert hand.selected == Card.parse("Tr7") and hand.armed
        await keys(pilot, "enter")
        assert mode(screen) is Mode.TOLD
        assert shows(pilot.app, WINNING.steps[0].then or "")

        await keys(pilot, "enter")
        await play(pilot, Card.parse("Gn1"))  # any lead is allowed; this one is not the example
        assert shows(pilot.app, WINNING.steps[1].wrong or "")
        await play(pilot, Card.parse("Gi5"))
        assert shows(pilot.app, WINNING.steps[1].then or "")
        await keys(pilot, "enter")
        await play(pilot, Card.parse("Tr0"))
        assert shows(pilot.app, "Your opponent plays Se9.")
        await keys(pilot, "enter", "enter")
        assert isinstance(top(pilot.app), LessonListScreen)
        assert done_in_file(data_dir) == ["winning"]


async def test_a_seer_choice_takes_one_key_as_in_a_game_and_a_wrong_one_is_explained() -> None:
    """Issue 49, case 15: a lesson's Seer choice took three keys (a number pointed, Enter
    raised, Enter chose) where a game takes one."""
    async with in_lesson("seers") as (pilot, screen):
        await play(pilot, Card.parse("Se4"))
        assert shows(pilot.app, "You look at the top card of the draw pile: Dr9.")
        await keys(pilot, "enter")
        options = top(pilot.app).query_one(ChoiceList)
        assert shows(pilot.app, "Take the top card Dr9: your opponent gets the prize Tr1.")
        assert shows(pilot.app, "Press 1 or 2 (or choose with ↑↓ and press Enter).")

        await keys(pilot, "enter")  # nothing pointed at: said, nothing chosen
        assert shows(pilot.app, "Nothing is chosen yet: press 1 for the prize or 2 for")
        assert screen.run.step_index == 1
        await keys(pilot, "1")  # take the prize: allowed, but not the lesson
        assert shows(pilot.app, SEERS.steps[1].wrong or "")
        assert screen.run.step_index == 1

        await keys(pilot, "2")
        assert options.highlighted == 1
        assert mode(screen) is Mode.TOLD
        assert shows(pilot.app, SEERS.steps[1].then or "")
        await keys(pilot, "enter")
        await play(pilot, Card.parse("Se7"))
        await keys(pilot, "enter", "s")  # show me a Seer choice
        assert screen.armed == 0
        await keys(pilot, "enter")
        assert shows(pilot.app, "You take the prize.")
        assert screen.run.state is not None
        assert SeerChoice.PRIZE not in screen.run.choices  # the choice was made


async def test_a_scoring_question_answered_by_keys(data_dir: Path) -> None:
    async with in_lesson("votes") as (pilot, screen):
        assert shows(pilot.app, "Who gets the vote of the Dragons?")
        assert "more cards" not in screen_text(pilot.app)  # no vote is shown before the answer

        await keys(pilot, "1", "enter")  # you: wrong
        assert mode(screen) is Mode.STEP
        assert shows(pilot.app, VOTES.steps[0].wrong or "")
        await keys(pilot, "down", "enter")  # your opponent
        assert mode(screen) is Mode.TOLD
        assert shows(pilot.app, VOTES.steps[0].then or "")
        assert "Opponent: more cards" in screen_text(pilot.app)  # the Dragons' vote, now shown

        await keys(pilot, "enter")  # the next question, about the same score piles
        assert "Opponent: more cards" in screen_text(pilot.app)  # the Dragons' vote stays
        await keys(pilot, "1", "enter")
        assert shows(pilot.app, VOTES.steps[1].then or "")
        await keys(pilot, "enter", "s", "enter")  # show me: "nobody"
        assert shows(pilot.app, VOTES.steps[2].then or "")
        assert "nobody: the same cards" in screen_text(pilot.app)
        await keys(pilot, "enter")
        assert mode(screen) is Mode.OUTRO
        await keys(pilot, "enter")
        assert done_in_file(data_dir) == ["votes"]


async def test_who_wins_offers_a_draw_and_shows_the_verdict() -> None:
    async with in_lesson("winner") as (pilot, screen):
        assert "3  A draw" in screen_text(pilot.app)
        await keys(pilot, "1", "enter")
        assert shows(pilot.app, "You win, 3 votes to 2.")
        await keys(pilot, "enter", "3", "enter")  # a draw: wrong here
        assert shows(pilot.app, WINNER.steps[1].wrong or "")
        await keys(pilot, "2", "enter")
        assert shows(pilot.app, "Your opponent wins with more cards")
        await keys(pilot, "enter", "3", "enter")
        assert shows(pilot.app, "The game is a draw.")
        assert screen.run.done


async def test_progress_is_remembered_by_a_new_app(data_dir: Path) -> None:
    async with new_app().run_test(size=(80, 24)) as pilot:
        await opened_list(pilot)
        await open_lesson(pilot, "follow")
        await play(pilot, Card.parse("Tr1"))
        await keys(pilot, "enter")  # to step 2
        await keys(pilot, "enter", "enter")  # any card
        await keys(pilot, "enter")  # the outro
        await keys(pilot, "enter")
        assert isinstance(top(pilot.app), LessonListScreen)
    async with new_app().run_test(size=(80, 24)) as pilot:
        listing = await opened_list(pilot)
        assert listing.progress.done == {"follow"}
        assert "✓   1  A trick: follow the faction" in screen_text(pilot.app)
        assert listing.chosen.id == "winning"
        assert shows(pilot.app, "1 of 13 lessons done")


async def test_skip_replay_and_start_over(data_dir: Path) -> None:
    async with new_app().run_test(size=(80, 24)) as pilot:
        listing = await opened_list(pilot)
        await keys(pilot, "s", "s")  # skip the first two lessons
        assert listing.progress.done == {"follow", "winning"}
        assert listing.chosen.id == "prize"
        assert sorted(done_in_file(data_dir)) == ["follow", "winning"]

        await keys(pilot, "up", "up", "enter")  # a lesson done can be done again
        screen = top(pilot.app)
        assert isinstance(screen, LessonScreen) and screen.lesson.id == "follow"
        await keys(pilot, "q")  # at the start: straight back
        assert current(pilot) is listing

        await keys(pilot, "r")
        assert isinstance(top(pilot.app), ConfirmScreen)
        await keys(pilot, "n")  # no: nothing forgotten
        assert listing.progress.done == {"follow", "winning"}
        await keys(pilot, "r", "y")
        assert listing.progress.done == frozenset()
        assert done_in_file(data_dir) == []
        assert "✓   1" not in screen_text(pilot.app)


async def test_leaving_in_the_middle_asks_first_and_keeps_the_lesson_not_done(
    data_dir: Path,
) -> None:
    async with new_app().run_test(size=(80, 24)) as pilot:
        listing = await opened_list(pilot)
        screen = await open_lesson(pilot, "winning")
        await play(pilot, Card.parse("Tr7"))
        await keys(pilot, "enter", "q")
        assert isinstance(top(pilot.app), ConfirmScreen)
        await keys(pilot, "n")
        assert current(pilot) is screen and mode(screen) is Mode.STEP
        await keys(pilot, "q", "y")
        assert current(pilot) is listing
        assert not listing.progress.is_done("winning")
        assert not (data_dir / "walkthrough.json").exists()


async def test_the_mouse_plays_a_card_and_continues() -> None:
    async with new_app().run_test(size=(80, 24)) as pilot:
        await opened_list(pilot)
        await keys(pilot, "enter")
        screen = top(pilot.app)
        assert isinstance(screen, LessonScreen)
        await pilot.click("#wt-go")  # Begin
        assert mode(screen) is Mode.STEP
        hand = screen.query_one(Hand)
        first_troll = next(i for i, c in enumerate(hand.cards) if c.faction.code == "Tr")
        row, column = hand._places[first_troll]  # where Hand.render drew it
        at = (2 + column + 1, 1 + row + 1)  # inside the border and padding
        await pilot.click(hand, offset=at)
        await pilot.click(hand, offset=at)
        await settle(pilot)
        assert mode(screen) is Mode.TOLD
        await pilot.click("#wt-go")
        assert mode(screen) is Mode.STEP


async def test_the_start_screen_opens_the_lessons_and_back() -> None:
    from claim2.tui.app import Claim2App
    from claim2.tui.screens.start.start import StartScreen

    async with Claim2App().run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await keys(pilot, "f2")
        assert isinstance(top(pilot.app), LessonListScreen)
        await keys(pilot, "escape")
        assert isinstance(top(pilot.app), StartScreen)
        await pilot.click("#walkthrough")
        await settle(pilot)
        assert isinstance(top(pilot.app), LessonListScreen)


async def test_unreadable_progress_is_kept_aside_and_said(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / "walkthrough.json").write_text("not json", encoding="utf-8")
    async with new_app().run_test(size=(80, 24), notifications=True) as pilot:
        listing = await opened_list(pilot)
        assert listing.progress.done == frozenset()
        await settle(pilot)
        assert says(pilot.app, "could not be read")
    kept = [path for path in data_dir.iterdir() if path.name.startswith("walkthrough.json.")]
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "not json"


async def test_in_dutch_the_lessons_and_keys_are_dutch() -> None:
    from claim2.text.i18n import set_language

    set_language("nl")  # the fixture puts English back afterwards
    async with new_app().run_test(size=(80, 24)) as pilot:
        await opened_list(pilot)
        text = screen_text(pilot.app)
        assert "Een slag: factie bekennen" in text
        assert "s Overslaan" in text
        await keys(pilot, "enter")
        await keys(pilot, "enter")
        text = screen_text(pilot.app)
        assert "Jouw hand" in text
        assert "stap 1 van 2" in text
        assert "h Tip" in text
