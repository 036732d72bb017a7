"""The command line: autoplay's JSON lines and clear refusals with exit status 2."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from pharaohs import __version__, cli, locale
from pharaohs.ai import LEVELS
from pharaohs.cli import main

README = Path(__file__).resolve().parents[1] / "README.md"


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Settings of the test's own; English again after a test that spoke German."""
    monkeypatch.setenv("PHARAOHS_HOME", str(tmp_path))
    yield tmp_path
    locale.set_language("en")


def refusal(argv, capsys) -> str:
    """The last line a refused command line prints (its exit status must be 2)."""
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    return capsys.readouterr().err.strip().splitlines()[-1]


@pytest.mark.parametrize("argv,expected", [
    (["play", "chess"], "unknown game 'chess'"),
    (["autoplay", "labyrinth", "--players", "9"], "1–5 players"),
    (["autoplay", "labyrinth", "--variant", "expert"], "no variant 'expert'"),
    (["autoplay", "ra_dice", "--option", "betting"], "no option 'betting'"),
    (["play", "labyrinth", "--players", "2", "--seats", "human,robot"], "--seats"),
    (["screenshot", "labyrinth", "--out", "x.png", "--size", "big"], "--size"),
    (["frobnicate"], "invalid choice"),
])
def test_bad_arguments_exit_2_with_a_clear_message(argv, expected, capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    assert expected in capsys.readouterr().err


def test_version(capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["--version"])
    assert exit_info.value.code == 0
    assert __version__ in capsys.readouterr().out


def test_autoplay_prints_one_json_line_per_game(capsys):
    assert main(["autoplay", "labyrinth", "--players", "3", "--seed", "5", "--games", "2",
                 "--ai", "random"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line["seed"] for line in lines] == [5, 6]
    for line in lines:
        assert line["game"] == "labyrinth" and line["players"] == 3
        assert len(line["scores"]) == 3 and line["winners"] and line["moves"] > 25


def test_autoplay_replays_exactly_from_its_seed(capsys):
    main(["autoplay", "ra_dice", "--players", "2", "--seed", "11", "--ai", "greedy"])
    first = capsys.readouterr().out
    main(["autoplay", "ra_dice", "--players", "2", "--seed", "11", "--ai", "greedy"])
    assert capsys.readouterr().out == first


def test_autoplay_plays_by_work_done_not_by_the_clock(capsys, monkeypatch):
    """The same seed plays the same game on a busy machine: a clock that runs fast (every
    look at it a second later) changes nothing a computer player chooses."""
    main(["autoplay", "ra_dice", "--players", "2", "--seed", "11", "--ai", "medium"])
    calm = capsys.readouterr().out
    import time

    from pharaohs.ai import players

    ticks = iter(range(10**9))
    monkeypatch.setattr(players.time, "monotonic", lambda: float(next(ticks)) + time.time())
    main(["autoplay", "ra_dice", "--players", "2", "--seed", "11", "--ai", "medium"])
    assert capsys.readouterr().out == calm


def test_screenshot_writes_a_png_and_names_an_unwritable_target(tmp_path, capsys):
    out = tmp_path / "ra.png"
    assert main(["screenshot", "ra_dice", "--players", "3", "--moves", "5", "--seed", "2",
                 "--size", "1024x640", "--out", str(out)]) == 0
    assert out.read_bytes().startswith(b"\x89PNG")
    capsys.readouterr()
    assert main(["screenshot", "ra_dice", "--out", str(tmp_path / "no" / "such" / "x.png")]) == 1
    err = capsys.readouterr().err
    assert err.startswith("pharaohs: ") and "Traceback" not in err


def _env(home, **extra):
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER",
                        "PYGAME_HIDE_SUPPORT_PROMPT")}
    return {**env, "PHARAOHS_HOME": str(home), "SDL_AUDIODRIVER": "dummy", **extra}


