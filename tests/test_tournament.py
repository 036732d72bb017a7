"""The tournament script keeps what it played: a record file lets a long run stop and
go on without playing a game twice or counting one that was cut off."""

from __future__ import annotations

import importlib
import json
from pathlib import Path

import pytest

BENCHMARKS = Path(__file__).resolve().parents[1] / "benchmarks"


@pytest.fixture
def tournament(monkeypatch):
    """The script as a module its worker processes can import too."""
    monkeypatch.syspath_prepend(str(BENCHMARKS))
    return importlib.import_module("tournament")


def _run(tournament, record, games, capsys):
    assert tournament.main(["--game", "ra_dice", "--players", "2", "--matchup", "medium-easy",
                            "--games", str(games), "--record", str(record)]) == 0
    return capsys.readouterr().out


def test_a_recorded_tournament_goes_on_where_it_stopped(tournament, tmp_path, capsys):
    record = tmp_path / "games.jsonl"
    _run(tournament, record, 2, capsys)
    first = record.read_text().splitlines()
    assert len(first) == 2
    with record.open("a") as out:
        out.write('{"key": "cut off')  # a stop in the middle of writing a line
    summary = _run(tournament, record, 3, capsys)
    lines = record.read_text().splitlines()
    assert lines[:2] == first and len(lines) == 4  # one new game, the two kept as they were
    assert "| ra_dice standard | 2 | medium vs easy | 3 |" in summary
    seeds = sorted(json.loads(json.loads(line)["key"])[3] for line in lines if "result" in line)
    assert seeds == [1, 2, 3]


def test_games_of_other_code_are_not_counted(tournament, tmp_path, capsys, monkeypatch):
    record = tmp_path / "games.jsonl"
    _run(tournament, record, 1, capsys)
    monkeypatch.setattr(tournament, "fingerprint", lambda game_id: "changed")
    _run(tournament, record, 1, capsys)
    assert len(record.read_text().splitlines()) == 2  # played again by today's players
