"""Whole games against the application layer, as the app plays them but without Textual:
between two people and against the computer, to the end, a match with play again; and a
game resumed from its save at every step offers what the live one did."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from claim2.engine import outcome
from claim2.game.steps import ScreenKind
from claim2.records.record import load_record, replay_states
from claim2.settings.options import GameOptions
from claim2.sitting.clock import Deadlines, ManualClock
from claim2.sitting.gate import KeyGate
from claim2.sitting.scene import Mode, Scene
from claim2.sitting.sitting import Sitting
from claim2.sitting.table import Table

from .tables import (
    EASY,
    HOT_SEAT,
    Sittings,
    Watch,
    answer,
    answer_watched,
    first_card,
    new_game,
    seers_first,
    table_of,
)

REPEAT = 1 / 30  # a held key repeats about 30 times a second


class Laptop:
    """The app's part of a game, as the app does it, on a manual clock: a key gate shut at
    every new scene (a held key is dropped), the computer thinking on its turn, and its
    move on the screen until the pause's deadline goes on by itself."""

    def __init__(self, sitting: Sitting, clock: ManualClock) -> None:
        self.sitting = sitting
        self.clock = clock
        self.gate = KeyGate()
        self.deadlines = Deadlines(clock)
        self.drawn: Scene | None = None
        self.held_keys_dropped = 0
        self.scenes = 0
        clock.listen(self._run_deadlines)
        self.show()

    @property
    def table(self) -> Table:
        return table_of(self.sitting)

    def _run_deadlines(self) -> None:
        self.deadlines.run_due()

    def show(self) -> None:
        """Draw the table's scene; a new one shuts the gate (and may start the computer)."""
        scene = self.table.scene
        self.sitting.check_saved()
        if scene is self.drawn:
            return
        self.drawn = scene
        self.scenes += 1
        self.gate.show(self.clock.now(), settle=scene.settle)
        self.deadlines.cancel("proceed")
        thinking = self.table.thinking()
        if thinking is not None:
            if self.table.computer_moved(thinking.run(), thinking.shown):
                self.show()
            return
        if scene.pause is not None:
            shown = scene.shown

            def go_on() -> None:
                if self.table.proceed(shown):
                    self.show()

            self.deadlines.after(scene.pause, go_on, "proceed")

    def key(self, act: Callable[[], object]) -> None:
        """A person holds a key for a moment (dropped), lets go, and presses it again."""
        for _ in range(3):
            if self.gate.admit(self.clock.now()):
                break
            self.held_keys_dropped += 1
            self.clock.advance(REPEAT)
        self.clock.advance(max(0.0, self.gate.ready_at() - self.clock.now()))
        assert self.gate.admit(self.clock.now())
        act()
        self.show()

    def step(self, choose: Callable[..., object] = seers_first) -> None:
        """What happens next: the computer's move goes on after its pause, or a person
        answers the scene."""
        scene = self.table.scene
        if scene.computer_move is not None:
            assert scene.pause is not None
            self.clock.advance(scene.pause)  # the deadline goes on by itself
            assert self.table.scene is not scene
            return
        self.key(lambda: answer(self.table))

    def play_to_end(self) -> Scene:
        while self.table.scene.kind is not ScreenKind.END:
            self.step()
        return self.table.scene


def check_the_end(sitting: Sitting, end: Scene, data_dir: Path) -> None:
    """The end is public (against the computer, the person's own view is on it), and the
    finished record (kept for the history) replays to it."""
    table = table_of(sitting)
    assert end.take_back is None and not end.acts
    assert end.viewer == table.person  # None between two people
    final = table.session.states[-1]
    assert final.finished and end.public == table.session.public()
    (kept,) = [
        load_record(path)
        for path in (data_dir / "saves").glob("game-*.json")
        if load_record(path).deal == table.session.record.deal
    ]
    assert kept == table.session.record and kept.ended is not None
    assert replay_states(kept)[-1] == final
    outcome(final)  # scored


@pytest.mark.parametrize("seed", [2])
def test_a_whole_game_between_two_people(sittings: Sittings, data_dir: Path, seed: int) -> None:
    clock = ManualClock()
    sitting = sittings(seed=seed, clock=clock)
    sitting.look_for_save()
    assert sitting.start(new_game(first_leader=None)) is None
    laptop = Laptop(sitting, clock)
    watch = Watch(laptop.table)
    while laptop.table.scene.kind is not ScreenKind.END:
        scene = laptop.table.scene
        laptop.step()
        if scene.kind is ScreenKind.HANDOFF:
            watch.confirmed(scene)
        watch.check()
        if not laptop.table.session.finished:  # saved at every step
            saved = load_record(data_dir / "saves" / "current.json")
            assert saved == laptop.table.session.record
    check_the_end(sitting, laptop.table.scene, data_dir)
    assert laptop.held_keys_dropped >= 3 * laptop.scenes - 3  # no held key ever got through
    kept = laptop.table.scene.kept  # the end says where the game was kept, not a note over it
    assert kept is not None and Path(kept).parent == data_dir / "saves"
    assert not any("saved as" in note.text for note in sitting.take_notes())


