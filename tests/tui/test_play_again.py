"""Playing again from the end screen: the next game starts at once, with the same players,
the loser (or, after a draw, the other player) leading first; in a match, its next game
with the tally shown. Only its own key or button starts it, never Enter."""

from __future__ import annotations

import asyncio
from pathlib import Path

from claim2.game.again import standing, winner_of
from claim2.game.records import GameRecord, RecordMatch, load_record, save_record, upgraded
from claim2.tui.app import Claim2App
from claim2.tui.screens.end import EndPane
from claim2.tui.screens.handoff import HandoffPane

from .driver import flat_text, kept_records, keys, play_to_end, resume_game, top
from .games import record_until


def near_the_end(seed: int, **fields: object) -> GameRecord:
    """A game one card before its end (the last trick's lead played)."""
    record = record_until(
        seed, lambda state: state.phase == 2 and state.trick == 13 and len(state.played) == 1
    )
    return upgraded(record, **fields) if fields else record


def test_play_again_starts_the_next_game_with_the_same_players(data_dir: Path) -> None:
    saves = data_dir / "saves"
    save_record(near_the_end(4), saves / "current.json")
    seen: dict[str, object] = {}

    async def play() -> None:
        app = Claim2App(seed=11)
        async with app.run_test(size=(80, 24)) as pilot:
            await resume_game(pilot)
            await play_to_end(pilot)
            finished = app.session
            assert finished is not None
            await keys(pilot, "enter", "enter", "space", "enter")  # nothing starts by accident
            assert isinstance(top(app), EndPane) and app.session is finished
            await keys(pilot, "n")
            assert isinstance(top(app), HandoffPane)
            session = app.session
            assert session is not None and session is not finished
            seen.update(
                finished=finished.record,
                next=session.record,
                text=flat_text(app),
                moves=session.moves,
            )

    asyncio.run(play())
    finished, following = seen["finished"], seen["next"]
    assert isinstance(finished, GameRecord) and isinstance(following, GameRecord)
    assert following.players == finished.players and seen["moves"] == 0
    winner = winner_of(finished)
    assert following.first_leader == (1 - finished.first_leader if winner is None else 1 - winner)
    leader = following.players[following.first_leader]
    assert f"Pass the laptop to {leader}" in str(seen["text"])
    assert following.match is None  # a single game stays single: no tally
    (kept,) = kept_records(saves, "game")
    assert load_record(kept).actions == finished.actions  # in the history
    assert load_record(saves / "current.json").deal == following.deal  # saved at once


def test_play_again_in_a_match_plays_its_next_game_with_the_tally(data_dir: Path) -> None:
    saves = data_dir / "saves"
    match = RecordMatch(id="m", first_to=3, game=3, tally=(1, 1))  # the tally fits game 3
    save_record(near_the_end(5, match=match), saves / "current.json")
    texts: list[str] = []
    records: list[GameRecord] = []

    async def play() -> None:
        app = Claim2App(seed=3)
        async with app.run_test(size=(80, 24)) as pilot:
            await resume_game(pilot)
            await play_to_end(pilot)
            assert app.session is not None
            records.append(app.session.record)
            texts.append(flat_text(app))
            await keys(pilot, "n")
            assert isinstance(top(app), HandoffPane)
            assert app.session is not None
            records.append(app.session.record)
            texts.append(flat_text(app))

    asyncio.run(play())
    after = standing(records[0])
    assert after is not None and after.winner is None
    tally = f"Ann {after.tally[0]} – Bob {after.tally[1]}"
    assert tally in texts[0]  # on the end screen
    assert tally in texts[1]  # and in the next game's header
    assert records[1].match == RecordMatch(id="m", first_to=3, game=4, tally=after.tally)
    assert records[1].actions == []
    assert not list(saves.glob("unfinished-*.json"))  # the game kept ready was the one played
