"""Reusable widgets: cards, a hand to choose from, the table and the score piles."""
