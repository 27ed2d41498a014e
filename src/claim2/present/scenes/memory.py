"""The memory aids in words (``claim2.engine.aids``), for the seat's own eyes only: the
cards not seen yet and what is known of the opponent's cards."""

from __future__ import annotations

from claim2.engine import Faction, PlayerView
from claim2.engine.aids import memory_aids
from claim2.present.phrase import Joined, Phrase, said
from claim2.present.scenes.turn import Names
from claim2.text.i18n import _
from claim2.text.wording import faction_name

#: What separates the groups of a line of memory aids (one faction's values each).
GROUP_BREAK = " · "


def memory_lines(seen: PlayerView, names: Names, *, full_names: bool = False) -> list[Phrase]:
    """The memory aids, a line each; ``full_names``: each faction named in words ("Gnomes
    1 2"), not by its code ("Gn 1 2")."""
    aids = memory_aids(seen)
    other = names[seen.opponent]
    lines = []
    if seen.phase == 1:
        groups = []
        for faction in Faction:
            values = " ".join(str(card.value) for card in aids.unseen_of(faction))
            groups.append(
                Phrase(
                    "{faction} {values}",
                    {
                        "faction": faction_name(faction) if full_names else faction.code,
                        "values": values or "—",
                    },
                )
            )
        lines.append(said(_("Not seen yet: {cards}"), cards=Joined(tuple(groups), GROUP_BREAK)))
        peeked = list(aids.opponent_known)
        for card in seen.prizes[seen.opponent]:
            peeked.remove(card)  # the prizes are on the table for both to see
        if peeked:
            lines.append(
                said(
                    _("In {name}'s follower pile, seen with your Seer: {cards}"),
                    name=other,
                    cards=tuple(peeked),
                )
            )
    else:
        lines.append(
            said(_("{name} holds, worked out: {cards}"), name=other, cards=aids.opponent_known)
        )
    return lines


def memory_title() -> Phrase:
    """Over the memory aids: they are for the seat's own eyes."""
    return said(_("Your memory (only you)"))
