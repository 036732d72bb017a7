"""Size and start-up of the release bundle, side by side with a bare pygame-ce bundle.

Run ``python benchmarks/packaging.py`` (needs PyInstaller: ``pip install -e ".[build]"``).
In one temporary folder, never inside the repository, it builds

- the Pharaohs bundle from ``build.spec``, and
- a bare pygame-ce "hello window" bundle built the same way (same PyInstaller,
  one-folder mode, the same exclusions, stripping and archive format),

then prints folder and archive sizes, and the start to first frame of each
program frozen and from source: a fresh process under the dummy video driver
until its first frame is drawn and it exits (Pharaohs: the main menu, ended by
``PHARAOHS_QUIT_AFTER_FRAMES=1``). Medians of ``--rounds`` runs after one
warm-up. Targets: archive at most 1.5 × the bare archive; frozen start at most
1.2 × start from source. Exits 1 if one is missed.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("pharaohs_release", ROOT / "scripts" / "release.py")
release = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(release)

ARCHIVE_TARGET = 1.5
START_TARGET = 1.2

HELLO = """\
import pygame

pygame.init()
screen = pygame.display.set_mode((1280, 800), pygame.RESIZABLE)
screen.fill((222, 196, 150))
pygame.display.flip()
pygame.quit()
"""

HELLO_SPEC = """\
import importlib.util
from pathlib import Path

_spec = importlib.util.spec_from_file_location("pharaohs_release", {release!r})
release = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(release)

a = Analysis([{script!r}], excludes=release.EXCLUDES, optimize=0)
a.datas = release.drop_unused(a.datas)
a.binaries = release.drop_unused(a.binaries)
pyz = PYZ(a.pure)
exe = EXE(pyz, a.scripts, [], exclude_binaries=True, name="hello", strip=release.STRIP,
          upx=False, console={console!r}, disable_windowed_traceback=True)
COLLECT(exe, a.binaries, a.datas, strip=release.STRIP, upx=False, name="hello")
release.make_archive(Path(DISTPATH) / "hello", Path(DISTPATH),
                     "hello-" + release.platform_tag())
"""


def pyinstaller(spec: Path, work: Path, dist: Path) -> float:
    """Build ``spec``; the seconds it took."""
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
                    "--workpath", str(work), "--distpath", str(dist), str(spec)],
                   check=True, cwd=spec.parent)
    return time.perf_counter() - started


def first_frames(programs: dict, env, rounds: int) -> dict:
    """Median seconds from starting each program until it has drawn a frame and exited.

    ``programs`` maps a label to ``(argv, cwd)``; the runs are interleaved, so a busy
    moment of the machine hurts all of them alike. One untimed warm-up run each.
    """
    times = {label: [] for label in programs}
    for index in range(rounds + 1):
        for label, (argv, cwd) in programs.items():
            started = time.perf_counter()
            subprocess.run(argv, env=env, cwd=cwd, check=True, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, timeout=120)
            if index:
                times[label].append(time.perf_counter() - started)
    return {label: statistics.median(values) for label, values in times.items()}


def exe_name(name: str) -> str:
    return name + (".exe" if sys.platform == "win32" else "")


def measure(tmp: Path, rounds: int) -> dict:
    dist = tmp / "dist"
    build_pharaohs = pyinstaller(ROOT / "build.spec", tmp / "build", dist)
    bare = tmp / "bare"
    bare.mkdir()
    (bare / "hello.py").write_text(HELLO)
    (bare / "hello.spec").write_text(HELLO_SPEC.format(
        release=str(ROOT / "scripts" / "release.py"), script=str(bare / "hello.py"),
        console=sys.platform != "win32"))
    build_bare = pyinstaller(bare / "hello.spec", bare / "build", bare / "dist")

    tag = release.platform_tag()
    ours_dir, bare_dir = dist / release.NAME, bare / "dist" / "hello"
    ours_archive = dist / release.archive_name(release.version(ROOT))
    bare_archive = bare / "dist" / f"hello-{tag}{release.archive_suffix()}"

    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", PHARAOHS_QUIT_AFTER_FRAMES="1",
               PHARAOHS_HOME=str(tmp / "home"))
    env.pop("PYTHONPATH", None)
    starts = first_frames({
        "pharaohs_source": ([sys.executable, "-m", "pharaohs"], ROOT),
        "pharaohs_frozen": ([str(ours_dir / exe_name("pharaohs"))], tmp),
        "bare_source": ([sys.executable, str(bare / "hello.py")], tmp),
        "bare_frozen": ([str(bare_dir / exe_name("hello"))], tmp),
    }, env, rounds)
    return {
        "platform": tag,
        "pyinstaller_build_s": {"pharaohs": round(build_pharaohs, 1),
                                "bare": round(build_bare, 1)},
        "folder_bytes": {"pharaohs": release.folder_size(ours_dir),
                         "bare": release.folder_size(bare_dir)},
        "archive_bytes": {"pharaohs": ours_archive.stat().st_size,
                          "bare": bare_archive.stat().st_size},
        "first_frame_s": {k: round(v, 3) for k, v in starts.items()},
        "rounds": rounds,
    }


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=7, help="timed starts of each program")
    parser.add_argument("--json", help="also write the figures to this file")
    args = parser.parse_args(argv)
    tmp = Path(tempfile.mkdtemp(prefix="pharaohs-packaging-"))
    try:
        figures = measure(tmp, args.rounds)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    mib = 2 ** 20
    folder, archive, start = (figures["folder_bytes"], figures["archive_bytes"],
                              figures["first_frame_s"])
    archive_ratio = archive["pharaohs"] / archive["bare"]
    start_ratio = start["pharaohs_frozen"] / start["pharaohs_source"]
    figures["archive_ratio"] = round(archive_ratio, 2)
    figures["start_ratio"] = round(start_ratio, 2)
    print(f"{'':28}{'Pharaohs':>12}{'bare pygame-ce':>16}{'ratio':>8}")
    print(f"{'bundle folder (MiB)':28}{folder['pharaohs'] / mib:12.1f}"
          f"{folder['bare'] / mib:16.1f}{folder['pharaohs'] / folder['bare']:8.2f}")
    print(f"{'archive ' + release.archive_suffix() + ' (MiB)':28}"
          f"{archive['pharaohs'] / mib:12.1f}{archive['bare'] / mib:16.1f}"
          f"{archive_ratio:8.2f}   target <= {ARCHIVE_TARGET}")
    print(f"{'first frame, source (s)':28}{start['pharaohs_source']:12.3f}"
          f"{start['bare_source']:16.3f}")
    print(f"{'first frame, frozen (s)':28}{start['pharaohs_frozen']:12.3f}"
          f"{start['bare_frozen']:16.3f}")
    print(f"{'frozen / source':28}{start_ratio:12.2f}"
          f"{start['bare_frozen'] / start['bare_source']:16.2f}"
          f"{'':8}   target <= {START_TARGET}")
    print(f"(median of {args.rounds} starts each, after one warm-up; {figures['platform']})")
    if args.json:
        Path(args.json).write_text(json.dumps(figures, indent=1) + "\n")
    missed = archive_ratio > ARCHIVE_TARGET or start_ratio > START_TARGET
    if missed:
        print("a target was missed")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
