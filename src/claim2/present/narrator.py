"""The game's words: each engine event worded once, in three voices (``phrase.Voice``).

``tell`` says what one event did; ``trick_cards``, ``win_reason``, ``next_lead`` and
``phase_two_lead`` say a trick's parts where a screen shows them apart; ``verdict`` says
who won the game and why. Each returns ``Phrase`` sentences: the caller renders them
(``phrase.text`` for Rich, ``claim2.tui.narrate`` for the app) and builds the structure
around them (a trick's heading, where the next lead is said).
"""

from __future__ import annotations

from claim2.engine import LeadReason, SeerChoice
from claim2.engine import events as ev
from claim2.engine.ruleset import TRICKS_PER_PHASE, next_seat
from claim2.present.phrase import Arg, Phrase, Teller, Voice
from claim2.text.i18n import N_, _, ngettext
from claim2.text.wording import faction_name

Said = Phrase | list[Phrase] | None


def tell(event: ev.Event, teller: Teller, *, leads: bool = False) -> list[Phrase]:
    """What ``event`` did, in ``teller``'s voice; nothing for what the voice does not tell
    (a private event in public, a prize the heading already names).

    ``leads``: a ``ev.CardPlayed`` opened its trick (the replay says "leads").
    """
    said = _play_words(event, teller, leads)
    if said is None:
        said = _phase_two_words(event, teller)
    if said is None:
        return []
    return said if isinstance(said, list) else [said]


def _play_words(event: ev.Event, teller: Teller, leads: bool) -> Said:
    """Cards played, tricks won, the prize, the Seer, the draw pile (R4 to R10)."""
    if isinstance(event, ev.CardPlayed):
        if teller.voice is Voice.REPLAY and leads:
            return Phrase(
                _("{name} leads {card}."), {"name": teller.name(event.player), "card": event.card}
            )
        return _said(event, teller)
    if isinstance(event, ev.TrickWon):
        return _trick_won(event, teller)
    if isinstance(event, ev.PrizeRevealed):
        if teller.voice is Voice.YOU:
            return Phrase(_("The new prize is {card}."), {"card": event.card})
        return None  # the public log and the replay name it in the trick's heading
    if isinstance(event, ev.SeerPeeked | ev.CardDrawn):
        return _private(event, teller)
    if isinstance(event, ev.SeerChose):
        return _seer_chose(event, teller)
    if isinstance(event, ev.PrizeTaken):
        return _said(event, teller)
    if isinstance(event, ev.PhaseTwoBegan):
        if teller.voice is Voice.REPLAY:
            return Phrase(_("Phase 2: the follower piles become the hands"))
        return Phrase(_("[b]Phase two begins[/b]: the follower piles become the hands."))
    return None


def _trick_won(trick: ev.TrickWon, teller: Teller) -> Said:
    if teller.voice is Voice.PUBLIC:
        return [trick_cards(trick, teller), win_reason(trick, teller)]
    if teller.voice is Voice.YOU:
        return _your_trick(trick, teller.learner)
    return Phrase(_("{name} wins the trick."), {"name": teller.name(trick.winner)})


#: The two private events (R17): (the replay's, in public or None, "you" with the card,
#: "your opponent" without it).
_PRIVATE_SAID: dict[type, tuple[str, str | None, str, str]] = {
    ev.SeerPeeked: (
        N_("{name} won with a Seer and peeks at the top card of the draw pile: {card}."),
        None,  # never told in public
        N_("You look at the top card of the draw pile: {card}."),
        N_("Your opponent looks at the top card of the draw pile."),
    ),
    ev.CardDrawn: (
        N_("{name} draws {card} face down into their follower pile."),
        N_("{name} takes the top card of the draw pile face down as a follower."),
        N_("You take the top card of the draw pile face down: {card}."),
        N_("Your opponent takes the top card of the draw pile face down."),
    ),
}


