"""Taking a card back at the table: between two people, the leader's card on the follower's
hand-off (then a hand-off back to the leader); against the computer, the person's last card
with the computer's answer, never past a hidden card the person has seen since."""

from __future__ import annotations

from pathlib import Path

from claim2.engine import Card
from claim2.engine.events import PRIVATE_EVENTS, TrickWon
from claim2.game.steps import ScreenKind
from claim2.records.record import load_record
from claim2.settings.options import GameOptions
from claim2.sitting.notes import Severity
from claim2.sitting.scene import Scene, TakeBackOffer
from claim2.sitting.seats import ComputerPlayer
from claim2.sitting.sitting import Sitting
from claim2.sitting.table import Table

from .tables import (
    EASY,
    Sittings,
    Watch,
    answer,
    answer_watched,
    first_card,
    is_turn,
    play_to_end,
    play_until,
    public_scene,
    scenes,
    seers_first,
    table_of,
)

TOO_LATE = "Too late: the game has moved on."
NOT_HERE = "A card can only be taken back by its player on the hand-off."
NOTHING = "There is no card to take back now."
NOT_NOW = "Not now: wait for the computer's move."
SEEN = "Too late to take the card back: the other player has seen their cards."
REVEALED = (
    "You cannot take that card back: you have seen a hidden card since (a card drawn face "
    "down, or the top card with a Seer)."
)


def saved(sitting: Sitting) -> Path:
    assert sitting.save_path is not None
    return sitting.save_path


def led(table: Table) -> tuple[Scene, Card]:
    """The leader's hand-off confirmed and a card led: the follower's hand-off, the card."""
    answer(table)
    turn = table.scene
    assert turn.kind is ScreenKind.TURN and turn.seen is not None
    card = seers_first(turn.seen)
    assert isinstance(card, Card)
    assert table.play(card, turn.shown) is None
    return table.scene, card


# Between two people ----------------------------------------------------------------------


def test_the_leader_takes_back_the_card_led_on_the_follower_s_hand_off(
    sittings: Sittings,
) -> None:
    sitting = sittings.started()
    table = table_of(sitting)
    answer(table)
    before = table.scene
    handoff, card = led_after_reveal(table)
    assert handoff.take_back == TakeBackOffer(0, None)  # the follower may be looking
    assert table.take_back_offer() == TakeBackOffer(0, card)
    note = table.take_back(handoff.shown)
    assert note.text == "Ann took back the card they led."
    assert note.severity is Severity.INFORMATION
    record = load_record(saved(sitting))
    assert record.actions == [] and record.take_backs == 1  # saved at once, counted
    assert table.session.record == record
    back = table.scene
    assert back.kind is ScreenKind.HANDOFF and back.seat == 0 and back.back_to
    assert table.reveal(back.shown)
    assert table.scene.seen == before.seen  # the leader's hand as it was


def led_after_reveal(table: Table) -> tuple[Scene, Card]:
    """The leader (looking already) leads a card: the follower's hand-off, the card."""
    turn = table.scene
    assert turn.kind is ScreenKind.TURN and turn.seen is not None
    card = seers_first(turn.seen)
    assert isinstance(card, Card)
    assert table.play(card, turn.shown) is None
    return table.scene, card


def test_between_two_people_nothing_goes_back_on_a_turn_or_a_public_scene(
    sittings: Sittings,
) -> None:
    table = table_of(sittings.started())
    handoff = table.scene
    assert table.take_back(handoff.shown).text == NOTHING  # the leader's own hand-off
    answer(table)
    turn = table.scene
    assert turn.take_back is None
    assert table.take_back(turn.shown).text == NOT_HERE
    led_after_reveal(table)
    answer(table)  # the follower's hand-off
    follower = table.scene
    assert follower.kind is ScreenKind.TURN and follower.take_back is None
    note = table.take_back(follower.shown)  # the leader's card: too late on the follower's turn
    assert note.text == NOT_HERE and note.severity is Severity.WARNING
    answer(table)  # the follower's card: the trick is won
    public = play_until(table, public_scene)  # its result (on a hand-off, or alone)
    assert public.result is not None and public.take_back is None
    assert table.take_back(public.shown).text == NOT_HERE
    assert table.session.record.take_backs == 0
    assert table.session.moves in (2, 3)  # with a Seer choice


