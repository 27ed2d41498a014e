"""``claim2 replay FILE``: show a game record trick by trick, or as one JSON object.

The record file is only read, never written. Bad input gives one line on
stderr (``claim2: error: ...``) and exit code 2. A game still being played is shown
only as far as both players have seen it (``--reveal``: all of it, with a warning).
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from rich.console import Console

from claim2.engine import Faction, GameState, outcome
from claim2.engine.cards import sorted_codes
from claim2.game.shared import SharedGame, shared_game
from claim2.present.replay_result import print_end
from claim2.present.replay_shared import print_shared, shared_json, tricks_json
from claim2.present.replay_text import Narrator
from claim2.records.record import RecordError, load_record, replay_states
from claim2.text.i18n import _
from claim2.text.quoting import printable

if TYPE_CHECKING:
    from claim2.review.model import GameReview

EXIT_BAD_INPUT = 2

JsonObject = dict[str, object]


def run_replay(path: str, as_json: bool, reveal: bool = False, analyse: bool = False) -> int:
    """Show the record in ``path``; returns the exit code (0, or 2 for bad input).

    A game still being played is shown only as far as both players have seen it
    (``claim2.game.shared``), hidden cards left out, unless ``reveal`` (with a warning).
    ``analyse``: with the game's review (``claim2.present.review_text``).
    """
    try:
        record = load_record(path)
        states = replay_states(record)
    except RecordError as error:
        print(printable(_("claim2: error: {message}").format(message=error)), file=sys.stderr)
        return EXIT_BAD_INPUT
    shared = None
    if not states[-1].finished:
        if reveal:
            print(
                _(
                    "claim2: warning: this game is still being played; --reveal shows both "
                    "hands, the follower piles and the draw pile."
                ),
                file=sys.stderr,
            )
        else:
            shared = shared_game(record, states)
            print(
                _(
                    "claim2: note: this game is still being played: only what both players "
                    "have seen is shown ('--reveal' shows all of it)."
                ),
                file=sys.stderr,
            )
    review = None
    if analyse:
        from claim2.present.review_run import run_review

        review = run_review(record, states, reveal=reveal)
    try:
        if review is not None:
            _show_review(record.players, states, shared, review, as_json)
        elif shared is not None and as_json:
            print(json.dumps(shared_json(shared)))
        elif shared is not None:
            print_shared(Console(), record.players, shared)
        elif as_json:
            print(json.dumps(replay_json(states)))
        else:
            print_replay(Console(), record.players, states)
        sys.stdout.flush()
    except BrokenPipeError:  # e.g. `claim2 replay game.json | head`
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    return 0


def _show_review(
    players: Sequence[str],
    states: Sequence[GameState],
    shared: SharedGame | None,
    review: GameReview,
    as_json: bool,
) -> None:
    """``claim2 replay --analyse``: the replay with the review, as text or JSON."""
    from claim2.present.review_json import with_review
    from claim2.present.review_text import print_review, print_shared_review

    if as_json:
        base = shared_json(shared) if shared is not None else replay_json(states)
        print(json.dumps(with_review(base, review)))
    elif shared is not None:
        print_shared_review(Console(), players, shared, review)
    else:
        print_review(Console(), players, states, review)


def print_replay(console: Console, players: Sequence[str], states: Sequence[GameState]) -> None:
    """Tell the game in ``states`` trick by trick, then its result or where it stopped."""
    for text in Narrator(players).game(states):
        console.print(text)
    print_end(console, players, states[-1])


def replay_json(states: Sequence[GameState]) -> JsonObject:
    """The machine-readable summary of a replayed game (the ``--json`` output)."""
    final = states[-1]
    tricks = tricks_json(event for state in states[1:] for event in state.events)
    votes: dict[str, int | None] | None = None
    winner: int | None = None
    if final.finished:
        result = outcome(final)
        votes = {faction.key: result.vote_of(faction) for faction in Faction}
        winner = result.winner
    return {
        "finished": final.finished,
        "tricks": tricks,
        "score_piles": [sorted_codes(pile) for pile in final.score_piles],
        "gnomes_in_front": [sorted_codes(pile) for pile in final.gnomes_in_front],
        "trolls_aside": sorted_codes(final.trolls_aside),
        "smashed": sorted_codes(final.smashed),
        "votes": votes,
        "winner": winner,
    }
