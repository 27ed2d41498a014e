"""The promises as properties (hypothesis): over any sequence of what people can do at a table
(confirm, go on, play, take back, answer a scene that is gone, quit and resume, play
again), every private scene follows its player's hand-off, no scene holds another seat's
view, the save replays to the game as it stands and counts its take-backs; and no held
key, burst or stuck key ever gets through the key gate."""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from claim2.engine import DECK, Action, legal_actions, shuffled_deal, start, step
from claim2.game.steps import NextScreen, ScreenKind
from claim2.records.record import (
    GameRecord,
    load_record,
    new_record,
    record_with,
    replay_states,
    save_record,
)
from claim2.settings.legacy_options import with_options
from claim2.settings.options import GameOptions
from claim2.sitting.clock import ManualClock
from claim2.sitting.gate import QUIET, SETTLE, KeyGate
from claim2.sitting.lobby import NewGame
from claim2.sitting.notes import Severity
from claim2.sitting.scene import Mode, TakeBackOffer
from claim2.sitting.sitting import Sitting
from claim2.sitting.table import Table

from .tables import EASY, HOT_SEAT, Watch, answer, new_game, table_of

OPTIONS = [HOT_SEAT, EASY, GameOptions(computer="easy", computer_seat=0)]
OPERATIONS = [
    "answer",  # what the people at the screen (or the computer) would do: the game goes on
    "answer",
    "answer",
    "answer",
    "reveal",
    "proceed",
    "play",
    "illegal",
    "take back",
    "stale",
    "resume",
    "play again",
]


def played_into(seed: int, game: NewGame, moves: int) -> GameRecord:
    """The record of ``game`` dealt from ``seed`` after up to ``moves`` random legal moves
    (fewer if the game would end), with its options."""
    deal = shuffled_deal(seed, seed % 2)
    record = with_options(new_record(game.names, deal), game.options)
    state, choose = start(deal), random.Random(seed).choice
    for _ in range(moves):
        action = choose(legal_actions(state))
        following = step(state, action)
        if following.finished:
            break
        state, record = following, record_with(record, action)
    return record


