"""Colour-blind play (issue 13): pieces told apart under deuteranopia and protanopia.

Pixels are passed through Machado, Oliveira and Fernandes' (2009) simulation
matrices for full deuteranopia and protanopia (on linear RGB). Two pieces that
must be told apart stay apart when their simulated mean colours differ by a
CIE76 ΔE of at least ``MIN_DELTA_E``, or, failing that, when they carry
different symbols, letters or shapes: at least ``MIN_MARK`` of their pixels
differ in simulated lightness by ``MARK_CONTRAST`` or more (a mark of about 5 × 5
pixels on a 40-pixel piece). The red-green safe palette must keep the players
apart by colour alone.
"""

from __future__ import annotations

import numpy as np
import pygame
import pytest

from pharaohs import palette
from pharaohs.core import Match
from pharaohs.games import GAMES, get_game
from pharaohs.games.dahschur.rules import data as dahschur_data
from pharaohs.smoke import _settle, _take_seat
from pharaohs.ui.frame.app import App
from pharaohs.ui.frame.table import TableScene
from pharaohs.ui.kit import palettes, theme
from pharaohs.ui.kit.palettes import PalettePictures

#: Machado et al. 2009, severity 1.0, on linear RGB
SIMULATIONS = {
    "deuteranopia": np.array([[0.367322, 0.860646, -0.227968],
                              [0.280085, 0.672501, 0.047413],
                              [-0.011820, 0.042940, 0.968881]]),
    "protanopia": np.array([[0.152286, 1.052583, -0.204868],
                            [0.114503, 0.786281, 0.099216],
                            [-0.003882, -0.048116, 1.051998]]),
}
#: a difference of mean colour anyone sees at a glance (CIE76)
MIN_DELTA_E = 12.0
#: the share of pixels that must differ, and by how much lightness (L*, 0–100), for two
#: pictures to carry different marks (a symbol, a letter, a shape)
MIN_MARK = 0.015
MARK_CONTRAST = 20.0
#: the side pieces are compared at, about their size on a 1024×640 screen
SIDE = 40

#: per game, groups of pictures of which each pair must be told apart
PIECES = {
    "labyrinth": [[f"treasure_{c}" for c in ("blue", "green", "red", "purple")],
                  [f"marker_{c}" for c in ("white", "grey", "black")]],
    "ra_dice": [*([f"die_{c}_{face}" for c in ("blue", "green", "purple", "red", "yellow")]
                  for face in ("ankh", "pharaoh", "nile", "civilization", "monument")),
                [f"civ_{c}" for c in ("blue", "green", "purple", "red", "yellow")],
                [f"monument_{c}" for c in ("blue", "green", "purple", "red", "yellow")],
                [f"marker_{s}" for s in range(5)]],
    "dahschur": [[f"gem_{g}" for g in range(3)], [f"goods_{s}" for s in range(4)],
                 [f"merchant_{s}" for s in range(4)], [f"prince_{s}_3" for s in range(4)],
                 [f"plate_{s}_0" for s in range(4)]],
    "saqqara": [[f"good_{g}" for g in range(5)], [f"worker_{s}" for s in range(5)],
                [f"boat_{s}" for s in range(5)], [f"merchant_{s}" for s in range(5)]],
    "im_bann": [[f"archaeologist_{s}" for s in range(5)]],
}


def linear(srgb: np.ndarray) -> np.ndarray:
    c = srgb / 255.0
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def encoded(lin: np.ndarray) -> np.ndarray:
    lin = np.clip(lin, 0, 1)
    return np.where(lin <= 0.0031308, lin * 12.92, 1.055 * lin ** (1 / 2.4) - 0.055) * 255


def simulate(rgb: np.ndarray, kind: str) -> np.ndarray:
    """``rgb`` (…×3, 0–255) as seen with ``kind`` of colour blindness."""
    return encoded(linear(rgb) @ SIMULATIONS[kind].T)


def lab(rgb: np.ndarray) -> np.ndarray:
    """CIE L*a*b* (D65) of sRGB colours (…×3, 0–255)."""
    lin = linear(rgb)
    xyz = lin @ np.array([[0.4124, 0.3576, 0.1805], [0.2126, 0.7152, 0.0722],
                          [0.0193, 0.1192, 0.9505]]).T
    xyz = xyz / np.array([0.95047, 1.0, 1.08883])
    f = np.where(xyz > 216 / 24389, np.cbrt(xyz), (24389 / 27 * xyz + 16) / 116)
    return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]),
                     200 * (f[..., 1] - f[..., 2])], axis=-1)


def on_papyrus(image: pygame.Surface) -> tuple[np.ndarray, np.ndarray]:
    """The picture's pixels over the papyrus it lies on (RGB, 0–255), and where the
    piece itself is (its opaque pixels)."""
    ground = pygame.Surface(image.get_size())
    ground.fill(theme.PAPYRUS)
    ground.blit(image, (0, 0))
    solid = pygame.surfarray.array_alpha(image) >= 128
    return pygame.surfarray.array3d(ground).astype(float), solid


