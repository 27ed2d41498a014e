"""The guest's side of a game over the network, below any front-end: what the host has
said (``news``), the guest's table (``table``) and what the guest is told (``words``)."""
