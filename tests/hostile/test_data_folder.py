"""The data folder's lock and the write guard: nothing is written without the lock (issue 25).

Case 2 of issue 25: a lock file that cannot be opened made the app say the folder
could not be used, yet it wrote its save; two windows then overwrote each other's
moves. Now every write into a data folder goes through ``write_guard.check_write``.
Case 6: a saves folder that cannot be searched stopped ``claim2 play`` at every start.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from claim2.engine import shuffled_deal
from claim2.game.saves import check_current_save, save_exists, shelve, shelved_games, unshelve
from claim2.game.session import GameSession
from claim2.records.record import new_record, save_record
from claim2.settings.remembered import Settings, save_settings
from claim2.storage import write_guard
from claim2.storage.data_folder import holding_data_folder, open_data_folder
from claim2.storage.files import move_aside, write_atomically
from claim2.storage.lock import LOCK_FILE, FolderLock
from claim2.storage.write_guard import NotLockedError, check_write
from lock_holder import lock_held_elsewhere

ROOT = os.name == "posix" and os.geteuid() == 0


def _unopenable_lock(data_folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A lock file that cannot be opened: really (chmod 0, as a normal user), or as the
    system answers a normal user (root may open anything)."""
    lock = data_folder / LOCK_FILE
    lock.touch()
    lock.chmod(0)
    if ROOT:
        from claim2.storage import lock as folder_lock

        def refused(path: object, flags: int = 0, mode: int = 0) -> int:
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))

        monkeypatch.setattr(folder_lock, "open_regular", refused)


