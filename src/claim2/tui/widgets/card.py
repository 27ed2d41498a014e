"""Cards drawn as cards: a frame in the faction's colour, its symbol, and its code.

The code (``Gn3``) is on every face, so no card depends on colour. What the
colour says is said by shape too: a card that cannot be played now has a
dashed frame, the card under the cursor is marked ``›Gn3‹`` and a card
waiting for confirmation ``▶Gn3◀``. Hidden cards are backs (``░``), a pile
is a back with its count.

Three sizes: ``SMALL`` (5×3, the symbol in the top edge) for 80×24,
``LARGE`` (7×5, values in the corners) from about 120×36, ``HUGE`` (9×7) from
about 180×46. The colours are
theme variables (``$faction-gnomes`` …, set by the app for light and dark
themes), named in each card's Content style (``card_style``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum

from rich.cells import cell_len, set_cell_size
from textual.geometry import Size

from claim2.engine import Card
from claim2.present.palette import SYMBOLS, variable

#: How much of each card but the last a fanned row shows: a stack shows its edges, a row
#: of cards lying over each other (``spread``) shows each card's code.
FAN_STEP = 2
SPREAD_STEP = 4

#: From this terminal size on, cards are drawn large; from the next one, larger still.
LARGE_FROM = Size(118, 34)
HUGE_FROM = Size(180, 46)


class CardSize(Enum):
    """How big cards are drawn: (width, height) in terminal cells."""

    SMALL = (5, 3)
    LARGE = (7, 5)
    HUGE = (9, 7)

    @property
    def width(self) -> int:
        return self.value[0]

    @property
    def height(self) -> int:
        return self.value[1]


def size_for(terminal: Size) -> CardSize:
    """The card size for a terminal (or screen) of this size."""
    if terminal.width >= HUGE_FROM.width and terminal.height >= HUGE_FROM.height:
        return CardSize.HUGE
    if terminal.width >= LARGE_FROM.width and terminal.height >= LARGE_FROM.height:
        return CardSize.LARGE
    return CardSize.SMALL


class Look(Enum):
    """What a place in a row of cards shows."""

    FACE = "face"  # a card face up
    BACK = "back"  # a hidden card (or a pile: a back with its count)
    SLOT = "slot"  # an empty place (the card still to be played)


@dataclass(frozen=True, slots=True)
class CardSpec:
    """One place in a row of cards."""

    look: Look
    card: Card | None = None
    playable: bool = True  # False: a dashed frame, dimmed
    cursor: bool = False  # ›Gn3‹
    armed: bool = False  # ▶Gn3◀
    count: int | None = None  # on a back: how many cards the pile holds
    gap: int = 0  # empty columns before this card

    @classmethod
    def face(cls, card: Card, **kwargs: bool | int) -> CardSpec:
        return cls(Look.FACE, card, **kwargs)  # type: ignore[arg-type]

    @classmethod
    def back(cls, count: int | None = None, gap: int = 0) -> CardSpec:
        return cls(Look.BACK, count=count, gap=gap)

    @classmethod
    def slot(cls, gap: int = 0) -> CardSpec:
        return cls(Look.SLOT, gap=gap)


SOLID = ("╭", "─", "╮", "│", "╰", "╯")
DASHED = ("┌", "╌", "┐", "╎", "└", "┘")


def _centre(text: str, width: int, fill: str = " ") -> str:
    left = (width - len(text) + 1) // 2
    return fill * left + text + fill * (width - len(text) - left)


def card_lines(spec: CardSpec, size: CardSize) -> list[str]:
    """The card as plain text lines, each ``size.width`` cells wide."""
    width, height = size.value
    inner = width - 2
    solid = (spec.look is Look.FACE and spec.playable) or spec.look is Look.BACK
    tl, h, tr, v, bl, br = SOLID if solid else DASHED
    if spec.look is Look.FACE and spec.card is not None:
        card = spec.card
        symbol = SYMBOLS[card.faction]
        code = card.code
        if height == 3:
            top = tl + _centre(symbol, inner, h) + tr
            middle = [code.center(inner)]
        else:
            value = str(card.value)
            middle = [" " * inner for _ in range(height - 2)]
            middle[0] = value + " " * (inner - 2) + symbol
            middle[-1] = symbol + " " * (inner - 2) + value
            code_row = (height - 2) // 2
            middle[code_row] = code.center(inner)
            top = tl + h * inner + tr
        if height == 3:
            code_row = 0
    elif spec.look is Look.BACK:
        count = "" if spec.count is None else str(spec.count)
        middle = ["░" * inner for _ in range(height - 2)]
        if count:
            centre = (height - 2) // 2
            middle[centre] = (
                _centre(count, inner, "░") if height == 3 else "░" + _centre(count, inner - 2) + "░"
            )
        top = tl + h * inner + tr
        code_row = -1
    else:
        middle = [" " * inner for _ in range(height - 2)]
        middle[(height - 2) // 2] = _centre("?", inner)
        top = tl + h * inner + tr
        code_row = -1
    lines = [top]
    for row, text in enumerate(middle):
        left, right = v, v
        if row == code_row and spec.armed:
            left, right = "▶", "◀"
        elif row == code_row and spec.cursor:
            left, right = "›", "‹"
        lines.append(left + text + right)
    lines.append(bl + h * inner + br)
    return lines


#: How each kind of place is drawn (Content styles with the theme's variables: one
#: mechanism for the faction colours, resolved for the theme when drawn).
BACK_STYLE = "$text-muted"
SLOT_STYLE = "$text-muted"
LABEL_STYLE = "$text-muted"
UNPLAYABLE = " dim"
CURSOR_BACKGROUND = " on $boost"
FOCUSED_CURSOR_BACKGROUND = " on $primary 40%"
ARMED_BACKGROUND = " on $warning 50%"


def card_style(spec: CardSpec, *, focused: bool = False) -> str:
    """The style a card is drawn with: its faction's theme colour, bold; dim when it cannot
    be played; a background under the cursor (stronger when its row has the focus) or
    when armed."""
    if spec.look is Look.FACE and spec.card is not None:
        style = f"bold ${variable(spec.card.faction)}"
        if not spec.playable:
            style += UNPLAYABLE
        if spec.armed:
            style += ARMED_BACKGROUND
        elif spec.cursor:
            style += FOCUSED_CURSOR_BACKGROUND if focused else CURSOR_BACKGROUND
        return style
    return BACK_STYLE if spec.look is Look.BACK else SLOT_STYLE


def label_line(places: Sequence[tuple[int, int]], labels: Sequence[str]) -> str:
    """The line under a row of cards: each label centred under its card (``places``: the
    first column and width of each card).

    A label wider than its card may spill into the gaps beside it, never under another
    card and always a blank apart from the label before it (the last one as far to the
    right as the gap before its card is wide). A label with less room than it needs is
    moved inside its room, and cut with an ellipsis only if it is still too wide."""
    text = ""
    for index, ((start, width), label) in enumerate(zip(places, labels, strict=False)):
        before = places[index - 1][0] + places[index - 1][1] if index else 0  # its gap's start
        low = max(before + 1, cell_len(text) + 1) if text else before
        if index + 1 < len(places):
            high = places[index + 1][0] - 1  # a blank before the next card's label
        else:
            high = start + width + (start - before)
        room = high - low
        if room <= 0 or not label:
            continue
        if cell_len(label) > room:
            label = set_cell_size(label, room - 1).rstrip() + "…"  # noqa: PLW2901
        wanted = start + (width - cell_len(label)) // 2
        at = min(max(wanted, low), high - cell_len(label))
        text += " " * (at - cell_len(text)) + label
    return text


def room_for_labels(
    specs: Sequence[CardSpec], labels: Sequence[str], width: int = CardSize.SMALL.width
) -> list[CardSpec]:
    """``specs`` with each gap as wide as the labels beside it need to be shown whole by
    ``label_line`` under cards ``width`` wide (the smallest: larger cards need less), the
    first label from the row's start and the others centred under their cards."""
    lefts, rights = [], []
    for index, label in enumerate(labels):
        extra = max(0, cell_len(label) - width)
        left = 0 if index == 0 else (extra + 1) // 2
        lefts.append(left)
        rights.append(extra - left)
    spaced = list(specs)
    for index in range(1, min(len(spaced), len(labels))):
        need = rights[index - 1] + lefts[index] + 1
        if index == len(spaced) - 1:
            need = max(need, rights[index])
        spaced[index] = replace(spaced[index], gap=max(spaced[index].gap, need))
    return spaced
