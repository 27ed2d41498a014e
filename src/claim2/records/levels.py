"""The computer's levels a person can pick, in order of strength, with their display names.

The policies that play them are in ``claim2.ai``; this list is all that records,
options, settings and the command line need to know of them.
"""

from __future__ import annotations

from typing import Final

from claim2.text.i18n import N_

LEVELS: Final[dict[str, str]] = {
    "easy": N_("easy"),
    "normal": N_("normal"),
    "strong": N_("strong"),
    "expert": N_("expert"),
}
