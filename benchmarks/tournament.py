"""How strong the levels are: seats by level over many seeds, win rates with 95 % intervals.

Run ``python benchmarks/tournament.py`` (``--help`` for the knobs). For every
registered game and player count it plays two match-ups, the stronger level at
one seat against the weaker level at all the others (Hard vs Medium, Medium vs
Easy), the stronger seat moving round the table from game to game, and reports
the stronger level's share of the wins (ties split) against its fair share
(1 / players) with a Wilson 95 % interval. One-player games report each level's
mean score over the same seeds instead.

Hard's budget here is ``--hard-iterations`` search iterations per decision (the
window gives it ``HARD_SECONDS`` of time instead; the default, 300, is about the
fewest it reaches in that time on a busy 2-core machine: 200-2400 were measured, most
above 350; ``benchmarks/ai.py --iterations`` measures it), and Easy and Medium rate every
move they notice (the window stops them at ``QUICK_SECONDS``): a count, not a
clock, keeps the results the same on a busy machine. Games run in ``--jobs`` processes.

With ``--record FILE`` every finished game is added to FILE (one JSON line) as soon
as it ends, and a game already there is not played again: a long tournament can
be stopped and taken up later, and the summary counts every recorded game. A
record carries a fingerprint of the code that decides the play (``pharaohs/ai``,
``core`` and the game's ``rules``), so games played by older players are not
mixed with today's.

Each match-up's figures are written to ``--results`` (``benchmarks/results`` in the
repo by default), one JSON file per match-up named ``<game>-<players>p-<higher>-vs-
<lower>.json`` (solo: ``<game>-<variant>-1p-<level>.json``) with the commit measured,
the game, variant, seats, Hard's budget, the games played, the share and its Wilson
interval; ``benchmarks/results_table.py`` makes the README's table from them.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import statistics
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pharaohs.ai import choose_move  # noqa: E402
from pharaohs.ai.settle import Memory  # noqa: E402
from pharaohs.core import Rng  # noqa: E402
from pharaohs.games import GAMES, get_game  # noqa: E402

MATCHUPS = (("hard", "medium"), ("medium", "easy"))
Z95 = 1.96
#: a game still going after this many moves is reported as stuck, not waited for
MAX_MOVES = 20000
PACKAGE = Path(__file__).resolve().parents[1] / "pharaohs"
RESULTS = Path(__file__).resolve().parent / "results"


def wilson(wins: float, games: int) -> tuple[float, float]:
    """The Wilson 95 % interval of a win rate."""
    if not games:
        return 0.0, 1.0
    p = wins / games
    centre = (p + Z95 ** 2 / (2 * games)) / (1 + Z95 ** 2 / games)
    half = Z95 * math.sqrt(p * (1 - p) / games + Z95 ** 2 / (4 * games ** 2)) / (
        1 + Z95 ** 2 / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def play(job) -> dict:
    """One game: ``levels`` by seat; returns the scores, the winners and decision times."""
    game_id, variant, levels, seed, iterations, seconds = job
    game = get_game(game_id)
    state = game.setup(len(levels), seed, variant)
    rng = Rng.from_seed(f"tournament:{seed}")
    slowest = {level: 0.0 for level in levels}
    memory = Memory()
    for _ in range(MAX_MOVES):
        if game.is_over(state):
            break
        seat = game.to_act(state)[0]
        start = time.perf_counter()
        view = game.view(state, seat)
        move, rng = choose_move(game, view, seat, rng, levels[seat], seconds=seconds,
                                max_iterations=iterations, seen=memory.seen(seat, view),
                                timed=False)
        took = time.perf_counter() - start
        slowest[levels[seat]] = max(slowest[levels[seat]], took)
        state = game.play(state, seat, move)
    else:
        raise RuntimeError(f"{game_id} seed {seed} {levels}: no end after {MAX_MOVES} moves")
    outcome = game.result(state)
    return {"levels": levels, "scores": outcome.scores, "winners": outcome.winners,
            "slowest": slowest}


def fingerprint(game_id: str) -> str:
    """A short hash of the code that decides how ``game_id`` is played by the levels."""
    digest = hashlib.sha256()
    for folder in (PACKAGE / "ai", PACKAGE / "core", PACKAGE / "games" / game_id / "rules"):
        for path in sorted(folder.glob("*.py")):
            digest.update(path.name.encode() + path.read_bytes())
    return digest.hexdigest()[:12]


def commit() -> str:
    """The commit measured (``-dirty`` when the working tree differs from it)."""
    try:
        found = subprocess.run(["git", "describe", "--always", "--dirty", "--abbrev=12"],
                               cwd=PACKAGE.parent, capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return "unknown"
    return found.stdout.strip() or "unknown"


def result_name(game_id: str, variant: str, count: int, label: str) -> str:
    """The data file of a match-up (``hard vs medium``) or of a solo level."""
    if count == 1:
        return f"{game_id}-{variant}-1p-{label}.json"
    return f"{game_id}-{count}p-{label.replace(' ', '-')}.json"


def write_result(folder: Path, data: dict) -> Path:
    """Keep one match-up's figures as data the repo holds (sorted keys, one per line)."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / result_name(data["game"], data["variant"], data["players"], data["matchup"])
    path.write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return path


def job_key(job, mark: str) -> str:
    game_id, variant, levels, seed, iterations, _seconds = job
    return json.dumps([game_id, variant, list(levels), seed, iterations, mark])


