"""The guest's link as a QR code in text, for the host's screen (``segno`` makes it).

Two rows of modules go into one line of characters: ``█`` both dark, ``▀`` the upper,
``▄`` the lower, a space neither. The app draws them dark on light, as a QR code is read.
"""

from __future__ import annotations

import segno

BORDER = 2  # modules of light around the code (phones read 2 well; the standard asks 4)
_CELLS = {(False, False): " ", (True, False): "▀", (False, True): "▄", (True, True): "█"}


def qr_lines(text: str) -> list[str]:
    """``text`` as a QR code: its lines, all of the same width."""
    code = segno.make(text, error="l", micro=False)
    rows = [[bool(module) for module in row] for row in code.matrix_iter(border=BORDER)]
    if len(rows) % 2:
        rows.append([False] * len(rows[0]))
    return [
        "".join(_CELLS[upper, lower] for upper, lower in zip(top, bottom, strict=True))
        for top, bottom in zip(rows[::2], rows[1::2], strict=True)
    ]
