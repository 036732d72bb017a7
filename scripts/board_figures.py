"""The board side's figures for issue 26's note, reproducible at any commit.

Per game: the lines of ``board/gestures.py`` and ``board/keys.py`` and of the
pointer's methods in ``board/scene.py`` (those named in ``POINTER``: handling input,
picking, dropping, clicks, targets and the geometry only gestures ask for), then
the total; and radon's grade of every function on the board side
(``pharaohs/games/*/board`` and ``pharaohs/ui/kit``) graded C or worse.

Usage (from the repository root)::

    python3 scripts/board_figures.py              the working tree
    python3 scripts/board_figures.py --rev main   the files as they are at a commit
"""

from __future__ import annotations

import argparse
import ast
import re
import subprocess
from pathlib import Path

from radon.complexity import cc_rank, cc_visit

GAMES = ("dahschur", "im_bann", "labyrinth", "ra_dice", "saqqara")
#: the scene's methods that are the pointer's: what a press, a drag or a click does
POINTER = re.compile(r"^(handle|pressed|unmark|pick|drop|attempt|gesture|lit|"
                     r"merchant_rect|disc_rects|.*click.*|.*target.*)$")
#: the folders of the board side radon grades
GRADED = ("pharaohs/games/*/board", "pharaohs/ui/kit")


def source(path: str, rev: str | None) -> str | None:
    """The text of ``path`` in the working tree or at ``rev``; None where it is missing."""
    if rev is None:
        file = Path(path)
        return file.read_text() if file.exists() else None
    shown = subprocess.run(["git", "show", f"{rev}:{path}"], capture_output=True, text=True)
    return shown.stdout if shown.returncode == 0 else None


def files(pattern: str, rev: str | None) -> list[str]:
    """The Python files under the folders matching ``pattern``."""
    if rev is None:
        return sorted(str(p) for p in Path().glob(f"{pattern}/*.py"))
    listed = subprocess.run(["git", "ls-tree", "-r", "--name-only", rev], capture_output=True,
                            text=True, check=True).stdout.split()
    folder = re.compile("^" + pattern.replace("*", "[^/]+") + r"/[^/]+\.py$")
    return sorted(p for p in listed if folder.match(p))


def lines(text: str | None) -> int:
    return 0 if text is None else len(text.splitlines())


def pointer_lines(text: str | None) -> int:
    """The lines of the scene's methods named in ``POINTER`` (with their decorators)."""
    if text is None:
        return 0
    count = 0
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and POINTER.match(node.name):
            first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
            count += node.end_lineno - first + 1
    return count


def game_figures(game: str, rev: str | None) -> tuple[int, int, int]:
    """``(gestures.py, keys.py, the scene's pointer methods)`` in lines."""
    board = f"pharaohs/games/{game}/board"
    return (lines(source(f"{board}/gestures.py", rev)), lines(source(f"{board}/keys.py", rev)),
            pointer_lines(source(f"{board}/scene.py", rev)))


def grades(rev: str | None, worst: str) -> list[tuple[str, str, int, str]]:
    """``(grade, file, line, function)`` of the board side's functions graded ``worst``
    or worse, the worst first."""
    found = []
    for pattern in GRADED:
        for path in files(pattern, rev):
            for block in cc_visit(source(path, rev) or ""):
                grade = cc_rank(block.complexity)
                if grade >= worst:
                    name = f"{block.classname}.{block.name}" if getattr(
                        block, "classname", None) else block.name
                    found.append((grade, path, block.lineno, f"{name} ({block.complexity})"))
    return sorted(found, key=lambda g: (g[0], g[1], g[2]), reverse=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rev", help="a commit to measure instead of the working tree")
    parser.add_argument("--worst", default="D", help="list functions graded this or worse")
    args = parser.parse_args()
    total = 0
    print(f"{'game':<10} {'gestures':>8} {'keys':>5} {'scene':>6} {'sum':>5}")
    for game in GAMES:
        figures = game_figures(game, args.rev)
        total += sum(figures)
        print(f"{game:<10} {figures[0]:>8} {figures[1]:>5} {figures[2]:>6} {sum(figures):>5}")
    print(f"{'total':<10} {'':>8} {'':>5} {'':>6} {total:>5}")
    print(f"\nradon grades {args.worst} or worse on the board side:")
    for grade, path, line, name in grades(args.rev, args.worst.upper()):
        print(f"  {grade} {path}:{line} {name}")


if __name__ == "__main__":
    main()
