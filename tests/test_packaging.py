"""Packaging: pygame-ce only, the one resource helper, the wheel, the smoke mode.

The wheel is built from a copy of the sources (so the checkout gets no
``build/`` folder) and installed without dependencies into a fresh virtual
environment that sees this interpreter's packages; the installed program is
then run from another folder. The frozen bundle is checked by the tests at the
end when ``PHARAOHS_BUNDLE`` names a built ``dist/pharaohs`` folder (``.ci/run``
does that after ``pyinstaller build.spec``).
"""

from __future__ import annotations

import dataclasses
import fnmatch
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import types
import zipfile
from pathlib import Path

import pygame
import pytest

from pharaohs import resources, smoke
from pharaohs.core import Match, Outcome
from pharaohs.core.game import Game, Move
from pharaohs.resources import MissingResource

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md", "pharaohs", "assets",
           "boards")
DATA_FOLDERS = ("assets", "boards")


def data_files() -> list[str]:
    """Every file of the checkout's data folders, as ``assets/fonts/x.ttf``."""
    return sorted(str(p.relative_to(ROOT).as_posix())
                  for name in DATA_FOLDERS if (ROOT / name).is_dir()
                  for p in (ROOT / name).rglob("*")
                  if p.is_file() and "__pycache__" not in p.parts)


# -- pygame-ce and the resource helper --------------------------------------------------
def test_pygame_is_the_community_edition():
    assert getattr(pygame, "IS_CE", False), "plain pygame is installed instead of pygame-ce"


@pytest.fixture
def frozen_root(tmp_path, monkeypatch):
    """A fake PyInstaller bundle: ``sys._MEIPASS`` with ``assets/`` and ``boards/``."""
    for name in DATA_FOLDERS:
        (tmp_path / name).mkdir()
    (tmp_path / "boards" / "here.tmx").write_text("<map/>")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    resources.data_root.cache_clear()
    yield tmp_path
    resources.data_root.cache_clear()


def test_bundle_folder_comes_first(frozen_root):
    assert resources.data_root() == frozen_root
    assert resources.resource("boards", "here.tmx") == frozen_root / "boards" / "here.tmx"


def test_missing_file_is_refused_with_a_message_naming_it(frozen_root):
    with pytest.raises(MissingResource) as caught:
        resources.resource("boards", "nowhere.tmx")
    message = str(caught.value)
    assert str(frozen_root / "boards" / "nowhere.tmx") in message
    assert "missing" in message and "\n" not in message


def test_checkout_finds_its_data_folders():
    resources.data_root.cache_clear()
    try:
        assert resources.data_root() == ROOT
        font = resources.resource("assets", "fonts", "NotoSans-Regular.ttf")
        assert font.is_file()
        with pytest.raises(MissingResource, match="no-such-picture.png"):
            resources.resource("assets", "no-such-picture.png")
    finally:
        resources.data_root.cache_clear()


# -- the wheel ----------------------------------------------------------------------
def _build_wheel(workdir: Path) -> Path:
    source = workdir / "src"
    source.mkdir()
    for name in SOURCES:
        path = ROOT / name
        if path.is_dir():
            shutil.copytree(path, source / name,
                            ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "_data"))
        elif path.exists():
            shutil.copy2(path, source / name)
    command = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet",
               "--disable-pip-version-check", "-w", str(workdir / "wheel"), str(source)]
    # the build backend from this interpreter when it is recent enough (no download)
    try:
        import setuptools
        import wheel  # noqa: F401

        if int(setuptools.__version__.split(".")[0]) >= 68:
            command.insert(4, "--no-build-isolation")
    except ImportError:
        pass
    subprocess.run(command, check=True, cwd=workdir)
    (built,) = (workdir / "wheel").glob("pharaohs-*.whl")
    return built


@pytest.fixture(scope="module")
def wheel_file(tmp_path_factory):
    return _build_wheel(tmp_path_factory.mktemp("wheel"))


