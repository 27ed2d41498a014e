"""The public piles in words: the followers and prizes of phase one, the score piles of
phase two and what lies aside (Gnomes in front, Trolls, smashed Gnomes), and how each
faction voted (R15). Everything here is face up for both players."""

from __future__ import annotations

from claim2.engine import VoteDecider
from claim2.engine.scoring import FactionResult
from claim2.game.public import PublicView
from claim2.present.phrase import Joined, Phrase, said
from claim2.present.scenes.turn import Names, each_seat
from claim2.text.i18n import _, ngettext


def followers_line(public: PublicView, seat: int) -> Phrase:
    """Phase one: how many followers ``seat`` has and the prizes among them (R7)."""
    count = public.follower_counts[seat]
    return said(
        ngettext(
            "{count} follower · prizes: {cards}", "{count} followers · prizes: {cards}", count
        ),
        count=count,
        cards=public.prizes[seat],
    )


def followers_count(count: int) -> Phrase:
    return said(ngettext("{count} follower", "{count} followers", count), count=count)


def prizes(public: PublicView, seat: int) -> Phrase:
    return said(_("prizes: {cards}"), cards=public.prizes[seat])


def score_pile_count(count: int) -> Phrase:
    return said(
        ngettext("{count} card in score pile", "{count} cards in score pile", count), count=count
    )


def score_pile_title(name: str, count: int) -> Phrase:
    """The heading of a player's score pile at the end."""
    return said(
        ngettext(
            "{name}'s score pile · {count} card", "{name}'s score pile · {count} cards", count
        ),
        name=name,
        count=count,
    )


def aside_parts(public: PublicView, names: Names) -> tuple[Phrase, ...]:
    """Gnomes in front of each player (R11), Trolls set aside (R13), smashed Gnomes (R12)."""
    parts = [
        each_seat(
            _("In front: {first} {first_cards} · {second} {second_cards}"),
            names,
            "cards",
            (public.gnomes_in_front[0], public.gnomes_in_front[1]),
        ),
        said(_("Trolls aside: {cards}"), cards=public.trolls_aside),
    ]
    if public.smashed:
        parts.append(said(_("Smashed: {cards}"), cards=public.smashed))
    return tuple(parts)


def aside_line(public: PublicView, names: Names) -> Phrase:
    """``aside_parts`` on one line."""
    return Phrase("{parts}", {"parts": Joined(aside_parts(public, names))})


def in_front_of(name: str) -> Phrase:
    return said(_("In front of {name}"), name=name)


def trolls_set_aside() -> Phrase:
    return said(_("Trolls set aside"))


def phase_one_prizes(public: PublicView, names: Names) -> Phrase:
    """Phase two: the prizes of phase one, part of each hand that both players know."""
    return each_seat(
        _("Phase-one prizes: {first} {first_cards} · {second} {second_cards}"),
        names,
        "cards",
        (public.prizes[0], public.prizes[1]),
    )


def vote_text(result: FactionResult, names: Names) -> Phrase:
    """Who gets the faction's vote and what decided it (R15)."""
    if result.vote is None:
        if result.decided_by is VoteDecider.IDENTICAL:
            return said(_("nobody: the same cards"))
        return said(_("nobody: no cards"))
    name = names[result.vote]
    if result.decided_by is VoteDecider.VALUES and result.decisive_values is not None:
        high, low = sorted(result.decisive_values, reverse=True)
        return said(_("{name}: same count, {high} beats {low}"), name=name, high=high, low=low)
    return said(_("{name}: more cards"), name=name)


def votes_heading() -> Phrase:
    """The heading of the end's table of votes."""
    return said(_("How the factions voted"))


def kept_line(path: str) -> Phrase:
    """Where the finished game was kept (for ``claim2 replay``), a path quoted already."""
    return said(_("The game was saved as {path}."), path=path)


def followers_title() -> Phrase:
    """Over the follower piles, in phase one."""
    return said(_("Followers"))


def score_piles_title() -> Phrase:
    """Over the score piles, in phase two."""
    return said(_("Score piles"))
