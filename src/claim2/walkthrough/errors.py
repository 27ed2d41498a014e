"""The two ways a lesson can be wrong."""

from __future__ import annotations


class LessonError(ValueError):
    """A lesson file that cannot be read, validated or set up; the message says which and why."""


class LessonBug(AssertionError):
    """A lesson's claim is false when checked against the engine: the lesson must be fixed."""
