"""Words below every front-end: translations, quoting what came from outside, names, the
game's terms.
"""
