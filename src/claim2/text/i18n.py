"""The one translation layer: every user-facing string goes through ``_``.

Catalogs are standard gettext files (``locale/<lang>/LC_MESSAGES/claim2.po``
and the compiled ``.mo``), kept with Babel. English is the source language.

Use ``_("...")`` where text is shown, and ``N_("...")`` to mark a string kept
in a constant that is translated later with ``_(constant)``. Placeholders are
named: ``_("Pass the laptop to {name}").format(name=name)``.
"""

from __future__ import annotations

import gettext
import os
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from pathlib import Path

DOMAIN = "claim2"
LOCALE_DIR = Path(__file__).parents[1] / "locale"
LANGUAGES: dict[str, str] = {"en": "English", "nl": "Nederlands"}
DEFAULT_LANGUAGE = "en"
LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")

_translation: gettext.NullTranslations = gettext.NullTranslations()
_language = DEFAULT_LANGUAGE
#: a language spoken for a while in one context only (``speaking``): a browser's page
_spoken: ContextVar[tuple[str, gettext.NullTranslations] | None] = ContextVar(
    "claim2_spoken", default=None
)


def language_from_environment(environ: Mapping[str, str] | None = None) -> str | None:
    """The first supported language named by the usual locale variables, if any.

    As in gettext, the first variable that is set decides; ``LANGUAGE`` may
    list several languages separated by colons.
    """
    environ = os.environ if environ is None else environ
    for variable in LOCALE_VARIABLES:
        value = environ.get(variable, "")
        if not value:
            continue
        for item in value.split(":"):
            code = item.split(".")[0].split("@")[0].split("_")[0].lower()
            if code in LANGUAGES:
                return code
        if variable != "LANGUAGE":
            return None
    return None


def set_language(language: str) -> None:
    """Translate from now on into ``language`` (a key of LANGUAGES)."""
    global _translation, _language
    if language not in LANGUAGES:
        raise ValueError(f"unsupported language {language!r}")
    _language = language
    _translation = gettext.translation(
        DOMAIN, localedir=LOCALE_DIR, languages=[language], fallback=True
    )


def current_language() -> str:
    """The language strings are translated into now."""
    spoken = _spoken.get()
    return _language if spoken is None else spoken[0]


@cache
def _catalog(language: str) -> gettext.NullTranslations:
    return gettext.translation(DOMAIN, localedir=LOCALE_DIR, languages=[language], fallback=True)


@contextmanager
def speaking(language: str) -> Iterator[None]:
    """Translate into ``language`` inside the ``with`` block, in this context only (this
    thread, this asyncio task): a browser's page is worded in its browser's language while
    the host's screen keeps its own. Nothing else changes, and it ends with the block."""
    if language not in LANGUAGES:
        raise ValueError(f"unsupported language {language!r}")
    token = _spoken.set((language, _catalog(language)))
    try:
        yield
    finally:
        _spoken.reset(token)


@contextmanager
def own_language() -> Iterator[None]:
    """Translate into the process's own language (``set_language``'s) inside the ``with``
    block, whatever a page speaks around it (``speaking``): for what a page's press makes
    the host's side say, on the host's screen."""
    token = _spoken.set(None)
    try:
        yield
    finally:
        _spoken.reset(token)


def _now() -> gettext.NullTranslations:
    spoken = _spoken.get()
    return _translation if spoken is None else spoken[1]


def _(message: str) -> str:
    """The translation of ``message`` into the current language."""
    return _now().gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The translation of a message that depends on a number."""
    return _now().ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    """The translation of ``message`` in ``context`` (for short, ambiguous words)."""
    return _now().pgettext(context, message)


def N_(message: str) -> str:  # noqa: N802 (the gettext convention)
    """Mark ``message`` for translation without translating it now."""
    return message