def _private(event: ev.SeerPeeked | ev.CardDrawn, teller: Teller) -> Said:
    """A card only its player saw: in the replay with the card, in public without it."""
    replay, public, yours, theirs = _PRIVATE_SAID[type(event)]
    name = {"name": teller.name(event.player)}
    if teller.voice is Voice.REPLAY:
        return Phrase(_(replay), {**name, "card": event.card})
    if teller.voice is Voice.PUBLIC:
        return None if public is None else Phrase(_(public), name)
    if event.card is None:
        return Phrase(_(theirs))
    return Phrase(_(yours), {"card": event.card})


def _seer_chose(event: ev.SeerChose, teller: Teller) -> Said:
    keeps = event.choice is SeerChoice.PRIZE
    if teller.voice is Voice.REPLAY:
        if keeps:
            text = _("{name} chooses to take the prize.")
        else:
            text = _("{name} chooses the top card and leaves the prize to the other player.")
        return Phrase(text, {"name": teller.name(event.player)})
    if keeps:
        return teller.say(
            event.player,
            _("{name} won with a Seer, looked at the top card and takes the prize."),
            _("You take the prize."),
            _("Your opponent takes the prize."),
        )
    return teller.say(
        event.player,
        _("{name} won with a Seer, looked at the top card and takes it instead of the prize."),
        _("You take the top card instead of the prize."),
        _("Your opponent takes the top card instead of the prize."),
    )


def _phase_two_words(event: ev.Event, teller: Teller) -> Said:
    """Scoring, Gnomes in front, smashing, Trolls, the end (R10 to R13)."""
    if isinstance(event, ev.CardsScored | ev.GnomeSmashed | ev.TrollTaken | ev.GnomesJoinedScore):
        return _said(event, teller)
    if isinstance(event, ev.GnomesPlaced):
        return _gnomes_placed(event, teller)
    if isinstance(event, ev.TrollsSetAside):
        if event.cards:
            return Phrase(_("Trolls set aside for later tricks: {cards}."), {"cards": event.cards})
        return Phrase(_("No Trolls are set aside any more."))
    if isinstance(event, ev.GameEnded) and teller.voice is not Voice.PUBLIC:
        return Phrase(_("The game is over."))
    return None


#: Events worded alike in every voice: (third person, "you", "your opponent"), about the
#: event's ``player`` (the ``victim``'s Gnome for a smash); the event's other fields
#: (``card``, ``cards``, ``giant``, ``gnome``) fill the sentence.
_SAID: dict[type, tuple[str, str, str]] = {
    ev.CardPlayed: (
        N_("{name} plays {card}."),
        N_("You play {card}."),
        N_("Your opponent plays {card}."),
    ),
    ev.PrizeTaken: (
        N_("{name} takes the prize {card} as a follower."),
        N_("You take the prize {card} as a follower."),
        N_("Your opponent takes the prize {card} as a follower."),
    ),
    ev.CardsScored: (
        N_("{name} scores {cards}."),
        N_("You score {cards}."),
        N_("Your opponent scores {cards}."),
    ),
    ev.GnomeSmashed: (
        N_("{giant} smashes {gnome} in front of {name}."),
        N_("{giant} smashes {gnome} in front of you."),
        N_("{giant} smashes {gnome} in front of your opponent."),
    ),
    ev.TrollTaken: (
        N_("{name} takes the Troll {card}."),
        N_("You take the Troll {card}."),
        N_("Your opponent takes the Troll {card}."),
    ),
    ev.GnomesJoinedScore: (
        N_("The Gnomes in front of {name} join their score pile: {cards}."),
        N_("The Gnomes in front of you join your score pile: {cards}."),
        N_("The Gnomes in front of your opponent join their score pile: {cards}."),
    ),
}

#: The replay says more of some ({name}: the player; {victim}: whose Gnome is smashed).
_REPLAY_SAID: dict[type, str] = {
    ev.PrizeTaken: N_("{name} takes the prize {card} into their follower pile."),
    ev.GnomeSmashed: N_("{name}'s Giant {giant} smashes the Gnome {gnome} in front of {victim}."),
    ev.TrollTaken: N_("{name} takes the Troll {card} into their score pile."),
}


