"""The one-way layers of design.md, checked by import-linter on every test run.

The contracts live in pyproject.toml: core, every game's rules and the computer
players import no pygame, nothing of the client and no board; no game imports
another; the client reaches a board only through the registry.
"""

from __future__ import annotations

import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
LINT = "import sys; from importlinter.cli import lint_imports_command as c; sys.argv[1:] = {}; c()"


def test_import_contracts_are_kept():
    args = ["--config", str(ROOT / "pyproject.toml"), "--no-cache"]
    done = subprocess.run([sys.executable, "-c", LINT.format(args)], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert "0 broken" in done.stdout
