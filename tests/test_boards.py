"""Every board layout and the generated art, linted without a display.

The ``.tmx`` files are read with plain XML (as Tuxemon does) so a broken file
fails here with its name; every spot a scene looks up must exist exactly once.
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections import Counter

import pytest

from pharaohs.art import ART_MODULES, MANIFEST, input_hash
from pharaohs.games import GAMES
from pharaohs.resources import resource
from pharaohs.ui.frame.table import board_view_class
from pharaohs.ui.kit.layout import BoardLayout, LayoutError, best_fit, load_layouts

ARRANGEMENTS = [(game_id, path.name) for game_id in GAMES
                for path in (resource("boards", f"{game_id}.tmx"),
                             *sorted(resource("boards").glob(f"{game_id}.*.tmx")))]


@pytest.mark.parametrize("game_id,file", ARRANGEMENTS)
def test_board_layout_names_every_spot_exactly_once(game_id, file):
    path = resource("boards", file)
    root = ET.parse(path).getroot()
    assert root.tag == "map"
    names = Counter(obj.get("name") for obj in root.iter("object") if obj.get("name"))
    doubled = [name for name, count in names.items() if count > 1]
    assert not doubled, f"{path.name}: names used twice: {doubled[:5]}"
    for obj in root.iter("object"):
        assert obj.get("template") is None, "no object templates (pytmx pitfall)"
        for prop in obj.iter("property"):
            assert prop.get("name") not in ("name", "type", "id", "x", "y", "width", "height")
    needed = board_view_class(game_id).required_spots()
    assert needed, "the scene must declare the spots it uses"
    missing = [name for name in needed if name not in names]
    assert not missing, f"{path.name}: missing {missing[:5]}"
    layout = BoardLayout(path)
    assert layout.width > 0 and not layout.duplicates


@pytest.mark.parametrize("game_id", GAMES)
def test_every_arrangement_of_a_board_names_the_same_spots(game_id):
    """An arrangement lays out the same board in other proportions: the same spots, of
    the same kinds, none left out nor added."""
    main, *others = load_layouts(game_id)
    for layout in others:
        assert {(s.name, s.kind) for s in layout.spots.values()} == \
            {(s.name, s.kind) for s in main.spots.values()}, layout.path.name


def test_the_arrangement_that_fills_the_area_best_is_placed():
    """The Labyrinth's wide map in a wide board area (1280×800), its square one in a
    nearly square area (1600×1000 beside the open move log, 1024×768), the wide one
    again when both fill alike."""
    import pygame

    layouts = load_layouts("labyrinth")
    assert [layout.path.name for layout in layouts] == ["labyrinth.tmx",
                                                         "labyrinth.square.tmx"]
    assert best_fit(layouts, pygame.Rect(12, 12, 936, 674)).layout is layouts[0]
    assert best_fit(layouts, pygame.Rect(12, 12, 912, 854)).layout is layouts[1]
    assert best_fit(layouts, pygame.Rect(12, 12, 715, 662)).layout is layouts[1]
    assert best_fit(layouts[:1], pygame.Rect(12, 12, 912, 854)).layout is layouts[0]


def test_a_broken_layout_is_refused_with_its_name(tmp_path):
    broken = tmp_path / "broken.tmx"
    broken.write_text("<map><objectgroup><object name='a'")
    with pytest.raises(LayoutError, match="broken.tmx"):
        BoardLayout(broken)


def test_committed_art_is_not_stale():
    manifest = json.loads(resource("assets", MANIFEST).read_text())
    stale = [name for name in ART_MODULES if manifest.get(name) != input_hash(name)]
    assert not stale, f"run `python -m pharaohs.art` to redraw: {stale}"
