"""settings.json read with pydantic-settings (imported only when there is such a file).

The file is the only source: no environment variables, no dotenv. pydantic-settings'
JSON source reads it through ``file_reading`` (a size limit, standard JSON, each key
once), so an oversized or broken file is a ``FileProblem`` like any other claim2 file.
"""

from __future__ import annotations

from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Annotated, Any

from pydantic import Field, ValidationError
from pydantic_settings import (
    BaseSettings,
    JsonConfigSettingsSource,
    PydanticBaseSettingsSource,
    SettingsConfigDict,
)

from claim2.game.file_reading import FileProblem, describe_validation, parse_json, read_text
from claim2.game.i18n import _


class _LimitedJsonSource(JsonConfigSettingsSource):
    """pydantic-settings' JSON file source, reading through ``file_reading``: whatever is
    at the path (a folder too: a FileProblem, so it is set aside), at most ``limit`` bytes."""

    def __init__(self, settings_cls: type[BaseSettings], path: Path, limit: int) -> None:
        self._limit = limit
        super().__init__(settings_cls, json_file=path)

    @staticmethod
    def _existing_files(files: Any) -> list[Path | Traversable]:
        return [Path(files)]  # the caller found something there

    def _read_file(self, file_path: Any) -> dict[str, Any]:
        data = parse_json(read_text(file_path, self._limit))
        if not isinstance(data, dict):
            raise FileProblem(_("not a settings file: it holds no JSON object"))
        return data


class SettingsFile(BaseSettings):
    """The remembered choices; unknown entries are ignored, known ones must have their type
    (``players``: a list; names that cannot be a player's are left out when read)."""

    model_config = SettingsConfigDict(strict=True, extra="ignore", frozen=True, case_sensitive=True)

    language: str | None = None
    theme: str | None = None
    players: Annotated[list[object], Field(max_length=1000)] = []
    confirm_cards: bool | None = None
    memory_aids: bool | None = None

    @classmethod
    def read(cls, path: Path, *, limit: int) -> SettingsFile:
        """The settings in the file ``path``; raises FileProblem (one line for the user)."""
        found = _LimitedJsonSource(cls, path, limit)()
        try:
            return cls(**{name: found[name] for name in cls.model_fields if name in found})
        except ValidationError as error:
            raise FileProblem(describe_validation(error)) from None

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        """Only what ``read`` found in the file: no environment variables, no dotenv."""
        return (init_settings,)
