"""The review of a game: where it was decided, move by move.

Phase two is a game of perfect information (both players can know both hands), so
each of its moves gets the exact result with best play from both sides before and
after it (``claim2.ai.exact``); phase one gets the strong level's estimates, which
are only estimates (``claim2.ai.strong``). ``review_game`` makes a ``GameReview``
from a record; ``claim2.present.review_text`` and ``review_json`` put it in words.
"""
