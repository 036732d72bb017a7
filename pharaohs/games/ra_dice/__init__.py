"""Ra: The Dice Game (Reiner Knizia, Rio Grande Games, 2009) for 2–4 players.

``data`` holds the components and tables, ``rules`` the pure rules layer.
"""
