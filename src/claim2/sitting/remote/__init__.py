"""Seats played at screens of their own, below any front-end: the table whose people each
have a screen (``table``: a game over the network, the couch with a phone per seat), what
each screen shows next (``screens``), a take-back asked of the other player
(``agreement``), the seat played elsewhere (``seat``), the host of a game over the network
(``hosting``) and what the host is told (``host_words``)."""