def test_without_a_display_the_window_says_why_and_exits_2(tmp_path):
    for argv in ([], ["play", "ra_dice"]):
        result = subprocess.run([sys.executable, "-m", "pharaohs", *argv], env=_env(tmp_path),
                                capture_output=True, text=True, timeout=60)
        assert result.returncode == 2, result.stderr
        assert "no window can be opened" in result.stderr and "Traceback" not in result.stderr
        assert "pygame" not in result.stdout  # no banner


def test_play_gets_its_own_autosave_and_cleans_up_interrupted_writes(tmp_path):
    """Starting a game from the command line destroys no game in progress."""
    (tmp_path / "settings.json").write_text(json.dumps({"ai_delay_ms": 0}))
    older = tmp_path / "autosaves" / "ra_dice-older.json"
    older.parent.mkdir()
    older.write_text("kept as it is")
    stale = tmp_path / "autosaves" / ".pharaohs-deadbeef.tmp"
    stale.write_text("half a save")
    result = subprocess.run(
        [sys.executable, "-m", "pharaohs", "play", "ra_dice", "--seats", "ai,ai", "--seed", "3"],
        env=_env(tmp_path, SDL_VIDEODRIVER="dummy", PHARAOHS_QUIT_AFTER_FRAMES="20"),
        capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert older.read_text() == "kept as it is" and not stale.exists()
    saved = [p for p in (tmp_path / "autosaves").iterdir() if p != older]
    saved += list((tmp_path / "finished").glob("*.json"))
    (new,) = saved
    assert new.name.startswith("ra_dice-") and json.loads(new.read_text())["moves"]


def test_damaged_settings_and_high_scores_are_named_at_start_and_set_aside(tmp_path):
    (tmp_path / "settings.json").write_text('{"ai_delay_ms": NaN}')
    (tmp_path / "highscores.json").write_text("[[[")
    result = subprocess.run([sys.executable, "-m", "pharaohs"],
                            env=_env(tmp_path, SDL_VIDEODRIVER="dummy",
                                     PHARAOHS_QUIT_AFTER_FRAMES="1"),
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    lines = result.stderr.splitlines()
    assert any("settings.json was damaged" in line for line in lines)
    assert any("highscores.json was damaged" in line for line in lines)
    kept = sorted(p.name.split(".damaged-")[0] for p in tmp_path.glob("*.damaged-*"))
    assert kept == ["highscores", "settings"]


@pytest.mark.parametrize("seed", ["abc", "-3", "1.5", "12e3", "٣"])
def test_a_seed_that_is_not_a_whole_number_is_refused_as_the_new_game_screen_refuses_it(
        seed, capsys):
    """The new-game screen takes digits only; so does --seed, before anything is played."""
    assert refusal(["autoplay", "ra_dice", "--seed", seed], capsys) == \
        f"pharaohs: error: --seed must be a whole number such as 12345, not {seed!r}"
    assert capsys.readouterr().out == ""


def test_a_seed_of_digits_is_that_number(capsys):
    assert main(["autoplay", "ra_dice", "--seed", "007", "--ai", "random"]) == 0
    assert json.loads(capsys.readouterr().out)["seed"] == 7


@pytest.mark.parametrize("size", ["100000x100000", "7681x4320", "7680x4321", "319x200",
                                  "320x199"])
def test_a_screenshot_past_the_largest_size_or_below_the_smallest_layout_is_refused(
        size, capsys, tmp_path):
    """Refused with the limits named, before pygame is asked for a window it would shrink."""
    out = tmp_path / "x.png"
    assert refusal(["screenshot", "ra_dice", "--out", str(out), "--size", size], capsys) == \
        f"pharaohs: error: --size must be between 320x200 and 7680x4320, not {size!r}"
    assert not out.exists()
    assert "WxH is from 320x200 to 7680x4320" in README.read_text(encoding="utf-8")


@pytest.mark.parametrize("size,expected", [("320x200", (320, 200)),
                                           ("7680X4320", (7680, 4320))])
def test_the_smallest_and_largest_screenshots_are_taken(size, expected, monkeypatch,
                                                        tmp_path):
    taken = []
    monkeypatch.setattr(cli, "screenshot", lambda *args: taken.append(args[6]))
    assert main(["screenshot", "ra_dice", "--out", str(tmp_path / "x.png"),
                 "--size", size]) == 0
    assert taken == [expected]


def test_the_help_offers_the_levels_the_readme_names(capsys):
    """``--ai`` offers easy, medium and hard, as the README says; ``random`` (tests,
    benchmarks) and the old name ``greedy`` still work but are not offered."""
    readme = README.read_text(encoding="utf-8")
    (levels,) = re.findall(r"^LEVEL is (.*)\.$", readme, re.MULTILINE)
    assert tuple(re.findall(r"`(\w+)`", levels)) == LEVELS
    for command in ("play", "autoplay"):
        with pytest.raises(SystemExit):
            main([command, "--help"])
        shown = capsys.readouterr().out
        assert re.search(r"\n  --ai LEVEL +level of the computer \w+: easy, medium or hard\n",
                         shown)
        assert "{" not in shown and "greedy" not in shown and "random," not in shown
    assert refusal(["autoplay", "ra_dice", "--ai", "best"], capsys).endswith(
        "argument --ai: invalid choice: 'best' (choose from 'easy', 'medium', 'hard')")
    for hidden in ("random", "greedy"):
        assert main(["autoplay", "ra_dice", "--seed", "1", "--ai", hidden]) == 0


def test_the_command_line_speaks_the_language_of_the_settings(home, capsys):
    """Settings in German: our refusals and argparse's own words are German too; --lang
    wins over the settings."""
    (home / "settings.json").write_text(json.dumps({"language": "de"}))
    assert refusal(["autoplay", "labyrinth", "--players", "9"], capsys) == \
        "pharaohs: Fehler: Das Labyrinth des Pharao ist für 1–5 Spieler, nicht für 9."
    assert refusal(["autoplay", "ra_dice", "--seed", "abc"], capsys) == \
        "pharaohs: Fehler: --seed muss eine ganze Zahl wie 12345 sein, nicht 'abc'"
    assert refusal(["play", "ra_dice", "--bogus"], capsys) == \
        "pharaohs: Fehler: unbekannte Argumente: --bogus"
    with pytest.raises(SystemExit):
        main(["play", "--help"])
    assert capsys.readouterr().out.startswith("Aufruf: pharaohs play [-h]")
    assert refusal(["--lang", "en", "autoplay", "labyrinth", "--players", "9"], capsys) == \
        "pharaohs: error: Das Labyrinth des Pharao is for 1–5 players, not 9."


def test_a_lang_without_its_code_is_refused_by_the_full_parser_in_the_settings_language(
        home, capsys):
    """The first look for ``--lang`` (made to build the help in that language) never
    answers itself: the program's parser refuses, in the language of the settings."""
    assert refusal(["--lang", "de", "--l"], capsys) == \
        "pharaohs: error: argument --lang: expected one argument"
    (home / "settings.json").write_text(json.dumps({"language": "de"}))
    assert refusal(["--lang"], capsys) == \
        "pharaohs: Fehler: Argument --lang: erwartet einen Wert"


def test_a_refused_command_leaves_damaged_settings_for_the_window_to_report(home, capsys):
    """Reading the settings' language changes nothing: the window still finds the damaged
    file, sets it aside and says so."""
    settings = home / "settings.json"
    settings.write_text('{"language": "de", NaN')
    assert refusal(["autoplay", "labyrinth", "--players", "9"], capsys).startswith(
        "pharaohs: error:")
    assert settings.read_text() == '{"language": "de", NaN'
    assert list(home.iterdir()) == [settings]
