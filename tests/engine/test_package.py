"""The engine's package hands out every public name, each loaded from its module only when
first asked for (the start screen comes before the rules are needed)."""

from __future__ import annotations

import importlib
import subprocess
import sys

import pytest

from claim2 import engine


@pytest.mark.parametrize("name", engine.__all__)
def test_every_public_name_is_found_in_its_module(name: str) -> None:
    found = getattr(engine, name)
    home = importlib.import_module(f"claim2.engine.{engine.HOMES[name]}")
    assert found is getattr(home, name)
    assert name in dir(engine)


def test_the_names_listed_are_the_names_handed_out() -> None:
    assert set(engine.HOMES) == set(engine.__all__)


def test_a_name_not_in_the_engine_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="no attribute 'nothing'"):
        engine.nothing  # type: ignore[attr-defined]  # noqa: B018


def test_the_app_is_imported_without_the_rules_the_scoring_and_the_views() -> None:
    """What ``claim2 play`` imports before its first frame leaves them out."""
    code = (
        "import sys, claim2.cli, claim2.tui.app; "
        "print(sorted(name for name in sys.modules if name.startswith('claim2.engine.')))"
    )
    shown = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    for heavy in ("rules", "scoring", "views"):
        assert f"claim2.engine.{heavy}'" not in shown
