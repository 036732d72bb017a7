"""Saves, autosaves, settings and high scores: nothing lost, nothing hostile let in.

Every unfinished game keeps its own autosave; a failed write is one sentence,
never an exception; damaged settings and high scores are set aside, not
overwritten; the hardened reader refuses what the program cannot use, naming
the file. The hostile-file corpus (tests/hostile_files.py) covers many more
files through the menus in tests/test_hostile_files.py.
"""

from __future__ import annotations

import errno
import json
import os
import unicodedata

import pytest

from pharaohs import storage
from pharaohs.core import Match
from pharaohs.files import reader, writer
from pharaohs.files.text import NAME_LIMIT, clean, quote, typed
from pharaohs.games import get_game


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("PHARAOHS_HOME", str(tmp_path))
    return tmp_path


def _match(moves: int = 5, game_id: str = "labyrinth", names=("Anna", "Ben")):
    game = get_game(game_id)
    match = Match.start(game, [(names[0], "human"), (names[1], "ai")], seed=4)
    for _ in range(moves):
        seat = game.to_act(match.state)[0]
        match.play(seat, game.legal_moves(match.state, seat)[0])
    return match


def _finished(game_id: str = "ra_dice"):
    game = get_game(game_id)
    match = Match.start(game, [("Anna", "human"), ("Ben", "ai")], seed=2)
    while not game.is_over(match.state):
        seat = game.to_act(match.state)[0]
        match.play(seat, game.legal_moves(match.state, seat)[0])
    return match


