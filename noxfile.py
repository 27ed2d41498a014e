"""The test suite on every supported CPython that this machine has (``.ci/run`` calls it).

``nox -s tests`` runs the README's test command in a fresh virtual environment for
each version in ``PYTHONS``; a version the machine lacks is skipped (with
``--no-error-on-missing-interpreters``). The list is the one ``pyproject.toml``'s
``requires-python`` and classifiers name.
"""

from __future__ import annotations

import nox

PYTHONS = ["3.11", "3.12", "3.13"]

nox.options.sessions = ["tests"]
nox.options.error_on_missing_interpreters = False


@nox.session(python=PYTHONS)
def tests(session: nox.Session) -> None:
    """Install claim2 with its test extras and run the whole suite."""
    session.install("-q", "-e", ".[test]")
    session.run("python", "-m", "pytest", *session.posargs)
