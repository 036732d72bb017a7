"""The board kit: everything a game's board may use to draw itself and take
gestures (pictures, layers, marks, tweens, routes, the held piece, dice, score tracks,
labels, the keyboard ring, the player aid's parts). It imports no frame module."""
