"""The pygame client, in two parts: ``kit`` (what a game's board may use: pictures,
layers, marks, tweens, routes, the held piece, dice, score tracks, labels, the keyboard
ring, the aid's parts) and ``frame`` (the window, its scenes and menus, the table that
runs a game, results, replay, settings). Boards import only the kit; the frame reaches a
board through the game registry."""
