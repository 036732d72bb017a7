"""Ra: The Dice Game (Reiner Knizia, Rio Grande Games, 2009) for 2–4 players.

``data`` holds the components and tables. ``rules`` is the pure rules layer
(``GAME``), the flow of a turn; it draws on ``state`` and ``moves``, on
``dice_uses`` (applying the dice), ``disasters`` and ``scoring``, with
``dice_sets`` for fast sets of dice. ``scene`` is the board on screen
(``BOARD``); it draws on ``static_board``, ``pieces`` and ``dice_tray`` for the
pixels, ``places`` for where pieces stand, ``gestures`` for what the pointer
means, ``words`` and ``hints`` for the text, ``epoch_scoring`` for the epoch's
overlay, ``pictures`` for the art and ``demo`` for the smoke test's hand.
"""
