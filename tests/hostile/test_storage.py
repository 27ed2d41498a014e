"""Renames that never go over a file, a data folder that cannot be made, one app per folder."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from claim2.storage.crash_log import write_crash_log
from claim2.storage.files import (
    DataFolderError,
    data_dir,
    move_aside,
    rename_unique,
    set_aside,
)
from claim2.storage.lock import FolderLock
from lock_holder import lock_held_elsewhere

pytestmark = pytest.mark.usefixtures("data_dir")  # tests/conftest.py: its notices go too


def test_rename_unique_never_goes_over_a_file(tmp_path: Path) -> None:
    kept = []
    for number in range(3):
        path = tmp_path / "current.json"
        path.write_text(str(number), encoding="utf-8")
        kept.append(rename_unique(path, "game-1", ".json"))
    assert [path.name for path in kept] == ["game-1.json", "game-1-2.json", "game-1-3.json"]
    assert [path.read_text(encoding="utf-8") for path in kept] == ["0", "1", "2"]


def test_renames_at_the_same_moment_do_not_collide(tmp_path: Path) -> None:
    sources = []
    for number in range(20):
        source = tmp_path / f"source-{number}"
        source.write_text(str(number), encoding="utf-8")
        sources.append(source)
    barrier = threading.Barrier(len(sources))

    def rename(source: Path) -> None:
        barrier.wait()
        rename_unique(source, "game", ".json")

    threads = [threading.Thread(target=rename, args=(source,)) for source in sources]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    kept = sorted(path.read_text(encoding="utf-8") for path in tmp_path.glob("game*.json"))
    assert kept == sorted(str(number) for number in range(20))


def test_move_aside_keeps_every_bad_file(tmp_path: Path) -> None:
    names = set()
    for number in range(3):
        path = tmp_path / "settings.json"
        path.write_text(f"bad {number}", encoding="utf-8")
        names.add(move_aside(path).name)
    assert len(names) == 3
    assert not (tmp_path / "settings.json").exists()


def test_set_aside_says_where_the_file_went_or_that_it_could_not_move(tmp_path: Path) -> None:
    path = tmp_path / "x.json"
    path.write_text("[", encoding="utf-8")
    notice = set_aside(path, "not valid JSON")
    assert "could not be read (not valid JSON); it was kept as" in notice
    missing = tmp_path / "gone.json"
    assert "nor moved aside" in set_aside(missing, "not valid JSON")


def test_a_data_folder_under_a_file_is_a_clear_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "file").write_text("", encoding="utf-8")
    monkeypatch.setenv("CLAIM2_DATA_DIR", str(tmp_path / "file" / "data"))
    with pytest.raises(DataFolderError) as error:
        data_dir()
    assert "the data folder" in str(error.value.strerror)
    assert "cannot be used" in str(error.value.strerror)


def test_one_lock_per_folder(tmp_path: Path) -> None:
    first, second = FolderLock(tmp_path), FolderLock(tmp_path)
    assert first.acquire()
    assert not second.acquire()
    assert not second.held
    first.release()
    assert second.acquire()
    second.release()


@pytest.mark.skipif(os.name != "posix", reason="kill -9")
def test_a_killed_app_leaves_no_stale_lock(tmp_path: Path) -> None:
    with lock_held_elsewhere(tmp_path):
        assert not FolderLock(tmp_path).acquire()
    lock = FolderLock(tmp_path)
    assert lock.acquire()
    lock.release()


def test_a_crash_log_goes_into_the_data_folder(tmp_path: Path) -> None:
    path = write_crash_log("Traceback: boom\n")
    assert path is not None
    assert path.parent == tmp_path / "data"
    assert path.read_text(encoding="utf-8") == "Traceback: boom\n"
    assert write_crash_log("again") != path


def test_a_crash_log_without_a_data_folder_goes_to_the_temporary_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "file").write_text("", encoding="utf-8")
    monkeypatch.setenv("CLAIM2_DATA_DIR", str(tmp_path / "file" / "data"))
    monkeypatch.setenv("TMPDIR", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    import tempfile

    monkeypatch.setattr(tempfile, "tempdir", None)
    path = write_crash_log("boom")
    assert path is not None
    assert path.parent == tmp_path / "tmp"
