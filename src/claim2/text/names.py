"""What a player's name may be, and when two names are the same person's.

The one rule for a name at every door (``recorded_name_problem``, ``check_name``): at
least one visible character (a letter, digit, punctuation or symbol that shows), no
control, format (bidi overrides, zero-width characters), private-use or surrogate
characters (Unicode categories Cc, Cf, Co, Cs) and no line breaks, no invisible
character (Unicode's default-ignorable code points, such as the Hangul fillers U+3164
and U+FFA0, and the characters of visible categories that show as blank: the blank
braille pattern U+2800, the null notehead U+1D159, the object replacement U+FFFC; a
variation selector, which only picks a look for the character before it, is let
through), no noncharacter, and at most ``MAX_NAME_CELLS`` terminal cells (a wide
character takes two).

A name chosen now (typed in the app or on a plain line, given with ``--name``, sent
by a guest: ``name_problem``) must also keep to one script: a Cyrillic "А" or a
Greek "Α" shows exactly as a Latin "A", so "Аnn" would pass for "Ann". Latin with
Chinese, Japanese or Korean is one script here (Unicode's UTS #39, "highly
restrictive"), and digits, punctuation and marks belong to every script. A name
already written in a record, the history's index or a host's message is read by
the first rule only, so old games still read (the history marks such a name:
``mixed_scripts``).

``name_key`` is what makes two names one person's (the case, the width, the spacing
and the Unicode form a name was typed in do not count): the history, the ratings, the
statistics and the two seats of a game all compare names by it.
"""

from __future__ import annotations

import functools
import unicodedata
from typing import TYPE_CHECKING, Final

from rich.cells import cell_len

from claim2.text.i18n import _

if TYPE_CHECKING:
    from regex import Pattern

MAX_NAME_CELLS: Final = 32
#: Characters a name field takes (the start screens', the web page's): one more than a name
#: may have, so that a name typed too long is refused with a word (``name_problem``), never
#: cut short without one. Every door takes its limit from here.
NAME_FIELD_LENGTH: Final = MAX_NAME_CELLS + 1
_FORBIDDEN: Final = frozenset({"Cc", "Cf", "Co", "Cs", "Zl", "Zp"})
_VISIBLE: Final = frozenset("LNPS")  # first letter of the categories of visible characters
# characters of visible categories that show as nothing
_BLANK: Final = frozenset("\u2800\U0001d159\ufffc")
# Below U+0250 every character is Latin or common to all scripts, and the only
# default-ignorable one (U+00AD, a soft hyphen) is a format character: no need for
# Unicode's script and ignorable tables (the regex package, imported on first need).
_LATIN_ONLY: Final = "\u0250"

# Unicode's scripts (ISO 15924 codes, Unicode 17); a character of none of them (a newer
# script) counts as one script of its own, "?".
_SCRIPTS: Final = (  # split where used
    "Adlm Aghb Ahom Arab Armi Armn Avst Bali Bamu Bass Batk Beng Berf Bhks Bopo Brah "
    "Brai Bugi Buhd Cakm Cans Cari Cham Cher Chrs Copt Cpmn Cprt Cyrl Deva Diak Dogr "
    "Dsrt Dupl Egyp Elba Elym Ethi Gara Geor Glag Gong Gonm Goth Gran Grek Gujr Gukh "
    "Guru Hang Hani Hano Hatr Hebr Hira Hluw Hmng Hmnp Hung Ital Java Kali Kana Kawi "
    "Khar Khmr Khoj Kits Knda Krai Kthi Lana Laoo Latn Lepc Limb Lina Linb Lisu Lyci "
    "Lydi Mahj Maka Mand Mani Marc Medf Mend Merc Mero Mlym Modi Mong Mroo Mtei Mult "
    "Mymr Nagm Nand Narb Nbat Newa Nkoo Nshu Ogam Olck Onao Orkh Orya Osge Osma Ougr "
    "Palm Pauc Perm Phag Phli Phlp Phnx Plrd Prti Rjng Rohg Runr Samr Sarb Saur Sgnw "
    "Shaw Shrd Sidd Sidt Sind Sinh Sogd Sogo Sora Soyo Sund Sunu Sylo Syrc Tagb Takr "
    "Tale Talu Taml Tang Tavt Tayo Telu Tfng Tglg Thaa Thai Tibt Tirh Tnsa Todr Tols "
    "Toto Tutg Ugar Vaii Vith Wara Wcho Xpeo Xsux Yezi Yiii Zanb"
)
# The writing systems that join Han with another script (UTS #39: Japanese, Korean,
# Han with Bopomofo), which may also go with Latin.
_JOINED: Final = {
    "Hani": frozenset({"Hani", "Jpan", "Kore", "Hanb"}),
    "Hira": frozenset({"Hira", "Jpan"}),
    "Kana": frozenset({"Kana", "Jpan"}),
    "Hang": frozenset({"Hang", "Kore"}),
    "Bopo": frozenset({"Bopo", "Hanb"}),
}
_WITH_LATIN: Final = frozenset({"Jpan", "Kore", "Hanb"})


