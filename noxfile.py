"""The test suite on every supported CPython that this machine has (``.ci/run`` calls it).

``nox -s tests`` runs the README's test command in a fresh virtual environment for
each version in ``PYTHONS``; a version the machine lacks is skipped (with
``--no-error-on-missing-interpreters``). The list is the one ``pyproject.toml``'s
``requires-python`` and classifiers name.

``nox -s mutation`` runs mutation testing (docs/testing.md). It is slow and not a
default session: CI does not run it.
"""

from __future__ import annotations

import json
from pathlib import Path

import nox

PYTHONS = ["3.11", "3.12", "3.13"]

nox.options.sessions = ["tests"]
nox.options.error_on_missing_interpreters = False


@nox.session(python=PYTHONS)
def tests(session: nox.Session) -> None:
    """Install claim2 with its test extras, at the versions of the lock file, and run the
    whole suite (arguments after ``--`` go to pytest, e.g. ``-n 2``)."""
    session.install("-q", "-c", "requirements-dev.lock", "-e", ".[test]")
    session.run("python", "-m", "pytest", *session.posargs)


@nox.session(default=False)
def mutation(session: nox.Session) -> None:
    """Mutation testing with mutmut ([tool.mutmut] in pyproject.toml), then the survivors.

    It runs at the lowest priority with one worker, so it leaves the machine to
    others. Results are kept in ``mutants/``: a second run tests only the mutants of
    functions that changed. ``nox -s mutation -- NAME...`` runs only those mutants
    (``mutmut run`` patterns, e.g. ``'claim2.engine.rules*'``).
    """
    session.install("-q", "-e", ".[test,mutation]")
    # nice: the lowest priority; the venv's mutmut is first on PATH
    mutmut_run = ["mutmut", "run", "--max-children", "1", *session.posargs]
    session.run("nice", "-n", "19", *mutmut_run, external=True)
    session.run("mutmut", "results")  # every mutant not killed, one a line
    session.run("mutmut", "export-cicd-stats", silent=True)
    stats = json.loads(Path("mutants/mutmut-cicd-stats.json").read_text())
    session.log(
        "score: {killed} killed of {total} mutants; {survived} survived, "
        "{no_tests} with no test, {timeout} timed out".format(**stats)
    )
