"""What settings.json may hold (imported only when there is such a file to read)."""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field


class SettingsFile(BaseModel):
    """The remembered choices; unknown entries are ignored, known ones must be strings
    (``players``: a list; names that cannot be a player's are left out when read)."""

    model_config = ConfigDict(strict=True, extra="ignore", frozen=True)

    language: str | None = None
    theme: str | None = None
    players: Annotated[list[object], Field(max_length=1000)] = []
