"""What the table says around a scene, as ``Phrase`` sentences any front-end lays out: the
hand-off (whom the laptop goes to, who looks away, why) and the take-back.

Between two people at one screen, the follower's hand-off names nothing the leader played
(the scene does not even hold it: ``scene.veiled``): the follower may be holding the laptop
already, and the leader may still take the card back.
"""

from __future__ import annotations

from enum import Enum

from claim2.engine.ruleset import next_seat
from claim2.engine.scoring import score
from claim2.present.keymap import key_name
from claim2.present.narrator import trick_cards, trick_heading
from claim2.present.phrase import Phrase, Teller, Voice
from claim2.sitting.scene import Scene, TakeBackOffer
from claim2.sitting.seating import standing_line
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
        _("{name}: changed your mind? Press {key} to take your card back."),
        {"name": names[offer.seat], "key": key_name("game.take_back")},
    )


def handoff_title(scene: Scene) -> Phrase:
    """Whom the laptop goes to (back to, after a card taken back)."""
    name = scene.names[scene.seat if scene.seat is not None else 0]
    if scene.back_to:
        return Phrase(_("Pass the laptop back to {name}"), {"name": name})
    return Phrase(_("Pass the laptop to {name}"), {"name": name})


def look_away(scene: Scene) -> Phrase:
    """What each player does while the laptop changes hands."""
    seat = scene.seat if scene.seat is not None else 0
    return Phrase(
        _("{other}, please look away. {name}, press {key} when only you can see the screen."),
        {
            "other": scene.names[next_seat(seat)],
            "name": scene.names[seat],
            "key": key_name("game.reveal"),
        },
    )


def look_away_briefly(scene: Scene) -> Phrase:
    """``look_away`` in few words, for plain lines read aloud."""
    seat = scene.seat if scene.seat is not None else 0
    return Phrase(
        _("{other}, look away; {name}, press {key}."),
        {
            "other": scene.names[next_seat(seat)],
            "name": scene.names[seat],
            "key": key_name("game.reveal"),
        },
    )


def handoff_context(scene: Scene) -> Phrase:
    """Why the laptop changes hands: a Seer's choice to make, the trick under way (never
    the card led, ``led_line``), or who leads."""
    public, names = scene.public, scene.names
    last = public.last_trick
    if public.seer_pending is not None and last is not None:
        return Phrase(
            _("{cards} {name} won with a Seer and now chooses."),
            {"cards": trick_cards(last, Teller(Voice.PUBLIC, names)), "name": names[last.winner]},
        )
    led = led_line(scene)
    if led is not None:
        return led
    return Phrase(
        _("{where}: {name} leads."),
        {"where": trick_heading(public.phase, public.trick), "name": names[public.leader]},
    )


def going_on_line(scene: Scene) -> Phrase | None:
    """On a scene that goes on by itself (a trick's result against the computer), that it
    does and how to stop it; once a key held it, how to go on (None: it waits for Enter as
    every scene does)."""
    if scene.held:
        return Phrase(_("Held: press {key} to go on"), {"key": key_name("game.proceed")})
    if scene.pause is not None and not scene.acts and scene.computer_move is None:
        return Phrase(_("Goes on by itself; any key holds it"))
    return None


class AfterGame(Enum):
    """What the players choose at the end of a game."""

    QUIT = "quit"
    AGAIN = "again"  # the same players again, or the match's next game
    START = "start"  # back to the start: another game set up


def again_label(scene: Scene) -> str:
    """The end's way on with the same players: the match's next game, or another."""
    return _("Next game") if scene.in_match and scene.match_goes_on else _("Play again")


def end_menu(scene: Scene, *, start: bool = True) -> list[tuple[AfterGame, str]]:
    """The end's choices, quit first (a script that answers "1" stops after one game);
    ``start``: a new game may be set up here (not on a guest's screen)."""
    menu = [(AfterGame.QUIT, _("Quit")), (AfterGame.AGAIN, again_label(scene))]
    if start:
        menu.append((AfterGame.START, _("New game")))
    return menu


def match_words(scene: Scene) -> str | None:
    """At the end of a game of a match: where the match stands, in the current language
    (from the scene's standing, so the end drawn again after F3 says it in the new one);
    a line the scene came with otherwise (the guest's, worded by its table)."""
    if scene.standing is None:
        return scene.match_line
    winner = score(scene.public.score_piles).winner
    return standing_line(scene.names, scene.standing, winner)
