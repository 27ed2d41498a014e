"""How the game screen draws a scene, besides the scene itself: the player's settings."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Look:
    """``confirm``: a card (or Seer choice) takes a second Enter; ``aids``: the memory aids
    are shown on a turn."""

    confirm: bool = False
    aids: bool = True
