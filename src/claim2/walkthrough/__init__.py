"""The walkthrough below its UI: lessons as data, the lesson runner, remembered progress.

    lessons = load_lessons()          # validated, in order
    run = LessonRun(lessons[0])       # see runner.py for the whole API
    mark_done(run.lesson.id)          # once run.done

Lesson texts are English msgids: show them with ``claim2.text.i18n._``.
"""

from claim2.walkthrough.errors import LessonBug, LessonError
from claim2.walkthrough.loader import load_lessons, parse_lesson
from claim2.walkthrough.progress import Progress, load_progress, mark_done, reset
from claim2.walkthrough.runner import ANSWERS, Feedback, LessonRun, Verdict
from claim2.walkthrough.schema import Answer, Lesson, Step

__all__ = [
    "ANSWERS",
    "Answer",
    "Feedback",
    "Lesson",
    "LessonBug",
    "LessonError",
    "LessonRun",
    "Progress",
    "Step",
    "Verdict",
    "load_lessons",
    "load_progress",
    "mark_done",
    "parse_lesson",
    "reset",
]