def told_apart(a, b, kind: str) -> tuple[bool, float, float]:
    """Whether two pictures (``on_papyrus``) stay apart under ``kind``: (apart, ΔE of the
    pieces' mean colours, the share of pixels with different marks)."""
    (a, a_solid), (b, b_solid) = a, b
    la, lb = lab(simulate(a, kind)), lab(simulate(b, kind))
    delta_e = float(np.linalg.norm(la[a_solid].mean(0) - lb[b_solid].mean(0)))
    shape = float((np.abs(la[..., 0] - lb[..., 0]) >= MARK_CONTRAST).mean())
    return delta_e >= MIN_DELTA_E or shape >= MIN_MARK, delta_e, shape


@pytest.fixture(params=[palettes.STANDARD, palettes.RED_GREEN])
def look(request):
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    palettes.use(request.param)
    yield request.param
    palettes.use(palettes.STANDARD)
    pygame.display.quit()


@pytest.mark.parametrize("kind", SIMULATIONS)
@pytest.mark.parametrize("game_id", PIECES)
def test_pieces_stay_apart_under_colour_blindness(game_id, kind, look):
    pictures = PalettePictures(game_id)
    failed = []
    for group in PIECES[game_id]:
        images = {name: on_papyrus(pictures.get(name, SIDE, SIDE)) for name in group}
        for i, first in enumerate(group):
            for second in group[i + 1:]:
                apart, delta_e, shape = told_apart(images[first], images[second], kind)
                if not apart:
                    failed.append(f"{first}/{second} ΔE {delta_e:.1f} marks {shape:.3f}")
    assert not failed, f"{kind}, {look} palette: {failed}"


@pytest.mark.parametrize("kind", SIMULATIONS)
def test_the_safe_palette_keeps_players_apart_by_colour_alone(kind):
    colours = np.array(palettes.OKABE_ITO, dtype=float)
    simulated = lab(simulate(colours, kind))
    for i in range(len(colours)):
        for j in range(i + 1, len(colours)):
            assert np.linalg.norm(simulated[i] - simulated[j]) >= MIN_DELTA_E, (i, j)


def test_every_player_colour_has_its_own_symbol():
    assert len(set(palette.PLAYER_SYMBOLS)) == len(palette.PLAYER_COLOURS)


