"""The computer's seat at the table: it thinks from its own view only, its move stays on the
screen for a pause (on the injected clock) and the game goes on by itself; a move for a
scene that is no longer current (or for another game) is dropped."""

from __future__ import annotations

import random
import time
from dataclasses import replace

import pytest

from claim2.ai.knowledge import Memory
from claim2.engine import Action, Card, PlayerView, SeerChoice, shuffled_deal, view
from claim2.game.session import GameSession
from claim2.game.steps import ScreenKind, SeatPlayer
from claim2.present.phrase import plain
from claim2.present.scenes.seer import other_turn
from claim2.present.scenes.titles import scene_title
from claim2.records.parts import RecordComputer
from claim2.records.record import GameRecord, new_record, record_with, replay_states, upgraded
from claim2.settings.options import GameOptions
from claim2.sitting.clock import Deadlines, ManualClock
from claim2.sitting.notes import COMPUTER_PAUSE
from claim2.sitting.scene import Mode
from claim2.sitting.seats import ComputerPlayer, own_decisions
from claim2.sitting.table import Table
from claim2.text.i18n import set_language
from game.games import record_until_seer

from .tables import EASY, Sittings, answer, first_card, new_game, play_until, table_of


def computer_first(sittings: Sittings, *, seed: int = 1) -> Table:
    """A game against the computer (easy, seat 1) in which the computer leads."""
    return table_of(sittings.started(EASY, seed=seed, first_leader=1))


def test_the_computer_thinks_from_its_own_view_on_its_turn_only(sittings: Sittings) -> None:
    table = computer_first(sittings)
    scene = table.scene
    assert scene.kind is ScreenKind.COMPUTER and scene.seat == 1
    assert scene.viewer == 0  # the person's screen while the computer thinks
    thinking = table.thinking()
    assert thinking is not None
    assert thinking.shown == scene.shown
    assert thinking.seen == view(table.session.states[-1], 1)  # its own view, nothing more
    assert isinstance(thinking.player, ComputerPlayer) and thinking.player.level == "easy"
    assert table.play(thinking.run(), scene.shown) is None  # not the person's to play
    assert table.scene is scene


def test_no_thinking_on_the_person_s_turn(sittings: Sittings) -> None:
    table = table_of(sittings.started(EASY, first_leader=0))
    assert table.scene.kind is ScreenKind.TURN and table.thinking() is None


def test_the_computer_s_move_is_shown_for_a_pause_then_the_game_goes_on(
    sittings: Sittings,
) -> None:
    """As the app does it: the scene's pause is a deadline on the sitting's clock."""
    clock = ManualClock()
    sitting = sittings(options=EASY, clock=clock)
    sitting.look_for_save()
    sitting.start(new_game(EASY, first_leader=1))
    table = table_of(sitting)
    deadlines = Deadlines(clock)
    thinking = table.thinking()
    assert thinking is not None
    action = thinking.run()
    assert table.computer_moved(action, thinking.shown)
    shown = table.scene
    assert shown.computer_move == action and shown.pause == COMPUTER_PAUSE
    assert shown.viewer == 0 and shown.take_back is None and not shown.acts
    assert shown.seen == view(table.session.states[-1], 0)  # after the computer's card
    assert table.thinking() is None  # it has moved
    assert shown.pause is not None

    def go_on() -> None:
        table.proceed(shown.shown)

    deadlines.after(shown.pause, go_on, "proceed")
    clock.advance(COMPUTER_PAUSE / 2)
    deadlines.run_due()
    assert table.scene is shown  # still on the screen
    clock.advance(COMPUTER_PAUSE / 2)
    deadlines.run_due()
    assert table.scene.kind is ScreenKind.TURN and table.scene.seat == 0
    assert not table.proceed(shown.shown)  # gone: the same answer again does nothing


def test_the_pause_is_the_sitting_s(sittings: Sittings) -> None:
    sitting = sittings(options=EASY)
    sitting.pause = 0.0
    sitting.look_for_save()
    sitting.start(new_game(EASY, first_leader=1))
    table = table_of(sitting)
    answer(table)
    assert table.scene.computer_move is not None and table.scene.pause == 0.0


