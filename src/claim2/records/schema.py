"""What the schemas of the files we read share (pydantic models, validated strictly)."""

from __future__ import annotations

import json

from pydantic import BaseModel, ConfigDict

from claim2.records.levels import LEVELS
from claim2.text.i18n import _


class Strict(BaseModel):
    """A file's object: exact JSON types, no unknown fields, never changed once read."""

    model_config = ConfigDict(strict=True, extra="forbid", frozen=True)


def check_level(level: str) -> str:
    """A computer level by its name (``LEVELS``)."""
    if level not in LEVELS:
        raise ValueError(
            _("must be one of {levels}").format(levels=", ".join(json.dumps(k) for k in LEVELS))
        )
    return level
