"""settings.json: the quick reading (``plain_entries``, before the first frame, without
pydantic) takes exactly what the file's model (``SettingsFile``, pydantic) takes,
with the same values, whatever the file holds."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from claim2.settings.file import SettingsFile
from claim2.settings.remembered import KINDS, PLAYERS_ENTRY_LIMIT, FileEntries, plain_entries
from claim2.storage.reading import FileProblem

from .strategies import hostile_text

json_scalars = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | hostile_text
json_values = st.recursive(
    json_scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner),
    max_leaves=8,
)
entry_names = st.sampled_from([*KINDS, "Language", "players ", "extra"])
#: The values a settings entry is likeliest to be confused with, and anything else.
near_values: st.SearchStrategy[object] = (
    st.sampled_from([None, True, False, 0, 1, "", "nl", "true", [], ["Ann"], {}, 1.0]) | json_values
)
settings_like = st.dictionaries(entry_names, near_values, max_size=6)


def model_entries(found: object) -> FileEntries | None:
    """What the model makes of ``found``, or None when it refuses it."""
    try:
        model = SettingsFile.validate_found(found)
    except FileProblem:
        return None
    return FileEntries(
        model.language,
        model.theme,
        tuple(model.players),
        model.confirm_cards,
        model.memory_aids,
        model.plain,
        model.auto_continue,
        model.phones,
    )


@given(settings_like | json_values)
def test_the_quick_reading_takes_what_the_model_takes(found: Any) -> None:
    assert plain_entries(found) == model_entries(found)


@pytest.mark.parametrize("count", [0, PLAYERS_ENTRY_LIMIT, PLAYERS_ENTRY_LIMIT + 1])
def test_the_players_list_has_the_models_limit(count: int) -> None:
    found = {"players": ["Ann"] * count}
    assert plain_entries(found) == model_entries(found)
    assert (plain_entries(found) is not None) == (count <= PLAYERS_ENTRY_LIMIT)


def test_a_plain_settings_file_is_read_without_pydantic(tmp_path: Path) -> None:
    """What every start after the first game reads, before its first frame."""
    settings = {"language": "nl", "theme": "nord", "players": ["Ann", "Bob"], "memory_aids": True}
    (tmp_path / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
    code = (
        "import sys; from claim2.settings.remembered import load_settings; s = load_settings(); "
        "print(s.language, s.theme, s.players, s.memory_aids, 'pydantic' in sys.modules)"
    )
    shown = subprocess.run(
        [sys.executable, "-c", code],
        env={"CLAIM2_DATA_DIR": str(tmp_path), "PATH": ""},
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert shown.split() == ["nl", "nord", "('Ann',", "'Bob')", "True", "False"]
