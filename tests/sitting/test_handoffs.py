"""Every hand-off decision, against the application layer: only the player the screen is
addressed to acts on it, and every path to a private screen passes a hand-off confirmed
by that player, unless the same player was already looking."""

from __future__ import annotations

from dataclasses import replace

import pytest

from claim2.engine import Card, parse_action, view
from claim2.engine.events import CardPlayed
from claim2.game.steps import ScreenKind
from claim2.sitting.notes import Severity
from claim2.sitting.scene import Mode, Scene, TakeBackOffer
from claim2.sitting.table import Table
from game.games import at_the_last_card, record_until

from .tables import (
    EASY,
    Sittings,
    Watch,
    answer,
    answer_watched,
    first_card,
    is_turn,
    play_until,
    seers_first,
    table_of,
)


def pairs(table: Table, watch: Watch) -> list[tuple[Scene, Scene]]:
    """Every scene of the rest of the game with the one after it, all checked by ``watch``."""
    seen: list[tuple[Scene, Scene]] = []
    while table.scene.kind is not ScreenKind.END:
        before = table.scene
        answer_watched(table, watch)
        seen.append((before, table.scene))
    return seen


@pytest.mark.parametrize("leader", [0, 1])
def test_a_new_game_starts_with_a_hand_off_to_the_first_leader(
    sittings: Sittings, leader: int
) -> None:
    sitting = sittings.started(first_leader=leader)
    scene = table_of(sitting).scene
    assert scene.mode is Mode.HOT_SEAT
    assert (scene.kind, scene.seat, scene.seen) == (ScreenKind.HANDOFF, leader, None)
    assert scene.take_back is None and not scene.back_to and scene.result is None


def test_the_hand_off_is_confirmed_by_reveal_only_and_then_shows_its_player_s_hand(
    sittings: Sittings,
) -> None:
    table = table_of(sittings.started())
    handoff = table.scene
    assert not table.proceed(handoff.shown)  # a key that only goes on never confirms it
    assert table.play(parse_action("Dr1"), handoff.shown) is None
    assert table.hint_request(handoff.shown) is None
    assert table.scene is handoff
    assert table.reveal(handoff.shown)
    turn = table.scene
    assert (turn.kind, turn.seat, turn.viewer) == (ScreenKind.TURN, 0, 0)
    assert not table.reveal(handoff.shown)  # the same key again: the hand-off is gone
    assert not table.reveal(turn.shown)  # a turn is not a hand-off
    assert table.scene is turn


def test_after_the_lead_the_laptop_goes_to_the_follower(sittings: Sittings) -> None:
    table = table_of(sittings.started())
    answer(table)  # the leader's hand-off
    turn = table.scene
    assert turn.seen is not None
    card = seers_first(turn.seen)
    assert isinstance(card, Card)
    assert table.play(card, turn.shown) is None
    handoff = table.scene
    assert (handoff.kind, handoff.seat, handoff.seen) == (ScreenKind.HANDOFF, 1, None)
    # the leader's, on the follower's hand-off, without its card (issue 41, case 1)
    assert handoff.take_back == TakeBackOffer(0, None)
    assert handoff.lead_veiled and handoff.public.played == ()
    assert card not in {event.card for event in handoff.log if isinstance(event, CardPlayed)}
    assert not handoff.back_to


def test_a_card_taken_back_returns_the_laptop_to_the_leader_through_a_hand_off(
    sittings: Sittings,
) -> None:
    """Issue bug 1: the follower could press u on their hand-off and land on the leader's
    private turn. Whoever presses it, the next screen is a hand-off addressed to the leader
    ("Pass the laptop back to Ann"), and only then the leader's hand."""
    table = table_of(sittings.started())
    watch = Watch(table)
    answer_watched(table, watch)
    answer_watched(table, watch)  # the leader leads
    handoff = table.scene
    note = table.take_back(handoff.shown)
    assert note.text == "Ann took back the card they led."  # Bob may be looking: no card
    back = table.scene
    watch.check()
    assert (back.kind, back.seat, back.seen) == (ScreenKind.HANDOFF, 0, None)
    assert back.back_to and back.take_back is None
    assert table.session.moves == 0
    assert not table.reveal(handoff.shown)  # the follower's hand-off is gone
    assert table.reveal(back.shown)
    watch.confirmed(back)
    watch.check()
    assert (table.scene.kind, table.scene.viewer) == (ScreenKind.TURN, 0)
    assert not table.scene.back_to


def test_a_hand_off_comes_exactly_when_the_next_hand_is_someone_else_s(
    sittings: Sittings,
) -> None:
    """Whole games: a hand-off before every private scene of the other player, none when
    the same player goes on (after a trick they won as follower, or their own Seer choice);
    a trick's result rides on the hand-off that follows it."""
    kinds: set[str] = set()
    for seed in (2, 3):  # between them, every kind of step below
        sitting = sittings.started(seed=seed, first_leader=seed % 2)
        table = table_of(sitting)
        watch = Watch(table)
        last_hand = None  # the seat of the last private scene
        for before, after in pairs(table, watch):
            if after.kind is ScreenKind.HANDOFF and after.result is not None:
                kinds.add("result on the hand-off")
                assert before.kind in (ScreenKind.TURN, ScreenKind.SEER)
            if before.kind is ScreenKind.TRICK_RESULT and after.kind is ScreenKind.TURN:
                kinds.add("same player goes on")
                assert after.seat == last_hand
            if after.kind is ScreenKind.SEER:
                kinds.add(f"seer after {before.kind.value}")
            if after.kind is ScreenKind.PHASE_TWO:
                kinds.add("phase two")
                assert after.result is not None and after.seen is None
            if after.kind is ScreenKind.HANDOFF:  # never to the one already looking
                assert after.seat != last_hand
            if after.viewer is not None:
                last_hand = after.viewer
        sitting.close()
    assert kinds >= {
        "result on the hand-off",
        "same player goes on",
        "seer after handoff",
        "seer after turn",
        "phase two",
    }


