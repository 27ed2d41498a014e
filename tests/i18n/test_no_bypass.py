"""No user-facing text bypasses the translation layer (see string_lint.py for what counts)."""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
from string_lint import findings_in, hidden_from_extractor, python_files, translated_at_import

PACKAGE = Path(__file__).resolve().parents[2] / "src" / "claim2"
# The engine holds no user-facing text.
SKIP = ("engine",)
SOURCES = list(python_files(PACKAGE, SKIP))


def _relative(path: Path) -> str:
    return path.relative_to(PACKAGE.parents[1]).as_posix()


def test_the_sources_are_found() -> None:
    names = {path.name for path in SOURCES}
    assert {"parser.py", "i18n.py"} <= names
    assert not any("engine" in path.parts for path in SOURCES)


def found_in_sources(check: Callable[[str, str], Iterable[object]]) -> str:
    """What ``check`` (one of string_lint's) finds in the package's sources, a line each."""
    return "\n".join(
        str(finding)
        for path in SOURCES
        for finding in check(path.read_text(encoding="utf-8"), _relative(path))
    )


def test_no_user_facing_string_bypasses_the_translation_layer() -> None:
    findings = found_in_sources(findings_in)
    assert not findings, "wrap these in _() (see docs/translating.md):\n" + findings


def test_nothing_is_translated_at_import_time() -> None:
    """A module- or class-level _() keeps the language of the import: the app's switch misses it."""
    findings = found_in_sources(translated_at_import)
    assert not findings, (
        "mark these with N_() and translate them where they are shown:\n" + findings
    )


def test_no_translation_hides_inside_an_f_string() -> None:
    """Babel cannot extract _() from inside an f-string: such text would stay English."""
    findings = found_in_sources(hidden_from_extractor)
    assert not findings, "translate the whole text outside the f-string:\n" + findings


# --- the lint itself --------------------------------------------------------------------

FLAGGED = """
print("Hello there")
print(f"Score: {score}")
print(f"claim2: {_('error')}: {error}")
console.print("[b]Game over[/b]")
yield Static("Your hand")
yield Label(content="Prize")
yield Button("Play again", id="again")
self.notify("Saved the game")
self.notify(_("Saved"), title="Claim")
Binding("q", "quit", "Quit")
BINDINGS = [("q", "quit", "Quit")]
self.sub_title = "Phase two"
TITLE = "My game"
widget.border_title = "Score piles"
table.add_column("Faction")
table.add_row("Votes", count)
Panel(text, title="Rules")
parser.add_argument("--seed", help="deal from this number")
commands.add_parser("play", help="play a game")
argparse.ArgumentParser(description="The game")
raise UsageError("no such file")
sys.stderr.write("bad input\\n")
print("{name} wins".format(name=name))
print("Phase " + str(phase))
print(_("Phase") + " two")
print("yes" if ok else _("no"))
yield Input(placeholder="Your name")
self.exit(message="Bye now")
"""

CLEAN = """
print(_("Hello there"))
print(_("Score: {score}").format(score=score))
print(text)
print()
print(json.dumps(data))
print(f"{first} · {second}")
print("\\n".join(lines))
console.print(_("[b]Game over[/b]"))
yield Static(id="prompt")
yield Static(_("Your hand"), id="hand", classes="big")
yield Button(_("Play again"), id="again", variant="primary")
Binding("q", "quit", _("Quit"), key_display="Q")
BINDINGS = [("q", "quit", _("Quit"))]
self.sub_title = _("Phase {n}").format(n=n)
TITLE = "Claim 2"
parser.add_argument("--seed", type=int, help=_("deal from this number"))
parser.add_argument("--version", action="version", version=f"claim2 {__version__}")
commands.add_parser("play", help=_("play a game"))
raise ValueError(f"unsupported language {language!r}")
raise UsageError(_("no such file"))
sys.exit(main())
self.exit(2, line + "\\n")
print("[b]", "·", "→", "42", " (R3)")
LABEL = N_("Trolls")
log.write("not a stream")
data.update({"a": 1})
"""


def test_the_lint_finds_every_kind_of_bypass() -> None:
    lines = {finding.line for finding in findings_in(FLAGGED)}
    expected = {number for number, line in enumerate(FLAGGED.splitlines(), start=1) if line.strip()}
    assert lines == expected


def test_the_lint_accepts_translated_and_wordless_text() -> None:
    assert findings_in(CLEAN) == []


@pytest.mark.parametrize(
    ("source", "count"),
    [
        ("LABEL = _('Quit')\n", 1),
        ("class Screen:\n    BINDINGS = [Binding('q', 'quit', _('Quit'))]\n", 1),
        ("NAMES = {1: N_('Gnomes')}\n", 0),
        ("def label():\n    return _('Quit')\n", 0),
        ("class Screen:\n    def compose(self):\n        yield Static(_('Hi'))\n", 0),
        ("show = lambda: _('Later')\n", 0),
    ],
)
def test_translation_at_import_time_is_found(source: str, count: int) -> None:
    assert len(translated_at_import(source)) == count


def test_translations_inside_f_strings_are_found() -> None:
    source = "a = f\"[b]{_('Vote')}[/b]\"\nb = _('fine')\nc = f\"{name}: {count}\"\n"
    assert [finding.line for finding in hidden_from_extractor(source)] == [1]
