"""What each scene of a game says, below every front-end: ``Phrase`` sentences made from a
seat's view (a turn, a Seer choice, waiting for the other player) or from the public view
(a hand-off, a trick's result, phase two, the end).

The Textual app lays them out in its widgets (``claim2.tui.narrate.content``), the
plain-line front-end prints them (``claim2.present.phrase.plain``), and both say the same
sentences. Names are arguments, shown as written, never markup.
"""
