"""A game's life at the sitting, at its edges: a save that cannot be kept aside, a finished
game that cannot be kept, saves elsewhere than in the data folder, old saves kept aside,
playing again against the computer, with hints or unseeded, and the exact words said."""

from __future__ import annotations

import errno
from pathlib import Path

import pytest

from claim2.engine import shuffled_deal
from claim2.game.again import next_record
from claim2.game.saves import SHELVED_PREFIX, SaveCheck
from claim2.game.steps import ScreenKind
from claim2.records.parts import RecordComputer, RecordMatch
from claim2.records.record import GameRecord, load_record, new_record, save_record, upgraded
from claim2.settings.legacy_options import options_path
from claim2.settings.options import GameOptions
from claim2.sitting.clock import ManualClock, MonotonicClock
from claim2.sitting.lobby import StartChoices, Unfinished, first_leader_at_random
from claim2.sitting.notes import Severity
from claim2.sitting.scene import Mode
from claim2.sitting.seats import ComputerPlayer
from claim2.sitting.sitting import Sitting
from game.games import at_the_last_card, record_until
from old_saves import version_1, write_old_options

from .tables import EASY, NAMES, Sittings, answer, new_game, play_to_end, table_of

DENIED = OSError(errno.EACCES, "Permission denied")
NOT_SAVED = (
    "The game could not be saved ({reason}). Play on: it is kept here and saved again at "
    "every move; if you quit before that works, you can save it elsewhere."
)


def current(data_dir: Path) -> Path:
    return data_dir / "saves" / "current.json"


def texts(sitting: Sitting) -> list[str]:
    return [note.text for note in sitting.take_notes()]


def fail(*args: object) -> Path:
    raise DENIED


def near_its_end(
    match: RecordMatch | None = None,
    *,
    computer: RecordComputer | None = None,
    hints: bool = False,
) -> GameRecord:
    """A game before its last card (against the computer at seat 1 if ``computer``)."""
    record = record_until(5, at_the_last_card)
    if computer is not None:
        record = record.model_copy(update={"players": ("Ann", "Computer (easy)")})
    return upgraded(record, match=match, computer=computer, hints=hints)


# The sitting itself ----------------------------------------------------------------------------


def test_a_sitting_runs_on_the_machine_s_clock_unless_given_one() -> None:
    assert isinstance(Sitting().clock, MonotonicClock)
    clock = ManualClock()
    assert Sitting(clock=clock).clock is clock


def test_nothing_is_said_about_saving_before_a_game_or_after_leaving_one(
    sittings: Sittings,
) -> None:
    sitting = sittings()
    sitting.check_saved()
    assert sitting.take_notes() == [] and sitting.warning() is None
    sitting.look_for_save()
    sitting.start_now(new_game())
    answer(table_of(sitting))
    sitting.check_saved()
    sitting.leave()
    sitting.check_saved()
    assert sitting.take_notes() == []


def test_leaving_before_any_game_offers_an_empty_start(sittings: Sittings) -> None:
    assert sittings().leave() == StartChoices(("", ""), GameOptions(), None)
    assert sittings(options=EASY).leave() == StartChoices(("", ""), EASY, None)


def test_a_game_not_saved_is_said_once_whatever_the_reason(
    sittings: Sittings, monkeypatch: pytest.MonkeyPatch
) -> None:
    sitting = sittings.started()
    reasons = iter([OSError(errno.EROFS, "Read-only file system")] * 3 + [DENIED] * 9)

    def failing(record: GameRecord, path: Path | str) -> None:
        raise next(reasons)

    monkeypatch.setattr("claim2.game.session.save_record", failing)
    table = table_of(sitting)
    answer(table)  # Ann's hand-off: saved as she looks
    sitting.check_saved()
    (note,) = sitting.take_notes()
    assert note.text == NOT_SAVED.format(reason="Read-only file system")
    assert note.severity is Severity.ERROR
    for _ in range(4):
        answer(table)
        sitting.check_saved()
    assert sitting.save_problem() == "Permission denied"  # another reason now
    assert sitting.take_notes() == []  # but nothing more to say
    assert sitting.warning() == "Not saved: Permission denied"