@pytest.mark.parametrize("computer_seat", [1, 0])
def test_a_whole_game_against_the_computer(
    sittings: Sittings, data_dir: Path, computer_seat: int
) -> None:
    options = GameOptions(computer="easy", computer_seat=computer_seat)
    clock = ManualClock()
    sitting = sittings(seed=3, options=options, clock=clock)
    sitting.look_for_save()
    assert sitting.start(new_game(options, first_leader=None)) is None
    laptop = Laptop(sitting, clock)
    watch = Watch(laptop.table)
    moves_shown = 0
    while laptop.table.scene.kind is not ScreenKind.END:
        moves_shown += laptop.table.scene.computer_move is not None
        laptop.step()
        watch.check()
    check_the_end(sitting, laptop.table.scene, data_dir)
    assert moves_shown == sum(
        1 for state in laptop.table.session.states[:-1] if state.to_move == computer_seat
    )
    assert all(scene.kind is not ScreenKind.HANDOFF for scene in watch.shown)


def test_a_match_against_the_computer_played_again_to_its_end(
    sittings: Sittings, data_dir: Path
) -> None:
    clock = ManualClock()
    sitting = sittings(seed=8, options=EASY, clock=clock)
    sitting.look_for_save()
    assert sitting.start(new_game(EASY, first_to=2)) is None
    laptop = Laptop(sitting, clock)
    ends: list[Scene] = []
    while True:
        ends.append(laptop.play_to_end())
        check_the_end(sitting, ends[-1], data_dir)
        if not ends[-1].match_goes_on:
            break
        assert sitting.play_again()
        laptop.show()
    assert 2 <= len(ends) <= 7
    assert ends[-1].match_line is not None and ends[-1].match_line.endswith("wins the match!")
    record = table_of(sitting).session.record
    assert record.match is not None and max(record.match.tally) == 1
    assert sitting.title("Claim 2").startswith("Claim 2 · Ann ")


# Resumed at every step ----------------------------------------------------------------------


def resume_beside(sittings: Sittings, live: Sitting) -> Sitting | None:
    """The live game as the next start would resume it from its save (None: nothing to
    resume); the live sitting lets the folder go first, and goes on afterwards."""
    live.close()
    other = sittings(seed=live.seed)
    lobby = other.look_for_save()
    if lobby.resume is None:
        other.close()
        return None
    assert other.resume()
    return other


def test_between_two_people_a_game_resumed_at_any_step_offers_what_the_live_one_did(
    sittings: Sittings,
) -> None:
    seed = 7
    live = sittings.started(seed=seed, first_leader=seed % 2)
    table = table_of(live)
    watch = Watch(table)
    offers = 0
    take_backs = 0
    while True:
        resumed = resume_beside(sittings, live)
        if resumed is None:
            assert table.session.finished
            break
        again = table_of(resumed)
        scene, state = again.scene, table.session.states[-1]
        assert again.session.record == table.session.record
        assert again.session.states[-1] == state
        assert scene.kind is ScreenKind.HANDOFF and scene.seen is None  # nobody is looking
        assert scene.seat == state.to_move
        # exactly what the live one offers (its card unnamed: the follower may be looking)
        assert again.take_back_offer() == table.take_back_offer()
        assert scene.take_back == table.scene.take_back
        offers += scene.take_back is not None
        resumed.close()
        # on with the live game: now and then a card is taken back on the hand-off
        live_scene = table.scene
        if live_scene.take_back is not None and take_backs < 3 and table.session.moves % 3 == 1:
            table.take_back(live_scene.shown)
            take_backs += 1
            watch.check()
            continue
        answer_watched(table, watch, first_card)
    assert offers >= 10 and take_backs == 3
    assert table.session.record.take_backs == 3


def test_against_the_computer_a_game_resumed_at_any_step_offers_what_the_live_one_did(
    sittings: Sittings,
) -> None:
    live = sittings.started(EASY, seed=4, first_leader=1)
    table = table_of(live)
    person = 0
    allowed = 0
    while True:
        resumed = resume_beside(sittings, live)
        if resumed is None:
            assert table.session.finished
            break
        again = table_of(resumed)
        scene = again.scene
        assert again.mode is Mode.VS_COMPUTER and scene.kind is not ScreenKind.HANDOFF
        assert again.session.record == table.session.record
        assert again.session.can_take_back(person) == table.session.can_take_back(person)
        live_scene = table.scene
        if live_scene.kind in (ScreenKind.TURN, ScreenKind.SEER):
            assert scene.kind is live_scene.kind and scene.seen == live_scene.seen
            assert scene.take_back == live_scene.take_back
            allowed += scene.take_back is not None
        resumed.close()
        answer(table, first_card)
    assert allowed >= 5


def test_a_resumed_game_plays_on_to_the_same_end(sittings: Sittings) -> None:
    """Quit at every tenth step and resume: the game ends as the same game played through."""
    straight = sittings.started(HOT_SEAT, seed=9)
    straight_table = table_of(straight)
    while straight_table.scene.kind is not ScreenKind.END:
        answer(straight_table, first_card)
    final = straight_table.session.states[-1]
    straight.close()

    sitting = sittings.started(HOT_SEAT, seed=9, save_path=sittings.folder / "b" / "s.json")
    step = 0
    while table_of(sitting).scene.kind is not ScreenKind.END:
        answer(table_of(sitting), first_card)
        step += 1
        if step % 10 == 0 and not table_of(sitting).session.finished:
            sitting = sittings.resumed(sitting, seed=9)
    assert table_of(sitting).session.states[-1] == final
