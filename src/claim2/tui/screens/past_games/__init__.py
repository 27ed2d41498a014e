"""Games played before: the history, the players' statistics, a replay, a review."""