# Starting -----------------------------------------------------------------------------------


def test_the_first_leader_at_random_follows_the_seed(sittings: Sittings, data_dir: Path) -> None:
    leaders = []
    for seed in range(12):
        sitting = sittings(seed=seed, save_path=data_dir / f"{seed}.json")
        assert sitting.start(new_game(first_leader=None)) is None
        leader = table_of(sitting).session.record.first_leader
        assert leader == first_leader_at_random(seed)
        leaders.append(leader)
        sitting.close()
    assert set(leaders) == {0, 1}


def test_a_save_that_appeared_after_the_start_screen_looked_is_asked_about(
    sittings: Sittings, data_dir: Path
) -> None:
    sitting = sittings()
    assert sitting.look_for_save().resume is None
    save_record(new_record(("Cy", "Di"), shuffled_deal(3, 0)), current(data_dir))
    assert sitting.start(new_game()) == Unfinished(("?", "?"), "?")
    assert sitting.table is None


def test_the_game_being_played_is_not_offered_to_resume(sittings: Sittings) -> None:
    sitting = sittings.started()
    answer(table_of(sitting))
    assert sitting.found == SaveCheck()
    assert sitting.look_for_save().resume is None


def test_another_window_looks_once_and_finds_nothing(sittings: Sittings) -> None:
    first = sittings.started()
    other = sittings()
    other.look_for_save()
    assert other.elsewhere and other.found == SaveCheck()
    first.close()