def _said(
    event: ev.CardPlayed
    | ev.PrizeTaken
    | ev.CardsScored
    | ev.GnomeSmashed
    | ev.TrollTaken
    | ev.GnomesJoinedScore,
    teller: Teller,
) -> Phrase:
    """An event of ``_SAID`` in ``teller``'s voice."""
    fields: dict[str, Arg] = dict(event._asdict())
    player = event.player
    victim = event.victim if isinstance(event, ev.GnomeSmashed) else None
    fields.pop("player")
    fields.pop("victim", None)
    if isinstance(event, ev.GnomesJoinedScore):
        fields["cards"] = tuple(sorted(event.cards, reverse=True))
    replay = _REPLAY_SAID.get(type(event))
    if teller.voice is Voice.REPLAY and replay is not None:
        names = {"name": teller.name(player)}
        if victim is not None:
            names["victim"] = teller.name(victim)
        return Phrase(_(replay), {**names, **fields})
    named, you, opponent = _SAID[type(event)]
    return teller.say(player if victim is None else victim, _(named), _(you), _(opponent), **fields)


def _gnomes_placed(event: ev.GnomesPlaced, teller: Teller) -> Phrase:
    count = len(event.cards)
    if teller.voice is Voice.REPLAY:
        text = ngettext(
            "{cards} goes face up in front of {name}.",
            "{cards} go face up in front of {name}.",
            count,
        )
        return Phrase(text, {"name": teller.name(event.player), "cards": event.cards})
    return teller.say(
        event.player,
        ngettext(
            "{cards} now lies face up in front of {name}.",
            "{cards} now lie face up in front of {name}.",
            count,
        ),
        ngettext(
            "{cards} now lies face up in front of you.",
            "{cards} now lie face up in front of you.",
            count,
        ),
        ngettext(
            "{cards} now lies face up in front of your opponent.",
            "{cards} now lie face up in front of your opponent.",
            count,
        ),
        cards=event.cards,
    )


def trick_heading(phase: int, trick: int) -> Phrase:
    """The heading of a trick, e.g. "Phase 1 · trick 4 of 13"."""
    return Phrase(
        _("Phase {phase} · trick {trick} of {tricks}"),
        {"phase": phase, "trick": trick, "tricks": TRICKS_PER_PHASE},
    )


def is_effect(event: ev.Event) -> bool:
    """Whether ``event`` is what a won trick did (a prize taken, a card drawn, cards scored,
    Gnomes placed or smashed, Trolls): told after the trick, one sentence each."""
    return not isinstance(
        event,
        ev.CardPlayed
        | ev.TrickWon
        | ev.PrizeRevealed
        | ev.SeerPeeked
        | ev.PhaseTwoBegan
        | ev.GameEnded,
    )


def is_last_trick(trick: ev.TrickWon) -> bool:
    """Whether this was the game's last trick (nobody leads after it)."""
    return trick.phase == 2 and trick.trick == TRICKS_PER_PHASE


def trick_cards(trick: ev.TrickWon, teller: Teller) -> Phrase:
    """Both cards of a trick, in play order (third person)."""
    lead, second = trick.cards
    return Phrase(
        _("{leader} led {lead}, {other} played {second}."),
        {
            "leader": teller.name(trick.leader),
            "lead": lead,
            "other": teller.name(next_seat(trick.leader)),
            "second": second,
        },
    )


def win_reason(trick: ev.TrickWon, teller: Teller) -> Phrase:
    """Who won the trick and why (R4), third person."""
    lead, second = trick.cards
    names = {"winner": teller.name(trick.winner), "other": teller.name(next_seat(trick.leader))}
    if trick.winner != trick.leader:
        return Phrase(_("{winner} followed with a higher card and wins the trick."), names)
    if second.faction is not lead.faction:
        return Phrase(
            _("{other} did not follow {faction}, so {winner} wins the trick."),
            {**names, "faction": faction_name(lead.faction)},
        )
    if second.value == lead.value:
        return Phrase(_("Equal values: the leader, {winner}, wins the trick."), names)
    return Phrase(_("{other} followed with a lower card, so {winner} wins the trick."), names)


