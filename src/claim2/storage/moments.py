"""Moments read from files and the clock, checked before anything is done with them.

Python's ``datetime`` stops at the years 1 and 9999: a moment near either end moves
out of range when it is changed to UTC or to local time (``OverflowError``), and a
file's time or a name's stamp can be anything. So every moment read goes through
here: ``parse_time`` accepts only ISO 8601 times with a zone between ``EARLIEST`` and
``LATEST``, ``from_timestamp`` and ``from_stamp`` give None for what is out of that
range, and ``iso_utc`` and ``local_text`` write a moment without ever failing (ISO 8601
always has four digits for the year, whatever the platform's ``strftime`` does).
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Final

EARLIEST: Final = datetime(1970, 1, 1, tzinfo=UTC)  # a clock never set says 1970
LATEST: Final = datetime(9000, 1, 1, tzinfo=UTC)  # far from year 9999 in every zone
MAX_TIME_TEXT: Final = 40  # characters: "2026-12-01T10:15:00.123456+01:00" is 32


def in_range(moment: datetime) -> bool:
    """Whether the aware ``moment`` lies between ``EARLIEST`` and ``LATEST``."""
    try:
        return EARLIEST <= moment <= LATEST  # compared without converting: no overflow
    except (OverflowError, TypeError):
        return False


def parse_time(text: str) -> datetime | None:
    """The moment ``text`` names, in UTC, or None unless it is an ISO 8601 time with a time
    zone between ``EARLIEST`` and ``LATEST``."""
    if len(text) > MAX_TIME_TEXT:
        return None
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        return None
    if moment.tzinfo is None or moment.utcoffset() is None or not in_range(moment):
        return None
    return moment.astimezone(UTC)


def from_timestamp(seconds: float) -> datetime | None:
    """The moment ``seconds`` after 1970 (a file's time) in UTC, or None when out of range."""
    try:
        moment = datetime.fromtimestamp(seconds, UTC)
    except (OverflowError, OSError, ValueError):
        return None
    return moment if in_range(moment) else None


def from_stamp(text: str, pattern: str = "%Y%m%d-%H%M%S") -> datetime | None:
    """The local time in a file name's stamp (``20261201-101500``) in UTC, or None when it is
    not one or out of range."""
    try:
        local = datetime.strptime(text, pattern)
        if not EARLIEST.replace(tzinfo=None) <= local <= LATEST.replace(tzinfo=None):
            return None
        return local.astimezone(UTC)
    except (OverflowError, OSError, ValueError):
        return None


def iso_utc(moment: datetime) -> str:
    """``moment`` in UTC to the second, in ISO 8601: ``2026-12-01T10:15:00Z``. Never fails;
    the year always has four digits (``0001``), whatever the platform's ``strftime`` does."""
    try:
        utc = moment.astimezone(UTC)
    except (OverflowError, ValueError):  # at the edge of the years 1 and 9999: its own zone
        return moment.replace(microsecond=0).isoformat()
    return utc.replace(tzinfo=None, microsecond=0).isoformat() + "Z"


def local_text(moment: datetime, pattern: str = "%Y-%m-%d %H:%M") -> str:
    """``moment`` in local time as ``pattern`` says; in UTC when local time cannot hold it,
    and "?" for a moment out of range."""
    if not in_range(moment):
        return "?"
    try:
        return moment.astimezone().strftime(pattern)
    except (OverflowError, OSError, ValueError):
        return moment.astimezone(UTC).strftime(pattern)