def test_a_move_for_a_scene_that_is_gone_is_dropped(sittings: Sittings) -> None:
    table = computer_first(sittings)
    thinking = table.thinking()
    assert thinking is not None
    action = thinking.run()
    assert table.computer_moved(action, thinking.shown)
    moves = table.session.moves
    assert not table.computer_moved(action, thinking.shown)  # twice: a second worker
    answer(table)  # the move was shown
    assert not table.computer_moved(action, thinking.shown)
    assert table.session.moves == moves


def test_while_its_move_is_shown_nothing_else_is_taken(sittings: Sittings) -> None:
    table = computer_first(sittings)
    answer(table)
    shown = table.scene
    assert shown.computer_move is not None
    assert table.thinking() is None
    assert not table.reveal(shown.shown)
    assert table.hint_request(shown.shown) is None
    assert table.scene is shown


def test_a_move_worked_out_for_a_game_that_was_left_is_dropped(sittings: Sittings) -> None:
    """The person leaves while the computer thinks and starts another game in which the
    computer leads too: the move it was working out belongs to the game left (the same
    kind, seat and move number), and is dropped, never played (nor refused by the rules
    with an exception) in the new game."""
    sitting = sittings.started(EASY, seed=1, first_leader=1)
    for seed in range(2, 40):
        thinking = table_of(sitting).thinking()
        assert thinking is not None
        action = thinking.run()
        sitting.leave()
        sitting.seed = seed
        assert sitting.start_now(new_game(EASY, first_leader=1))
        table = table_of(sitting)
        assert table.scene.kind is ScreenKind.COMPUTER
        assert not table.computer_moved(action, thinking.shown)
        assert table.session.moves == 0
        assert table.thinking() is not None  # its own thinking goes on
    sitting.take_notes()


def test_a_move_worked_out_before_the_game_was_left_and_resumed_is_dropped(
    sittings: Sittings,
) -> None:
    sitting = sittings.started(EASY, first_leader=1)
    thinking = table_of(sitting).thinking()
    assert thinking is not None
    action = thinking.run()
    sitting.leave()
    sitting.look_for_save()
    assert sitting.resume()
    table = table_of(sitting)
    assert not table.computer_moved(action, thinking.shown)
    again = table.thinking()
    assert again is not None and again.seen == thinking.seen
    assert table.computer_moved(again.run(), again.shown)


def test_the_person_may_sit_in_either_seat(sittings: Sittings) -> None:
    options = replace(EASY, computer_seat=0)
    table = table_of(sittings.started(options, first_leader=1))
    assert table.mode is Mode.VS_COMPUTER and table.person == 1
    assert table.names[0] == "Computer (easy)"
    assert table.scene.kind is ScreenKind.TURN and table.scene.viewer == 1


def test_a_scene_names_the_computer_s_level_in_the_language_it_is_drawn_in(
    sittings: Sittings,
) -> None:
    """F3 draws the same scene again: its level is worded then, not when the scene was
    made (the computer stayed "Computer (easy)" in Dutch), and the name the game has for
    its seat stays as it is."""
    scene = computer_first(sittings).scene
    players = scene.players
    assert scene.names[1] == "Computer (easy)"
    set_language("nl")
    assert scene.names == (scene.names[0], "Computer (makkelijk)")
    title = plain(scene_title(scene.kind, scene.seat, scene.names))
    assert title == "Computer (makkelijk) is aan de beurt"
    set_language("en")
    assert scene.names[1] == "Computer (easy)" and scene.players == players


def test_the_computer_remembers_its_seer_peek_after_a_resume() -> None:
    """The one thing a later view no longer shows is rebuilt from the seat's own views."""
    record = record_until_seer(1, ("Ann", "Computer (strong)"))
    peeked = replay_states(record)[-1].seer_peek
    record = record_with(record, SeerChoice.PRIZE)
    player = ComputerPlayer("strong")
    player.remember(record, 1)
    memory = getattr(player.policy, "memory", None)
    assert isinstance(memory, Memory)
    assert [card for _, card in memory.peeked_to_opponent] == [peeked]
    other_seat = ComputerPlayer("strong")
    other_seat.remember(record, 0)
    other_memory = getattr(other_seat.policy, "memory", None)
    assert isinstance(other_memory, Memory) and other_memory.peeked_to_opponent == []


