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
from pharaohs.ui.layout import BoardLayout, LayoutError
from pharaohs.ui.table import board_view_class


@pytest.mark.parametrize("game_id", GAMES)
def test_board_layout_names_every_spot_exactly_once(game_id):
    path = resource("boards", f"{game_id}.tmx")
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


def test_a_broken_layout_is_refused_with_its_name(tmp_path):
    broken = tmp_path / "broken.tmx"
    broken.write_text("<map><objectgroup><object name='a'")
    with pytest.raises(LayoutError, match="broken.tmx"):
        BoardLayout(broken)


def test_committed_art_is_not_stale():
    manifest = json.loads(resource("assets", MANIFEST).read_text())
    stale = [name for name in ART_MODULES if manifest.get(name) != input_hash(name)]
    assert not stale, f"run `python -m pharaohs.art` to redraw: {stale}"
