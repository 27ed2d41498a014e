"""The player's remembered choices (language, theme), in settings.json in the data folder.

Read at every start, so it avoids heavy imports: a small JSON object whose
unknown or malformed entries are ignored (a broken file means defaults).
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from claim2.storage import data_dir, write_atomically

SETTINGS_FILE = "settings.json"


@dataclass(frozen=True)
class Settings:
    language: str | None = None
    theme: str | None = None


def settings_path() -> Path:
    return data_dir() / SETTINGS_FILE


def load_settings() -> Settings:
    """The saved settings; defaults for whatever is missing or cannot be read."""
    try:
        data = json.loads(settings_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return Settings()
    if not isinstance(data, dict):
        return Settings()
    known = {
        field.name: data[field.name]
        for field in fields(Settings)
        if isinstance(data.get(field.name), str)
    }
    return Settings(**known)


def save_settings(settings: Settings) -> None:
    write_atomically(settings_path(), json.dumps(asdict(settings), indent=2) + "\n")