def test_relearning_forgets_a_peek_that_was_taken_back() -> None:
    before = record_until_seer(1, ("Ann", "Computer (strong)"))
    record = record_with(before, SeerChoice.PRIZE)
    player = ComputerPlayer("strong")
    player.remember(record, 1)
    player.relearn(before, 1)  # the Seer choice and its trick taken back
    memory = getattr(player.policy, "memory", None)
    assert isinstance(memory, Memory) and memory.peeked_to_opponent == []


def test_a_seat_s_own_decisions_are_its_views_and_actions() -> None:
    record = record_with(record_until_seer(1), SeerChoice.PRIZE)
    states = replay_states(record)
    for seat in (0, 1):
        decisions = list(own_decisions(record, seat))
        assert all(seen.seat == seat for seen, _action in decisions)
        assert len(decisions) == sum(1 for state in states[:-1] if state.to_move == seat)


def test_a_seeded_computer_plays_the_same_moves(sittings: Sittings) -> None:
    first = ComputerPlayer("easy", seed=4)
    second = ComputerPlayer("easy", seed=4)
    table = computer_first(sittings)
    thinking = table.thinking()
    assert thinking is not None
    assert first.choose(thinking.seen) == second.choose(thinking.seen)
    assert len(first.think_times) == 1


class Recording:
    """A stand-in for a policy: plays the first legal action, keeps the generator it got."""

    def __init__(self) -> None:
        self.generators: list[random.Random] = []

    def choose(self, seen: PlayerView, rng: random.Random) -> Action:
        self.generators.append(rng)
        return seen.legal_actions[0]


def test_a_seeded_computer_draws_from_a_generator_of_its_own_seed() -> None:
    seeded = ComputerPlayer("easy", seed=4)
    assert seeded.rng.getstate() == random.Random("claim2 computer 4").getstate()
    unseeded = [ComputerPlayer("easy").rng.getstate() for _ in range(2)]
    assert unseeded[0] != unseeded[1]
    assert random.Random("claim2 computer None").getstate() not in unseeded


