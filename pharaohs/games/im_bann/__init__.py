"""Im Bann der Pyramide (Wolfgang Kramer, Adlung-Spiele) for 2–5 players.

``rules`` is the pure rules layer (``GAME``): ``data`` holds the cards and every
choice where the rulebook is silent; ``state`` and ``moves`` the values; ``cards``
dealing, drawing and exchanging; ``specials`` playing cards and the special cards'
effects; ``adventures`` completing them; ``mummy`` passing the mummy; ``turns`` the
order of turns; ``series`` the multi-game minus points; ``evaluation`` the
computer player's rating; ``game`` ties the flow of a turn together. ``board`` is
the table on screen (``BOARD``).
"""