def test_wheel_carries_the_data_folders(wheel_file):
    names = set(zipfile.ZipFile(wheel_file).namelist())
    wanted = data_files()
    assert any(w.startswith("assets/fonts/") for w in wanted)
    missing = [w for w in wanted if f"pharaohs/_data/{w}" not in names]
    assert not missing, f"not in the wheel: {missing}"
    assert "pharaohs/resources.py" in names and "pharaohs/smoke.py" in names
    assert not any(n.startswith(("tests/", "assets/", "boards/")) for n in names)
    entry_points = next(n for n in names if n.endswith(".dist-info/entry_points.txt"))
    assert "pharaohs = pharaohs.cli:main" in zipfile.ZipFile(wheel_file).read(
        entry_points).decode()


@pytest.fixture(scope="module")
def installed(wheel_file, tmp_path_factory):
    """A fresh virtual environment with the wheel installed. Its dependencies come from
    the environment running the tests (a venv or a system Python alike): a ``.pth``
    file lists that environment's package folders after the new venv's own, so the
    wheel, not the checkout, is imported (an editable install's hook is not loaded)."""
    home = tmp_path_factory.mktemp("venv")
    venv = home / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    bindir = venv / ("Scripts" if os.name == "nt" else "bin")
    python = bindir / ("python.exe" if os.name == "nt" else "python")
    own = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()"
                          "['purelib'])"], check=True, capture_output=True, text=True)
    outer = [p for p in sys.path if Path(p).name in ("site-packages", "dist-packages")]
    Path(own.stdout.strip(), "outer-environment.pth").write_text("\n".join(outer) + "\n")
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install",
                    "--no-deps", "--quiet", "--disable-pip-version-check", str(wheel_file)],
                   check=True)
    elsewhere = home / "elsewhere"
    elsewhere.mkdir()
    env = dict(os.environ, PHARAOHS_HOME=str(home / "user"), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env.pop("PYTHONPATH", None)
    return types.SimpleNamespace(python=python, bindir=bindir, cwd=elsewhere, env=env)


def _run(installed, *argv, check=True):
    return subprocess.run([str(a) for a in argv], cwd=installed.cwd, env=installed.env,
                          capture_output=True, text=True, check=check, timeout=300)


def test_installed_wheel_reads_its_own_data(installed):
    out = _run(installed, installed.python, "-c",
               "import pharaohs, pharaohs.resources as r; print(pharaohs.__file__); "
               "print(r.data_root()); print(r.resource('assets', 'fonts', "
               "'NotoSans-Regular.ttf'))").stdout.splitlines()
    package = Path(out[0]).parent
    assert ROOT not in package.parents, f"the checkout was imported, not the wheel: {out[0]}"
    assert Path(out[1]) == package / "_data"
    assert Path(out[2]).is_file()


def test_installed_command_plays_from_another_folder(installed):
    pharaohs = installed.bindir / "pharaohs"
    result = _run(installed, pharaohs, "autoplay", "labyrinth", "--seed", "3")
    line = json.loads(result.stdout.splitlines()[-1])
    assert line["game"] == "labyrinth" and line["moves"] > 0


def test_installed_command_takes_a_screenshot(installed):
    out = installed.cwd / "shot.png"
    _run(installed, installed.bindir / "pharaohs", "screenshot", "labyrinth", "--seed", "3",
         "--moves", "2", "--out", out)
    assert pygame.image.load(str(out)).get_size() == (1280, 800)


# -- the release workflow, the archive names and the README ---------------------------
def _script(name: str):
    """A file of scripts/ as a module (they are not a package)."""
    spec = importlib.util.spec_from_file_location(f"pharaohs_{name}",
                                                  ROOT / "scripts" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


#: GitHub's runner images: their ``sys.platform`` and ``platform.machine()``
RUNNERS = {"ubuntu-22.04": ("linux", "x86_64"), "ubuntu-24.04": ("linux", "x86_64"),
           "windows-2022": ("win32", "AMD64"), "windows-2025": ("win32", "AMD64"),
           "macos-14": ("darwin", "arm64"), "macos-15": ("darwin", "arm64")}


def _release_workflow() -> dict:
    """The builds (runner, platform, suffix), the files the release gets and the
    commands of ``release.yml``: read with PyYAML when it is installed, else from
    the text (the matrix entries are ``- os:`` lines with their keys below)."""
    text = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    try:
        import yaml
    except ImportError:
        builds = [dict(re.findall(r"^\s+(os|platform|archive_suffix): (\S+)$", block, re.M))
                  for block in re.split(r"^\s+- os:", text, flags=re.M)[1:]]
        for build, block in zip(builds, re.split(r"^\s+- os:", text, flags=re.M)[1:],
                                strict=True):
            build["os"] = block.split()[0]
        files = re.search(r"files: \|\n((?:\s+\S+\n)+)", text).group(1).split()
        return {"builds": builds, "files": files, "text": text,
                "triggers": "tags: [\"v*\"]" in text and "workflow_dispatch:" in text}
    workflow = yaml.safe_load(text)
    triggers = workflow.get("on", workflow.get(True))  # YAML 1.1 reads a bare on as true
    jobs = workflow["jobs"]
    builds = jobs["bundle"]["strategy"]["matrix"]["include"]
    upload = next(step for step in jobs["publish"]["steps"]
                  if step.get("uses", "").startswith("softprops/action-gh-release"))
    return {"builds": builds, "files": upload["with"]["files"].split(), "text": text,
            "triggers": triggers["push"]["tags"] == ["v*"] and "workflow_dispatch" in triggers}


def _players_section() -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    return readme.split("## For players", 1)[1].split("\n## ", 1)[0]


def test_release_workflow_uploads_the_archives_the_spec_names_and_the_readme_offers():
    """Every build of release.yml runs on a known runner whose archive name (from
    scripts/release.py, as build.spec makes it) is what the matrix expects, what the
    release step attaches and what "For players" tells players to download."""
    release = _script("release")
    workflow = _release_workflow()
    assert workflow["triggers"], "release.yml runs on pushed v* tags and by hand"
    version = release.version(ROOT)
    expected = set()
    for build in workflow["builds"]:
        assert build["os"] in RUNNERS, f"unknown runner {build['os']}: add it to RUNNERS"
        name = release.archive_name(version, *RUNNERS[build["os"]])
        assert name == f"pharaohs-{version}-{build['platform']}{build['archive_suffix']}"
        attached = [pattern for pattern in workflow["files"]
                    if fnmatch.fnmatch(name, pattern.rsplit("/", 1)[-1])]
        assert len(attached) == 1, f"{name} is not attached to the release exactly once"
        expected.add(name.replace(version, "<version>"))
    assert {RUNNERS[b["os"]][0] for b in workflow["builds"]} == {"linux", "win32", "darwin"}
    assert len(workflow["files"]) == len(workflow["builds"])
    players = _players_section()
    offered = set(re.findall(r"pharaohs-<version>-[\w-]+?(?:\.tar\.gz|\.zip)", players))
    assert offered == expected, f"README offers {sorted(offered)}, not {sorted(expected)}"
    assert release.APP in players
    assert "name=release.APP" in (ROOT / "build.spec").read_text(encoding="utf-8")
    smoke = [line for line in workflow["text"].splitlines()
             if "scripts/release.py smoke-test" in line]
    assert smoke and "SDL_VIDEODRIVER: dummy" in workflow["text"]


def test_workflows_pin_actions_to_commits_and_keep_no_token():
    """A tag can be moved to other code; a commit cannot. Every action the workflows use
    is pinned to a full commit, and every checkout leaves no token behind for later steps."""
    for path in sorted((ROOT / ".github" / "workflows").glob("*.yml")):
        text = path.read_text(encoding="utf-8")
        uses = re.findall(r"uses: (\S+)", text)
        assert uses, path.name
        for action in uses:
            assert re.fullmatch(r"[\w.-]+/[\w.-]+@[0-9a-f]{40}", action), f"{path.name}: {action}"
        checkouts = text.count("uses: actions/checkout@")
        assert text.count("persist-credentials: false") == checkouts, path.name


def test_release_workflow_reads_the_same_without_pyyaml(monkeypatch):
    pytest.importorskip("yaml")
    with_yaml = _release_workflow()
    monkeypatch.setitem(sys.modules, "yaml", None)  # import yaml now fails
    without = _release_workflow()
    assert without["builds"] == with_yaml["builds"] and without["files"] == with_yaml["files"]
    assert without["triggers"] and with_yaml["triggers"]


def test_executable_in_a_release_folder_by_system():
    release = _script("release")
    folder = Path("pharaohs")
    assert release.executable_in(folder, "darwin") == \
        folder / "Pharaohs.app" / "Contents" / "MacOS" / "pharaohs"
    assert release.executable_in(folder, "win32") == folder / "pharaohs.exe"
    assert release.executable_in(folder, "linux") == folder / "pharaohs"


def _set_up_commands() -> list[str]:
    """The commands of the README's *Set up* section (its indented lines)."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Set up", 1)[1].split("\n## ", 1)[0]
    return [line.strip() for line in section.splitlines() if line.startswith("    ")]


def test_set_up_installs_into_a_virtual_environment_where_pep_668_refuses_the_system():
    """Debian 12 and Ubuntu 23.04+ refuse ``pip install`` into the system's Python
    (PEP 668): each of the README's two set-up commands makes the venv ``.venv`` first
    and installs and runs only through it, never through a bare ``python3`` or ``pip``."""
    commands = _set_up_commands()
    assert len(commands) == 2, commands
    for command in commands:
        first, *rest = [part.strip() for part in command.split("&&")]
        assert first == "python3 -m venv .venv", command
        assert rest and all(part.startswith(".venv/bin/") for part in rest), command
    install, test = commands
    assert install.endswith(".venv/bin/pharaohs")
    assert test.endswith(".venv/bin/python -m pytest") and '".[test]"' in test


def test_ci_runs_the_readme_test_command_and_the_release_with_its_python():
    """``.ci/run`` runs the README's test command word for word, and the release part
    after it (pip, PyInstaller, the packaging tests) with that venv's Python."""
    test_command = _set_up_commands()[1]
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    lines = [line.strip() for line in script.splitlines() if not line.lstrip().startswith("#")]
    assert any(line == test_command or line.startswith(f"{test_command} ||")
               for line in lines), "the README's test command is not in .ci/run"
    after = script.split(test_command, 1)[1]
    assert re.search(r"^python=\"\$root/\.venv/bin/python\"$", after, re.M)
    for tool in ("pip install", "PyInstaller", "pytest tests/test_packaging.py"):
        uses = re.findall(rf"(\S+) -m {tool}", after)
        assert uses and set(uses) == {'"$python"'}, (tool, uses)


def test_player_readme_says_in_english_and_in_german_how_to_start(tmp_path):
    """The README.txt beside the program: how to start it on its system, where saves are
    kept and how to report a problem, once in English and once in German."""
    release = _script("release")
    for system, program in (("win32", '"pharaohs.exe"'), ("darwin", "(Pharaohs.app)"),
                            ("linux", "./pharaohs")):
        release.write_player_readme(tmp_path, "1.2.3", system)
        text = (tmp_path / "README.txt").read_text("utf-8")
        english, german = text.split("\nDeutsch\n")
        assert english.startswith("Pharaohs 1.2.3\n")
        for half, start in ((english, "Start: double-click"), (german, "Start: Doppelklick auf")):
            (paragraph,) = [p for p in half.split("\n\n") if p.startswith(start)]
            assert program in paragraph
            assert "%LOCALAPPDATA%\\Pharaohs" in half and "crash.log" in half
            assert '"licenses"' in half
        assert "Lizenzen" in german and "Licences" not in german


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_packaged_program_says_why_it_stopped_in_the_players_language(
        language, tmp_path, monkeypatch, capsys):
    """The frozen entry point ends a missing file with one sentence naming it, and an
    unforeseen error with one sentence naming crash.log (which holds the traceback), both
    in the language the program speaks."""
    from pharaohs import cli, locale

    frozen = _script("frozen_main")
    monkeypatch.setenv("PHARAOHS_HOME", str(tmp_path))
    locale.set_language(language)
    try:
        monkeypatch.setattr(cli, "main", lambda: resources.resource("boards", "gone.tmx"))
        assert frozen.main() == 1
        missing = capsys.readouterr().err.strip()
        monkeypatch.setattr(cli, "main", lambda: 1 / 0)
        assert frozen.main() == 1
        crashed = capsys.readouterr().err.strip()
    finally:
        locale.set_language("en")
    log = tmp_path / "crash.log"
    assert "ZeroDivisionError" in log.read_text("utf-8")
    assert "gone.tmx" in missing and str(log) in crashed
    assert "\n" not in missing and "\n" not in crashed
    if language == "de":
        assert missing.startswith("pharaohs: Eine Spieldatei fehlt: ")
        assert "unerwarteten Fehlers beendet (ZeroDivisionError: division by zero)" in crashed
    else:
        assert missing.startswith("pharaohs: A game file is missing: ")
        assert "unexpected error (ZeroDivisionError: division by zero)" in crashed


@pytest.mark.skipif(os.name == "nt", reason="Windows makes symbolic links only for admins")
def test_zip_archive_keeps_links_and_executables(tmp_path, monkeypatch):
    """The macOS app's links must survive the zip (they are part of its signature)."""
    release = _script("release")
    folder = tmp_path / "pharaohs"
    (folder / "Resources").mkdir(parents=True)
    (folder / "Resources" / "data.txt").write_text("data")
    (folder / "run").write_text("#!/bin/sh\n")
    (folder / "run").chmod(0o755)
    (folder / "Frameworks").symlink_to("Resources")
    monkeypatch.setattr(release.sys, "platform", "darwin")
    archive = release.make_archive(folder, tmp_path, "out")
    with zipfile.ZipFile(archive) as packed:
        infos = {info.filename: info for info in packed.infolist()}
        link = infos["pharaohs/Frameworks"]
        assert (link.external_attr >> 16) & 0o170000 == 0o120000
        assert packed.read(link) == b"Resources"
        assert (infos["pharaohs/run"].external_attr >> 16) & 0o111
        assert packed.read("pharaohs/Resources/data.txt") == b"data"


# -- the smoke mode, on a toy game --------------------------------------------------
@dataclasses.dataclass(frozen=True)
class Put(Move):
    step = "put a stone"
    slot: int


@dataclasses.dataclass(frozen=True)
class ToyState:
    slots: tuple
    turn: int
    rng: object = None


class ToyGame(Game):
    """Two players put stones into six slots in turn."""

    id = "toy"
    title = "Toy"
    min_players = max_players = 2
    types = (ToyState, Put)
    state_type = ToyState

    def new_state(self, players, rng, variant, options):
        return ToyState((-1,) * 6, 0, rng)

    def to_act(self, state):
        return (state.turn,)

    def legal_moves(self, state, seat):
        return [Put(i) for i, owner in enumerate(state.slots) if owner < 0]

    def explain(self, state, seat, move):
        return "That slot is taken." if state.slots[move.slot] >= 0 else None

    def apply(self, state, seat, move):
        slots = list(state.slots)
        slots[move.slot] = seat
        return dataclasses.replace(state, slots=tuple(slots), turn=1 - state.turn)

    def is_over(self, state):
        return min(state.slots) >= 0

    def scores(self, state):
        return tuple(state.slots.count(seat) for seat in (0, 1))

    def result(self, state):
        return Outcome.from_scores(self.scores(state))


def toy_board_class(gesture_kind: str = "drag"):
    from pharaohs.ui.kit.board_view import BoardView
    from pharaohs.ui.kit.drag import DragController, Draggable

    class ToyBoard(BoardView):
        game_id = "toy"

        def __init__(self, ctx):  # no .tmx: the toy lays itself out
            self.ctx = ctx
            self.area = pygame.Rect(0, 0, 1, 1)
            self.drag = DragController(self.pick, self.drop)

        def resize(self, area):
            self.area = pygame.Rect(area)

        def home(self):
            return pygame.Rect(self.area.x + 10, self.area.y + 10, 60, 60)

        def slot(self, i):
            return pygame.Rect(self.area.x + 100 + 80 * i, self.area.y + 200, 60, 60)

        def pick(self, pos):
            if self.home().collidepoint(pos):
                return Draggable("stone", self.home())
            return None

        def drop(self, item, pos):
            for i in range(6):
                if self.slot(i).collidepoint(pos):
                    return self.ctx.try_move(Put(i))
            return "Drop the stone into a slot."

        def handle_event(self, event, view, viewer):
            if event.type == pygame.MOUSEBUTTONUP and gesture_kind == "click":
                for i in range(6):
                    if self.slot(i).collidepoint(event.pos):
                        self.ctx.try_move(Put(i))
                        return True
            return self.drag.handle_event(event)

        def update(self, dt):
            self.drag.update(dt)

        @property
        def animating(self):
            return self.drag.animating

        def draw(self, surface, view, viewer):
            pygame.draw.rect(surface, (200, 40, 40), self.home())
            for i, owner in enumerate(view.slots):
                colour = ((90, 90, 90), (200, 40, 40), (40, 40, 200))[owner + 1]
                pygame.draw.rect(surface, colour, self.slot(i))

        def demo_gesture(self, view, seat):
            free = [i for i, owner in enumerate(view.slots) if owner < 0]
            target = self.slot(free[0] if gesture_kind != "taken" else
                               view.slots.index(max(view.slots))).center
            start = self.home().center
            if gesture_kind == "click":
                return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=target, button=1),
                        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target, button=1)]
            middle = ((start[0] + target[0]) // 2, (start[1] + target[1]) // 2)
            return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
                    pygame.event.Event(pygame.MOUSEMOTION, pos=middle, rel=(1, 1),
                                       buttons=(1, 0, 0)),
                    pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(1, 1),
                                       buttons=(1, 0, 0)),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=target, button=1)]

    return ToyBoard


