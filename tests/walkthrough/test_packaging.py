"""The lesson files ship inside the package, so an installed claim2 finds them."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

from claim2.walkthrough.loader import lessons_folder

ROOT = Path(__file__).resolve().parents[2]


def test_the_lessons_lie_inside_the_package() -> None:
    folder = Path(str(lessons_folder()))
    assert (ROOT / "src" / "claim2") in folder.resolve().parents
    assert sorted(folder.glob("*.toml"))


def test_a_built_wheel_holds_every_lesson(tmp_path: Path) -> None:
    wheel_builder = pytest.importorskip("hatchling.builders.wheel")
    built = wheel_builder.WheelBuilder(str(ROOT)).build(directory=str(tmp_path))
    with zipfile.ZipFile(next(iter(built))) as wheel:
        names = set(wheel.namelist())
    shipped = {
        f"claim2/walkthrough/lessons/{path.name}"
        for path in Path(str(lessons_folder())).glob("*.toml")
    }
    assert shipped <= names