def test_a_take_back_from_a_scene_that_is_gone_is_too_late(sittings: Sittings) -> None:
    table = table_of(sittings.started())
    handoff, _card = led(table)
    assert table.reveal(handoff.shown)
    assert table.take_back(handoff.shown).text == TOO_LATE
    assert table.session.moves == 1


def test_a_game_resumed_before_the_follower_looked_offers_the_same_take_back(
    sittings: Sittings,
) -> None:
    sitting = sittings.started()
    handoff, card = led(table_of(sitting))
    resumed = table_of(sittings.resumed(sitting))
    assert resumed.scene.kind is ScreenKind.HANDOFF and resumed.scene.seat == 1
    assert resumed.scene.take_back == handoff.take_back == TakeBackOffer(0, None)
    assert resumed.take_back_offer() == TakeBackOffer(0, card)
    assert resumed.take_back(resumed.scene.shown).text == "Ann took back the card they led."
    assert resumed.scene.back_to and resumed.scene.seat == 0


def test_a_game_resumed_after_the_follower_looked_offers_no_take_back(
    sittings: Sittings,
) -> None:
    """Issue bug 3: quitting and resuming after the follower revealed offered the leader's
    take-back again."""
    sitting = sittings.started()
    table = table_of(sitting)
    handoff, _card = led(table)
    assert table.reveal(handoff.shown)  # the follower sees their cards
    assert table.take_back_offer() is None
    resumed = table_of(sittings.resumed(sitting))
    scene = resumed.scene
    assert scene.kind is ScreenKind.HANDOFF and scene.seat == 1  # back to the follower
    assert scene.take_back is None and resumed.take_back_offer() is None
    note = resumed.take_back(scene.shown)
    assert note.text == SEEN
    assert resumed.session.moves == 1 and resumed.session.record.take_backs == 0


def test_take_backs_are_counted_in_the_record(sittings: Sittings) -> None:
    sitting = sittings.started()
    table = table_of(sitting)
    watch = Watch(table)
    answer_watched(table, watch)
    for count in range(1, 4):
        handoff, _card = led_after_reveal(table)
        watch.check()
        table.take_back(handoff.shown)
        watch.check()
        assert load_record(saved(sitting)).take_backs == count
        answer_watched(table, watch)  # the leader's hand-off back
    assert table.session.record.take_backs == 3


# Against the computer --------------------------------------------------------------------


def first_trick(sittings: Sittings, data_dir: Path, *, won: bool) -> tuple[Sitting, Scene]:
    """A game against the computer after its first trick, led by the person, won (or lost)
    without a Seer: the sitting and the person's first turn after it."""
    for seed in range(60):
        sitting = sittings.started(EASY, seed=seed, save_path=data_dir / f"{seed}.json")
        table = table_of(sitting)
        turn = table.scene
        assert turn.kind is ScreenKind.TURN and turn.seen is not None
        assert table.play(turn.seen.legal_actions[seed % 3], turn.shown) is None
        answer(table)  # the computer answers
        states = table.session.states
        (trick,) = [event for event in states[2].events if isinstance(event, TrickWon)]
        if (trick.winner == 0) == won and states[2].seer is None:
            return sitting, play_until(table, is_turn(0), first_card)
        sitting.close()
    raise AssertionError("no such deal")


def test_against_the_computer_a_won_trick_goes_back_with_the_computer_s_answer(
    sittings: Sittings, data_dir: Path
) -> None:
    sitting, turn = first_trick(sittings, data_dir, won=True)
    table = table_of(sitting)
    first = table.session.states[0]
    led = table.session.record.actions[0]
    assert turn.take_back is not None and turn.take_back.seat == 0
    assert turn.take_back.card is not None and turn.take_back.card.code == led
    note = table.take_back(turn.shown)
    assert note.text == f"You took {led} back."  # said to the one person
    again = table.scene
    assert again.kind is ScreenKind.TURN and again.seat == 0  # no hand-off: one person
    assert table.session.moves == 0 and table.session.states == (first,)
    assert load_record(saved(sitting)).take_backs == 1


def test_against_the_computer_a_lost_trick_of_phase_one_cannot_be_taken_back(
    sittings: Sittings, data_dir: Path
) -> None:
    """Issue bug 3: against the computer, u after a lost trick returned to a deal whose next
    draw the person had seen."""
    sitting, turn = first_trick(sittings, data_dir, won=False)
    table = table_of(sitting)
    drawn = [e for e in table.session.states[2].events if isinstance(e, PRIVATE_EVENTS)]
    assert [event.player for event in drawn] == [0]  # the person drew face down
    assert turn.take_back is None and table.take_back_offer() is None
    moves = table.session.moves
    note = table.take_back(turn.shown)
    assert note.severity is Severity.WARNING
    assert note.text == REVEALED
    assert table.scene is turn and table.session.moves == moves


