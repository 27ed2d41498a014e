"""A game's life at the sitting: start, resume, keep aside, resume a game kept aside, play
again, leave, another window on the same folder, and a disk or folder that fails."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from claim2.engine import shuffled_deal
from claim2.game.again import winner_of
from claim2.game.saves import SHELVED_PREFIX
from claim2.game.steps import ScreenKind
from claim2.records.record import GameRecord, load_record, new_record, save_record
from claim2.settings.legacy_options import options_path
from claim2.settings.options import GameOptions, computer_name
from claim2.settings.remembered import load_settings
from claim2.sitting.lobby import Lobby, StartChoices, Unfinished, first_leader_at_random
from claim2.sitting.notes import Severity
from claim2.sitting.scene import Mode
from claim2.sitting.seats import ComputerPlayer
from claim2.sitting.sitting import Sitting
from game.games import at_the_last_card, record_until
from old_saves import version_1, write_old_options

from .tables import (
    EASY,
    HOT_SEAT,
    NAMES,
    Sittings,
    answer,
    first_card,
    new_game,
    play_to_end,
    play_until,
    table_of,
)


def current(data_dir: Path) -> Path:
    return data_dir / "saves" / "current.json"


def steps(sitting: Sitting, count: int) -> None:
    table = table_of(sitting)
    for _ in range(count):
        answer(table)
        sitting.check_saved()


def texts(sitting: Sitting) -> list[str]:
    return [note.text for note in sitting.take_notes()]


# Starting --------------------------------------------------------------------------------


def test_an_empty_folder_offers_nothing_and_a_new_game_starts_at_once(
    sittings: Sittings, data_dir: Path
) -> None:
    sitting = sittings()
    assert sitting.look_for_save() == Lobby()
    assert sitting.start(new_game()) is None
    table = table_of(sitting)
    assert table.names == NAMES and table.mode is Mode.HOT_SEAT
    assert table.scene.kind is ScreenKind.HANDOFF
    assert load_record(current(data_dir)) == table.session.record  # saved at once
    assert sitting.save_problem() is None and sitting.warning() is None
    assert sitting.unsaved() is None
    assert sitting.take_notes() == []
    assert load_settings().players[:2] == NAMES  # offered on the next start screen


def test_the_computer_is_not_remembered_as_a_player(sittings: Sittings) -> None:
    sittings.started(EASY)
    assert load_settings().players == ("Ann",)


def test_a_seed_deals_the_same_game_and_chooses_the_same_first_leader(
    sittings: Sittings, data_dir: Path
) -> None:
    records = []
    for folder in ("a", "b"):
        sitting = sittings.started(seed=7, first_leader=None, save_path=data_dir / folder / "s")
        records.append(table_of(sitting).session.record)
        sitting.close()
    assert records[0].deal == records[1].deal
    assert records[0].deal == new_record(NAMES, shuffled_deal(7, first_leader_at_random(7))).deal


def test_a_new_game_over_an_unfinished_one_asks_first_and_can_keep_it_aside(
    sittings: Sittings, data_dir: Path
) -> None:
    first = sittings.started()
    steps(first, 3)
    unfinished = table_of(first).session.record
    first.close()
    sitting = sittings()
    assert sitting.look_for_save().resume is not None
    question = sitting.start(new_game(names=("Cy", "Di")))
    assert question == Unfinished(NAMES, "Phase 1 · trick 1 of 13")
    assert sitting.table is None and load_record(current(data_dir)) == unfinished  # untouched
    assert sitting.start_now(new_game(names=("Cy", "Di")))
    assert table_of(sitting).names == ("Cy", "Di")
    (note,) = sitting.take_notes()
    assert note.text.startswith("The unfinished game was kept as ")
    (kept,) = sitting.lobby().shelved
    assert kept.path.name.startswith(f"{SHELVED_PREFIX}-") and kept.path.name in note.text
    assert load_record(kept.path) == unfinished
    assert kept.game.names == NAMES and (kept.game.phase, kept.game.trick) == (1, 1)


def test_the_question_over_an_unfinished_game_can_resume_it(sittings: Sittings) -> None:
    first = sittings.started()
    steps(first, 3)
    record = table_of(first).session.record
    first.close()
    sitting = sittings()
    assert isinstance(sitting.start(new_game()), Unfinished)
    assert sitting.resume()
    assert table_of(sitting).session.record == record


# Resuming --------------------------------------------------------------------------------


def test_quit_and_resume_between_two_people(sittings: Sittings) -> None:
    first = sittings.started()
    steps(first, 5)
    record = table_of(first).session.record
    state = table_of(first).session.states[-1]
    first.close()
    sitting = sittings()
    lobby = sitting.look_for_save()
    assert lobby.resume is not None and lobby.notice is None
    assert lobby.resume.names == NAMES
    assert (lobby.resume.phase, lobby.resume.trick) == (state.phase, state.trick)
    assert sitting.resume()
    table = table_of(sitting)
    assert table.session.record == record and table.session.states[-1] == state
    assert table.scene.kind is ScreenKind.HANDOFF and table.scene.seat == state.to_move
    assert sitting.look_for_save().resume is None  # it is being played


@pytest.mark.parametrize("level", ["easy", "strong"])
def test_quit_and_resume_against_the_same_level_with_hints(sittings: Sittings, level: str) -> None:
    """Resumed, the game is against the same level, named so, with hints, and saved at
    that level as it goes on."""
    options = GameOptions(computer=level, hints=True)
    first = sittings.started(options)
    steps(first, 6)
    record = table_of(first).session.record
    first.close()
    sitting = sittings()
    sitting.look_for_save()
    assert sitting.resume()
    table = table_of(sitting)
    assert sitting.options == options
    assert table.mode is Mode.VS_COMPUTER and table.person == 0
    computer = table.session.policies[1]
    assert isinstance(computer, ComputerPlayer) and computer.level == level
    assert table.hints is not None and table.hints.seats == (0,)
    assert table.session.record == record
    assert table.scene.kind is not ScreenKind.HANDOFF
    assert table.names[1] == computer_name(level)
    steps(sitting, 4)
    saved = load_record(table.session.save_path or Path())
    assert saved.computer is not None and saved.computer.level == level
    assert len(saved.actions) > len(record.actions)


def test_there_is_nothing_to_resume_in_an_empty_folder(sittings: Sittings) -> None:
    sitting = sittings()
    sitting.look_for_save()
    assert not sitting.resume()
    assert sitting.table is None


def test_an_unreadable_save_is_kept_aside_and_a_new_game_can_start(
    sittings: Sittings, data_dir: Path
) -> None:
    save = current(data_dir)
    save.parent.mkdir(parents=True)
    save.write_text("{not a record")
    sitting = sittings()
    lobby = sitting.look_for_save()
    assert lobby.resume is None and lobby.notice is not None
    assert lobby.notice.startswith("The saved game could not be read (")
    assert lobby.notice.endswith("You can start a new game.")
    (kept,) = save.parent.glob("current.json.unreadable-*")
    assert kept.read_text() == "{not a record" and kept.name in lobby.notice
    assert sitting.start(new_game()) is None  # no question: nothing to resume
    assert sitting.table is not None


def test_a_finished_save_is_kept_for_the_history_and_not_offered(
    sittings: Sittings, data_dir: Path
) -> None:
    first = sittings.resuming(record_until(5, at_the_last_card))
    table = table_of(first)
    play_until(table, lambda scene: table.session.finished)
    finished = table.session.record
    first.close()
    sitting = sittings()
    assert sitting.look_for_save().resume is None
    assert not current(data_dir).exists()
    (kept,) = current(data_dir).parent.glob("game-*.json")
    assert load_record(kept) == finished


def test_an_old_save_resumes_with_its_options_and_then_holds_them(
    sittings: Sittings, data_dir: Path
) -> None:
    save = current(data_dir)
    record = new_record(("Ann", "Computer (easy)"), shuffled_deal(5, 1))
    save_record(version_1(record), save)
    old = write_old_options(save, GameOptions(computer="easy", hints=True))
    sitting = sittings()
    assert sitting.look_for_save().resume is not None
    assert sitting.resume()
    assert sitting.options == GameOptions(computer="easy", hints=True)
    assert table_of(sitting).mode is Mode.VS_COMPUTER
    saved = load_record(save)
    assert saved.version == 2 and saved.hints
    assert saved.computer is not None and saved.computer.level == "easy"
    assert not old.exists()


def test_unreadable_old_options_are_kept_aside_and_said(sittings: Sittings, data_dir: Path) -> None:
    save = current(data_dir)
    save_record(version_1(new_record(NAMES, shuffled_deal(5, 1))), save)
    bad = options_path(save)
    bad.parent.mkdir(parents=True)
    bad.write_text("yes")
    sitting = sittings()
    lobby = sitting.look_for_save()
    assert lobby.resume is not None and lobby.notice is not None
    assert lobby.notice.startswith("The game's options could not be read")
    assert lobby.notice.endswith("Resuming goes on as a game for two people.")
    assert not bad.exists()
    assert sitting.resume() and table_of(sitting).mode is Mode.HOT_SEAT


# Keeping aside ---------------------------------------------------------------------------


def keep_two_aside(sittings: Sittings) -> tuple[Sitting, list[GameRecord]]:
    """Three games started one after the other: the first two kept aside."""
    records: list[GameRecord] = []
    sitting = sittings()
    sitting.look_for_save()
    for names, moves in ((("Ann", "Bob"), 3), (("Cy", "Di"), 5), (("Ed", "Flo"), 1)):
        if records:
            assert isinstance(sitting.start(new_game(names=names)), Unfinished)
        assert sitting.start_now(new_game(names=names))
        steps(sitting, moves)
        records.append(table_of(sitting).session.record)
    sitting.take_notes()
    return sitting, records


def test_games_kept_aside_are_listed_and_resumed(sittings: Sittings, data_dir: Path) -> None:
    sitting, (ann, cy, ed) = keep_two_aside(sittings)
    shelved = sitting.look_for_save().shelved
    assert sorted(info.game.names for info in shelved) == [("Ann", "Bob"), ("Cy", "Di")]
    chosen = next(info for info in shelved if info.game.names == ("Ann", "Bob"))
    assert sitting.resume_shelved(chosen.path)
    assert table_of(sitting).session.record == ann
    assert load_record(current(data_dir)) == ann
    assert not chosen.path.exists()
    (note,) = sitting.take_notes()
    assert note.text.startswith("The unfinished game was kept as ")  # Ed's, in its place
    listed = {info.game.names: info.path for info in sitting.lobby().shelved}
    assert set(listed) == {("Cy", "Di"), ("Ed", "Flo")}
    assert load_record(listed[("Ed", "Flo")]) == ed
    assert load_record(listed[("Cy", "Di")]) == cy


def test_a_game_kept_aside_that_is_gone_is_not_resumed(sittings: Sittings, data_dir: Path) -> None:
    sitting, _records = keep_two_aside(sittings)
    assert not sitting.resume_shelved(data_dir / "saves" / f"{SHELVED_PREFIX}-gone.json")
    notes = sitting.take_notes()
    assert notes[-1].severity is Severity.ERROR
    assert notes[-1].text.startswith("Could not resume the game kept as ")


def test_kept_aside_games_that_read_alike_are_told_apart(sittings: Sittings) -> None:
    """Issue bug 4: two games of the same players at the same trick, kept aside, read alike
    on the start screen; they are told apart by when they were kept."""
    sitting = sittings()
    sitting.look_for_save()
    for _ in range(3):
        if sitting.table is not None:
            assert isinstance(sitting.start(new_game()), Unfinished)
        assert sitting.start_now(new_game())
    shelved = sitting.lobby().shelved
    assert len(shelved) == 2
    assert shelved[0].game.names == shelved[1].game.names
    assert shelved[0].game.where == shelved[1].game.where
    assert shelved[0].game != shelved[1].game  # told apart
    assert all(info.game.when for info in shelved)


# Playing again and leaving ------------------------------------------------------------------


def test_play_again_starts_the_next_game_with_the_same_players(
    sittings: Sittings, data_dir: Path
) -> None:
    sitting = sittings.resuming(record_until(5, at_the_last_card))
    table = table_of(sitting)
    play_to_end(table)
    finished = table.session.record
    (kept,) = current(data_dir).parent.glob("game-*.json")
    assert table.scene.kept == str(kept)  # said on the end, not in a note over it
    assert sitting.take_notes() == []
    assert sitting.play_again()
    following = table_of(sitting)
    assert following is not table
    record = following.session.record
    assert record.players == finished.players and record.actions == []
    assert record.deal != finished.deal
    winner = winner_of(finished)  # the loser leads (after a draw, the other player)
    assert record.first_leader == 1 - (finished.first_leader if winner is None else winner)
    assert following.scene.kind is ScreenKind.HANDOFF
    assert following.scene.seat == record.first_leader
    assert load_record(kept) == finished  # the finished game is kept as it was
    assert load_record(current(data_dir)) == record


def test_play_again_only_after_the_game_is_over(sittings: Sittings) -> None:
    sitting = sittings.started()
    steps(sitting, 4)
    table = sitting.table
    assert not sitting.play_again()
    assert sitting.table is table


def test_play_again_never_writes_over_an_unfinished_save(
    sittings: Sittings, data_dir: Path
) -> None:
    sitting = sittings.resuming(record_until(5, at_the_last_card))
    play_to_end(table_of(sitting))
    sitting.take_notes()
    other = new_record(("Cy", "Di"), shuffled_deal(3, 0))
    save_record(other, current(data_dir))  # how it got there does not matter
    assert sitting.play_again()
    (note,) = sitting.take_notes()
    assert note.text.startswith("The unfinished game was kept as ")
    (kept,) = sitting.lobby().shelved
    assert load_record(kept.path) == other
    assert table_of(sitting).names == NAMES


@pytest.mark.parametrize(
    ("options", "names"),
    [(HOT_SEAT, NAMES), (EASY, ("Ann", "")), (GameOptions(hints=True), NAMES)],
)
def test_leaving_goes_back_to_the_start_filled_in_with_the_game(
    sittings: Sittings, options: GameOptions, names: tuple[str, str]
) -> None:
    sitting = sittings.started(options)
    steps(sitting, 2)
    choices = sitting.leave()
    assert choices == StartChoices(names, options, None)
    assert sitting.table is None and sitting.save_problem() is None
    assert sitting.look_for_save().resume is not None  # the game left is saved
    assert sitting.resume()


def test_leaving_a_match_keeps_its_length_for_the_next_start(sittings: Sittings) -> None:
    sitting = sittings.started(first_to=2)
    assert sitting.leave().first_to == 2


# Another window --------------------------------------------------------------------------


def test_a_second_sitting_on_the_folder_is_elsewhere_and_touches_nothing(
    sittings: Sittings, data_dir: Path
) -> None:
    first = sittings.started()
    steps(first, 3)
    first.leave()
    before = current(data_dir).read_bytes()
    other = sittings()
    assert other.look_for_save() == Lobby()
    assert other.elsewhere
    assert other.shelved() == ()
    assert other.start(new_game(names=("Cy", "Di"))) is None and other.table is None
    assert not other.start_now(new_game(names=("Cy", "Di")))
    assert not other.resume()
    assert not other.resume_shelved(current(data_dir))
    assert other.table is None
    assert current(data_dir).read_bytes() == before  # never touched
    assert first.look_for_save().resume is not None  # the first window still holds it
    first.close()
    third = sittings()
    assert not third.elsewhere and third.look_for_save().resume is not None


def test_closing_lets_the_folder_go(sittings: Sittings) -> None:
    first = sittings()
    first.open()
    assert not first.elsewhere
    second = sittings()
    second.open()
    assert second.elsewhere
    first.close()
    second.close()
    third = sittings()
    third.open()
    assert not third.elsewhere


# A failing disk ----------------------------------------------------------------------------


def test_a_save_path_in_a_folder_that_cannot_be_made(sittings: Sittings, data_dir: Path) -> None:
    """The game goes on, kept here: a note says so once, the header warns, and leaving
    offers the record to save elsewhere."""
    blocker = data_dir / "not a folder"
    blocker.write_text("a file where the saves folder should be")
    sitting = sittings.started(save_path=blocker / "current.json")
    problem = sitting.save_problem()
    assert problem is not None
    (note,) = sitting.take_notes()
    assert note.severity is Severity.ERROR
    assert note.text.startswith(f"The game could not be saved ({problem}).")
    assert sitting.warning() == f"Not saved: {problem}"
    steps(sitting, 4)
    assert sitting.take_notes() == []  # said once
    unsaved = sitting.unsaved()
    assert unsaved is not None
    record, why = unsaved
    assert record == table_of(sitting).session.record and why == problem
    assert len(record.actions) >= 1


def test_a_read_only_disk_then_saved_again(
    sittings: Sittings, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The folder turns read-only mid-game (as root, a chmod would not stop the writes: the
    write itself fails here), then works again."""
    sitting = sittings.started()
    steps(sitting, 2)

    def read_only(record: GameRecord, path: Path | str) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr("claim2.game.session.save_record", read_only)
    steps(sitting, 3)
    assert sitting.save_problem() == "Read-only file system"
    (note,) = sitting.take_notes()
    assert note.severity is Severity.ERROR and "Read-only file system" in note.text
    unsaved = sitting.unsaved()
    assert unsaved is not None and unsaved[0] == table_of(sitting).session.record
    assert load_record(current(data_dir)) != table_of(sitting).session.record
    monkeypatch.setattr("claim2.game.session.save_record", save_record)
    while sitting.save_problem() is not None:  # until a step saves (a public one does not)
        steps(sitting, 1)
    assert texts(sitting) == ["The game is saved again."]
    assert sitting.save_problem() is None and sitting.unsaved() is None
    assert sitting.warning() is None
    assert load_record(current(data_dir)) == table_of(sitting).session.record


