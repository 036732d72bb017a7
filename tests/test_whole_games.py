"""Every game played from the first move to the results screen through the UI alone.

Two human seats take turns at one screen; each move is made by the board's
own gesture (clicks and drags fed as SDL events), hot-seat curtains are
dismissed as the next player would, and the game must end on the results
screen with the rules' outcome.
"""

from __future__ import annotations

import pytest

from pharaohs.games import GAMES
from pharaohs.smoke import smoke_game
from pharaohs.ui.frame.app import App
from pharaohs.ui.frame.results import ResultsScene

WHOLE_GAME = 5000


@pytest.mark.parametrize("game_id", GAMES)
def test_a_whole_hot_seat_game_through_the_ui(game_id, tmp_path, monkeypatch):
    monkeypatch.setenv("PHARAOHS_HOME", str(tmp_path))
    app = App((1024, 640), flags=0)
    app.settings.animations = False  # the moves, not the animations, are under test here
    entry = smoke_game(app, game_id, tmp_path, moves=WHOLE_GAME)
    assert entry["ok"], entry.get("error")
    assert entry["drags"] > 0
    results = app.stack[-1]
    assert isinstance(results, ResultsScene), "the game ends on the results screen"
    match = results.match
    assert match.game.is_over(match.state) and len(match.log) == entry["moves"]
    assert results.outcome == match.game.result(match.state)