@pytest.fixture
def toy(monkeypatch):
    """Registers the toy game; returns a function that installs its scene."""
    from pharaohs import games

    rules = types.ModuleType("pharaohs.games.toy.rules")
    rules.GAME = ToyGame()
    monkeypatch.setitem(sys.modules, "pharaohs.games.toy.rules", rules)
    monkeypatch.setattr(games, "GAMES", (*games.GAMES, "toy"))
    games.get_game.cache_clear()

    def with_scene(kind="drag"):
        board = types.ModuleType("pharaohs.games.toy.board")
        board.BOARD = toy_board_class(kind)
        monkeypatch.setitem(sys.modules, "pharaohs.games.toy.board", board)

    yield with_scene
    games.get_game.cache_clear()


def _smoke(tmp_path, game_ids, monkeypatch, hosting=False):
    monkeypatch.setenv("PHARAOHS_HOME", str(tmp_path / "home"))
    lines = []

    class Out:
        def write(self, text):
            lines.append(text)

    status = smoke.run(tmp_path / "out", game_ids, out=Out(), hosting=hosting)
    report = json.loads((tmp_path / "out" / "report.json").read_text())
    return status, report, "".join(lines)


def test_smoke_plays_through_real_events_and_writes_a_report(toy, tmp_path, monkeypatch):
    toy("drag")
    status, report, printed = _smoke(tmp_path, ["toy"], monkeypatch)
    entry = report["games"]["toy"]
    assert status == 0, printed
    assert report["ok"] and entry["ok"] and entry["error"] is None
    assert entry["moves"] == smoke.MOVES_PER_GAME == entry["drags"]
    assert report["driver"] == report["requested_driver"] == os.environ["SDL_VIDEODRIVER"]
    assert report["pygame_ce"] is True
    shot = pygame.image.load(str(tmp_path / "out" / "toy.png"))
    assert shot.get_size() == smoke.WINDOW
    assert "smoke test passed" in printed