class Run:
    """One sitting played by a sequence of operations, checking the promises after each."""

    def __init__(self, seed: int, options: GameOptions, folder: Path, played: int = 0) -> None:
        """A new game; or, ``played`` random moves into it, the game resumed from its save."""
        self.seed = seed
        self.save = folder / "current.json"
        self.sitting = Sitting(seed=seed, options=options, save_path=self.save, clock=ManualClock())
        game = new_game(options, first_leader=seed % 2)
        if played:
            save_record(played_into(seed, game, played), self.save)
            assert self.sitting.look_for_save().resume is not None
            assert self.sitting.resume()
        else:
            self.sitting.look_for_save()
            assert self.sitting.start_now(game)
        self.take_backs = 0
        self.stamps: list[NextScreen] = []
        self.watch = Watch(self.table)

    @property
    def table(self) -> Table:
        return table_of(self.sitting)

    def close(self) -> None:
        self.sitting.close()

    # The operations ---------------------------------------------------------------------

    def do(self, operation: str, pick: int) -> None:
        table, scene = self.table, self.table.scene
        self.stamps.append(scene.shown)
        moves = table.session.moves
        if operation == "answer":
            if scene.kind is not ScreenKind.END:
                confirmed = scene.kind is ScreenKind.HANDOFF
                answer(table, lambda seen: seen.legal_actions[pick % len(seen.legal_actions)])
                if confirmed:
                    self.watch.confirmed(scene)
        elif operation == "reveal":
            expected = scene.kind is ScreenKind.HANDOFF
            assert table.reveal(scene.shown) == expected
            if expected:
                self.watch.confirmed(scene)
            else:
                assert table.scene is scene
        elif operation == "proceed":
            goes_on = scene.computer_move is not None or (
                (scene.seen is None or scene.mode is Mode.VS_COMPUTER)
                and scene.kind in (ScreenKind.TRICK_RESULT, ScreenKind.PHASE_TWO)
            )
            assert table.proceed(scene.shown) == goes_on
            if not goes_on:
                assert table.scene is scene
        elif operation == "play":
            if scene.acts and scene.seen is not None:
                legal = scene.seen.legal_actions
                assert table.play(legal[pick % len(legal)], scene.shown) is None
                assert table.session.moves == moves + 1
            else:
                assert table.play(DECK[pick % len(DECK)], scene.shown) is None
                assert table.scene is scene and table.session.moves == moves
        elif operation == "illegal":
            card = DECK[pick % len(DECK)]
            if scene.acts and scene.seen is not None and card not in scene.seen.legal_actions:
                note = table.play(card, scene.shown)
                assert note is not None and note.severity is Severity.ERROR
                assert table.scene is scene and table.session.moves == moves
        elif operation == "take back":
            offered = scene.take_back
            note = table.take_back(scene.shown)
            if offered is not None:
                self.take_backs += 1
                if offered.card is None:  # the follower's hand-off: the card is not named
                    assert note.text.endswith(" took back the card they led.")
                else:
                    assert note.text.endswith(f" took {offered.card.code} back.")
                assert table.session.states[-1].to_move == offered.seat
            else:
                assert note.severity is Severity.WARNING
                assert table.scene is scene and table.session.moves == moves
        elif operation == "stale":
            self.stale(pick)
        elif operation == "resume":
            self.resume()
        elif operation == "play again":
            if table.session.finished:
                assert self.sitting.play_again()
                self.take_backs = 0
                self.watch.resumed(self.table)
            else:
                assert not self.sitting.play_again()
        self.check()

    def stale(self, pick: int) -> None:
        """An answer from a scene that is gone never acts on the current one."""
        table, scene = self.table, self.table.scene
        gone = [stamp for stamp in self.stamps if stamp != scene.shown]
        if not gone:
            return
        stamp = gone[pick % len(gone)]
        record = table.session.record
        action: Action = scene.seen.legal_actions[0] if scene.acts and scene.seen else DECK[0]
        assert not table.reveal(stamp)
        assert not table.proceed(stamp)
        assert table.play(action, stamp) is None
        assert table.take_back(stamp).severity is Severity.WARNING
        assert table.hint_request(stamp) is None
        thinking = table.thinking()
        if thinking is not None:
            assert not table.computer_moved(thinking.run(), stamp)
        assert table.scene is scene and table.session.record == record

    def resume(self) -> None:
        """Quit and resume from the save: a hand-off between two people, and the take-back
        the live game offered."""
        live = self.table
        offer = live.take_back_offer()
        can = [live.session.can_take_back(seat) for seat in (0, 1)]
        self.sitting.close()
        again = Sitting(seed=self.seed, save_path=self.save, clock=ManualClock())
        self.sitting = again
        lobby = again.look_for_save()
        if lobby.resume is None:  # the game is over: nothing to resume
            assert live.session.finished
            self.sitting = Sitting(seed=self.seed, save_path=self.save, clock=ManualClock())
            again.close()
            self.sitting.look_for_save()
            assert self.sitting.start_now(new_game(self.sitting.options, first_leader=0))
            self.take_backs = 0
            self.watch.resumed(self.table)
            return
        assert again.resume()
        table = self.table
        assert table.session.record == live.session.record
        assert [table.session.can_take_back(seat) for seat in (0, 1)] == can
        if table.mode is Mode.HOT_SEAT:
            assert table.scene.kind is ScreenKind.HANDOFF
            assert table.take_back_offer() == offer
            if offer is not None:  # on the follower's hand-off, without its card
                assert table.scene.take_back == TakeBackOffer(offer.seat, None)
        self.watch.resumed(table)

    # The promises --------------------------------------------------------------------------

    def check(self) -> None:
        table = self.table
        self.watch.check()  # hand-offs before hands; each scene with its viewer's view only
        record = table.session.record
        assert record.take_backs == self.take_backs
        if self.save.exists() and not table.session.finished:
            saved = load_record(self.save)
            assert saved == record
        else:  # kept for the history as it ended
            assert table.session.finished
            saved = record
        assert replay_states(saved)[-1] == table.session.states[-1]


@settings(max_examples=20, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    options=st.sampled_from(OPTIONS),
    played=st.integers(0, 110),
    operations=st.lists(
        st.tuples(st.sampled_from(OPERATIONS), st.integers(0, 100)), min_size=10, max_size=40
    ),
)
def test_any_sequence_of_operations_keeps_the_promises(
    seed: int, options: GameOptions, played: int, operations: list[tuple[str, int]]
) -> None:
    """From a new game, or a game ``played`` random moves in (resumed), any operations."""
    with tempfile.TemporaryDirectory() as folder:
        run = Run(seed, options, Path(folder), played)
        try:
            for operation, pick in operations:
                run.do(operation, pick)
        finally:
            run.close()


