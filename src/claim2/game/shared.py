"""What both players have seen of a game still being played: all that may be shown of it.

A finished record may be replayed whole: the game is over, nothing is secret any
more. A game still being played is another matter: its record holds both hands,
the draw pile and every card drawn face down. Anything that shows such a record to
someone (``claim2 replay``, a screen of the app) shows only ``shared_game(record)``:

- the actions both players have seen (``seen_by_both``): all of them, except a card
  just led that the other player has not answered yet (their screen may still be
  hidden; the leader may even take it back);
- for each state up to there, the public view (R17: counts for the hands, the follower
  piles and the draw pile; the prize, the tricks, the score piles) and the public
  events (a card drawn face down without its card, no Seer peek).

Pure: built from the record with the engine, no file, no clock.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from claim2.engine import GameState, view
from claim2.engine.events import Event
from claim2.engine.views import PublicView
from claim2.game.public import public_events, public_view
from claim2.records.record import GameRecord, replay_states


@dataclass(frozen=True, slots=True)
class SharedGame:
    """The part of a game both players have seen (see the module).

    ``views[i]`` and ``events[i]``: the public view and public events of the state before
    the first action (``i == 0``) or after action ``i - 1``, for the ``actions`` actions
    both players have seen; ``recorded``: how many actions the record holds.
    """

    actions: int
    recorded: int
    views: tuple[PublicView, ...]
    events: tuple[tuple[Event, ...], ...]

    @property
    def finished(self) -> bool:
        return self.views[-1].finished

    @property
    def last(self) -> PublicView:
        """Where the game stands as far as both players have seen it."""
        return self.views[-1]


def seen_by_both(record: GameRecord, states: Sequence[GameState] | None = None) -> int:
    """How many of ``record``'s actions both players have seen: all of a finished game;
    of a game being played, all but a card just led and not answered yet. ``states``:
    ``replay_states(record)`` if already made (raises RecordError otherwise)."""
    states = states if states is not None else replay_states(record)
    final = states[-1]
    count = len(record.actions)
    if not final.finished and final.seer is None and len(final.played) == 1:
        count -= 1  # led, and maybe not yet seen by the other player
    return count


def shared_game(record: GameRecord, states: Sequence[GameState] | None = None) -> SharedGame:
    """What both players have seen of ``record`` (see the module); raises RecordError for a
    record that cannot be replayed."""
    states = states if states is not None else replay_states(record)
    count = seen_by_both(record, states)
    seen = states[: count + 1]
    return SharedGame(
        actions=count,
        recorded=len(record.actions),
        views=tuple(public_view(view(state, 0)) for state in seen),
        events=tuple(public_events(state.events) for state in seen),
    )
