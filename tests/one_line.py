"""Checks that bad input is told in one line: a command's usage error, a record's error."""

from __future__ import annotations

import json

import pytest

from claim2.cli import main
from claim2.records.record import RecordError, parse_record


def usage_error(arguments: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    """``claim2 arguments`` fails with exit code 2 and one line on stderr, nothing on stdout:
    that line."""
    with pytest.raises(SystemExit) as exit_info:
        main(arguments)
    assert exit_info.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1, captured.err
    return lines[0]


def record_error(data: object) -> str:
    """The error of reading ``data`` (as JSON) as a game record: one line."""
    with pytest.raises(RecordError) as error:
        parse_record(json.dumps(data))
    message = str(error.value)
    assert "\n" not in message
    return message
