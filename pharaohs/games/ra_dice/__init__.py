"""Ra: The Dice Game (Reiner Knizia, Rio Grande Games, 2009) for 2–4 players.

``rules/`` is the pure rules layer (``GAME``): ``game`` has the flow of a turn and
draws on ``state``, ``moves``, ``dice_uses`` (applying the dice), ``disasters``,
``scoring`` and ``dice_sets`` (fast sets of dice); ``data`` holds the components
and tables with their provenance. ``board/`` is the board on screen (``BOARD``,
built on the board kit ``pharaohs.ui.kit.board_kit``): ``scene`` ties it together,
``static_board``, ``pieces`` and ``dice_tray`` draw, ``places`` says where pieces
stand, ``gestures`` what the pointer means, ``words`` and ``hints`` the text,
``scored`` where the final breakdown lies, ``aid`` the player aid, ``keys`` the
keyboard's spots, ``demo`` the smoke test's hand. An epoch's scoring is read out
with the kit's ``read_out``.
"""