def test_smoke_fails_when_a_gesture_commits_no_move(toy, tmp_path, monkeypatch):
    toy("taken")
    status, report, printed = _smoke(tmp_path, ["toy"], monkeypatch)
    assert status == 1 and not report["ok"]
    assert "committed no move" in report["games"]["toy"]["error"]
    assert "FAILED" in printed


def test_smoke_needs_one_drag_and_drop(toy, tmp_path, monkeypatch):
    toy("click")
    status, report, _ = _smoke(tmp_path, ["toy"], monkeypatch)
    assert report["games"]["toy"]["ok"] and report["games"]["toy"]["moves"] > 0
    assert status == 1 and any("drag-and-drop" in e for e in report["errors"])


def test_smoke_reports_a_game_without_scene_as_failed(toy, tmp_path, monkeypatch):
    status, report, _ = _smoke(tmp_path, ["toy"], monkeypatch)
    assert status == 1
    assert "has no scene yet" in report["games"]["toy"]["error"]


def test_smoke_checks_the_video_driver(toy, tmp_path, monkeypatch):
    toy("drag")
    monkeypatch.setattr(pygame.display, "get_driver", lambda: "x11")
    status, report, _ = _smoke(tmp_path, ["toy"], monkeypatch)
    assert status == 1 and report["driver"] == "x11"
    assert any("video driver" in e for e in report["errors"])


