"""The model of settings.json, with pydantic (imported only for a file whose entries are
not plainly of its types: ``settings.plain_entries``).

The file is the only source: no environment variables, no dotenv. It is read through
``file_reading`` (a size limit, standard JSON, each key once; whatever is at the path, a
folder too, is refused) by ``settings``, so an oversized or broken file is a
``FileProblem`` like any other claim2 file; the model validates what it holds.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from claim2.storage.reading import FileProblem, describe_validation
from claim2.text.i18n import _


class SettingsFile(BaseModel):
    """The remembered choices; unknown entries are ignored, known ones must have their type
    (``players``: a list; names that cannot be a player's are left out when read)."""

    model_config = ConfigDict(strict=True, extra="ignore", frozen=True)

    language: str | None = None
    theme: str | None = None
    players: Annotated[list[object], Field(max_length=1000)] = []
    confirm_cards: bool | None = None
    memory_aids: bool | None = None
    plain: bool | None = None
    auto_continue: bool | None = None
    phones: bool | None = None

    @classmethod
    def validate_found(cls, found: object) -> SettingsFile:
        """The settings in ``found`` (the file's JSON, parsed); raises FileProblem."""
        if not isinstance(found, dict):
            raise FileProblem(_("not a settings file: it holds no JSON object"))
        try:
            return cls.model_validate(found)
        except ValidationError as error:
            raise FileProblem(describe_validation(error)) from None