def test_a_data_folder_that_cannot_be_made_still_lets_people_play(
    sittings: Sittings, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = data_dir / "a file"
    blocker.write_text("")
    monkeypatch.setenv("CLAIM2_DATA_DIR", str(blocker / "claim2"))
    sitting = sittings()
    lobby = sitting.look_for_save()
    assert lobby.notice is not None and lobby.resume is None
    assert lobby.notice.startswith("The data folder ")
    assert lobby.notice.endswith("You can still play, but the game cannot be saved there.")
    assert sitting.start(new_game()) is None
    table = table_of(sitting)
    assert sitting.save_problem() is not None
    play_until(table, lambda scene: scene.kind is ScreenKind.TURN and scene.seat == 1, first_card)
    assert sitting.unsaved() is not None


@pytest.mark.skipif(
    not hasattr(os, "geteuid") or os.geteuid() == 0,
    reason="root writes into a read-only folder (test_a_read_only_disk_then_saved_again fakes it)",
)
def test_a_save_path_in_a_read_only_folder(sittings: Sittings, data_dir: Path) -> None:
    folder = data_dir / "read-only"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        sitting = sittings.started(save_path=folder / "current.json")
        assert sitting.save_problem() is not None
        (note,) = sitting.take_notes()
        assert note.severity is Severity.ERROR
        unsaved = sitting.unsaved()
        assert unsaved is not None and unsaved[0] == table_of(sitting).session.record
        assert not (folder / "current.json").exists()
    finally:
        folder.chmod(0o755)
