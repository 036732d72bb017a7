"""Saves and settings: atomic JSON, damaged or foreign files refused by name."""

from __future__ import annotations

import json

import pytest

from pharaohs import storage
from pharaohs.core import Match
from pharaohs.games import get_game


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("PHARAOHS_HOME", str(tmp_path))
    return tmp_path


def _match():
    game = get_game("labyrinth")
    match = Match.start(game, [("Anna", "human"), ("Ben", "ai")], seed=4)
    for _ in range(5):
        seat = game.to_act(match.state)[0]
        match.play(seat, game.legal_moves(match.state, seat)[0])
    return match


def test_save_and_resume_reopens_the_game_exactly():
    match = _match()
    path = storage.save_match(match)
    assert path == storage.autosave_path()
    loaded = storage.load_match(path)
    assert loaded.state == match.state and loaded.log == match.log
    assert [s.name for s in loaded.seats] == ["Anna", "Ben"]


def test_writes_are_atomic_and_leave_no_temporary_files(home):
    storage.save_match(_match())
    leftovers = [p.name for p in (home / "saves").iterdir() if p.name.endswith(".tmp")]
    assert leftovers == []


@pytest.mark.parametrize("content,expected", [
    ("{\"format\": \"pharaohs-save\", \"version\": 1, \"game\": \"lab", "damaged"),
    ("[1, 2, 3]", "not a Pharaohs save"),
    (json.dumps({"format": "pharaohs-save", "version": 1, "game": "chess", "variant": "x",
                 "seed": 1, "seats": [], "moves": []}), "unknown game"),
    ("\x00\xff", "damaged"),
])
def test_damaged_or_foreign_files_are_refused_naming_the_file(home, content, expected):
    bad = home / "saves" / "broken.json"
    bad.parent.mkdir(exist_ok=True)
    bad.write_text(content, encoding="latin-1")
    good = storage.save_match(_match(), home / "saves" / "good.json")
    with pytest.raises(storage.SaveError) as err:
        storage.load_match(bad)
    assert "broken.json" in str(err.value) and expected in str(err.value)
    assert storage.load_match(good).log, "nothing else is lost"


def test_tampered_move_is_refused():
    match = _match()
    data = match.to_json()
    data["moves"][0][1] = {"~": "PlaceTile", "bogus": 1}
    path = storage.saves_dir() / "tampered.json"
    storage.write_json(path, data)
    with pytest.raises(storage.SaveError, match="tampered.json: move 1"):
        storage.load_match(path)


def test_settings_survive_a_damaged_file(home):
    (home / "settings.json").write_text("{oops")
    assert storage.Settings.load() == storage.Settings()
    settings = storage.Settings(ai_delay_ms=100)
    settings.save()
    assert storage.Settings.load().ai_delay_ms == 100


def test_high_scores_keep_the_best_ten():
    for score in range(15):
        storage.add_high_score("labyrinth-solo-basic", f"P{score}", score, "today")
    table = storage.high_scores("labyrinth-solo-basic")
    assert [e["score"] for e in table] == list(range(14, 4, -1))
    assert storage.add_high_score("labyrinth-solo-basic", "Low", 1, "today") is None
    assert storage.add_high_score("labyrinth-solo-basic", "Top", 99, "today") == 1


def test_a_finished_game_is_recorded_once_and_equal_entries_rank_apart():
    assert storage.add_high_score("t", "Ann", 30, "today", game_key="s1:60") == 1
    assert storage.add_high_score("t", "Ann", 30, "today", game_key="s1:60") == 1
    assert len(storage.high_scores("t")) == 1
    assert storage.add_high_score("t", "Ann", 30, "today", game_key="s2:60") == 2


def test_a_damaged_image_is_named(tmp_path, monkeypatch):
    from pharaohs import resources
    from pharaohs.ui.images import load_image

    (tmp_path / "assets").mkdir()
    (tmp_path / "boards").mkdir()
    (tmp_path / "assets" / "tile.png").write_bytes(b"not a png")
    monkeypatch.setattr(resources, "data_root", lambda: tmp_path)
    with pytest.raises(resources.DamagedResource) as err:
        load_image("tile.png")
    assert "tile.png" in str(err.value) and "damaged" in str(err.value)
    with pytest.raises(resources.MissingResource, match="missing"):
        load_image("nothing.png")
