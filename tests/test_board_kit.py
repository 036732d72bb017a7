"""The board kit every game's board stands on (``pharaohs.ui.kit.board_kit`` and friends)."""

from __future__ import annotations

import pygame
import pytest

from pharaohs.core import Match
from pharaohs.core.i18n import _
from pharaohs.games import get_game
from pharaohs.games.labyrinth.rules import Bet, PlaceTile
from pharaohs.locale import catalogue
from pharaohs.ui.frame.app import App
from pharaohs.ui.frame.table import TableScene
from pharaohs.ui.kit import theme
from pharaohs.ui.kit.board_kit import CLICK_SLOP, Press
from pharaohs.ui.kit.phrases import alternatives, dotted, listed, sentences
from pharaohs.ui.kit.tweens import Tweens


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("PHARAOHS_HOME", str(tmp_path))


def test_a_press_released_within_the_slop_is_a_click_and_is_forgotten():
    press = Press()
    press.down((100, 100), "die")
    assert press.what == "die" and press.click((100 + CLICK_SLOP, 100))
    assert not press.click((100, 100)), "a release without a press is no click"
    press.down((0, 0))
    assert not press.click((CLICK_SLOP, CLICK_SLOP)), "a drag, not a click"


def test_tweens_slide_only_moved_pieces_wait_their_delay_and_arrive():
    tweens = Tweens()
    tweens.follow({"a": (0, 0), "b": (5, 5)}, {"a": (10, 0), "b": (5, 5), "c": (1, 1)}, 1.0,
                  {"a": 0.5})
    assert set(tweens.running) == {"a"}, "unmoved and new pieces stand still"
    tweens.update(0.5)
    assert tweens.at("a", (10, 0)) == (0, 0), "still waiting"
    tweens.update(0.5)
    assert 0 < tweens.at("a", (10, 0))[0] < 10
    assert tweens.update(0.6) and not tweens.active and tweens.at("a", (10, 0)) == (10, 0)


def test_joined_phrases_stay_translatable_in_every_part():
    german = catalogue("de")
    text = sentences(_("End your turn."), None, _("Then the epoch is scored."))
    assert text == "End your turn. Then the epoch is scored."
    assert text.render(german) == "Beende deinen Zug. Dann wird die Epoche gewertet."
    assert listed([_("red"), _("blue"), _("green")]).render(german) == "Rot, Blau und Grün"
    assert dotted(_("tile"), _("laid")).render(german) == "Plättchen · gelegt"
    assert alternatives([_("red"), _("blue"), _("green")]).render(german) == "Rot, Blau oder Grün"


def _table(game_id: str, names):
    """A match of ``game_id`` at its table in a headless window: (match, app, table)."""
    match = Match.start(get_game(game_id), [(name, "human") for name in names], 1)
    app = App((1280, 800), flags=0)
    table = TableScene(app, match)
    app.push(table)
    app.apply_transitions()
    app.step(0.0, [])
    return match, app, table


def test_the_context_resolves_a_gesture_with_the_rules_and_refuses_with_their_sentence():
    match, app, table = _table("labyrinth", ["Anna"])
    ctx = table.board.ctx
    assert ctx.resolve(PlaceTile, space=3, rotation=1).move == PlaceTile(3, 1)
    reason = ctx.play(Bet, guess="high")
    assert reason == "You can't bet on the next card now." and table.message == reason
    assert match.log == []
    pygame.quit()


def test_confirm_commits_at_once_unless_the_move_throws_something_away():
    """``ctx.confirm``: a move that loses nothing is made at once; one that does waits
    for the player's yes in a ``ConfirmScene`` that names what is lost."""
    from pharaohs.games.ra_dice.rules import Roll, StopRolling
    from pharaohs.ui.kit.confirm import ConfirmScene
    from pharaohs.ui.kit.gestures import key

    match, app, table = _table("ra_dice", ["Anna", "Ben"])
    ctx = table.board.ctx
    ctx.confirm(Roll(), [], _("End your turn now?"), _("End turn"))
    assert match.log == [(0, Roll())], "nothing lost: made at once"
    ctx.confirm(StopRolling(), [_("End your turn.")], _("End your turn now?"), _("End turn"))
    app.apply_transitions()
    assert isinstance(app.stack[-1], ConfirmScene) and len(match.log) == 1, "asked first"
    app.step(0.0, [key(pygame.K_RETURN)])
    assert match.log[-1] == (0, StopRolling())
    pygame.quit()


def test_a_line_too_wide_shrinks_a_little_before_it_is_cut():
    """German words are long: a board's line a little too wide for its place is drawn
    smaller (down to 80 % and never below ``theme.SMALLEST_TEXT``) and whole; only a line
    far too wide is shortened with "…"."""
    from pharaohs.ui.kit.pictures import SHRINK, Lettering

    pygame.font.init()
    theme.font.cache_clear()  # fonts made before another test shut pygame down are void
    lettering = Lettering()
    word = "Landwirtschaft"
    full = theme.font(16).size(word)[0]
    drawn = []
    real = theme.line_image

    def spy(face, message, colour, max_width=None):
        drawn.append((face.get_height(), theme.shortened(face, message, max_width)))
        return real(face, message, colour, max_width)

    theme.line_image = spy
    try:
        snug = lettering.label(word, 16, max_width=full - 6)
        lettering.label(word, 16, max_width=full // 3)
    finally:
        theme.line_image = real
    (snug_height, snug_text), (_, cut_text) = drawn
    assert snug_text == word and snug.get_width() <= full - 6
    assert snug_height < theme.font(16).get_height()
    assert cut_text.endswith("…")
    assert round(16 * SHRINK) >= theme.SMALLEST_TEXT
