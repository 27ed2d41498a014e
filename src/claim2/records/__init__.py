"""Game records: a whole game as a small JSON file, its parts, its validation and the
computer's levels.
"""
