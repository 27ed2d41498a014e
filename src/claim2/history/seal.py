"""The history index's seal: whether its file is as claim2's history last left it.

Checking every row of an index of 20,000 games (``history.rows``, ``store.backed``, the
people's counts) took longer than all the rest of ``claim2 history``. So, after it has
written the index, the history seals it: a checksum of the file (CRC-32) is kept in
its ``meta`` table. The checksum leaves out that table's own page and the header's
change counters, which the writing of the seal itself changes, so that the seal holds
over everything else. An index whose file still has the checksum of its seal was
checked (or made from the records) by the history itself, and nothing has written it
since; any other writing (a row put in by hand, a damaged page) breaks the seal, and
every row is checked again, as before.

The seal is no lock against someone who means to get past it: whoever can write the
data folder can as well write a record, which the history believes. It keeps the
index from saying anything that neither the records nor the history put in it.
"""

from __future__ import annotations

import sqlite3
import zlib
from pathlib import Path
from typing import Final

HEADER: Final = 100  # an SQLite file's header
# The header's file change counter (offset 24) and its copy, "version valid for" (92):
# every writing changes them.
COUNTERS: Final = ((24, 28), (92, 96))
MAX_INDEX: Final = 1 << 30  # an index file larger than this is never read at once


def checksum(connection: sqlite3.Connection, path: Path) -> int | None:
    """The checksum of the index file ``path`` (open as ``connection``), without the
    ``meta`` table's page and the change counters; None when it cannot be read."""
    try:
        page_size = int(connection.execute("PRAGMA page_size").fetchone()[0])
        found = connection.execute(
            "SELECT rootpage FROM sqlite_master WHERE type = 'table' AND name = 'meta'"
        ).fetchone()
        if found is None or path.stat().st_size > MAX_INDEX:
            return None
        content = bytearray(path.read_bytes())
    except (OSError, sqlite3.Error, ValueError):
        return None
    if len(content) < HEADER or content[:16] != b"SQLite format 3\x00":
        return None
    for start, end in COUNTERS:
        content[start:end] = bytes(end - start)
    meta = (int(found[0]) - 1) * page_size
    content[meta : meta + page_size] = bytes(min(page_size, max(len(content) - meta, 0)))
    return zlib.crc32(content)


def sealed(connection: sqlite3.Connection, path: Path) -> bool:
    """Whether the index file ``path`` is as the history sealed it (see the module)."""
    try:
        row = connection.execute("SELECT seal FROM meta").fetchone()
    except sqlite3.Error:
        return False
    return row is not None and row[0] is not None and row[0] == checksum(connection, path)


def seal(connection: sqlite3.Connection, path: Path) -> None:
    """After the history has written (and checked) the index file ``path``: seal it."""
    now = checksum(connection, path)
    if now is None:
        return
    row = connection.execute("SELECT seal FROM meta").fetchone()
    if row is not None and row[0] == now:
        return  # nothing written since
    with connection:
        connection.execute("UPDATE meta SET seal = ?", (now,))
