"""Labyrinth's High and Low chips speak no language (issue 13 with issue 7's rule that a
German player sees no English): no word is printed on them, and they are told apart by
shape, not only by colour, at the size the board draws them at 1024×640."""

from __future__ import annotations

import pytest
from PIL import ImageChops, ImageOps, ImageStat

from pharaohs.art import labyrinth as art
from pharaohs.core import Match
from pharaohs.games import get_game
from pharaohs.ui.frame.app import App
from pharaohs.ui.frame.table import TableScene

#: each test in a user folder of its own, pygame shut down after (``conftest.home``)
pytestmark = pytest.mark.usefixtures("home")


def test_the_high_and_low_chips_print_no_word(monkeypatch):
    """The art draws them without a font: nothing on them is to be translated."""

    def no_font(size):
        raise AssertionError("a word printed on a betting chip")

    monkeypatch.setattr(art, "font", no_font)
    for kind in ("high", "low", "back"):
        art.bet_image(kind)


def test_high_and_low_differ_in_shape_without_colour():
    """Seen in grey only (no colour at all), the High chip and the Low chip still differ
    clearly: the arrow points up from the last card's level on one, down on the other."""
    high, low = (ImageOps.grayscale(art.bet_image(kind)) for kind in ("high", "low"))
    difference = ImageStat.Stat(ImageChops.difference(high, low)).mean[0]
    mirrored = ImageStat.Stat(ImageChops.difference(high, ImageOps.flip(low))).mean[0]
    assert difference > 3 * mirrored, "Low is High turned upside down, not the same shape"
    assert difference > 8


def test_the_chips_are_drawn_large_enough_to_read_at_1024x640():
    game = get_game("labyrinth")
    match = Match.start(game, [("Anna", "human"), ("Ben", "human")], 1, options=("betting",))
    app = App((1024, 640), flags=0)
    table = TableScene(app, match, autosave=False)
    app.push(table)
    app.apply_transitions()
    app.step(0.016, [])
    for guess in ("high", "low"):
        rect = table.board.rect(f"bet_{guess}")
        assert rect.width >= 48 and rect.height >= 30, rect
