"""Who is who in a brief sentence: the player at this screen is "you", the computer is
"the computer", anybody else is called by name (``Brief``)."""

from __future__ import annotations

from dataclasses import dataclass

from claim2.present.phrase import Arg, Phrase
from claim2.text.i18n import _

Names = tuple[str, str]


@dataclass(frozen=True, slots=True)
class Brief:
    """The players' names by seat; ``you``: the seat told "you" (None: nobody, as on a
    screen two people share); ``computer``: the seat the computer plays (None: none)."""

    names: Names
    you: int | None = None
    computer: int | None = None

    def name(self, seat: int) -> str:
        """A player as the subject of a sentence, at its start: "The computer", "Bob"."""
        if seat == self.computer:
            return _("The computer")
        return self.names[seat]

    def inside(self, seat: int) -> str:
        """A player inside a sentence: "the computer", "Bob" ("you" is ``say``'s)."""
        if seat == self.computer:
            return _("the computer")
        return self.names[seat]

    def say(self, seat: int, you: str, named: str, /, *, start: bool = True, **args: Arg) -> Phrase:
        """``you`` when ``seat`` is "you", else ``named`` with {name} its ``name`` (its
        ``inside`` form when not ``start``: the phrase is said inside another)."""
        if seat == self.you:
            return Phrase(you, args)
        name = self.name(seat) if start else self.inside(seat)
        return Phrase(named, {"name": name, **args})

    def called(self, seat: int) -> str:
        """A player alone, as in a list of choices: "You", "The computer", "Bob"."""
        if seat == self.you:
            return _("You")
        return self.name(seat)

    def full_names(self) -> Names:
        """The names the full sentences say (``--verbose``, the commands): the computer's
        seat as "Computer", its level said when it was chosen, not on every line."""
        if self.computer is None:
            return self.names
        names = list(self.names)
        names[self.computer] = _("Computer")
        return names[0], names[1]

    def as_you(self, seat: int | None) -> Brief:
        """The same players, ``seat`` told "you" (a private scene of two people at one
        screen is said to its one player)."""
        return Brief(self.names, seat, self.computer)