@pytest.mark.parametrize("kind", SIMULATIONS)
@pytest.mark.parametrize("game_id", GAMES)
def test_the_table_seen_colour_blind_keeps_the_players_apart(game_id, kind, tmp_path,
                                                              monkeypatch):
    """The whole screen through the simulation: each player's disc on the panels stays
    apart from every other's (its colour, else its symbol)."""
    monkeypatch.setenv("PHARAOHS_HOME", str(tmp_path))
    app = App((1024, 640), flags=0)
    game = get_game(game_id)
    names = ("Anna", "Ben", "Cleo", "Darius")[:max(4, game.min_players)][:game.max_players]
    match = Match.start(game, [(n, "human") for n in names], f"cvd:{game_id}")
    table = TableScene(app, match, autosave=False)
    app.reset(table)
    app.apply_transitions()
    _settle(app)
    _take_seat(app, table)
    app.dirty = True
    app.step(0, [])
    screen = pygame.surfarray.array3d(app.screen).astype(float)
    seen = simulate(screen, kind)
    pygame.image.save(pygame.surfarray.make_surface(seen.astype(np.uint8)),
                      str(tmp_path / f"{game_id}-{kind}.png"))
    area, size = table.rects["panels"], table.font_size
    gap, count = 8, len(names)
    height = min((area.height - gap * (count - 1)) // count, size * 9)
    radius = round(size * 0.9)
    discs = []
    for seat in range(count):
        x = area.x + radius + 8
        y = area.y + seat * (height + gap) + radius + 6
        yy, xx = np.mgrid[-radius:radius, -radius:radius]
        discs.append((screen[x - radius:x + radius, y - radius:y + radius],
                      (xx ** 2 + yy ** 2 < (radius - 2) ** 2).T))
    for i in range(count):
        for j in range(i + 1, count):
            apart, delta_e, shape = told_apart(discs[i], discs[j], kind)
            assert apart, f"seats {i} and {j}: ΔE {delta_e:.1f}, marks {shape:.3f}"


def _lightness_inside(surface: pygame.Surface) -> np.ndarray:
    """A round badge's lightness inside its rim, as a flat array."""
    rgb = pygame.surfarray.array3d(surface).astype(float)
    side = surface.get_width()
    xx, yy = np.mgrid[0:side, 0:side] - (side - 1) / 2
    return rgb.mean(axis=2)[xx ** 2 + yy ** 2 < (0.8 * side / 2) ** 2]


def _likeness(a: np.ndarray, b: np.ndarray) -> float:
    """Normalised cross-correlation of two pictures' lightness (1: the same drawing)."""
    a, b = a - a.mean(), b - b.mean()
    return float((a * b).sum() / np.sqrt((a * a).sum() * (b * b).sum()))


@pytest.mark.parametrize("seat", range(len(palette.PLAYER_SYMBOLS)))
def test_a_seat_badge_shows_the_symbol_its_pieces_carry(seat):
    """The seat badges (panels, log, markers) once drew symbols of their own: green a
    leaf, yellow three bars, where the pieces' art shows a scarab and a lotus (it matters
    most in the red-green safe colours). The badge is most like the art's symbol of its
    own seat (``art.common.player_symbol``, drawn on its colour at any size)."""
    from PIL import Image, ImageDraw

    from pharaohs.art import common

    radius, scale = 24, 4
    side = 2 * radius + 2
    ground = tuple(theme.PLAYER_COLOURS[seat])
    badge = pygame.Surface((side, side))
    badge.fill(ground)
    theme.player_symbol(badge, seat, (side // 2, side // 2), radius)
    shown = _lightness_inside(badge)

    def art(kind: str, share: float) -> np.ndarray:
        image = Image.new("RGBA", (side * scale, side * scale), (*ground, 255))
        r = radius * share * scale
        common.player_symbol(ImageDraw.Draw(image), kind, side * scale / 2, side * scale / 2,
                             r, common.IVORY, common.INK, round(r / 10))
        small = image.resize((side, side), Image.LANCZOS)
        return _lightness_inside(pygame.image.frombytes(small.tobytes(), small.size, "RGBA"))

    likeness = {kind: max(_likeness(shown, art(kind, share / 20)) for share in range(9, 16))
                for kind in palette.PLAYER_SYMBOLS}
    own = palette.PLAYER_SYMBOLS[seat]
    assert likeness[own] >= 0.6, likeness
    assert all(likeness[own] - v >= 0.25 for k, v in likeness.items() if k != own), likeness


#: the share of a plate that must show the wanted gem's own shape (at least a letter's
#: size, about 8 × 8 pixels on a plate 27 × 38 pixels large at 1024×640)
INLAY_MARK = 0.06


@pytest.mark.parametrize("kind", SIMULATIONS)
def test_a_plate_names_its_gem_by_shape_at_the_smallest_window(kind, look, tmp_path,
                                                               monkeypatch):
    """Dahschur's marble plates show the gem they want (ruby, emerald, sapphire) on their
    column; once a small faded inlay that was misread between ruby and sapphire. At the
    size the board draws a plate at 1024×640, each seat's three plates differ in the gem's
    shape over a letter's size, seen with either colour blindness, in either palette."""
    monkeypatch.setenv("PHARAOHS_HOME", str(tmp_path))
    app = App((1024, 640), flags=0)
    game = get_game("dahschur")
    match = Match.start(game, [(n, "human") for n in ("Anna", "Ben", "Cleo", "Darius")], "cvd")
    table = TableScene(app, match, autosave=False)
    app.reset(table)
    app.apply_transitions()
    palettes.use(look)
    width, height = table.board.rect("plate_0").size
    pictures = PalettePictures("dahschur")
    failed = []
    for seat in range(4):
        plates = [on_papyrus(pictures.get(f"plate_{seat}_{gem}", width, height))
                  for gem in range(3)]
        for a, b in ((0, 1), (0, 2), (1, 2)):
            _apart, delta_e, shape = told_apart(plates[a], plates[b], kind)
            if shape < INLAY_MARK:
                failed.append(f"plate_{seat}_{a}/{b}: marks {shape:.3f}, ΔE {delta_e:.1f}")
    assert not failed, f"{kind}, {look} palette, plates {width}×{height}: {failed}"


def test_an_offer_card_shows_the_seats_colours_of_the_chosen_palette(look):
    """A Dahschur offer card prices the goods of three seats in their colours: in the
    red-green safe palette those are the seats' new colours too (they stayed red, green
    and yellow while the seats' pieces turned vermillion, bluish green and yellow)."""
    card = next(i for i, prices in enumerate(dahschur_data.OFFER_CARDS) if prices[3] == 0)
    image = PalettePictures("dahschur").original(f"offer_{card}")
    rgb = pygame.surfarray.array3d(image).reshape(-1, 3).astype(float)
    solid = rgb[pygame.surfarray.array_alpha(image).reshape(-1) == 255]

    def shown(colour) -> int:
        """How many of the card's pixels are (nearly) ``colour``."""
        return int((np.linalg.norm(solid - np.array(colour, dtype=float), axis=1) < 8).sum())

    for seat in range(3):
        assert shown(theme.PLAYER_COLOURS[seat]) > 100, (look, seat)
        if look == palettes.RED_GREEN:
            assert shown(palette.PLAYER_COLOURS[seat]) == 0, (look, seat)
