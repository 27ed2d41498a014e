"""Wrong and illegal moves get the lesson's friendly explanation, change nothing, allow a retry."""

from __future__ import annotations

import pytest

from claim2.engine import DECK, Card, SeerChoice, legal_actions
from claim2.walkthrough import Lesson, LessonRun, Verdict
from claim2.walkthrough.runner import GENERIC_ILLEGAL

from .helpers import lesson, lessons, run_to

LESSONS = lessons()
PLAY_LESSONS = [each for each in LESSONS if each.position is not None]
IDS = [each.id for each in LESSONS]


def _same_position(before: LessonRun, after: LessonRun) -> None:
    assert after.state is before.state if before.state is not None else after.state is None


def _retry_works(run: LessonRun, index: int) -> None:
    assert run.step_index == index
    assert run.try_action(run.solution).ok  # type: ignore[arg-type]
    assert run.step_index == index + 1


@pytest.mark.parametrize("each", LESSONS, ids=IDS)
def test_a_wrong_move_gets_the_lessons_explanation_and_a_retry(each: Lesson) -> None:
    for index, step in enumerate(each.steps):
        probe = run_to(each, index)
        if step.is_question:
            wrong = [answer for answer in probe.choices if answer != probe.solution]
        elif step.expect == "any":
            continue
        else:
            wrong = [a for a in legal_actions(probe.state) if a not in (step.expect or ())]  # type: ignore[arg-type]
        for action in wrong:
            run = run_to(each, index)
            state = run.state
            feedback = run.try_action(action)
            assert feedback.verdict is Verdict.WRONG
            text = step.wrong if step.is_question else step.wrong_text(action)  # type: ignore[arg-type]
            assert text is not None, f"{each.id} step {index + 1}: no explanation for {action}"
            assert feedback.message == text
            assert (
                run.state is state
                and run.events_since_last() == run_to(each, index).events_since_last()
            )
            _retry_works(run, index)


@pytest.mark.parametrize("each", PLAY_LESSONS, ids=[each.id for each in PLAY_LESSONS])
def test_an_illegal_move_gets_the_lessons_explanation_and_a_retry(each: Lesson) -> None:
    for index, step in enumerate(each.steps):
        probe = run_to(each, index)
        assert probe.state is not None
        hand = probe.state.hands[probe.learner_seat]
        legal = legal_actions(probe.state)
        illegal_in_hand = sorted({card for card in hand if card not in legal})
        if illegal_in_hand:
            assert step.illegal is not None, f"{each.id} step {index + 1} needs 'illegal'"
        not_held = next(card for card in DECK if card not in hand)
        seer = SeerChoice.TOP if probe.state.seer is None else None
        tries: list[Card | SeerChoice] = [*illegal_in_hand, not_held]
        if seer is not None:
            tries.append(seer)
        for action in tries:
            run = run_to(each, index)
            state = run.state
            feedback = run.try_action(action)
            assert feedback.verdict is Verdict.ILLEGAL
            assert feedback.message == (step.illegal or GENERIC_ILLEGAL)
            assert feedback.reason  # the engine's own reason, for logs
            assert run.state is state
            _retry_works(run, index)


def test_an_illegal_follow_is_explained_in_the_lessons_words() -> None:
    run = LessonRun(lesson("follow"))
    feedback = run.try_action(Card.parse("Gn1"))
    assert feedback.verdict is Verdict.ILLEGAL
    assert feedback.message == lesson("follow").steps[0].illegal
    assert "must follow Trolls" in (feedback.reason or "")
    assert run.try_action(Card.parse("Tr1")).ok


def test_a_question_wants_an_answer_and_a_play_step_a_move() -> None:
    with pytest.raises(TypeError):
        LessonRun(lesson("votes")).try_action(Card.parse("Dr9"))
    with pytest.raises(TypeError):
        LessonRun(lesson("follow")).try_action("learner")
    with pytest.raises(TypeError):
        LessonRun(lesson("votes")).try_action("maybe")  # type: ignore[arg-type]