def test_nothing_goes_back_while_the_computer_moves_or_its_move_is_shown(
    sittings: Sittings,
) -> None:
    sitting = sittings.started(EASY, first_leader=1)  # the computer leads
    table = table_of(sitting)
    computer = table.scene
    assert computer.kind is ScreenKind.COMPUTER and computer.take_back is None
    assert table.take_back_offer() is None
    assert table.take_back(computer.shown).text == NOT_NOW
    answer(table)
    shown = table.scene
    assert shown.computer_move is not None and shown.take_back is None
    assert table.take_back(shown.shown).text == NOT_NOW
    answer(table)
    turn = table.scene
    assert turn.kind is ScreenKind.TURN and turn.take_back is None
    assert table.take_back(turn.shown).text == NOTHING  # the person has played no card yet


def test_a_finished_game_takes_nothing_back(sittings: Sittings) -> None:
    table = table_of(sittings.started(EASY))
    end = play_to_end(table)
    assert end.take_back is None
    assert table.take_back(end.shown).text == NOTHING


def test_the_computer_forgets_what_was_taken_back(sittings: Sittings, data_dir: Path) -> None:
    sitting, turn = first_trick(sittings, data_dir, won=True)
    table = table_of(sitting)
    (player,) = [p for p in table.session.policies if isinstance(p, ComputerPlayer)]
    policy = player.policy
    table.take_back(turn.shown)
    assert player.policy is not policy  # a fresh policy, that remembers the record as it is
    assert table.hints is None  # no hints in this game
    assert table.scene.kind is ScreenKind.TURN


def test_a_take_back_with_hints_gives_fresh_hinters_that_remember_the_record(
    sittings: Sittings,
) -> None:
    options = GameOptions(computer="easy", hints=True)
    sitting = sittings.started(options)
    table = table_of(sitting)
    play_until(table, lambda scene: scene.take_back is not None, first_card)
    hints = table.hints
    assert hints is not None and hints.seats == (0,)
    table.take_back(table.scene.shown)
    assert table.hints is not None and table.hints is not hints
    assert table.hints.seats == (0,)


def test_the_laptop_goes_back_to_the_leader_once_only(sittings: Sittings) -> None:
    """After the hand-off that returned the laptop to the leader, the next hand-off to them
    (here right after the trick they win, with its result) is an ordinary one."""
    table = table_of(sittings.started(seed=3))
    watch = Watch(table)
    answer_watched(table, watch, first_card)  # Ann's hand-off
    answer_watched(table, watch, first_card)  # Ann leads
    table.take_back(table.scene.shown)
    back = table.scene
    assert back.back_to and back.seat == 0
    answer_watched(table, watch, first_card)
    kinds = []
    while not (table.scene.kind is ScreenKind.HANDOFF and table.scene.seat == 0):
        answer_watched(table, watch, first_card)
        kinds.append(table.scene.kind)
    assert ScreenKind.TRICK_RESULT not in kinds  # no public scene in between
    handoff = table.scene
    assert handoff.result is not None and handoff.result.trick.winner == 0
    assert not handoff.back_to
    for scene in scenes(table, first_card):
        assert not scene.back_to


def test_the_scenes_after_a_take_back_are_other_scenes(sittings: Sittings) -> None:
    """The same move number after a take-back is another scene: a key from the one before
    (a second Enter on the turn the card was played on) never plays for it."""
    table = table_of(sittings.started())
    answer(table)
    turn = table.scene
    assert turn.shown.taken_back == 0
    handoff, card = led_after_reveal(table)
    table.take_back(handoff.shown)
    back = table.scene
    assert (back.shown.move, back.shown.taken_back) == (0, 1)
    assert table.reveal(back.shown)
    again = table.scene
    assert (again.kind, again.shown.move, again.shown.taken_back) == (ScreenKind.TURN, 0, 1)
    assert again.shown != turn.shown
    assert table.play(card, turn.shown) is None
    assert table.session.moves == 0 and table.scene is again
    assert table.play(card, again.shown) is None
    assert table.session.record.actions == [card.code]
