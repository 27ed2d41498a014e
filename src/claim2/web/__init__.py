"""A seat of a game as claim2's own HTML page (``claim2 host --web``: the network guest's;
the couch's phones next), served by the process that holds the game. A front-end: it lays
out scenes from a ``SeatSource`` (``seat``) and writes no sentence of the game. No Textual
here."""
