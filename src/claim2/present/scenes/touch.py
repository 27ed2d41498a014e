"""What a page of buttons says (the browser's page, ``claim2.web``): a card pressed once is
chosen and pressing it again plays it, so a mis-tap costs nothing; the page's buttons and
headings. "Press" is a tap, a click, or Enter or Space on the focused button alike."""

from __future__ import annotations

from claim2.engine import Card
from claim2.present.phrase import Phrase, said
from claim2.text.i18n import _


def choose_card() -> Phrase:
    """Under the hand on a turn, with no card chosen yet."""
    return said(_("Choose a card: press it, then press it again (or Play) to play it."))


def card_chosen(card: Card) -> Phrase:
    """Under the hand, once a card is chosen."""
    return said(_("{card} is chosen: press it again, or Play, to play it."), card=card)


def play_button(card: Card) -> Phrase:
    return said(_("Play {card}"), card=card)


def play_nothing() -> Phrase:
    """The Play button while no card is chosen."""
    return said(_("Play"))


def take_back_button(card: Card) -> Phrase:
    return said(_("Take back {card}"), card=card)


def choice_chosen() -> Phrase:
    """Under a Seer choice, once one of the two is chosen."""
    return said(_("Press your choice again to confirm it."))


def choose_one() -> Phrase:
    """Under a Seer choice, before one is chosen."""
    return said(_("Press one of the two choices, then press it again to confirm it."))


def not_your_turn() -> Phrase:
    """On a card of the hand while the other player chooses."""
    return said(_("It is not your turn."))


def continue_button() -> Phrase:
    return said(_("Continue"))


def log_heading() -> Phrase:
    return said(_("Game log"))


def rules_heading() -> Phrase:
    return said(_("Rules"))


def table_heading() -> Phrase:
    return said(_("The table"))


def trick_heading() -> Phrase:
    """Over the cards of the trick being played."""
    return said(_("This trick"))


def nothing_played() -> Phrase:
    """The trick before its first card."""
    return said(_("No card played yet."))


def piles_heading() -> Phrase:
    """Over the piles (followers, score piles, what lies aside) and the discards."""
    return said(_("Piles and discards"))


def name_intro() -> Phrase:
    """Over the name field, before joining."""
    return said(_("Choose the name the other player will see."))


def join_button() -> Phrase:
    return said(_("Join the game"))


def vote_column() -> Phrase:
    """The heading of the votes' column in the end's table."""
    return said(_("Vote"))


def faction_column() -> Phrase:
    return said(_("Faction"))


def page_title() -> Phrase:
    return said(_("Claim 2"))


def name_label() -> Phrase:
    """The label of the name field."""
    return said(_("Your name"))


def hint_button() -> Phrase:
    return said(_("Hint"))


def review_button() -> Phrase:
    """At the end: the finished game's review (as the app's end screen says it)."""
    return said(_("Review"))


def review_heading(first: str, second: str) -> Phrase:
    """Over the review of the game of ``first`` and ``second`` (names as written)."""
    return said(_("Review: {first} – {second}"), first=first, second=second)