def take_up(path: Path | None) -> dict:
    """The games in the record file by ``job_key``; a line cut off by a stop is skipped,
    and ended so that the next game starts a line of its own."""
    found = {}
    if path is None or not path.exists():
        return found
    text = path.read_text(encoding="utf-8")
    if text and not text.endswith("\n"):
        with path.open("a", encoding="utf-8") as out:
            out.write("\n")
    for line in text.splitlines():
        try:
            entry = json.loads(line)
            found[entry["key"]] = entry["result"]
        except (ValueError, KeyError, TypeError):
            continue
    return found


def run_jobs(pool, jobs, record: Path | None, done: dict) -> list[dict]:
    """The results of ``jobs``: recorded ones as they were, the others played in ``pool``
    and added to ``record`` one by one as they end."""
    marks = {job[0]: fingerprint(job[0]) for job in jobs}
    keys = [job_key(job, marks[job[0]]) for job in jobs]
    results = {key: done[key] for key in keys if key in done}
    futures = {pool.submit(play, job): key for job, key in zip(jobs, keys, strict=True)
               if key not in results}
    for future in as_completed(futures):
        key = futures[future]
        result = future.result()
        result["levels"] = list(result["levels"])
        results[key] = done[key] = result
        if record is not None:
            with record.open("a", encoding="utf-8") as out:
                out.write(json.dumps({"key": key, "result": result}) + "\n")
    return [results[key] for key in keys]


def setups(games, players):
    for game_id in games:
        game = get_game(game_id)
        for count in range(game.min_players, game.max_players + 1):
            if players and count not in players:
                continue
            if count == 1:
                for variant in game.variants:
                    yield game_id, variant, count
            else:
                yield game_id, game.variants[0], count


def jobs_for(game_id, variant, count, games, first_seed, iterations, seconds,
             matchups=MATCHUPS):
    """(match-up label, jobs): the stronger seat moves round the table by seed."""
    if count == 1:
        for level in ("easy", "medium", "hard"):
            yield level, [(game_id, variant, (level,), first_seed + i, iterations, seconds)
                          for i in range(games)]
        return
    for strong, weak in matchups:
        jobs = []
        for i in range(games):
            levels = [weak] * count
            levels[i % count] = strong
            jobs.append((game_id, variant, tuple(levels), first_seed + i, iterations, seconds))
        yield f"{strong} vs {weak}", jobs


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200, help="games per match-up")
    parser.add_argument("--solo-games", type=int, default=100, help="seeds per solo level")
    parser.add_argument("--game", action="append", choices=GAMES, help="only these games")
    parser.add_argument("--players", type=int, action="append", help="only these counts")
    parser.add_argument("--hard-iterations", type=int, default=300)
    parser.add_argument("--hard-seconds", type=float, default=3.0,
                        help="Hard's time cap per decision besides the iterations")
    parser.add_argument("--seed", type=int, default=1, help="first seed")
    parser.add_argument("--jobs", type=int, default=1, help="processes")
    parser.add_argument("--matchup", action="append",
                        choices=[f"{s}-{w}" for s, w in MATCHUPS],
                        help="only these match-ups (default: both)")
    parser.add_argument("--record", type=Path,
                        help="add each game to this JSON-lines file; skip games already in it")
    parser.add_argument("--results", type=Path, default=RESULTS,
                        help="folder of the match-ups' data files (default: %(default)s)")
    args = parser.parse_args(argv)
    done = take_up(args.record)
    matchups = [pair for pair in MATCHUPS if not args.matchup or "-".join(pair) in args.matchup]
    measured = commit()
    print(f"Hard: {args.hard_iterations} iterations per decision (cap {args.hard_seconds} s)")
    print("| game | players | match-up | games | stronger wins | share | 95 % interval "
          "| fair share | slowest Hard decision |")
    print("|---|---|---|---|---|---|---|---|---|")
    with ProcessPoolExecutor(args.jobs) as pool:
        for game_id, variant, count in setups(args.game or GAMES, args.players):
            games = args.solo_games if count == 1 else args.games
            if not games:
                continue
            for label, jobs in jobs_for(game_id, variant, count, games, args.seed,
                                        args.hard_iterations, args.hard_seconds,
                                        matchups):
                results = run_jobs(pool, jobs, args.record, done)
                slow = max(r["slowest"].get("hard", 0.0) for r in results)
                slow_text = f"{slow:.2f} s" if slow else "-"
                data = {"commit": measured, "code": fingerprint(game_id), "game": game_id,
                        "variant": variant, "players": count, "matchup": label,
                        "hard_iterations": args.hard_iterations,
                        "hard_seconds": args.hard_seconds, "first_seed": args.seed,
                        "games": len(results), "slowest_hard_decision": round(slow, 3)}
                if count == 1:
                    scores = [r["scores"][0] for r in results]
                    spread = statistics.stdev(scores) if len(scores) > 1 else 0.0
                    half = Z95 * spread / math.sqrt(len(scores))
                    mean = statistics.mean(scores)
                    write_result(args.results, dict(data, seats=[label], mean_score=mean,
                                                    interval=[mean - half, mean + half]))
                    print(f"| {game_id} {variant} | 1 | {label} | {len(scores)} | mean score "
                          f"{mean:.1f} | ± {half:.1f} | | | {slow_text} |", flush=True)
                    continue
                strong, weak = label.split(" vs ")
                wins = sum(sum(1 for w in r["winners"] if r["levels"][w] == strong)
                           / len(r["winners"]) for r in results)
                low, high = wilson(wins, len(results))
                write_result(args.results, dict(
                    data, seats=[strong] + [weak] * (count - 1), wins=wins,
                    share=wins / len(results), interval=[low, high], fair_share=1 / count))
                print(f"| {game_id} {variant} | {count} | {label} | {len(results)} | "
                      f"{wins:g} | {wins / len(results):.0%} | {low:.0%}–{high:.0%} | "
                      f"{1 / count:.0%} | {slow_text} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
