"""The catalogs and both rule books are part of an installed claim2."""

from __future__ import annotations

import tomllib
import zipfile
from pathlib import Path

import pytest

from claim2.text.i18n import DOMAIN, LOCALE_DIR

ROOT = Path(__file__).resolve().parents[2]


def _pyproject() -> dict[str, object]:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_the_compiled_catalog_lies_inside_the_package() -> None:
    package = ROOT / "src" / "claim2"
    mo_file = LOCALE_DIR / "nl" / "LC_MESSAGES" / f"{DOMAIN}.mo"
    assert mo_file.is_file()
    assert package in mo_file.resolve().parents


def test_the_wheel_takes_the_package_and_both_rule_books() -> None:
    wheel = _pyproject()["tool"]["hatch"]["build"]["targets"]["wheel"]  # type: ignore[index]
    assert wheel["packages"] == ["src/claim2"]
    for name in ("rules.md", "rules.nl.md"):  # package data; docs/ links to them
        assert (ROOT / "src" / "claim2" / "data" / name).is_file()
        assert (ROOT / "docs" / name).resolve() == (ROOT / "src" / "claim2" / "data" / name)


def test_a_built_wheel_holds_the_catalogs_and_the_rules(tmp_path: Path) -> None:
    wheel_builder = pytest.importorskip("hatchling.builders.wheel")
    built = wheel_builder.WheelBuilder(str(ROOT)).build(directory=str(tmp_path))
    with zipfile.ZipFile(next(iter(built))) as wheel:
        names = set(wheel.namelist())
    assert {
        "claim2/locale/nl/LC_MESSAGES/claim2.mo",
        "claim2/data/rules.md",
        "claim2/data/rules.nl.md",
    } <= names
