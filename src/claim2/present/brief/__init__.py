"""The game said briefly, for ears and scripts: each event in one short sentence, the key
fact first, the player at this screen called "you", the computer "the computer", and a
name said once where the context makes it clear ("You win the trick and take Gnome 3.").

The plain-line front-end says these by default (``claim2 play --plain``); the full detail
(each pile, each vote's reason, why a trick was won) is a command away, and ``--verbose``
says the scenes' full sentences (``claim2.present.scenes``) instead. Every sentence here is
a ``Phrase``, made from one seat's view or the public view only, as every scene's is.
"""