def test_the_computer_s_policy_chooses_with_the_computer_s_generator(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    player = ComputerPlayer("easy", seed=4)
    policy = Recording()
    player.policy = policy
    moments = iter([10.0, 10.25])
    monkeypatch.setattr(time, "perf_counter", lambda: next(moments))
    seen = view(replay_states(record_until_seer(1))[0], 0)
    assert player.choose(seen) == seen.legal_actions[0]
    assert policy.generators == [player.rng]
    assert player.think_times == [0.25]


def test_relearning_remembers_the_peek_that_stays() -> None:
    record = record_with(record_until_seer(1, ("Ann", "Computer (strong)")), SeerChoice.PRIZE)
    peeked = replay_states(record)[-2].seer_peek
    player = ComputerPlayer("strong")
    player.relearn(record, 1)
    memory = getattr(player.policy, "memory", None)
    assert isinstance(memory, Memory)
    assert [card for _, card in memory.peeked_to_opponent] == [peeked]


def peeked_against_strong() -> tuple[GameRecord, Card]:
    """A game against the strong computer (seat 1) just after it peeked at the top card
    with a Seer and left it to Ann (the prize kept): the record and the card peeked at."""
    record = record_until_seer(1, ("Ann", "Computer (strong)"))
    peeked = replay_states(record)[-1].seer_peek
    assert peeked is not None
    record = record_with(record, SeerChoice.PRIZE)
    return upgraded(record, computer=RecordComputer(seat=1, level="strong")), peeked


def peeks_of(player: SeatPlayer | None) -> list[Card]:
    assert isinstance(player, ComputerPlayer)
    memory = getattr(player.policy, "memory", None)
    assert isinstance(memory, Memory)
    return [card for _, card in memory.peeked_to_opponent]


def test_the_sitting_s_computer_is_seeded_and_remembers_a_resumed_game(
    sittings: Sittings,
) -> None:
    strong = GameOptions(computer="strong")
    sitting = sittings.started(strong, seed=7)
    player = table_of(sitting).session.policies[1]
    assert isinstance(player, ComputerPlayer) and player.level == "strong"
    assert player.rng.getstate() == random.Random("claim2 computer 7").getstate()
    assert peeks_of(player) == []
    sitting.close()
    record, peeked = peeked_against_strong()
    resumed = table_of(sittings.resuming(record, seed=7))
    player = resumed.session.policies[1]
    assert peeks_of(player) == [peeked]
    assert isinstance(player, ComputerPlayer)
    assert player.rng.getstate() == random.Random("claim2 computer 7").getstate()


def test_after_a_take_back_the_computer_still_remembers_its_earlier_peek() -> None:
    record, peeked = peeked_against_strong()
    computer = ComputerPlayer("strong", 1)
    computer.remember(record, 1)
    table = Table(GameSession.resume(record, policies=(None, computer)))
    scene = play_until(table, lambda scene: scene.take_back is not None, first_card)
    moves = table.session.moves
    note = table.take_back(scene.shown)
    assert note.text.endswith("back.") and table.session.moves < moves
    player = table.session.policies[1]
    assert player is computer and peeks_of(player) == [peeked]


@pytest.mark.parametrize("winner", [0, 1])
def test_a_move_that_ends_a_trick_keeps_its_cards_on_the_table_while_a_seer_choice_waits(
    winner: int,
) -> None:
    """Issue 49, case 15: the computer's answer that won (or lost) a trick to a Seer was
    said ("plays Se4") over an empty trick, the trick called the last one. Its two cards
    stay on the table, and the table says what the line under the hand says."""
    from claim2.present.scenes.seer import other_turn

    record = record_until_seer(winner)
    states = replay_states(record)
    mover = states[-2].to_move  # the answer that ended the trick
    seen = view(states[-1], 1 - mover)
    assert seen.seer_pending == winner and not seen.played and seen.last_trick is not None
    move = seen.last_trick.cards[1]
    names = ("Ann", "Computer (easy)") if mover == 1 else ("Computer (easy)", "Bob")
    turn = other_turn(seen, names, move, person=False)
    assert turn.finished == seen.last_trick
    assert turn.status == turn.line and turn.line.plain == f"{names[mover]} plays {move.code}."
    waiting = other_turn(seen, names, None, person=False)
    assert waiting.finished is None
    if winner == mover:
        assert waiting.line.plain == f"{names[mover]} chooses: the prize or the top card…"


@pytest.mark.parametrize(
    ("choice", "said"),
    [
        (
            SeerChoice.PRIZE,
            "Computer (easy) takes the prize Tr8; you get the top card of the draw pile.",
        ),
        (
            SeerChoice.TOP,
            "Computer (easy) takes the top card of the draw pile; you get the prize Tr8.",
        ),
    ],
)
def test_the_computers_seer_choice_names_the_prize_of_the_trick_it_won(
    sittings: Sittings, monkeypatch: pytest.MonkeyPatch, choice: SeerChoice, said: str
) -> None:
    """Told once the next trick's prize (Gn7) is turned up: the line under the person's hand
    names the prize the trick won gave (it named the prize of the trick to come once)."""
    record = new_record(
        ("Ann", "Computer (easy)"),
        shuffled_deal(4, 0),
        computer=RecordComputer(seat=1, level="easy"),
    )
    for code in ("Se6", "Se8"):  # the computer (seat 1) wins trick 1 with Se8; prize Tr8
        record = record_with(record, Card.parse(code))
    assert replay_states(record)[-1].seer is not None
    choose = ComputerPlayer.choose

    def chooses(self: ComputerPlayer, seen: PlayerView) -> Action:
        return choice if seen.seer_pending is not None else choose(self, seen)

    monkeypatch.setattr(ComputerPlayer, "choose", chooses)
    table = table_of(sittings.resuming(record))
    thinking = table.thinking()
    assert thinking is not None
    assert table.computer_moved(thinking.run(), thinking.shown)
    scene = table.scene
    assert scene.computer_move is choice and scene.seen is not None
    line = other_turn(scene.seen, table.names, scene.computer_move, person=False).line
    assert line.plain == said
    assert scene.seen.prize is not None and scene.seen.prize.code == "Gn7"  # the next one's
