"""Keys named as keyboards label them, in the footer and the keys list."""

from __future__ import annotations

import pytest
from textual.binding import Binding

from claim2.tui.shell import Shell, key_label


@pytest.mark.parametrize(
    ("shown", "label"),
    [
        ("home", "Home"),
        ("end", "End"),
        ("f3", "F3"),
        ("f12", "F12"),
        ("escape", "Esc"),
        ("shift+tab", "shift+Tab"),
        ("^s", "^s"),
        ("a", "a"),
        ("?", "?"),
        ("fx", "fx"),
    ],
)
def test_a_named_key_is_shown_as_on_a_keyboard(shown: str, label: str) -> None:
    assert key_label(shown) == label


def test_a_key_display_given_by_a_binding_is_kept() -> None:
    app = Shell()
    assert app.get_key_display(Binding("f1", "rules", "Rules", key_display="F1")) == "F1"
    assert app.get_key_display(Binding("home", "first", "First card")) == "Home"
