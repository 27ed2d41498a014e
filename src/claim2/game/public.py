"""What both players may see (R17): the only input of the public screens.

A public screen (hand-off, trick result, log, end) is built from a
``PublicView`` and from ``public_events``: the hidden cards are not in them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import fields

from claim2.engine.events import CardDrawn, Event, SeerPeeked
from claim2.engine.views import PublicView

__all__ = ["PublicView", "public_event", "public_events", "public_view"]


def public_view(seen: PublicView) -> PublicView:
    """The public fields of ``seen`` (a seat's view, say), leaving out the hand, draws, peek
    and events."""
    return PublicView(**{field.name: getattr(seen, field.name) for field in fields(PublicView)})


def public_event(event: Event) -> Event | None:
    """The event as anybody may see it: a hidden draw without its card, no Seer peek."""
    if isinstance(event, SeerPeeked):
        return None
    if isinstance(event, CardDrawn):
        return event._replace(card=None)
    return event


def public_events(events: Iterable[Event]) -> tuple[Event, ...]:
    """The public events among ``events``, with the hidden cards taken out."""
    result = []
    for event in events:
        public = public_event(event)
        if public is not None:
            result.append(public)
    return tuple(result)
