"""What a move sounds like when it is played (``core.game.Move.sound``), named by each
game on its move classes: a piece put down, a card, dice. The frame plays the effect of
that name, unless the move scores or ends the game (``ui.frame.sound.effect_of``). Plain
names, so the frame's sounds load without the rules.
"""

PLACE, CARD, DICE = "place", "card", "dice"
MOVE_SOUNDS = (PLACE, CARD, DICE)
