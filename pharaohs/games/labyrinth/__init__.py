"""Das Labyrinth des Pharao (Mark Sienholz, 2013): lay corridor tiles, walk the longest path.

``rules/`` is the pure rules layer (``GAME``): ``game`` has the flow of a turn and
the refusals and draws on ``geometry`` (tiles, paths, walled-in chambers),
``state``, ``moves``, ``betting`` and ``scoring``; ``evaluation`` rates positions
for computer players; ``data`` holds the components with their provenance.
``board/`` is the table on screen (``BOARD``, built on the board kit
``pharaohs.ui.kit.board_kit``): ``scene`` ties it together, ``grid`` places a
pyramid's spaces, ``pyramid``, ``main_pyramid``, ``other_pyramids``,
``supplies`` and ``in_hand`` draw, ``tile_drop`` holds the waiting tile and its
preview, ``gestures`` what the pointer means, ``words`` and ``hints`` the text,
``demo`` is the smoke test's hand.
"""
