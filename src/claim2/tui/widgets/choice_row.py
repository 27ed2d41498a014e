"""One line of choices of which one is chosen (``▐●▌ One game  ▐○▌ Match to 2 wins``), for
the start and host screens.

One widget draws the whole row, where Textual's ``RadioSet`` is a container of a
``RadioButton`` per choice: the start screen's four rows were sixteen widgets to style
before the first frame (about 25 ms of CPU; ``benchmarks/first_screen.py``). The arrow
keys choose (round the row), a click chooses the choice under it, and the chosen one
shows by shape, not by colour alone: ``●`` chosen, ``○`` not (as under ``NO_COLOR``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from textual import events
from textual.binding import BindingType
from textual.content import Content
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from claim2.tui.bindings import bound
from claim2.tui.widgets.in_order import InOrder, own_bindings

RADIO_ON, RADIO_OFF = "●", "○"
# as Textual's toggle buttons: a pill in the panel colour, the mark green when chosen
EDGE_STYLE = "$panel"
ON_STYLE = "$text-success on $panel"
OFF_STYLE = "$foreground-darken-3 on $panel"  # Textual's $panel-darken-2 all but hid the ring
CURSOR_STYLE = "bold $block-cursor-foreground on $block-cursor-background"
BLURRED_STYLE = "on $block-cursor-blurred-background"
MARK_WIDTH = 3  # "▐●▌", then the label with a space either side (" One game ")

Choice = tuple[str, "str | Content"]


class ChoiceRow(InOrder, Widget, can_focus=True):
    """Choices in a row, one of them chosen (``chosen``: its key); posts ``Changed``.

    ``prompt`` is drawn before them (``Play:``); ``spread`` puts them in equal columns
    across the row (a label too wide for its column is cut, with an ellipsis), else ``gap``
    cells apart."""

    DEFAULT_CSS = """
    ChoiceRow {
        height: 1;
        width: 1fr;
        pointer: pointer;
    }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        bound("choice_row.next", "step(1)", show=False),
        bound("choice_row.previous", "step(-1)", show=False),
    ]
    OWN = own_bindings(BINDINGS)  # taken as they come (a burst: ``in_order``)

    choices: reactive[tuple[Choice, ...]] = reactive((), init=False)
    """Each choice as (key, label); a label given as ``str`` is shown as plain text."""
    chosen: reactive[str] = reactive("", init=False)
    """The key of the choice chosen."""
    prompt: reactive[str] = reactive("", init=False)
    """Drawn before the choices (``Play:``), or nothing."""

    class Changed(Message):
        """Another choice was chosen."""

        def __init__(self, row: ChoiceRow, key: str) -> None:
            super().__init__()
            self.row = row
            self.key = key

        @property
        def control(self) -> ChoiceRow:
            return self.row

    def __init__(
        self,
        choices: Sequence[Choice],
        chosen: str | None = None,
        *,
        prompt: str = "",
        spread: bool = False,
        gap: int = 2,
        id: str | None = None,
    ) -> None:
        super().__init__(id=id)
        self.set_reactive(ChoiceRow.prompt, prompt)
        self.spread = spread
        self.gap = gap
        self.set_reactive(ChoiceRow.choices, tuple(choices))
        self.set_reactive(ChoiceRow.chosen, chosen if chosen is not None else choices[0][0])

    def keys(self) -> list[str]:
        return [key for key, _label in self.choices]

    def relabel(self, key: str, label: str | Content) -> None:
        """One choice's label changed (a name as it is typed)."""
        self.choices = tuple((each, label if each == key else old) for each, old in self.choices)

    def watch_chosen(self, key: str) -> None:
        self.post_message(self.Changed(self, key))

    def action_step(self, step: int) -> None:
        """The next choice (``step`` 1) or the one before (-1), round the row."""
        keys = self.keys()
        self.chosen = keys[(keys.index(self.chosen) + step) % len(keys)]

    def _placed(self, width: int) -> list[tuple[int, Content]]:
        """Each choice's first cell and label (cut to its column when spread) in a row
        ``width`` cells wide."""
        labels = [Content(label) if isinstance(label, str) else label for _, label in self.choices]
        before = Content(self.prompt).cell_length + 1 if self.prompt else 0
        found: list[tuple[int, Content]] = []
        start = before
        for place, label in enumerate(labels):
            if self.spread:
                start = before + (width - before) * place // len(labels)
                room = (width - before) // len(labels) - MARK_WIDTH - 3  # a space either side
                label = label.truncate(max(room, 1), ellipsis=True)  # noqa: PLW2901
            found.append((start, label))
            start += MARK_WIDTH + label.cell_length + 2 + self.gap
        return found

    def spans(self, width: int) -> list[tuple[int, int]]:
        """Where each choice is drawn in a row ``width`` cells wide: (first, after last)."""
        return [
            (start, start + MARK_WIDTH + label.cell_length + 2)
            for start, label in self._placed(width)
        ]

    def render(self) -> Content:
        parts: list[Content] = [Content(self.prompt + " ")] if self.prompt else []
        at = parts[0].cell_length if parts else 0
        focused = self.has_focus
        for key, (start, label) in zip(self.keys(), self._placed(self.size.width), strict=True):
            on = key == self.chosen
            shown = Content.assemble(" ", label, " ")
            if on:
                shown = shown.stylize(CURSOR_STYLE if focused else BLURRED_STYLE)
            parts += [
                Content(" " * max(start - at, 0)),
                Content.styled("▐", EDGE_STYLE),
                Content.styled(RADIO_ON if on else RADIO_OFF, ON_STYLE if on else OFF_STYLE),
                Content.styled("▌", EDGE_STYLE),
                shown,
            ]
            at = max(start, at) + MARK_WIDTH + shown.cell_length
        return Content("").join(parts)

    def on_click(self, event: events.Click) -> None:
        """The choice under the pointer (the space after a choice belongs to it; the
        border, the padding and the prompt choose nothing)."""
        offset = event.get_content_offset(self)
        if offset is None:
            return
        spans = self.spans(self.size.width)
        for key, (start, _end) in reversed(list(zip(self.keys(), spans, strict=True))):
            if offset.x >= start:
                self.chosen = key
                return

    def on_focus(self) -> None:
        self.refresh()

    def on_blur(self) -> None:
        self.refresh()
