"""The game in words: events, results, replays and histories worded for people."""
