"""The tournament script keeps what it played: a record file lets a long run stop and
go on without playing a game twice or counting one that was cut off; each match-up's
figures become a data file, and the README's table is made from those files."""

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


def _run(tournament, record, games, capsys, *more):
    assert tournament.main(["--game", "ra_dice", "--players", "2", "--matchup", "medium-easy",
                            "--games", str(games), "--record", str(record),
                            "--results", str(record.parent / "results"), *more]) == 0
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


def test_each_match_up_is_written_as_data_the_repo_keeps(tournament, tmp_path, capsys):
    _run(tournament, tmp_path / "games.jsonl", 3, capsys, "--jobs", "2")
    written = sorted((tmp_path / "results").iterdir())
    assert [p.name for p in written] == ["ra_dice-2p-medium-vs-easy.json"]
    data = json.loads(written[0].read_text())
    games = [json.loads(line)["result"] for line in (tmp_path / "games.jsonl").open()]
    wins = sum(sum(r["levels"][w] == "medium" for w in r["winners"]) / len(r["winners"])
               for r in games)
    assert data["games"] == 3 and data["wins"] == pytest.approx(wins)
    assert data["share"] == pytest.approx(wins / 3)
    assert data["interval"] == pytest.approx(list(tournament.wilson(wins, 3)))
    assert (data["game"], data["variant"], data["players"], data["matchup"]) == (
        "ra_dice", "standard", 2, "medium vs easy")
    assert data["seats"] == ["medium", "easy"] and data["fair_share"] == 0.5
    assert data["commit"] != "unknown" and data["code"] == tournament.fingerprint("ra_dice")


def test_a_solo_level_is_written_with_its_mean_score(tournament, tmp_path, capsys):
    assert tournament.main(["--game", "labyrinth", "--players", "1", "--solo-games", "2",
                            "--hard-iterations", "2", "--results", str(tmp_path)]) == 0
    names = sorted(p.name for p in tmp_path.iterdir())
    assert "labyrinth-basic-1p-easy.json" in names and len(names) == 6  # 2 variants x 3
    data = json.loads((tmp_path / "labyrinth-basic-1p-hard.json").read_text())
    low, high = data["interval"]
    assert data["games"] == 2 and low <= data["mean_score"] <= high


@pytest.fixture
def results_table(monkeypatch):
    monkeypatch.syspath_prepend(str(BENCHMARKS))
    return importlib.import_module("results_table")


def test_the_readme_table_matches_the_results_data(results_table):
    readme = results_table.README.read_text(encoding="utf-8")
    assert results_table.section(readme) == results_table.table()
    assert results_table.main(["--check"]) == 0


def test_the_table_has_a_row_per_match_up_and_says_whether_it_is_ahead(
        tournament, results_table, tmp_path, capsys):
    _run(tournament, tmp_path / "games.jsonl", 2, capsys)
    ahead = dict(json.loads((tmp_path / "results" / "ra_dice-2p-medium-vs-easy.json")
                            .read_text()), players=3, share=0.9, interval=[0.4, 0.97],
                 fair_share=1 / 3)
    tournament.write_result(tmp_path / "results", ahead)
    table = results_table.table(tmp_path / "results")
    lines = table.splitlines()
    assert lines[:2] == results_table.HEADER.splitlines() and len(lines) == 4
    assert lines[2].startswith("| ra_dice standard | 2 | medium vs easy | 2 |")
    assert lines[3].startswith("| ra_dice standard | 3 | medium vs easy | 2 | 90% | 40%–97% "
                               "| 33% | yes | 300 iterations |")
    text = f"before\n{results_table.BEGIN}\nold\n{results_table.END}\nafter\n"
    again = results_table.rewritten(text, tmp_path / "results")
    assert results_table.section(again) == table and again.endswith("after\n")