def test_without_the_lock_the_game_is_not_saved_and_says_so(
    data_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _unopenable_lock(data_folder, monkeypatch)
    folder = open_data_folder()
    assert folder.problem is not None and "claim2.lock" in folder.problem
    assert not folder.held and not folder.elsewhere
    save = data_folder / "saves" / "current.json"
    session = GameSession.new(("Ann", "Bob"), shuffled_deal(1), save_path=save)
    assert session.save_problem == folder.problem  # why the lock could not be taken
    assert not save.exists() and not (data_folder / "saves").exists()


def test_a_second_window_never_writes_and_the_first_goes_on(data_folder: Path) -> None:
    first = open_data_folder()
    second = open_data_folder()
    assert first.held and second.elsewhere and not second.held
    save = data_folder / "saves" / "current.json"
    save_record(new_record(("Ann", "Bob"), shuffled_deal(1)), save)  # the first one's
    first.release()  # the second window is still open, without the lock
    assert not write_guard.holds(data_folder)
    with pytest.raises(NotLockedError):
        save_record(new_record(("Eve", "Bob"), shuffled_deal(2)), save)
    with pytest.raises(NotLockedError):
        move_aside(save)
    with pytest.raises(NotLockedError):
        save_settings(Settings(language="nl"))
    assert not (data_folder / "settings.json").exists()
    second.release()  # no window open here any more: tools may write again
    save_settings(Settings(language="nl"))


def test_every_kind_of_write_goes_through_the_guard(data_folder: Path) -> None:
    with lock_held_elsewhere(data_folder):
        folder = open_data_folder()
        assert folder.elsewhere
        saves = data_folder / "saves"
        saves.mkdir()
        record = new_record(("Ann", "Bob"), shuffled_deal(1))
        (saves / "current.json").write_text("{}", encoding="utf-8")  # written by the other
        kept = saves / "unfinished-20260101-100000.json"
        kept.write_text("{}", encoding="utf-8")
        before = sorted(p.name for p in saves.iterdir())
        for write in (
            lambda: save_record(record, saves / "other.json"),
            lambda: write_atomically(data_folder / "settings.json", "{}"),
            lambda: shelve(saves / "current.json"),
            lambda: unshelve(kept, saves / "new.json"),
            lambda: check_write(data_folder / "history.sqlite3"),
        ):
            with pytest.raises(NotLockedError):
                write()
        assert sorted(p.name for p in saves.iterdir()) == before
        assert check_current_save(saves / "current.json").moved_to is None  # left as it is


def test_writes_outside_the_data_folder_are_not_guarded(data_folder: Path, tmp_path: Path) -> None:
    with lock_held_elsewhere(data_folder):
        assert open_data_folder().elsewhere
        elsewhere = tmp_path / "elsewhere" / "game.json"
        save_record(new_record(("Ann", "Bob"), shuffled_deal(1)), elsewhere)  # save elsewhere
        assert elsewhere.exists()
        with pytest.raises(NotLockedError):
            check_write(data_folder / ".." / "data" / "saves" / "x.json")  # the same folder


def test_holding_the_folder_briefly(data_folder: Path) -> None:
    with holding_data_folder() as folder:
        assert folder.held
        check_write(data_folder / "saves" / "current.json")
        with holding_data_folder() as again:
            assert again.elsewhere  # one lock per folder, in this process too
    assert not write_guard.holds(data_folder)
    lock = FolderLock(data_folder)
    assert lock.acquire()  # free again
    lock.release()


def test_the_lock_is_the_operating_system_s_shared_with_filelock(data_folder: Path) -> None:
    """filelock's own FileLock and claim2's lock exclude each other (the same primitive)."""
    from filelock import FileLock

    other = FileLock(str(data_folder / LOCK_FILE))
    other.acquire(timeout=0)
    try:
        assert open_data_folder().elsewhere
    finally:
        other.release()


@pytest.mark.skipif(os.name != "posix", reason="permissions")
def test_a_saves_folder_that_cannot_be_searched_does_not_lock_the_player_out(
    data_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 25, case 6: ``claim2 play`` stopped with PermissionError at every start."""
    saves = data_folder / "saves"
    saves.mkdir()
    save = saves / "current.json"
    save_record(new_record(("Ann", "Bob"), shuffled_deal(1)), save)
    saves.chmod(0o600)  # readable, not searchable
    try:
        if ROOT:  # root searches anything: the system's answer to a normal user, then

            def refused(path: Path, *args: object, **kwargs: object) -> bool:
                raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))

            monkeypatch.setattr(Path, "exists", refused)
            monkeypatch.setattr(Path, "glob", refused)
            monkeypatch.setattr(os, "access", lambda *args, **kwargs: False)
        folder = open_data_folder()
        assert folder.held
        assert folder.problem is not None and "saves" in folder.problem
        found = check_current_save(save)
        assert found.record is None and found.moved_to is None
        assert found.problem is not None
        assert shelved_games(saves) == []
        assert not save_exists(save)
    finally:
        monkeypatch.undo()
        saves.chmod(0o755)
    assert save.exists()  # never moved nor written over


class _ReadOnlyStat:
    f_flag = getattr(os, "ST_RDONLY", 1)


def _read_only_file_system(monkeypatch: pytest.MonkeyPatch) -> None:
    """The data folder on a file system mounted read-only, as the system answers (root's
    modes would not do: root writes into a folder chmod 0555)."""
    from claim2.storage import lock as folder_lock

    def refused(path: object, flags: int = 0, mode: int = 0) -> int:
        raise OSError(errno.EROFS, os.strerror(errno.EROFS), str(path))

    monkeypatch.setattr(folder_lock, "open_regular", refused)
    monkeypatch.setattr(os, "statvfs", lambda path: _ReadOnlyStat())
    monkeypatch.setattr(os, "ST_RDONLY", _ReadOnlyStat.f_flag, raising=False)


def test_a_read_only_data_folder_is_named_as_such_and_every_refused_save_says_so(
    data_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _read_only_file_system(monkeypatch)
    folder = open_data_folder()
    expected = f"the data folder '{data_folder}' is read-only"
    assert folder.problem == expected and not folder.held
    save = data_folder / "saves" / "current.json"
    session = GameSession.new(("Ann", "Bob"), shuffled_deal(1), save_path=save)
    assert session.save_problem == expected  # the cause, not "does not hold the lock"
    folder.release()
    assert write_guard.guarded_folder(save) is None


def test_a_data_folder_this_user_may_not_write_in_is_named_as_such(
    data_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(os, "access", lambda path, mode: False)
    with holding_data_folder() as folder:
        assert folder.problem == f"claim2 may not write in the data folder '{data_folder}'"
