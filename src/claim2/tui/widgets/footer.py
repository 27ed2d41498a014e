"""The key footer in the player's language, rebuilt at most once per refresh.

Binding descriptions are marked with ``N_()`` where they are declared (class
level) and translated when shown: every screen of the app is a
``TranslatedKeys`` screen, whose ``active_bindings`` (what Textual's footer
and key panel show) carry the descriptions in the current language, so a
change of language reaches them. Textual's Footer rebuilds its widgets on every
change of the bindings, and moving the focus or going on to the next step changes
them several times in a row; ``KeyFooter`` draws the same keys as one line of text.
"""

from __future__ import annotations

import functools
from collections.abc import Hashable
from dataclasses import replace

from textual import events
from textual.binding import ActiveBinding, Binding
from textual.content import Content
from textual.reactive import reactive
from textual.screen import Screen
from textual.strip import Strip
from textual.visual import Visual
from textual.widget import Widget

from claim2.text.i18n import _, current_language
from claim2.tui.widgets.steady import Steady


class TranslatedKeys:
    """A mixin for screens (put it before ``Screen``): key descriptions translated."""

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        active: dict[str, ActiveBinding] = super().active_bindings  # type: ignore[misc]
        return {
            key: found._replace(binding=translated(found.binding)) for key, found in active.items()
        }


def translated(binding: Binding) -> Binding:
    """The binding with its description in the current language."""
    return _translated(binding, current_language())


@functools.lru_cache(maxsize=512)
def _translated(binding: Binding, language: str) -> Binding:
    """The footer reads the screen's keys about three times a step: each binding is
    translated once a language (a dataclass copied, about 10 µs, for each of 34 keys)."""
    return replace(binding, description=_(binding.description) if binding.description else "")


#: Lines the footer keeps: a screen's keys dimmed and lit, a few screens' worth.
KEPT_LINES = 16


def fitting(items: list[Content], room: int) -> int:
    """How many of the footer's ``items`` show in ``room`` columns (each whole, in order)."""
    column = 0
    for count, item in enumerate(items):
        column += item.cell_length
        if column > room:
            return count
    return len(items)


class KeyFooter(Steady, Widget):
    """The keys of the screen in one line at the bottom: each shown binding's key and what it
    does (dimmed while it cannot be used), the palette's key at the right (without its
    words when the screen's keys need the room).

    Drawn as one line of text and drawn again only when the keys change: moving the focus
    or going on to the next step of a game changes the bindings several times, and a
    footer made of one widget per key would be built anew each time. Each line drawn is
    kept (with the line API), for the keys it shows, dimmed or not: a step shows the same
    few lines again (a scene's keys dimmed until its gate opens, then lit), and drawing one
    from its words each time cost about half a millisecond. A click on a key presses it.
    """

    DEFAULT_CSS = """
    KeyFooter {
        dock: bottom;
        height: 1;
        width: 100%;
        background: $footer-background;
        color: $footer-foreground;
    }
    """

    waiting: reactive[bool] = reactive(False)
    """The keys are dimmed: the screen does not take them yet."""
    held: reactive[bool] = reactive(False)
    """A key came while the screen did not take keys: say why nothing happened."""

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes)
        self._keys: tuple[tuple[str, str, str, bool], ...] = ()  # key, shown, words, on
        self._palette: tuple[str, str, str, bool] | None = None
        self._places: list[tuple[int, int, str]] = []  # first column, width, key
        self._base: Hashable = None  # the style and theme the kept lines were drawn in
        self._kept: dict[Hashable, tuple[Strip, list[tuple[int, int, str]]]] = {}

    def on_mount(self) -> None:
        self.screen.bindings_updated_signal.subscribe(self, self.bindings_changed)
        self.bindings_changed(self.screen)

    def bindings_changed(self, screen: Screen[object]) -> None:
        if not self.is_attached or screen is not self.screen:
            return
        shown: dict[str, tuple[str, str, str, bool]] = {}
        palette = None
        app = self.app
        for active in screen.active_bindings.values():
            binding = active.binding
            is_palette = binding.key == app.COMMAND_PALETTE_BINDING
            if not is_palette and (not binding.show or binding.action in shown):
                continue  # not in the footer (the ? list has it)
            entry = (binding.key, app.get_key_display(binding), binding.description, active.enabled)
            if is_palette:
                palette = entry if app.ENABLE_COMMAND_PALETTE else None
            else:
                shown[binding.action] = entry
        keys = tuple(shown.values())
        if (keys, palette) != (self._keys, self._palette):
            self._keys, self._palette = keys, palette
            self.refresh()

    def render(self) -> Content:
        """The line: each key whole, or not at all, and the palette's key at the right."""
        return self._line()

    def render_line(self, y: int) -> Strip:
        """The line of ``render``, drawn once for each look and kept (with where each key is)."""
        width = self.size.width
        style = self.visual_style
        base = (style, self.app.theme)
        if base != self._base:
            self._base = base
            self._kept.clear()
        look = (self._keys, self._palette, self.waiting, self.held, width, current_language())
        found = self._kept.get(look)
        if found is None:
            if len(self._kept) >= KEPT_LINES:
                self._kept.clear()
            line = self._line()
            strips = Visual.to_strips(self, line, width, 1, style)
            found = (strips[0] if strips else Strip.blank(width, style.rich_style), self._places)
            self._kept[look] = found
        strip, self._places = found
        return strip if y == 0 else Strip.blank(width, style.rich_style)

    def _line(self) -> Content:
        if self.waiting and self.held:
            self._places = []
            return Content.styled(
                " " + _("Let go of the keys for a moment: this screen then takes them."),
                "bold $text-warning",
            )
        items = [
            Content.assemble(
                Content.styled(f" {shown} ", "bold $footer-key-foreground"),
                Content.styled(f"{words} ", "$footer-description-foreground"),
            )
            for _key, shown, words, _on in self._keys
        ]
        right = self._palette_part(words=True)
        short = self._palette_part(words=False)
        if fitting(items, self.size.width - short.cell_length) > fitting(
            items, self.size.width - right.cell_length
        ):
            right = short  # the palette's words give way to a key of the screen
        room = self.size.width - right.cell_length
        parts: list[Content] = []
        places: list[tuple[int, int, str]] = []
        column = 0
        for (key, _shown, _words, on), item in zip(self._keys, items, strict=True):
            if column + item.cell_length > room:
                break  # a key shows whole or not at all (the ? list has them all)
            places.append((column, item.cell_length, key))
            parts.append(item.stylize("dim") if not on or self.waiting else item)
            column += item.cell_length
        line = Content("").join(parts).pad_right(max(room - column, 0))
        if self._palette is not None:
            places.append((room, right.cell_length, self._palette[0]))
            line = line + right
        self._places = places
        return line

    def _palette_part(self, *, words: bool) -> Content:
        """The palette's key at the right (``words``: with what it opens), or nothing."""
        if self._palette is None:
            return Content("")
        _key, shown, what, _on = self._palette
        return Content.assemble(
            Content.styled("▏", "$foreground 20%"),
            Content.styled(f"{shown} ", "bold $footer-key-foreground"),
            Content.styled(f"{what} " if words else "", "$footer-description-foreground"),
        )

    def on_click(self, event: events.Click) -> None:
        """A click on a key presses it."""
        for start, width, key in self._places:
            if start <= event.x < start + width:
                event.stop()
                self.app.simulate_key(key)
                return