def test_smoke_of_every_registered_game(tmp_path, monkeypatch):
    """Every registered game passes (a game without a scene is tested with a toy game)."""
    from pharaohs.games import GAMES

    status, report, printed = _smoke(tmp_path, None, monkeypatch, hosting=True)
    assert set(report["games"]) == set(GAMES)
    hosted = report["hosted"]
    assert hosted["ok"], f"{hosted['error']}\n{hosted.get('traceback', '')}"
    assert hosted["found"] and hosted["moves"] > 10 and hosted["tls"]
    for game_id, entry in report["games"].items():
        assert entry["ok"], f"{game_id}: {entry['error']}\n{entry.get('traceback', '')}"
        assert (tmp_path / "out" / f"{game_id}.png").is_file()
    assert status == 0 and report["ok"]


def test_smoke_fails_when_the_program_cannot_host(toy, tmp_path, monkeypatch):
    from pharaohs.net import session

    toy("drag")

    def refuse(*args, **kwargs):
        raise OSError("address in use")

    monkeypatch.setattr(session, "LocalServer", refuse)
    status, report, _ = _smoke(tmp_path, ["toy"], monkeypatch, hosting=True)
    assert status == 1 and report["hosted"]["error"] == "OSError: address in use"
    assert any("hosting a game failed" in e for e in report["errors"])