def test_the_end_is_public(sittings: Sittings) -> None:
    table = table_of(sittings.resuming(record_until(5, at_the_last_card)))
    end = play_until(table, lambda scene: scene.kind is ScreenKind.END)
    assert end.seen is None and end.take_back is None and not end.acts
    assert not table.reveal(end.shown)
    assert not table.proceed(end.shown)  # the end is left by playing again or leaving
    assert table.scene is end


def test_a_resumed_game_starts_with_a_hand_off_even_to_the_player_who_was_looking(
    sittings: Sittings,
) -> None:
    sitting = sittings.started()
    table = table_of(sitting)
    turn = play_until(table, is_turn(0))
    assert turn.viewer == 0
    resumed = table_of(sittings.resumed(sitting))
    scene = resumed.scene
    assert (scene.kind, scene.seat, scene.seen) == (ScreenKind.HANDOFF, 0, None)
    assert resumed.reveal(scene.shown)
    assert resumed.scene.viewer == 0 and resumed.scene.shown.move == turn.shown.move


def test_a_resumed_seer_choice_is_handed_to_the_seer(sittings: Sittings) -> None:
    sitting = sittings.started(seed=3)
    table = table_of(sitting)
    seer = play_until(table, lambda scene: scene.kind is ScreenKind.SEER)
    resumed = table_of(sittings.resumed(sitting))
    assert (resumed.scene.kind, resumed.scene.seat) == (ScreenKind.HANDOFF, seer.seat)
    assert resumed.reveal(resumed.scene.shown)
    assert resumed.scene.kind is ScreenKind.SEER and resumed.scene.viewer == seer.seat


@pytest.mark.parametrize("computer_seat", [0, 1])
def test_against_the_computer_there_is_no_hand_off_and_only_the_person_s_view(
    sittings: Sittings, computer_seat: int
) -> None:
    options = replace(EASY, computer_seat=computer_seat)
    sitting = sittings.started(options, first_leader=computer_seat)
    table = table_of(sitting)
    assert table.mode is Mode.VS_COMPUTER and table.person == 1 - computer_seat
    watch = Watch(table)
    kinds = {scene.kind for _before, scene in pairs(table, watch)}
    assert ScreenKind.HANDOFF not in kinds
    assert ScreenKind.COMPUTER in kinds and ScreenKind.TURN in kinds


def test_stale_answers_never_act_on_the_next_scene(sittings: Sittings) -> None:
    """A key pressed on a scene being replaced never acts on the next one, nor for the
    next player: each answer carries its scene's stamp."""
    table = table_of(sittings.started())
    handoff = table.scene
    answer(table)
    turn = table.scene
    assert turn.seen is not None
    card = first_card(turn.seen)
    assert table.play(card, turn.shown) is None
    follower_handoff = table.scene
    for seen_card in turn.seen.legal_actions:  # the same key again, on the old turn
        assert table.play(seen_card, turn.shown) is None
    assert not table.reveal(handoff.shown)
    assert not table.proceed(turn.shown)
    assert table.scene is follower_handoff and table.session.moves == 1
    note = table.take_back(turn.shown)
    assert "Too late" in note.text and table.session.moves == 1


def test_every_scene_names_the_players_and_holds_the_public_log(sittings: Sittings) -> None:
    table = table_of(sittings.started())
    for _ in range(12):
        scene = table.scene
        assert scene.names == ("Ann", "Bob") and scene.mode is Mode.HOT_SEAT
        log = table.session.log()
        if scene.lead_veiled:  # the follower's hand-off: all but the card just led
            log = log[:-1]
        assert scene.log == log
        assert scene.in_match is False and scene.match_goes_on is False
        assert scene.match_line is None
        answer(table)
    assert table.scene.log  # the tricks so far


def test_a_move_for_the_computer_on_a_hand_off_is_dropped(sittings: Sittings) -> None:
    table = table_of(sittings.started())
    handoff = table.scene
    card = parse_action("Dr1")
    assert not table.computer_moved(card, handoff.shown)
    assert table.scene is handoff and table.session.moves == 0


def test_a_move_the_rules_refuse_gets_a_note_and_the_player_chooses_again(
    sittings: Sittings,
) -> None:
    table = table_of(sittings.started())
    answer(table)
    turn = table.scene
    assert turn.seen is not None
    bob_s = next(card for card in view(table.session.states[-1], 1).hand)
    note = table.play(bob_s, turn.shown)
    assert note is not None
    assert (note.text, note.severity) == ("That move is not allowed now.", Severity.ERROR)
    assert table.scene is turn and table.session.moves == 0
