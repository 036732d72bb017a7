"""The command line: autoplay's JSON lines and clear refusals with exit status 2."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from pharaohs import __version__
from pharaohs.cli import main


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
