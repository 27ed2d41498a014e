"""One seat of a table as its page sees it: a ``SeatSource``, whatever table the seat is at
(the network guest's, ``claim2.web.guest_seat``; a phone at the couch).

The interface is kept below the web (``claim2.sitting.remote.seat_source``), so that a
source in the sitting implements it without importing the web; this module names it for
the page server. /work/notes/seat-page.md is the promise to the couch.
"""

from __future__ import annotations

from claim2.sitting.remote.seat_source import Naming, SeatNow, SeatSource

__all__ = ["Naming", "SeatNow", "SeatSource"]
