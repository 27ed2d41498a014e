"""A finished game, step by step for the replay viewer: the deal, each trick, the result.

Pure: built from the record's states with ``claim2 replay``'s narration
(``replay_text.Narrator``), so the viewer says the same as the command. The
game is over, so everything shows: both hands at the start of every trick, the
cards drawn face down, what a Seer's peek showed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import pairwise

from rich.table import Table
from rich.text import Text

from claim2.engine import Card, GameState, outcome
from claim2.present.replay_result import result_renderables
from claim2.present.replay_text import Narrator


@dataclass(slots=True)
class ReplayStep:
    """One step: the state it starts from (``trick`` 0: the deal; ``result``: the end) and
    its narration."""

    state: GameState
    lines: list[Text] = field(default_factory=list)
    trick: int = 0  # 1 to 13 within ``state.phase``; 0 for the deal and the result
    result: list[Table | Text] = field(default_factory=list)

    @property
    def hands(self) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
        """Both hands as the step starts."""
        return (self.state.hands[0], self.state.hands[1])

    @property
    def is_result(self) -> bool:
        return bool(self.result)


def replay_steps(
    players: Sequence[str], states: Sequence[GameState], *, dark: bool = True
) -> list[ReplayStep]:
    """The deal, then one step per trick (its cards, its winner, what followed: draws, a
    Seer's choice), then the result if the game is finished. ``dark``: cards in the dark
    themes' colours, else the light ones' (``palette``)."""
    narrator = Narrator(players, dark=dark)
    first = states[0]
    steps = [ReplayStep(first, list(narrator.opening(first)))]
    for before, after in pairwise(states):
        if not before.played and before.seer is None:  # this action leads a new trick
            steps.append(ReplayStep(before, trick=before.trick))
        steps[-1].lines.extend(narrator.step(before, after))
    for step in steps:
        while step.lines and not step.lines[0].plain.strip():
            step.lines.pop(0)
    final = states[-1]
    if final.finished:
        steps.append(ReplayStep(final, result=result_renderables(players, outcome(final))))
    return steps