def next_lead(trick: ev.TrickWon, teller: Teller) -> Phrase | None:
    """Who leads the next trick and why (R5); None after the game's last trick, and in
    the learner's voice (their trick's sentence says it)."""
    if is_last_trick(trick) or teller.voice is Voice.YOU:
        return None
    name = {"name": teller.name(trick.next_leader)}
    reason = trick.lead_reason
    if teller.voice is Voice.PUBLIC:
        if reason is LeadReason.SECOND_PLAYED_DRAGON:
            return Phrase(_("{name} leads next: a Dragon played second takes the lead."), name)
        if reason is LeadReason.LEADER_PLAYED_DRAGON:
            return Phrase(_("{name} leads again: a Dragon was led."), name)
        return Phrase(_("{name} leads next, having won the trick."), name)
    if trick.phase == 1 and trick.trick == TRICKS_PER_PHASE:
        if reason is LeadReason.SECOND_PLAYED_DRAGON:
            return Phrase(
                _("{name} leads the first trick of phase 2: they answered with a Dragon."), name
            )
        if reason is LeadReason.LEADER_PLAYED_DRAGON:
            return Phrase(_("{name} leads the first trick of phase 2: they led a Dragon."), name)
        return Phrase(_("{name} leads the first trick of phase 2: they won."), name)
    if reason is LeadReason.SECOND_PLAYED_DRAGON:
        return Phrase(_("{name} leads next: they answered with a Dragon."), name)
    if reason is LeadReason.LEADER_PLAYED_DRAGON:
        return Phrase(_("{name} leads again: they led a Dragon."), name)
    return Phrase(_("{name} leads next: they won the trick."), name)


def phase_two_lead(trick: ev.TrickWon, teller: Teller) -> Phrase:
    """Who leads the first trick of phase two, carried over from phase one (R5)."""
    name = {"name": teller.name(trick.next_leader)}
    if trick.lead_reason is LeadReason.SECOND_PLAYED_DRAGON:
        return Phrase(
            _(
                "{name} played a Dragon second in the last trick of phase one, "
                "so {name} leads the first trick of phase two."
            ),
            name,
        )
    if trick.lead_reason is LeadReason.LEADER_PLAYED_DRAGON:
        return Phrase(
            _(
                "{name} led a Dragon in the last trick of phase one, "
                "so {name} leads the first trick of phase two."
            ),
            name,
        )
    return Phrase(
        _("{name} won the last trick of phase one, so {name} leads the first trick of phase two."),
        name,
    )


def _your_trick(trick: ev.TrickWon, learner: int) -> list[Phrase]:
    """Who won the trick, and who leads the next one and why (R4, R5), said to the learner."""
    mine = trick.winner == learner
    if is_last_trick(trick):
        return [
            Phrase(
                _("You win the last trick.") if mine else _("Your opponent wins the last trick.")
            )
        ]
    if trick.lead_reason is LeadReason.WON_TRICK:
        if mine:
            return [Phrase(_("You win the trick and lead the next one."))]
        return [Phrase(_("Your opponent wins the trick and leads the next one."))]
    won = Phrase(_("You win the trick.") if mine else _("Your opponent wins the trick."))
    if trick.next_leader == learner:
        if trick.lead_reason is LeadReason.SECOND_PLAYED_DRAGON:
            return [won, Phrase(_("But you lead next: you played a Dragon as second player."))]
        return [won, Phrase(_("You lead again: you led a Dragon."))]
    if trick.lead_reason is LeadReason.SECOND_PLAYED_DRAGON:
        return [
            won,
            Phrase(_("But your opponent leads next: they played a Dragon as second player.")),
        ]
    return [won, Phrase(_("Your opponent leads again: they led a Dragon."))]
