"""Carries the top-level ``assets/`` and ``boards/`` folders into the wheel.

Everything else about the package is declared in ``pyproject.toml``. The data
folders stay at the top of the repository (the art generator and the board
lint read them there); a wheel gets a copy as ``pharaohs/_data/assets`` and
``pharaohs/_data/boards``, where ``pharaohs.resources`` looks for them. An
editable install needs no copy: it reads the checkout's folders directly.
"""

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
DATA_FOLDERS = ("assets", "boards")


class BuildPyWithData(build_py):
    """``build_py`` plus a fresh copy of the data folders under ``pharaohs/_data``."""

    def run(self):
        editable = getattr(self, "editable_mode", False)
        if not editable:  # pip builds in build/: no module deleted since may linger there
            shutil.rmtree(Path(self.build_lib) / "pharaohs", ignore_errors=True)
        super().run()
        if editable:
            return
        target = Path(self.build_lib) / "pharaohs" / "_data"
        for name in DATA_FOLDERS:
            source, dest = ROOT / name, target / name
            if dest.exists():  # never ship files left over from an earlier build
                shutil.rmtree(dest)
            dest.mkdir(parents=True)
            for path in sorted(source.rglob("*")) if source.is_dir() else ():
                if path.is_file() and "__pycache__" not in path.parts:
                    out = dest / path.relative_to(source)
                    self.mkpath(str(out.parent))
                    self.copy_file(str(path), str(out), preserve_mode=False)


setup(cmdclass={"build_py": BuildPyWithData})