def recorded_name_problem(name: str) -> str | None:
    """Why ``name`` cannot be a player's name (one line for the user), or None if it can:
    the rule for every name, also one already written (see the module)."""
    if len(name) > MAX_NAME_CELLS or cell_len(name) > MAX_NAME_CELLS:
        return _("must be at most {cells} characters wide").format(cells=MAX_NAME_CELLS)
    categories = [unicodedata.category(character) for character in name]
    if any(category in _FORBIDDEN for category in categories):
        return _("must be a name without line breaks or other control characters")
    plain = max(name, default="") < _LATIN_ONLY
    hidden = [not plain and _invisible(character) for character in name]
    if not any(
        category[0] in _VISIBLE and not unseen
        for category, unseen in zip(categories, hidden, strict=True)
    ):
        return _("must be a name, not empty or blank")
    if any(hidden):
        return _("must be a name without invisible characters")
    return None


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot be the name of a player chosen now (typed, ``--name``, a guest's
    hello): the rule for every name, in one script (see the module); None if it can."""
    problem = recorded_name_problem(name)
    if problem is None and mixed_scripts(name):
        return _("must not mix the letters of two scripts, which can look alike")
    return problem


def check_name(name: str) -> str:
    """``name`` if it can be a player's name (``recorded_name_problem``); raises ValueError
    saying why not (pydantic)."""
    problem = recorded_name_problem(name)
    if problem is not None:
        raise ValueError(problem)
    return name


def mixed_scripts(name: str) -> bool:
    """Whether ``name`` mixes the letters of two scripts (Cyrillic and Latin, say), which
    ``name_problem`` refuses; Latin with Chinese, Japanese or Korean is not mixed."""
    if max(name, default="") < _LATIN_ONLY:
        return False
    text = unicodedata.normalize("NFKC", _patterns().ignorable.sub("", name))
    every: frozenset[str] | None = None  # the scripts every letter so far belongs to
    but_latin: frozenset[str] | None = None  # the same, the Latin letters left out
    for character in text:
        scripts = _scripts(character)
        if scripts is None:
            continue
        every = scripts if every is None else every & scripts
        if "Latn" not in scripts:
            but_latin = scripts if but_latin is None else but_latin & scripts
    if every is None or every:
        return False
    return not (but_latin and but_latin & _WITH_LATIN)


def name_key(name: str) -> str:
    """What makes two names the same person's: compared ignoring case, width, spacing,
    variation selectors and the Unicode form a character was typed in (``"Ann"``,
    ``"ANN"``, ``" ann "`` and the full-width ``"Ａｎｎ"`` are one)."""
    if max(name, default="") >= _LATIN_ONLY:
        name = _patterns().ignorable.sub("", name)
    folded = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())
    return " ".join(folded.split())


def same_person(first: str, second: str) -> bool:
    """Whether ``first`` and ``second`` name the same person (see ``name_key``)."""
    return name_key(first) == name_key(second)


def players_problem(players: tuple[str, str]) -> str | None:
    """Why ``players`` cannot play one game together (one line), or None if they can."""
    if same_person(*players):
        return _("the two players must have different names")
    return None


class _Patterns:
    """Unicode's tables that the standard library lacks, from the regex package."""

    def __init__(self) -> None:
        import regex

        self.hidden: Pattern[str] = regex.compile(
            r"[\p{Default_Ignorable_Code_Point}\p{Noncharacter_Code_Point}--\p{Variation_Selector}]",
            regex.VERSION1,
        )
        self.ignorable: Pattern[str] = regex.compile(r"\p{Default_Ignorable_Code_Point}")
        self.any_script: Pattern[str] = regex.compile(r"[\p{scx=Zyyy}\p{scx=Zinh}]")
        scripts = []
        for code in _SCRIPTS.split():
            try:
                scripts.append((code, regex.compile(rf"\p{{scx={code}}}")))
            except regex.error:  # a script newer than this regex package
                continue
        self.scripts = tuple(scripts)


@functools.cache
def _patterns() -> _Patterns:
    return _Patterns()


def _invisible(character: str) -> bool:
    """Whether ``character`` shows as nothing (see the module)."""
    return character in _BLANK or _patterns().hidden.match(character) is not None


@functools.lru_cache(maxsize=4096)
def _scripts(character: str) -> frozenset[str] | None:
    """The scripts ``character`` is written in, with the writing systems that join them
    (None: any, a digit, a mark, a space)."""
    patterns = _patterns()
    found: set[str] = set()
    for code, pattern in patterns.scripts:
        if pattern.match(character):
            found |= _JOINED.get(code, {code})
    if found:
        return frozenset(found)
    return None if patterns.any_script.match(character) else frozenset({"?"})
