"""Saqqara — each rule of the rulebook as a scenario, and the contract on 3–5 players.

States are built with ``dataclasses.replace`` from a fresh game; quotes in the
docstrings are from ``rules/saqqara.txt``.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from test_contract import play_checked_game

from pharaohs.games.saqqara import rules as R

G = R.GAME


@pytest.mark.parametrize("players", [3, 4, 5])
def test_random_games_keep_the_contract(players):
    play_checked_game(G, "standard", (), players)
