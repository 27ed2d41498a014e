"""Shared helpers: the shipped lessons, and a run brought to a given step."""

from __future__ import annotations

from functools import cache

from claim2.engine import Action
from claim2.walkthrough import Answer, Lesson, LessonRun, load_lessons


@cache
def lessons() -> tuple[Lesson, ...]:
    return tuple(load_lessons())


def lesson(lesson_id: str) -> Lesson:
    return next(each for each in lessons() if each.id == lesson_id)


def intended(run: LessonRun) -> Action | Answer:
    """What the lesson asks for now; in free play simply the first legal card (fast)."""
    step = run.step
    assert step is not None
    if step.expect == "any":
        return run.choices[0]
    solution = run.solution
    assert solution is not None
    return solution


def run_to(lesson: Lesson, index: int) -> LessonRun:
    """A run of ``lesson`` with its first ``index`` steps done as the lesson intends."""
    run = LessonRun(lesson)
    for _ in range(index):
        feedback = run.try_action(intended(run))
        assert feedback.ok, feedback
    return run


def finished_run(lesson: Lesson) -> LessonRun:
    run = run_to(lesson, len(lesson.steps))
    assert run.done
    return run
