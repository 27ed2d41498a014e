"""What settings.json may hold (imported only when there is such a file to read)."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class SettingsFile(BaseModel):
    """The remembered choices; unknown entries are ignored, known ones must be strings."""

    model_config = ConfigDict(strict=True, extra="ignore", frozen=True)

    language: str | None = None
    theme: str | None = None