@settings(max_examples=3, deadline=None)
@given(seed=st.integers(0, 10_000), options=st.sampled_from(OPTIONS), pick=st.integers(0, 9))
def test_a_whole_game_with_take_backs_and_resumes_keeps_the_promises(
    seed: int, options: GameOptions, pick: int
) -> None:
    """Played to the end: a take-back whenever one is offered (at most 5), a resume every
    eleventh step."""
    with tempfile.TemporaryDirectory() as folder:
        run = Run(seed, options, Path(folder))
        try:
            step = 0
            while run.table.scene.kind is not ScreenKind.END:
                step += 1
                if run.table.scene.take_back is not None and run.take_backs < 5:
                    run.do("take back", pick)
                elif step % 11 == 0:
                    run.do("resume", pick)
                else:
                    run.do("answer", pick + step)
            assert run.table.session.finished
        finally:
            run.close()


# The key gate -------------------------------------------------------------------------------

gaps_under_quiet = st.floats(min_value=0.001, max_value=QUIET * 0.99)


@settings(max_examples=60, deadline=None)
@given(
    start=st.floats(min_value=-5.0, max_value=0.99),
    count=st.integers(1, 30 * 120),
    settle=st.sampled_from([SETTLE, 0.3]),
)
def test_key_repeat_never_gets_through(start: float, count: int, settle: float) -> None:
    """A key held from before the pane appeared (or pressed while it settles: ``start`` is
    before the pane, or a part of its settle time), repeating at 30 a second, for any time
    at all."""
    gate = KeyGate()
    shown = 1000.0
    gate.show(shown, settle=settle)
    start = start * settle if start > 0 else start
    admitted = [gate.admit(shown + start + index / 30) for index in range(count)]
    assert not any(admitted)


@settings(max_examples=100, deadline=None)
@given(
    before=st.lists(st.floats(min_value=-3.0, max_value=3.0), max_size=20),
    gap=st.floats(min_value=QUIET, max_value=10.0),
    late=st.floats(min_value=0.0, max_value=5.0),
)
def test_after_a_quiet_spell_past_the_settle_time_the_next_key_is_taken(
    before: list[float], gap: float, late: float
) -> None:
    gate = KeyGate()
    shown = 1000.0
    keys = sorted(shown + moment for moment in before)
    for moment in [key for key in keys if key < shown]:
        gate.admit(moment)
    gate.show(shown)
    for moment in [key for key in keys if key >= shown]:
        gate.admit(moment)
    last = keys[-1] if keys else shown
    moment = max(last + gap, shown + (SETTLE + late))
    assert gate.ready(moment)
    assert gate.admit(moment)


@settings(max_examples=100, deadline=None)
@given(
    ahead=st.lists(gaps_under_quiet, min_size=1, max_size=30),
    after=st.lists(gaps_under_quiet, max_size=60),
    settle=st.sampled_from([SETTLE, 0.3]),
)
def test_a_burst_typed_ahead_of_the_pane_is_never_taken(
    ahead: list[float], after: list[float], settle: float
) -> None:
    """Keys typed before the pane appeared and on into it, none a quiet spell after the
    last: none is taken; letting go for a quiet spell, the next press is."""
    gate = KeyGate()
    moment = 1000.0
    gate.admit(moment)
    for gap in ahead:  # typed ahead, on the pane before
        moment += gap
        gate.admit(moment)
    gate.show(moment, settle=settle)  # the new pane, in the middle of the burst
    for gap in after:
        moment += gap
        assert not gate.admit(moment)
    moment = max(moment + QUIET, gate.shown_at + settle)
    assert gate.admit(moment)


@settings(max_examples=50, deadline=None)
@given(
    later=st.lists(st.floats(min_value=0.0, max_value=1.0), max_size=30),
)
def test_once_a_key_got_through_the_pane_takes_its_keys(later: list[float]) -> None:
    gate = KeyGate()
    gate.show(0.0)
    moment = SETTLE
    assert gate.admit(moment)
    for gap in later:
        moment += gap
        assert gate.admit(moment)
    gate.show(moment)  # until the next pane
    assert not gate.admit(moment)
