"""Parts of the table that never scroll, so a change in what they hold needs no second layout.

Textual declares a widget's `virtual_size` (the size of what it holds) as a reactive with
`layout=True`: when it changes, the widget asks its screen for another layout, so that scroll
bars can come or go. That second layout reflows and repaints the whole screen, and it only redoes
what the first one did for a widget that cannot scroll. It came on phase two's step (the
table's phase-two parts show for the first time, others change size) and on about one step in
five at 200×50: without it, phase two costs 16–19% more Python calls, the end 12–14%
(docs/performance.md).

`Steady` declares the reactive again without the layout and without the repaint: the repaint
would draw the widget a second time in the step, after the layout that set the size. Nothing is
lost: a widget whose size changes is repainted by that layout, and a widget whose content
changes is refreshed by the change itself (`Static.update`, the table's own `refresh` calls).
Only for widgets whose overflow stays `hidden`, as Textual's containers and `Static` have it: a
part that may scroll (the public scene on short terminals) keeps Textual's own reactive
(`tests/app/test_layout.py` holds this). It redeclares one of Textual's reactives:
`tests/tui_units/test_redeclared_reactives.py` fails if Textual stops asking for that layout
or if `Steady` stops keeping it away.
"""

from __future__ import annotations

from textual.containers import Center, Container, Horizontal, Vertical
from textual.geometry import Size
from textual.reactive import Reactive
from textual.widgets import Static


class Steady:
    """Mixed in before a Textual widget class: its virtual size changes without a layout
    or a repaint."""

    virtual_size: Reactive[Size] = Reactive(Size(0, 0), layout=False, repaint=False)


class SteadyScrolling:
    """Mixed in before a Textual container that may scroll (its overflow ``auto``): its
    virtual size changes without a layout of its own. Its scroll bars still come and go:
    Textual's ``show_vertical_scrollbar`` and ``show_horizontal_scrollbar`` are reactives
    that ask for the layout themselves when the new virtual size shows or hides one
    (``tests/tui_units/test_redeclared_reactives.py``). Without it, the end of a game was
    laid out twice the first time it was shown (its virtual size came from nothing) though
    no scroll bar came: 3.4 ms of a 40 ms end at 80×24 (docs/performance.md)."""

    virtual_size: Reactive[Size] = Reactive(Size(0, 0), layout=False, repaint=False)


class SteadyStatic(Steady, Static):
    """A text of the table."""


class SteadyVertical(Steady, Vertical):
    """A column of the table."""


class SteadyHorizontal(Steady, Horizontal):
    """A row of the table."""


class SteadyCenter(Steady, Center):
    """A row of the table with its content in the middle."""


class SteadyContainer(Steady, Container):
    """A part of the table that takes the room left to it."""
