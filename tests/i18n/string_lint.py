"""A lint for user-facing text that bypasses the translation layer (``claim2.text.i18n``).

It reads the sources with ``ast`` and looks only where text reaches the user:
what is printed, the text of Textual widgets, notifications and key-binding
descriptions, screen titles, Rich tables and panels, argparse's help texts and
the messages of user-facing exceptions. There, a string literal with words in
it is a finding; ``_("...")``, ``ngettext(...)`` and names are not. Text made
of an f-string around a translated fragment is a finding too (a sentence
glued from pieces cannot be translated well).

Strings without letters (punctuation, numbers, markup such as ``[b]``) are
never findings, nor are rule ids such as ``(R3)``; a few strings that are the
same in every language are allowed by name in ``ALLOWED``.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

# Text that is the same in every language.
ALLOWED = frozenset({"Claim 2", "claim2 {}"})

TRANSLATORS = frozenset({"_", "N_", "ngettext", "pgettext", "npgettext", "gettext"})

# Callable name -> (positions of text arguments, keywords holding text). "*" = all positions.
TEXT_ARGUMENTS: dict[str, tuple[tuple[int, ...] | str, tuple[str, ...]]] = {
    "print": ("*", ()),
    # Textual widgets and app methods
    "Static": ((0,), ("content", "renderable")),
    "Label": ((0,), ("content", "renderable")),
    "Button": ((0,), ("label", "tooltip")),
    "Markdown": ((0,), ("markdown",)),
    "Checkbox": ((0,), ("label",)),
    "RadioButton": ((0,), ("label",)),
    "Switch": ((), ("tooltip",)),
    "Input": ((), ("placeholder", "tooltip")),
    "Tab": ((0,), ("label",)),
    "TabPane": ((0,), ("title",)),
    "Collapsible": ((), ("title",)),
    "Option": ((0,), ("prompt",)),
    "OptionList": ("*", ()),
    "Binding": ((2,), ("description", "tooltip")),
    "notify": ((0,), ("message", "title")),
    "update": ((0,), ("content",)),
    "Content": ((0,), ()),
    "from_markup": ((0,), ()),
    # Rich
    "Text": ((0,), ()),
    "Panel": ((0,), ("title", "subtitle")),
    "Table": ((), ("title", "caption")),
    "add_column": ((0,), ("header", "footer")),
    "add_row": ("*", ()),
    "Rule": ((0,), ("title",)),
    # argparse
    "ArgumentParser": ((), ("description", "epilog", "usage")),
    "add_parser": ((), ("help", "description", "epilog", "usage")),
    "add_subparsers": ((), ("title", "description", "help", "metavar")),
    "add_argument_group": ((0, 1), ("title", "description")),
    "add_argument": ((), ("help", "metavar")),
    # leaving the program
    "exit": ((0, 1), ("message",)),
}
TEXT_ATTRIBUTES = frozenset(
    {"TITLE", "SUB_TITLE", "title", "sub_title", "border_title", "border_subtitle", "tooltip"}
)
# Exceptions for programmers; the messages of all others reach the user.
PROGRAMMER_ERRORS = frozenset(
    {
        "AssertionError",
        "AttributeError",
        "KeyError",
        "IndexError",
        "LookupError",
        "NotImplementedError",
        "RuntimeError",
        "TypeError",
        "ValueError",
        # claim2's own errors that only developers meet:
        "LessonError",  # a shipped lesson file is broken (found by the walkthrough's tests)
        "LessonBug",  # a lesson claims something the engine contradicts
        "SamplingError",  # the computer opponent's internals
        "NotMyTurn",  # the computer opponent asked to move out of turn
        # the network protocol's errors go to the other computer, in English by the
        # protocol (docs/protocol.md); the guest words them by their code
        "WireError",
        "ProtocolError",
    }
)
STREAMS = frozenset({"stdout", "stderr"})
_MARKUP = re.compile(r"\[[^\[\]]*\]|\bR\d+\b")  # Rich markup; rule ids such as R3
_LETTER = re.compile(r"[^\W\d_]")


@dataclass(frozen=True, order=True)
class Finding:
    path: str
    line: int
    text: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.text}"


def _name(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return node.attr
    return None


def is_translation(node: ast.expr) -> bool:
    """A call of the translation layer, possibly followed by .format(...)."""
    if not isinstance(node, ast.Call):
        return False
    if _name(node.func) in TRANSLATORS:
        return True
    return (
        isinstance(node.func, ast.Attribute)
        and node.func.attr == "format"
        and is_translation(node.func.value)
    )


def _has_words(text: str) -> bool:
    return text not in ALLOWED and bool(_LETTER.search(_MARKUP.sub("", text)))


def untranslated_text(node: ast.expr) -> Iterator[tuple[ast.expr, str]]:
    """The pieces of literal text with words in them that ``node`` shows untranslated."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        if _has_words(node.value):
            yield node, node.value
    elif isinstance(node, ast.JoinedStr):
        literal = "".join(
            part.value if isinstance(part, ast.Constant) and isinstance(part.value, str) else "{}"
            for part in node.values
        )
        glued = any(
            isinstance(part, ast.FormattedValue) and is_translation(part.value)
            for part in node.values
        )
        if _has_words(literal) or (glued and literal.strip("{} ")):
            yield node, literal
    elif isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mod)):
        yield from untranslated_text(node.left)
        if isinstance(node.op, ast.Add):
            yield from untranslated_text(node.right)
    elif isinstance(node, ast.IfExp):
        yield from untranslated_text(node.body)
        yield from untranslated_text(node.orelse)
    elif isinstance(node, ast.Call) and not is_translation(node):
        method = node.func
        if isinstance(method, ast.Attribute) and method.attr in ("format", "join"):
            yield from untranslated_text(method.value)
    elif isinstance(node, (ast.List, ast.Tuple)):
        for element in node.elts:
            yield from untranslated_text(element)