def test_command_line_dispatches_the_smoke_test(monkeypatch, tmp_path):
    from pharaohs import cli

    calls = []
    monkeypatch.setattr(smoke, "run",
                        lambda outdir, language=None: calls.append((outdir, language)) or 7)
    assert cli.main(["--smoke-test", str(tmp_path)]) == 7
    assert calls == [(str(tmp_path), None)]


def test_toy_match_sanity():
    match = Match.start(ToyGame(), [("A", "human"), ("B", "human")], 1)
    match.play(0, Put(2))
    assert match.check(1, Put(2)) == "That slot is taken."


# -- the frozen bundle (after pyinstaller build.spec) -----------------------------------
BUNDLE = os.environ.get("PHARAOHS_BUNDLE")
needs_bundle = pytest.mark.skipif(not BUNDLE, reason="set PHARAOHS_BUNDLE=dist/pharaohs")


def _bundle() -> Path:
    return Path(BUNDLE).resolve()


def _executable(bundle: Path) -> Path:
    return bundle / ("pharaohs.exe" if os.name == "nt" else "pharaohs")


def _internal(bundle: Path) -> Path:
    return bundle / "_internal" if (bundle / "_internal").is_dir() else bundle


@needs_bundle
def test_bundle_carries_data_and_licences_and_leaves_out_the_unused():
    bundle = _bundle()
    inside = _internal(bundle)
    assert _executable(bundle).is_file()
    for name in data_files():
        assert (inside / name).is_file(), f"{name} is not in the bundle"
    assert (inside / "boards").is_dir()
    licences = bundle / "licenses"
    assert (licences / "THIRD-PARTY-NOTICES.txt").is_file()
    texts = "".join(p.read_text(errors="replace") for p in licences.rglob("*") if p.is_file())
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in texts       # pygame-ce
    assert "SIL OPEN FONT LICENSE" in texts.upper()             # Noto Sans
    assert "zlib" in texts                                      # SDL
    unwanted = ("PIL", "tkinter", "_tkinter", "numpy", "pygame/tests", "pygame/examples",
                "pygame_gui/data/NotoSansJP-Regular.otf",
                "pygame_gui/data/NotoSansSC-Regular.otf",
                "pygame_gui/data/NotoSansKR-Regular.ttf",
                "pygame_gui/data/NotoSansArabic-Regular.ttf",
                "pygame_gui/data/NotoSansHebrew-Regular.ttf",
                "pygame_gui/data/NotoSans-Italic.ttf", "pygame_gui/data/NotoSans-BoldItalic.ttf",
                "pharaohs/art", "babel")
    present = [u for u in unwanted if (inside / u).exists()]
    assert not present, f"left in the bundle: {present}"
    libs = [p.name for p in inside.rglob("*")
            if p.name.lower().startswith(("libtk", "libtcl"))]
    assert not libs, f"left in the bundle: {libs}"


