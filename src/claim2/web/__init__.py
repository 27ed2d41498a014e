"""The browser guest (``claim2 host --web``): textual-serve behind a door for the invited
only. No Textual here: the guest's app runs in a process of its own."""
