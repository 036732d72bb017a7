"""Saqqara (Shem Phillips, White Goblin Games, 2012) for 3–5 players.

``rules`` is the pure rules layer (``GAME``): ``data`` holds the components,
``state`` and ``moves`` the values, ``setup``, ``market``, ``production``,
``influence``, ``investing``, ``distribution``, ``pyramids``, ``trades``,
``nile``, ``development`` and ``ending`` one concept each, ``flow`` the order
of a round, ``secrets`` the views, ``evaluation`` the computer player's rating.
``board`` is the board on screen (``BOARD``).
"""
