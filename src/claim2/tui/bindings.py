"""The app's bindings, made from the keymap (``claim2.present.keymap``): each takes its keys
and its id from there, so a key is chosen in one place and Textual's ``App.set_keymap``
can rebind any of them by its id."""

from __future__ import annotations

from textual.binding import Binding

from claim2.present.keymap import key_names, keys

#: Keys the footer shows as Textual's own glyph rather than by their name.
GLYPHS = {"Enter": "⏎"}


def shown(*binding_ids: str) -> str:
    """The footer's name for the (first) keys of ``binding_ids``, joined: ``⏎``, ``Esc``,
    ``F1``, ``←→↑↓`` (the hand's four moves shown as one)."""
    names = (key_names(binding_id)[0] for binding_id in binding_ids)
    return "".join(GLYPHS.get(name, name) for name in names)


def bound(
    binding_id: str,
    action: str,
    description: str = "",
    *,
    show: bool = True,
    priority: bool = False,
    display: bool | str = False,
) -> Binding:
    """The binding ``binding_id`` of the keymap: its keys, for ``action``. ``display``: the
    footer names the key as ``shown`` does (True), as given (a string), or as Textual does
    (False)."""
    key_display = shown(binding_id) if display is True else display or None
    return Binding(
        keys(binding_id),
        action,
        description,
        show=show,
        key_display=key_display,
        priority=priority,
        id=binding_id,
    )
