"""The game in plain lines, for screen readers, braille displays and scripts (``--plain``).

A front-end beside ``claim2.tui``, without Textual: it drives the same sitting
(``claim2.sitting``) and says the same sentences (``claim2.present.scenes``, rendered by
``claim2.present.phrase.plain``), one line at a time, appended. No escape sequence, no
box drawing, no cursor movement; every decision is a numbered question answered by a
line (``questions``), and commands work at any prompt (``commands``). Its input and
output are streams given to it, so tests drive it in-process too.
"""
