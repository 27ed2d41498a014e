"""A record's validation errors as one plain line for the user (``RecordError``'s text)."""

from __future__ import annotations

import json
from typing import Any

from pydantic import ValidationError
from pydantic_core import ErrorDetails

from claim2.text.i18n import _
from claim2.text.quoting import QUOTED_LENGTH, number_text, printable


def describe_validation(error: ValidationError) -> str:
    """The first of pydantic's errors, worded for the user."""
    first = error.errors()[0]
    return _describe_error(first)


def _describe_error(details: ErrorDetails) -> str:
    kind = details["type"]
    context: dict[str, Any] = dict(details.get("ctx") or {})
    if kind == "value_error" and "error" in context:
        if not details["loc"]:  # the whole record: the message says where
            return _one_line(str(context["error"]))
        return _one_line(
            _("invalid game record: '{field}' {problem}").format(
                field=_location(details["loc"]), problem=context["error"]
            )
        )
    if kind == "json_invalid":
        return _one_line(_("not valid JSON: {problem}").format(problem=context.get("error", "")))
    where = _location(details["loc"])
    found = details["input"]
    expected = {
        "string_type": _("a string"),
        "int_type": _("a whole number"),
        "list_type": _("a list"),
        "tuple_type": _("a list"),
        "model_type": _("an object"),
        "model_attributes_type": _("an object"),
        "dict_type": _("an object"),
    }.get(kind)
    if kind == "missing":
        message = _("'{field}' is missing").format(field=where)
    elif kind == "extra_forbidden":
        message = _("unknown field '{field}'").format(field=where)
    elif expected is not None:
        message = _("'{field}' must be {expected}, not {kind}").format(
            field=where, expected=expected, kind=json_kind(found)
        )
    elif kind in ("too_short", "too_long"):
        message = _("'{field}' must hold {count} items, not {actual}").format(
            field=where, count=2, actual=context.get("actual_length", "?")
        )
    elif where == "first_leader":
        shown = number_text(found) if _is_number(found) else json.dumps(found)[:QUOTED_LENGTH]
        message = _("'first_leader' must be 0 or 1, not {value}").format(value=shown)
    else:
        message = _("'{field}': {problem}").format(field=where, problem=details["msg"])
    return _one_line(_("invalid game record: {problem}").format(problem=message))


def _location(location: tuple[int | str, ...]) -> str:
    """Where in the record, e.g. ``deal.hands[0]``; a key from the file is cut short and
    its control characters escaped (it is quoted in the message)."""
    text = ""
    for part in location:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            key = part if len(part) <= QUOTED_LENGTH else part[:QUOTED_LENGTH] + "…"
            key = printable(key)
            text += f".{key}" if text else key
    return text or _("the record")


def json_kind(value: object) -> str:
    """What kind of JSON value this is, worded for the user."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return json.dumps(value)
    if isinstance(value, int | float):
        return _("the number {value}").format(value=number_text(value))
    if isinstance(value, str):
        return _("a string")
    if isinstance(value, list | tuple):
        return _("a list")
    return _("an object")


def _is_number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _one_line(text: str) -> str:
    return " ".join(text.split())