@needs_bundle
def test_bundle_imports_installed_packages_never_the_scripts_folder():
    """scripts/i18n.py must not stand in for python-i18n, which pygame_gui imports."""
    readers = pytest.importorskip("PyInstaller.archive.readers")
    pyz = readers.CArchiveReader(str(_executable(_bundle()))).open_embedded_archive("PYZ.pyz")
    package = 1  # PyInstaller's PYZ_ITEM_PKG
    assert pyz.toc["i18n"][0] == package, "the bundle's i18n is not the python-i18n package"
    shadows = [p.stem for p in (ROOT / "scripts").glob("*.py")
               if p.stem in pyz.toc and pyz.toc[p.stem][0] != package]
    assert not shadows, f"modules of scripts/ in the bundle: {shadows}"


def _copy_bundle(tmp_path) -> Path:
    copy = tmp_path / "pharaohs"
    shutil.copytree(_bundle(), copy, symlinks=True)
    return copy


def _run_frozen(bundle, tmp_path, *argv):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PHARAOHS_HOME=str(tmp_path / "home"), PHARAOHS_QUIT_AFTER_FRAMES="2")
    return subprocess.run([str(_executable(bundle)), *argv], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)


@needs_bundle
def test_frozen_program_reports_its_version(tmp_path):
    result = _run_frozen(_bundle(), tmp_path, "--version")
    assert result.returncode == 0 and "pharaohs 0." in result.stdout


