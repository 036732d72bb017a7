"""Dahschur: Die Rote Pyramide (Pauli Haimerl, Mücke Spiele) for 2–4 players: 4 is the
base game, 3 the supplement, 2 the expert variant.

``rules`` is the pure rules layer (``GAME``): ``data`` holds the components, each
value's provenance and the choices where the rulebook is silent, ``state`` and
``moves`` the values, ``setup`` the table for each player count, ``princes`` the
prince's gift and the rows of prince cards, ``market`` the merchants and purchases,
``avenue`` the splendid avenue, ``procession`` the offerings, ``points`` the obelisk
track, ``phase_two`` the rewards and the city tribute, ``discs`` the gold and silver
discs, ``burial`` the burial chambers, ``turns`` the flow of a round, ``game`` the
contract object and ``evaluation`` the computer player's rating.

``board`` is the board on screen (``BOARD``): ``scene`` ties it together, drawn by
``static_board`` and ``pieces`` at the places of ``places``; ``gestures`` turns drags
and clicks into moves, ``marks`` outlines the last move, ``words`` writes prompts,
panels and the message line, ``phase_two_summary`` reads phase 2 out step by step,
``finale`` opens the burial chambers over the board, ``demo`` is the smoke test's hand.
"""
