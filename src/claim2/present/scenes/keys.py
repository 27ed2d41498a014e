"""What the table says about the keys themselves: a key that came too soon (the key gate's
quiet spell, ``claim2.sitting.gate``) and what a card's value key does."""

from __future__ import annotations

import math

from claim2.present.phrase import Phrase, said
from claim2.text.i18n import _, pgettext


def seconds(wait: float) -> str:
    """``wait`` seconds in tenths, rounded up (never "0.0" while something is still to
    wait for), with the language's decimal sign."""
    tenths = max(1, math.ceil(round(wait * 10, 6)))
    whole, tenth = divmod(tenths, 10)
    # Translators: the decimal sign in a number of seconds ("0.6 s").
    sign = pgettext("decimal sign", ".")
    return f"{whole}{sign}{tenth}"


def too_soon(wait: float) -> Phrase:
    """On the screen's main button (or the line under the hand), at once when the key gate
    drops a key: the key was seen, and in how long the screen takes one."""
    return said(_("Too soon: press again in {seconds} s"), seconds=seconds(wait))