def _shown_by_call(call: ast.Call) -> Iterator[ast.expr]:
    name = _name(call.func)
    if name == "write":
        receiver = call.func.value if isinstance(call.func, ast.Attribute) else None
        if receiver is not None and _name(receiver) in STREAMS:
            yield from call.args[:1]
        return
    if name not in TEXT_ARGUMENTS:
        return
    positions, keywords = TEXT_ARGUMENTS[name]
    for index, argument in enumerate(call.args):
        if positions == "*" or index in positions:
            yield argument
    for keyword in call.keywords:
        if keyword.arg in keywords:
            yield keyword.value


def _shown_by_raise(node: ast.Raise) -> Iterator[ast.expr]:
    exception = node.exc
    if isinstance(exception, ast.Call) and _name(exception.func) not in PROGRAMMER_ERRORS:
        yield from exception.args


def _shown_by_assignment(node: ast.Assign | ast.AnnAssign) -> Iterator[ast.expr]:
    targets = node.targets if isinstance(node, ast.Assign) else [node.target]
    if node.value is None:
        return
    if any(_name(target) in TEXT_ATTRIBUTES for target in targets):
        yield node.value
    if any(_name(target) == "BINDINGS" for target in targets) and isinstance(
        node.value, (ast.List, ast.Tuple)
    ):
        for binding in node.value.elts:  # ("key", "action", "Description") tuples
            if isinstance(binding, ast.Tuple) and len(binding.elts) >= 3:
                yield binding.elts[2]


def shown_text(tree: ast.AST) -> Iterator[ast.expr]:
    """Every expression whose value the user reads."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            yield from _shown_by_call(node)
        elif isinstance(node, ast.Raise):
            yield from _shown_by_raise(node)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            yield from _shown_by_assignment(node)


def findings_in(source: str, path: str = "<source>") -> list[Finding]:
    tree = ast.parse(source, filename=path)
    found = {
        Finding(path, piece.lineno, text)
        for expression in shown_text(tree)
        for piece, text in untranslated_text(expression)
    }
    return sorted(found)


def translated_at_import(source: str, path: str = "<source>") -> list[Finding]:
    """``_()`` calls that run when the module is imported (module or class level).

    Their text is fixed in the language of that moment, so switching the
    language in the app later does not change it. Mark such strings with
    ``N_()`` and translate them where they are shown.
    """
    tree = ast.parse(source, filename=path)
    found: list[Finding] = []

    def visit(node: ast.AST) -> None:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            return
        if isinstance(node, ast.Call) and _name(node.func) in TRANSLATORS - {"N_"}:
            text = (
                node.args[0].value if node.args and isinstance(node.args[0], ast.Constant) else ""
            )
            found.append(Finding(path, node.lineno, str(text)))
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return sorted(found)


def python_files(root: Path, skip: tuple[str, ...]) -> Iterator[Path]:
    for path in sorted(root.rglob("*.py")):
        relative = path.relative_to(root).as_posix()
        if not any(relative == s or relative.startswith(f"{s}/") for s in skip):
            yield path


def hidden_from_extractor(source: str, path: str = "<source>") -> list[Finding]:
    """Translation calls inside f-strings: Babel's extractor does not see them (Python 3.11),

    so their text never reaches the catalog and stays English.
    """
    tree = ast.parse(source, filename=path)
    return sorted(
        Finding(path, call.lineno, ast.unparse(call))
        for node in ast.walk(tree)
        if isinstance(node, ast.JoinedStr)
        for call in ast.walk(node)
        if isinstance(call, ast.Call) and _name(call.func) in TRANSLATORS
    )
