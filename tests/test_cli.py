"""The command line: autoplay's JSON lines and clear refusals with exit status 2."""

from __future__ import annotations

import json

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
