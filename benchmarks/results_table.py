"""The README's table of how strong the levels are, made from the tournament's data files.

Run ``python benchmarks/results_table.py`` after a tournament (``tournament.py``
writes ``benchmarks/results/*.json``, one per match-up) to rewrite the README's
section between the markers; ``--check`` only says whether it matches the data
(exit 1 if not; a test does the same), so the table never drifts from the data.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
RESULTS = ROOT / "benchmarks" / "results"
README = ROOT / "README.md"
BEGIN = "<!-- tournament results: made by benchmarks/results_table.py from benchmarks/results -->"
END = "<!-- end of tournament results -->"
HEADER = ("| game | players | match-up | games | share (solo: mean score) | 95 % interval "
          "| fair share | ahead | Hard's budget | commit |\n"
          "|---|---|---|---|---|---|---|---|---|---|")
#: the line the section holds while no tournament has been recorded
NONE_YET = "No tournament recorded yet: `python benchmarks/tournament.py` writes the data."


def load(folder: Path = RESULTS) -> list[dict]:
    """Every match-up's data, ordered by game, variant, players and match-up."""
    found = [json.loads(path.read_text(encoding="utf-8")) for path in folder.glob("*.json")]
    return sorted(found, key=lambda d: (d["game"], d["variant"], d["players"], d["matchup"]))


def row(data: dict) -> str:
    """One match-up as a table line; ``ahead``: the interval's lower bound above the fair
    share (two-seat and larger tables)."""
    budget = f"{data['hard_iterations']} iterations"
    low, high = data["interval"]
    if data["players"] == 1:
        return (f"| {data['game']} {data['variant']} | 1 | {data['matchup']} | "
                f"{data['games']} | {data['mean_score']:.1f} | {low:.1f}–{high:.1f} | | | "
                f"{budget} | {data['commit']} |")
    ahead = "yes" if low > data["fair_share"] else "no"
    return (f"| {data['game']} {data['variant']} | {data['players']} | {data['matchup']} | "
            f"{data['games']} | {data['share']:.0%} | {low:.0%}–{high:.0%} | "
            f"{data['fair_share']:.0%} | {ahead} | {budget} | {data['commit']} |")


def table(folder: Path = RESULTS) -> str:
    rows = [row(data) for data in load(folder)] if folder.exists() else []
    return "\n".join([HEADER, *rows]) if rows else NONE_YET


def section(text: str) -> str:
    """The README's table as it stands (between the markers)."""
    start, end = text.index(BEGIN) + len(BEGIN), text.index(END)
    return text[start:end].strip("\n")


def rewritten(text: str, folder: Path = RESULTS) -> str:
    start, end = text.index(BEGIN) + len(BEGIN), text.index(END)
    return text[:start] + "\n" + table(folder) + "\n" + text[end:]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="only check that the README's table matches the data")
    args = parser.parse_args(argv)
    text = README.read_text(encoding="utf-8")
    if args.check:
        if section(text) != table():
            print("README.md: the tournament table does not match benchmarks/results; run "
                  "python benchmarks/results_table.py", file=sys.stderr)
            return 1
        return 0
    README.write_text(rewritten(text), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