def _write_save(home, data, name="broken.json"):
    path = home / "saves" / name
    path.parent.mkdir(exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


# -- every game its own autosave -----------------------------------------------------
def test_save_and_resume_reopens_the_game_exactly():
    match = _match()
    path = storage.new_autosave_path(match.game.id)
    assert storage.keep_progress(match, path) is None
    loaded = storage.load_match(path)
    assert loaded.state == match.state and loaded.log == match.log
    assert [s.name for s in loaded.seats] == ["Anna", "Ben"]


def test_a_save_keeps_whether_hints_were_used_and_older_saves_load_without_it(home):
    """The high-score table marks a game played with hints (issue 12), so the mark is
    saved; a save without it (no hint, or an earlier version's) loads as unmarked."""
    hinted = _match()
    hinted.hints_used = True
    path = storage.save_match(hinted, home / "saves" / "hinted.json")
    assert storage.load_match(path).hints_used is True
    plain = storage.save_match(_match(), home / "saves" / "plain.json")
    assert "hints_used" not in json.loads(plain.read_text(encoding="utf-8"))
    assert storage.load_match(plain).hints_used is False


def test_each_unfinished_game_keeps_its_own_autosave_and_finished_ones_leave_the_list(home):
    first, second = _match(3), _match(6, "ra_dice", ("Cleo", "Darius"))
    paths = [storage.new_autosave_path(m.game.id) for m in (first, second)]
    assert paths[0] != paths[1]
    for match, path in zip((first, second), paths, strict=True):
        assert storage.keep_progress(match, path) is None
    done = _finished()
    done_path = storage.new_autosave_path(done.game.id)
    assert storage.keep_progress(done, done_path) is None
    assert not done_path.exists() and (home / "finished" / done_path.name).exists()
    games, refused = storage.games_in_progress()
    assert refused == []
    assert {g.path for g in games} == set(paths)
    assert {g.match.seats[0].name for g in games} == {"Anna", "Cleo"}
    assert storage.load_match(home / "finished" / done_path.name).log == done.log
    assert storage.delete_save(paths[0]) is None
    assert [g.path for g in storage.games_in_progress()[0]] == [paths[1]]


def test_the_autosave_of_earlier_versions_is_still_offered(home):
    legacy = storage.saves_dir() / storage.AUTOSAVE
    storage.save_match(_match(2), legacy)
    games, _refused = storage.games_in_progress()
    assert [g.path for g in games] == [legacy] and storage.is_autosave(legacy)


def test_a_bad_autosave_is_refused_and_the_others_stay_offered(home):
    good = storage.new_autosave_path("labyrinth")
    storage.keep_progress(_match(), good)
    bad = storage.autosaves_dir() / "bad.json"
    bad.write_text('{"format": "pharaohs-save", "moves": [', "utf-8")
    games, refused = storage.games_in_progress()
    assert [g.path for g in games] == [good]
    assert [r.path for r in refused] == [bad] and "bad.json" in refused[0].reason


# -- writes -----------------------------------------------------------------------------
def test_writes_are_atomic_and_leave_no_temporary_files(home):
    storage.save_match(_match(), home / "saves" / "a.json")
    leftovers = [p.name for p in (home / "saves").iterdir() if p.name.endswith(".tmp")]
    assert leftovers == []


def test_temporary_files_of_an_interrupted_write_are_removed_at_start(home):
    (home / "autosaves").mkdir()
    stale = [home / "autosaves" / ".pharaohs-0123abcd.tmp", home / ".settings.json.x1y2.tmp"]
    for path in stale:
        path.write_text("half a file")
    kept = home / "autosaves" / "game.json"
    kept.write_text("{}")
    assert set(storage.remove_leftovers()) == set(stale)
    assert not any(p.exists() for p in stale) and kept.read_text() == "{}"


def test_a_name_the_file_system_just_accepts_is_written(home):
    """The temporary name is short, so it never fails where the final name fits."""
    name = "x" * (os.pathconf(home, "PC_NAME_MAX") - len(".json")) + ".json"
    path = storage.save_match(_match(1), home / "saves" / name)
    assert storage.load_match(path).log
    assert len(writer.temporary_name()) < 32


@pytest.mark.parametrize("code,words", [
    (errno.ENOSPC, "the disk is full"), (errno.EROFS, "read-only"),
    (errno.EACCES, "held by another program"), (errno.ENAMETOOLONG, "too long")])
def test_a_failed_autosave_is_one_sentence_and_the_next_move_tries_again(home, monkeypatch,
                                                                        code, words):
    match = _match(2)
    path = storage.new_autosave_path(match.game.id)
    real_fsync = os.fsync

    def failing(fd):
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(os, "fsync", failing)
    sentence = storage.keep_progress(match, path)
    assert "could not be saved" in sentence and words in sentence
    assert str(path.parent) in sentence and "\n" not in sentence
    assert not path.exists() and not list(path.parent.glob("*.tmp"))
    monkeypatch.setattr(os, "fsync", real_fsync)
    assert storage.keep_progress(match, path) is None and path.exists()


def test_a_file_in_the_way_or_a_removed_folder_never_raises(home):
    match = _match(2)
    (home / "autosaves").write_text("in the way")
    path = storage.new_autosave_path(match.game.id)
    assert "in the way" in storage.keep_progress(match, path)
    (home / "autosaves").unlink()
    assert storage.keep_progress(match, path) is None  # the folder is made again
    too_long = home / "autosaves" / ("y" * 400 + ".json")
    assert "too long" in storage.keep_progress(match, too_long)
    assert storage.Settings(ai_delay_ms=0).save() is None
    (home / "settings.json").unlink()
    (home / "settings.json").mkdir()
    assert "settings.json" in storage.Settings().save()


# -- the hardened reader ----------------------------------------------------------------
def _save_data(**changes):
    data = _match(3).to_json()
    data.update(changes)
    return data


@pytest.mark.parametrize("content,expected", [
    ("{\"format\": \"pharaohs-save\", \"version\": 1, \"game\": \"lab", "damaged"),
    ("[1, 2, 3]", "not a Pharaohs save"),
    (json.dumps({"format": "pharaohs-save", "version": 1, "game": "chess", "variant": "x",
                 "options": [], "seed": 1, "seats": [{"name": "A", "kind": "human"}],
                 "moves": []}), "game this version does not have"),
    ("\x00\xff", "damaged"),
    ('{"format": "pharaohs-save", "version": NaN}', "NaN"),
    ('{"format": "pharaohs-save", "version": 1e999}', "too long"),
    ('{"format": "pharaohs-save", "version": 1' + "0" * 5000 + "}", "too long"),
    ("[" * 100_000 + "]" * 100_000, "nests deeper"),
    ("[" * 30 + "]" * 30, "nests deeper"),
])
def test_damaged_or_foreign_files_are_refused_naming_the_file(home, content, expected):
    bad = home / "saves" / "broken.json"
    bad.parent.mkdir(exist_ok=True)
    bad.write_text(content, encoding="latin-1")
    good = storage.save_match(_match(), home / "saves" / "good.json")
    before = good.read_bytes()
    with pytest.raises(storage.SaveError) as err:
        storage.load_match(bad)
    assert "broken.json" in str(err.value) and expected in str(err.value)
    assert storage.load_match(good).log and good.read_bytes() == before, "nothing else is lost"


@pytest.mark.parametrize("data,expected", [
    (_save_data(extra=1), "field “extra”"),
    ({k: v for k, v in _save_data().items() if k != "seed"}, "lacks its seed"),
    (_save_data(seats=[{"name": True, "kind": "human"}, {"name": "B", "kind": "ai"}]),
     "name that is not a short text (true)"),
    (_save_data(seats=[{"name": "A", "kind": "robot"}, {"name": "B", "kind": "ai"}]),
     "“robot”"),
    (_save_data(seed=1.5), "seed 1.5"),
    (_save_data(version=True), "version true"),
    (_save_data(options="betting"), "options"),
    (_save_data(moves=[[0, {"~": "Teleport" * 1000}]]), "move 1 of the save is not a move"),
    (_save_data(moves=[[0, {"~": "Rng", "state": 1}]]), "move 1 of the save is not a move"),
    (_save_data(hints_used=1), "hints_used 1 is neither true nor false"),
])
def test_wrong_types_missing_or_unknown_fields_are_refused(home, data, expected):
    with pytest.raises(storage.SaveError) as err:
        storage.load_match(_write_save(home, data))
    assert "broken.json" in str(err.value) and expected in str(err.value)


@pytest.mark.parametrize("seat", [True, 1.0, "1", 7, -1, 10**30])
def test_a_seat_that_is_not_a_small_integer_is_refused(home, seat):
    data = _match(3).to_json()
    data["moves"][1][0] = seat
    with pytest.raises(storage.SaveError, match="move 2 of the save names seat"):
        storage.load_match(_write_save(home, data))


def test_a_die_that_is_true_or_one_point_zero_is_refused(home):
    """``True == 1`` and ``1.0 == 1`` would pass the rules; the save's types do not."""
    game = get_game("ra_dice")
    match = Match.start(game, [("A", "human"), ("B", "human")], seed=3)
    while True:
        seat = game.to_act(match.state)[0]
        moves = [m for m in game.legal_moves(match.state, seat) if hasattr(m, "dice")
                 and 1 in m.dice]
        if moves:
            match.play(seat, moves[0])
            break
        match.play(seat, game.legal_moves(match.state, seat)[0])
    number = len(match.log)
    for stand_in in (True, 1.0):
        data = match.to_json()
        raw = data["moves"][-1][1]["dice"]["~set"]
        raw[raw.index(1)] = stand_in
        with pytest.raises(storage.SaveError, match=f"move {number} of the save has .* its dice"):
            storage.load_match(_write_save(home, data))


def test_tampered_move_is_refused(home):
    data = _match().to_json()
    data["moves"][0][1] = {"~": "PlaceTile", "bogus": 1}
    path = storage.saves_dir() / "tampered.json"
    storage.write_json(path, data)
    with pytest.raises(storage.SaveError, match="tampered.json: move 1"):
        storage.load_match(path)


def test_names_from_a_file_are_cleaned_and_shortened(home):
    data = _match(1).to_json()
    data["seats"][0]["name"] = "\u200b\u202eEvil\x1b[2J\ud800" + "x" * 100
    data["seats"][1]["name"] = "\u200b\u200e"
    loaded = storage.load_match(_write_save(home, data))
    first, second = (s.name for s in loaded.seats)
    assert len(first) == NAME_LIMIT and first.startswith("Evil\ufffd[2J\ufffd")
    assert second == "\ufffd"
    storage.save_match(loaded, home / "saves" / "again.json")  # no lone surrogate to write


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs and /dev are POSIX")
def test_only_regular_files_are_read(home):
    (home / "fifo.json").unlink(missing_ok=True)
    os.mkfifo(home / "fifo.json")
    (home / "zero.json").symlink_to("/dev/zero")
    (home / "folder.json").symlink_to(home)
    (home / "gone.json").symlink_to(home / "nothing-here")
    for name, words in (("fifo.json", "not a file"), ("zero.json", "not a file"),
                        ("folder.json", "not a file"), ("gone.json", "does not exist")):
        with pytest.raises(storage.SaveError, match=words):
            storage.read_json(home / name)
    big = home / "big.json"
    big.write_bytes(b" " * (reader.SIZE_LIMIT + 1))
    with pytest.raises(storage.SaveError, match="too large"):
        storage.read_json(big)


def test_plain_characters_are_drawn_by_the_bundled_font_and_need_no_look_at_it(monkeypatch):
    """Names of ASCII and Latin-1 letters are taken as they are without reading the font's
    cmap table (a returning player's names, at every start); the font draws them all."""
    from pharaohs.files import glyphs, text

    assert {ord(char) for char in text.PLAIN} <= glyphs.drawable()
    assert all(unicodedata.category(char)[0] in "LNPSZ" and unicodedata.category(char) != "Cf"
               for char in text.PLAIN)

    def unread():
        raise AssertionError("the font's cmap table was read")

    monkeypatch.setattr(text, "drawable", unread)
    assert clean("Jörg Müller-Lüdenscheidt", NAME_LIMIT) == "Jörg Müller-Lüdensc…"
    assert typed("Anna ß") == "Anna ß"


def test_text_is_made_drawable_and_quotes_are_short():
    assert clean("\u200b\u200f") == "\ufffd" and clean("Zo\u0065\u0308") == "Zoë"
    assert clean("a\x00b\ud800😀") == "a\ufffdb\ufffd\ufffd"
    assert typed("\u200b\u200e😀An\u0301na\n") == "Ańna" and typed("\u0301") == ""
    assert len(quote("x" * 1000)) <= 16 and quote(True) == "true" and quote(1.0) == "1.0"


# -- settings and high scores -------------------------------------------------------------
def test_a_damaged_settings_file_is_set_aside_and_the_player_told(home):
    (home / "settings.json").write_text("{oops")
    settings = storage.Settings.load()
    assert settings == storage.Settings()
    (notice,) = settings.notices
    aside = [p for p in home.iterdir() if p.name.startswith("settings.damaged-")]
    assert len(aside) == 1 and aside[0].read_text() == "{oops" and aside[0].name in notice
    assert storage.Settings(ai_delay_ms=100).save() is None
    assert storage.Settings.load().ai_delay_ms == 100 and not storage.Settings.load().notices


def test_settings_fall_back_value_by_value_and_tell_once(home):
    (home / "settings.json").write_text(json.dumps({
        "language": "de", "fullscreen": 1, "ai_delay_ms": 10**12, "animations": False,
        "last_names": ["Nefertari", "\u200b", "x" * 50]}))
    settings = storage.Settings.load()
    assert (settings.language, settings.animations) == ("de", False)
    assert (settings.fullscreen, settings.ai_delay_ms) == (False, 600)
    assert settings.last_names == ("Nefertari", "\ufffd", "x" * (NAME_LIMIT - 1) + "…")
    (notice,) = settings.notices
    assert "fullscreen, ai_delay_ms" in notice
    again = storage.Settings.load()
    assert again == settings and not again.notices


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


def test_a_damaged_high_score_file_is_set_aside_keeping_the_good_scores(home):
    path = home / "highscores.json"
    path.write_text(json.dumps({"t": [{"name": "Ann", "score": 30, "when": "today"},
                                      {"name": "Bad", "score": True, "when": "today"}],
                                "u": "nonsense"}))
    original = path.read_bytes()
    notice = storage.check_high_scores()
    aside = [p for p in home.iterdir() if p.name.startswith("highscores.damaged-")]
    assert len(aside) == 1 and aside[0].read_bytes() == original and aside[0].name in notice
    assert [e["name"] for e in storage.high_scores("t")] == ["Ann"]
    assert storage.check_high_scores() is None
    storage.untold()
    path.write_text("[not json")
    assert storage.add_high_score("t", "Cleo", 10, "today") == 1
    assert len([p for p in home.iterdir() if p.name.startswith("highscores.damaged-")]) == 2
    (told,) = storage.untold()
    assert "highscores.json was damaged" in told and storage.untold() == []


def test_a_damaged_image_is_named(tmp_path, monkeypatch):
    from pharaohs import resources
    from pharaohs.ui.kit.images import load_image

    (tmp_path / "assets").mkdir()
    (tmp_path / "boards").mkdir()
    (tmp_path / "assets" / "tile.png").write_bytes(b"not a png")
    monkeypatch.setattr(resources, "data_root", lambda: tmp_path)
    with pytest.raises(resources.DamagedResource) as err:
        load_image("tile.png")
    assert "tile.png" in str(err.value) and "damaged" in str(err.value)
    with pytest.raises(resources.MissingResource, match="missing"):
        load_image("nothing.png")


def test_names_from_files_are_shortened_to_the_new_game_dialogs_limit():
    from pharaohs.ui.frame import new_game

    assert NAME_LIMIT == new_game.NAME_LIMIT
