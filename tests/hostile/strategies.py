"""Hostile text for the tests: markup, escape sequences, bidi controls, very long, nested."""

from __future__ import annotations

from hypothesis import strategies as st

MARKUP = [
    "[/]",
    "[b]",
    "[@click=app.screenshot('victim.txt','/tmp')]Press here to recover your game[/]",
    "[link=https://example.com]x[/link]",
    "\\[@click=app.quit]",
    "a\\",
    "$name",
    "{name}",
    "%s",
]
ESCAPES = [
    "\x1b[2J\x1b[H",  # clear the screen
    "\x1b]0;pwned\x07",  # set the window title
    "\x1b]52;c;cHduZWQ=\x07",  # write the clipboard (OSC 52)
    "\x9b31m",  # a C1 control sequence introducer
    "\r\n",
    "\x00",
]
BIDI = ["\u202e", "\u202d", "\u2066", "\u200b", "\u200f", "\ufeff", "\u061c"]

pieces = st.sampled_from(MARKUP + ESCAPES + BIDI) | st.text(max_size=8)

#: Text a file or a person might hold: pieces of markup, escape sequences and bidi controls.
hostile_text = st.lists(pieces, max_size=6).map("".join) | st.text()

#: The same, sometimes very long.
hostile_or_long = hostile_text | st.integers(300, 5000).map(lambda n: "[/]\x1b" * n)


def nested(depth: int) -> str:
    """JSON nested ``depth`` deep."""
    return "[" * depth + "]" * depth