@needs_bundle
def test_frozen_program_answers_a_hard_job_as_its_own_helper(monkeypatch):
    """The packaged window sends Hard's search to the frozen program started with the
    helper argument (``ai.process.helper_command``): the answer is a legal move."""
    from pharaohs.ai import process, worker
    from pharaohs.core.rng import Rng
    from pharaohs.games import get_game

    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(_executable(_bundle())))
    monkeypatch.setattr(process, "_IDLE", [])
    monkeypatch.setattr(process, "_STARTED", [])
    game = get_game("labyrinth")
    state = game.setup(2, 6)
    view = game.view(state, 0)
    thinker = worker.Thinker.decide(game, view, 0, Rng.from_seed(1), "hard", 0.3)
    thinker.join(120)
    helpers = list(process._STARTED)
    try:
        assert helpers
        for helper in helpers:
            assert helper.process.args == [sys.executable, process.HELPER_ARGUMENT]
        move, _rng = thinker.result()
        assert game.check(state, 0, move) is None
    finally:
        process.shutdown()
    assert all(helper.process.returncode == 0 for helper in helpers)


def _boards(bundle: Path) -> list[Path]:
    return sorted((_internal(bundle) / "boards").glob("*.tmx"))


def _assert_one_clear_line(result, name: str) -> None:
    assert result.returncode != 0, result.stdout
    assert "Traceback" not in result.stderr, result.stderr
    lines = [line for line in result.stderr.splitlines()
             if line.strip() and not line.startswith("ALSA lib")]
    assert len(lines) == 1, result.stderr
    assert name in lines[0], lines[0]


@needs_bundle
def test_frozen_program_names_missing_data_folders(tmp_path):
    bundle = _copy_bundle(tmp_path)
    games = [b.stem for b in _boards(bundle)]
    shutil.rmtree(_internal(bundle) / "boards")
    result = _run_frozen(bundle, tmp_path, "screenshot", games[0], "--out", "x.png")
    _assert_one_clear_line(result, "boards/")


@needs_bundle
@pytest.mark.parametrize("damage", ["missing", "damaged"])
def test_frozen_program_names_a_bad_board(tmp_path, damage):
    bundle = _copy_bundle(tmp_path)
    boards = _boards(bundle)
    if damage == "missing":
        boards[0].unlink()
    else:
        boards[0].write_text("<map this is not a Tiled map")
    result = _run_frozen(bundle, tmp_path, "screenshot", boards[0].stem, "--out", "x.png")
    _assert_one_clear_line(result, boards[0].name)