def test_an_unfinished_save_that_cannot_be_kept_aside_is_never_written_over(
    sittings: Sittings, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    other = new_record(("Cy", "Di"), shuffled_deal(3, 0))
    save_record(other, current(data_dir))
    sitting = sittings()
    sitting.look_for_save()
    monkeypatch.setattr("claim2.game.saves.shelve", fail)
    assert not sitting.start_now(new_game())
    (note,) = sitting.take_notes()
    assert note.text == (
        f"Could not keep the saved game {current(data_dir)} (Permission denied): no new game."
    )
    assert note.severity is Severity.ERROR
    assert sitting.table is None and load_record(current(data_dir)) == other


def test_play_again_over_an_unfinished_save_that_cannot_be_kept_aside_does_nothing(
    sittings: Sittings, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    sitting = sittings.resuming(near_its_end())
    table = table_of(sitting)
    play_to_end(table)
    sitting.take_notes()
    other = new_record(("Cy", "Di"), shuffled_deal(3, 0))
    save_record(other, current(data_dir))
    monkeypatch.setattr("claim2.game.saves.shelve", fail)
    assert not sitting.play_again()
    assert sitting.table is table and load_record(current(data_dir)) == other
    (note,) = sitting.take_notes()
    assert note.text.startswith("Could not keep the saved game ")


# Resuming ----------------------------------------------------------------------------------------


def test_nothing_is_resumed_before_the_save_is_looked_at(sittings: Sittings) -> None:
    sittings.started().close()
    sitting = sittings()
    assert not sitting.resume() and sitting.table is None


def test_resuming_only_reads_the_save(sittings: Sittings, data_dir: Path) -> None:
    save_record(record_until(3, lambda state: state.trick == 3), current(data_dir))
    before = current(data_dir).stat()
    content = current(data_dir).read_bytes()
    sitting = sittings()
    sitting.look_for_save()
    assert sitting.resume()
    after = current(data_dir).stat()
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns)
    assert current(data_dir).read_bytes() == content


def test_an_unreadable_save_is_said_with_its_problem_and_where_it_went(
    sittings: Sittings, data_dir: Path
) -> None:
    current(data_dir).parent.mkdir(parents=True)
    current(data_dir).write_text("{not a record")
    sitting = sittings()
    lobby = sitting.look_for_save()
    found = sitting.found
    assert found is not None and found.problem and found.moved_to is not None
    assert lobby.notice == (
        f"The saved game could not be read ({found.problem}). It was kept as "
        f"{found.moved_to}. You can start a new game."
    )


@pytest.mark.parametrize("moved", [True, False])
def test_unreadable_old_options_are_said_with_where_they_went(
    sittings: Sittings, data_dir: Path, monkeypatch: pytest.MonkeyPatch, moved: bool
) -> None:
    save = current(data_dir)
    save_record(version_1(new_record(NAMES, shuffled_deal(5, 1))), save)
    bad = options_path(save)
    bad.parent.mkdir(parents=True)
    bad.write_text("yes")
    if not moved:
        monkeypatch.setattr("claim2.settings.legacy_options.move_aside", fail)
    sitting = sittings()
    lobby = sitting.look_for_save()
    options = sitting.found_options
    assert options is not None and options.problem is not None
    where = str(options.moved_to) if moved else "?"
    assert (options.moved_to is not None) is moved
    problem = options.problem[0].upper() + options.problem[1:]
    assert lobby.notice == (
        f"{problem}: it was kept as {where}. Resuming goes on as a game for two people."
    )


# Saves elsewhere than in the data folder ----------------------------------------------------------


def test_games_kept_aside_beside_a_save_elsewhere(sittings: Sittings, data_dir: Path) -> None:
    """``claim2 play --save FILE``: the games kept aside are those beside that file."""
    elsewhere = data_dir / "elsewhere"
    save = elsewhere / "mine.json"
    ann = record_until(3, lambda state: state.trick == 2)
    save_record(ann, save)
    save_record(record_until(4, lambda state: state.trick == 3), current(data_dir))
    sitting = sittings(save_path=save)
    sitting.look_for_save()
    assert sitting.start_now(new_game(names=("Cy", "Di")))
    (note,) = sitting.take_notes()
    (info,) = sitting.lobby().shelved
    assert info.path.parent == elsewhere and info.game.names == NAMES
    assert note.text == f"The unfinished game was kept as {info.path}."
    answer(table_of(sitting))
    cy = table_of(sitting).session.record
    assert sitting.resume_shelved(info.path)
    assert table_of(sitting).session.record == ann and load_record(save) == ann
    (note,) = sitting.take_notes()
    (kept,) = sitting.lobby().shelved
    assert note.text == f"The unfinished game was kept as {kept.path}."
    assert kept.path.parent == elsewhere and load_record(kept.path) == cy


def test_a_game_kept_aside_that_is_gone_is_said(sittings: Sittings, data_dir: Path) -> None:
    sitting = sittings()
    sitting.look_for_save()
    gone = data_dir / "saves" / f"{SHELVED_PREFIX}-gone.json"
    assert not sitting.resume_shelved(gone)
    (note,) = sitting.take_notes()
    assert note.text == f"Could not resume the game kept as {gone} (No such file or directory)."
    assert note.severity is Severity.ERROR


def test_an_old_game_kept_aside_resumes_with_its_old_options(
    sittings: Sittings, data_dir: Path
) -> None:
    save = current(data_dir)
    record = new_record(("Ann", "Computer (easy)"), shuffled_deal(5, 1))
    save_record(version_1(record), save)
    write_old_options(save, GameOptions(computer="easy"))
    first = sittings()
    first.look_for_save()
    assert first.start_now(new_game())  # the old game is kept aside, its options with it
    (info,) = first.lobby().shelved
    first.close()
    sitting = sittings()
    sitting.look_for_save()
    assert sitting.resume_shelved(info.path)
    table = table_of(sitting)
    assert table.mode is Mode.VS_COMPUTER and sitting.options == GameOptions(computer="easy")
    assert isinstance(table.session.policies[1], ComputerPlayer)


# The end of a game and playing again ---------------------------------------------------------


def test_a_finished_game_that_cannot_be_kept_stays_where_it_is(
    sittings: Sittings, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    sitting = sittings.resuming(near_its_end())
    monkeypatch.setattr("claim2.game.saves.keep_as", fail)
    play_to_end(table_of(sitting))
    assert table_of(sitting).scene.kept == str(current(data_dir))
    assert sitting.take_notes() == []
    assert load_record(current(data_dir)).ended is not None


def test_play_again_deals_the_next_game_from_the_seed(sittings: Sittings) -> None:
    sitting = sittings.resuming(near_its_end(), seed=9)
    table = table_of(sitting)
    play_to_end(table)
    finished = table.session.record
    assert sitting.play_again()
    assert table_of(sitting).session.record.deal == next_record(finished, 9).deal
    assert sitting.found == SaveCheck()  # the game being played is not offered to resume
    assert sitting.look_for_save().resume is None


def test_the_next_game_of_a_match_is_dealt_from_the_seed(
    sittings: Sittings, data_dir: Path
) -> None:
    match = RecordMatch(id="m", first_to=3, game=1, tally=(0, 0))
    sitting = sittings.resuming(near_its_end(match), seed=9)
    table = table_of(sitting)
    play_to_end(table)
    assert load_record(current(data_dir)).deal == next_record(table.session.record, 9).deal


@pytest.mark.parametrize("match", [None, RecordMatch(id="m", first_to=3, game=1, tally=(0, 0))])
def test_play_again_against_the_computer_plays_against_it_again(
    sittings: Sittings, match: RecordMatch | None
) -> None:
    record = near_its_end(match, computer=RecordComputer(seat=1, level="easy"), hints=True)
    sitting = sittings.resuming(record)
    table = table_of(sitting)
    assert table.mode is Mode.VS_COMPUTER
    play_to_end(table)
    assert sitting.play_again()
    following = table_of(sitting)
    assert following.mode is Mode.VS_COMPUTER
    assert following.names == ("Ann", "Computer (easy)")
    player = following.session.policies[1]
    assert isinstance(player, ComputerPlayer) and player.level == "easy"
    assert following.hints is not None and following.hints.seats == (0,)
    assert sitting.options == GameOptions(computer="easy", hints=True)


def test_the_game_after_play_again_is_kept_for_the_history_when_it_ends(
    sittings: Sittings, data_dir: Path
) -> None:
    sitting = sittings.resuming(near_its_end())
    play_to_end(table_of(sitting))
    assert sitting.play_again()
    play_to_end(table_of(sitting))
    kept = table_of(sitting).scene.kept
    assert kept is not None and Path(kept) in current(data_dir).parent.glob("game-*.json")
    assert len(list(current(data_dir).parent.glob("game-*.json"))) == 2
    assert not current(data_dir).exists()


def test_play_again_keeps_aside_an_unfinished_game_of_the_same_players(
    sittings: Sittings, data_dir: Path
) -> None:
    sitting = sittings.resuming(near_its_end())
    play_to_end(table_of(sitting))
    sitting.take_notes()
    same = new_record(NAMES, shuffled_deal(3, 0))  # a single game, the same two people
    save_record(same, current(data_dir))
    assert sitting.play_again()
    (kept,) = sitting.lobby().shelved
    assert load_record(kept.path) == same
    assert table_of(sitting).session.record.deal != same.deal


def test_play_again_in_a_match_kept_elsewhere_resumes_the_game_kept_ready(
    sittings: Sittings, data_dir: Path
) -> None:
    """Unseeded, the game kept ready and a game made again would be dealt differently."""
    save = data_dir / "elsewhere" / "match.json"
    match = RecordMatch(id="m", first_to=3, game=1, tally=(0, 0))
    save_record(near_its_end(match), save)
    sitting = sittings(seed=None, save_path=save)
    sitting.look_for_save()
    assert sitting.resume()
    play_to_end(table_of(sitting))
    ready = load_record(save)
    assert ready.match is not None and ready.match.game == 2
    sitting.take_notes()
    assert sitting.play_again()
    assert table_of(sitting).session.record == ready
    assert sitting.take_notes() == [] and sitting.lobby().shelved == ()
    assert table_of(sitting).scene.kind is ScreenKind.HANDOFF
