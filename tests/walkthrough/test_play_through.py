"""Every lesson, played as intended and along every accepted alternative, on the real engine.

``LessonRun`` checks every claim against the engine and raises LessonBug when
one is false, so finishing a run means every explanation told the truth.
"""

from __future__ import annotations

import random

import pytest

from claim2.engine import Card, Faction, SeerChoice, legal_actions
from claim2.engine.events import CardDrawn, Event, SeerPeeked
from claim2.walkthrough import Lesson, LessonRun, Verdict

from .helpers import lesson, lessons, run_to

LESSONS = lessons()
IDS = [each.id for each in LESSONS]


@pytest.mark.parametrize("each", LESSONS, ids=IDS)
def test_the_lesson_plays_through_as_intended(each: Lesson) -> None:
    run = LessonRun(each)
    assert run.step_count == len(each.steps)
    for index, step in enumerate(each.steps):
        assert run.step_index == index
        assert (run.prompt, run.hint) == (step.say, step.hint)
        feedback = run.try_action(run.solution)  # type: ignore[arg-type]
        assert feedback.verdict is Verdict.OK
        assert feedback.message == step.then
    assert run.done and run.prompt is None and run.hint is None and run.choices == ()
    with pytest.raises(RuntimeError):
        run.try_action("learner")


def _accepted(run: LessonRun) -> list[object]:
    step = run.step
    assert step is not None
    if step.is_question:
        return [run.solution]
    if step.expect == "any":
        return list(run.choices)
    return list(step.expect or ())


@pytest.mark.parametrize("each", LESSONS, ids=IDS)
def test_every_accepted_action_is_legal_and_keeps_the_claims(each: Lesson) -> None:
    for index in range(len(each.steps)):
        for action in _accepted(run_to(each, index)):
            run = run_to(each, index)
            if not run.is_question:
                assert action in legal_actions(run.state)  # type: ignore[arg-type]
            assert run.try_action(action).ok  # type: ignore[arg-type]


@pytest.mark.parametrize("seed", range(12))
def test_the_short_game_keeps_its_claims_on_any_path(seed: int) -> None:
    run = LessonRun(lesson("short-game"))
    choose = random.Random(seed).choice
    while not run.done:
        assert run.try_action(choose(run.choices)).ok
    assert run.state is not None and run.state.finished
    assert run.outcome is not None


def test_a_play_lesson_shows_the_learner_their_own_view_only() -> None:
    run = run_to(lesson("prize"), 1)
    view = run.view
    assert view is not None and view.seat == run.learner_seat
    assert view.hand == run.state.hands[run.learner_seat]  # type: ignore[union-attr]


def _draws(events: tuple[Event, ...]) -> list[CardDrawn]:
    return [event for event in events if isinstance(event, CardDrawn)]


def test_narrated_events_hide_the_opponents_hidden_cards() -> None:
    run = LessonRun(lesson("prize"))
    run.events_since_last()
    run.try_action(Card.parse("Gi9"))
    (opponent_draw,) = _draws(run.events_since_last())
    assert opponent_draw.player == run.opponent_seat and opponent_draw.card is None
    run.try_action(Card.parse("Tr0"))
    (own_draw,) = _draws(run.events_since_last())
    assert own_draw.player == run.learner_seat and own_draw.card == Card.parse("Tr8")
    assert run.events_since_last() == ()


def test_the_opponents_seer_peek_stays_hidden() -> None:
    run = run_to(lesson("seers"), 4)
    run.events_since_last()
    run.try_action(Card.parse("Se0"))
    peeks = [event for event in run.events_since_last() if isinstance(event, SeerPeeked)]
    assert peeks and all(peek.card is None for peek in peeks)


def test_the_learner_sees_their_own_seer_peek() -> None:
    run = run_to(lesson("seers"), 1)
    assert run.view is not None and run.view.seer_peek == Card.parse("Dr9")
    assert set(run.choices) == {SeerChoice.PRIZE, SeerChoice.TOP}


def test_a_scoring_lesson_reveals_the_engine_outcome_after_the_answer() -> None:
    run = LessonRun(lesson("votes"))
    assert run.view is None and run.board is not None and run.outcome is None
    assert run.question is Faction.DRAGONS
    assert LessonRun(lesson("winner")).question == "game"
    assert LessonRun(lesson("follow")).question is None
    assert run.is_question and set(run.choices) == {"learner", "opponent", "nobody"}
    run.try_action("opponent")
    assert run.outcome is not None
