"""The one way claim2 reads its files: records, saves, options, settings and progress.

``read_model(path, Model)`` opens only a regular file (a FIFO, device, socket or
folder in its place is refused at once, never waited for: ``safe_files``), refuses
a file over its size limit before reading it, survives any nesting depth, rejects duplicate
keys and numbers too long to read, then validates with the pydantic model.
Every problem is a ``FileProblem`` whose message is one line for the user;
text from the file in it is quoted with ``quoting.quote`` (control characters
escaped). The caller decides what a bad file means: ``storage.set_aside``
keeps it under a new name beside it.
"""

from __future__ import annotations

import errno
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Final, TypeVar

from claim2.storage.safe_files import open_regular
from claim2.text.i18n import _
from claim2.text.quoting import quote

if TYPE_CHECKING:  # pydantic is imported when a model is read (not for settings.json)
    from pydantic import BaseModel, ValidationError

MAX_FILE_BYTES: Final = 1_000_000  # a whole game record is under 3 kB

Model = TypeVar("Model", bound="BaseModel")


class FileProblem(ValueError):
    """A file that cannot be read or understood; the message is one line for the user.

    ``reason`` is the same without the file's name (for a message that names it already).
    """

    def __init__(self, message: str, reason: str | None = None) -> None:
        super().__init__(message)
        self.reason = message if reason is None else reason


def size_text(limit: int) -> str:
    """``limit`` bytes in words: "1 MB", "64 kB", "512 bytes"."""
    if limit >= 1_000_000 and limit % 1_000_000 == 0:
        return _("{count} MB").format(count=limit // 1_000_000)
    if limit >= 1000 and limit % 1000 == 0:
        return _("{count} kB").format(count=limit // 1000)
    return _("{count} bytes").format(count=limit)


def read_text(path: str | Path, limit: int = MAX_FILE_BYTES) -> str:
    """The UTF-8 text of the file ``path``, refused when over ``limit`` bytes (never read whole)."""
    name = quote(str(path), limit=200)

    def problem(reason: str) -> FileProblem:
        message = _("cannot read {path}: {reason}").format(path=name, reason=reason)
        return FileProblem(message, reason)

    too_big = _("it is larger than {limit}, too large for a claim2 file").format(
        limit=size_text(limit)
    )
    try:
        # Never waits: a FIFO, a device, a socket or a folder in its place is refused at once.
        with os.fdopen(open_regular(path), "rb") as file:
            if os.fstat(file.fileno()).st_size > limit:
                raise problem(too_big)
            data = file.read(limit + 1)  # a file growing meanwhile is cut at the limit too
    except FileNotFoundError:
        raise problem(_("there is no such file")) from None
    except PermissionError:
        raise problem(_("permission denied")) from None
    except OSError as error:
        if error.errno == errno.ELOOP:
            raise problem(_("it is a link that leads nowhere (a loop)")) from None
        raise problem(error.strerror or str(error)) from None
    if len(data) > limit:
        raise problem(too_big)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise problem(_("it is not a text file (UTF-8)")) from None


def _no_duplicates(pairs: list[tuple[str, object]]) -> dict[str, object]:
    result: dict[str, object] = {}
    for key, value in pairs:
        if key in result:
            raise FileProblem(
                _("not valid JSON: the key {key} appears twice in one object").format(
                    key=quote(key)
                )
            )
        result[key] = value
    return result


def _no_constant(name: str) -> object:
    raise FileProblem(_("not valid JSON: {value} is not a number").format(value=name))


MAX_JSON_DEPTH = 100  # far more than any of our files needs, the same on every Python


def too_deep(value: object, limit: int = MAX_JSON_DEPTH) -> bool:
    """Whether ``value`` nests lists and objects more than ``limit`` deep."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict | list):
            if depth > limit:
                return True
            children = item.values() if isinstance(item, dict) else item
            stack.extend((child, depth + 1) for child in children)
    return False


def parse_json(text: str) -> object:
    """The JSON value in ``text``: standard JSON only, each key once in an object, nested
    at most ``MAX_JSON_DEPTH`` deep (how deep Python's own parser goes varies by version)."""
    try:
        value = json.loads(text, object_pairs_hook=_no_duplicates, parse_constant=_no_constant)
        if too_deep(value):
            raise RecursionError
        return value
    except json.JSONDecodeError as error:
        raise FileProblem(
            _("not valid JSON: {problem} (line {line}, column {column})").format(
                problem=error.msg, line=error.lineno, column=error.colno
            )
        ) from None
    except RecursionError:
        raise FileProblem(_("not valid JSON: it is nested too deeply")) from None
    except FileProblem:
        raise
    except ValueError:  # json.loads refuses numbers of more than 4300 digits
        raise FileProblem(_("not valid JSON: a number in it is too long")) from None


def describe_validation(error: ValidationError) -> str:
    """The first of pydantic's complaints as one line: where, and what is wrong."""
    first = error.errors()[0]
    where = ".".join(str(part) for part in first["loc"])
    problem = " ".join(str(first["msg"]).split())
    if not where:
        return problem
    return _("{field}: {problem}").format(field=quote(where), problem=problem)


def read_model(
    path: str | Path,
    model: type[Model],
    *,
    limit: int = MAX_FILE_BYTES,
    check: Callable[[object], None] | None = None,
    describe: Callable[[ValidationError], str] = describe_validation,
) -> Model:
    """The file ``path`` read and validated as ``model``; raises FileProblem.

    ``check`` looks at the parsed JSON first (a format and version, say) and
    raises FileProblem; ``describe`` turns a validation error into one line.
    """
    text = read_text(path, limit)
    return parse_model(text, model, check=check, describe=describe)


def parse_model(
    text: str,
    model: type[Model],
    *,
    check: Callable[[object], None] | None = None,
    describe: Callable[[ValidationError], str] = describe_validation,
) -> Model:
    """``text`` parsed as JSON and validated as ``model`` (see ``read_model``)."""
    from pydantic import ValidationError

    data = parse_json(text)
    if check is not None:
        check(data)
    try:
        return model.model_validate_json(text)
    except ValidationError as error:
        raise FileProblem(describe(error)) from None
    except RecursionError:  # pydantic's own parser has a depth limit too; kept for safety
        raise FileProblem(_("not valid JSON: it is nested too deeply")) from None
