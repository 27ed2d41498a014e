"""What the table says around a scene, as ``Phrase`` sentences any front-end lays out: the
hand-off's lines that depend on the card led, and the take-back's.

Between two people at one screen, the follower's hand-off names nothing the leader played
(the scene does not even hold it: ``scene.veiled``): the follower may be holding the laptop
already, and the leader may still take the card back.
"""

from __future__ import annotations

from claim2.engine.ruleset import next_seat
from claim2.present.narrator import trick_heading
from claim2.present.phrase import Phrase
from claim2.sitting.scene import Scene, TakeBackOffer
from claim2.text.i18n import _


def led_line(scene: Scene) -> Phrase | None:
    """On a hand-off in the middle of a trick: who has led and who answers, never the card
    (None on other scenes)."""
    public = scene.public
    if not scene.lead_veiled and not public.played:
        return None
    leader = public.leader
    return Phrase(
        _("{where}: {leader} has led a card; {name} answers it."),
        {
            "where": trick_heading(public.phase, public.trick).plain,
            "leader": scene.names[leader],
            "name": scene.names[next_seat(leader)],
        },
    )


def take_back_line(offer: TakeBackOffer, names: tuple[str, str]) -> Phrase:
    """The take-back on offer on a hand-off, to the leader, without the card: the laptop may
    already be in the follower's hands."""
    return Phrase(
        _("{name}: changed your mind? Press u to take your card back."),
        {"name": names[offer.seat]},
    )
