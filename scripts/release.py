"""What ``build.spec`` needs besides PyInstaller itself, shared with
``benchmarks/packaging.py`` so the bare comparison bundle is built the same way.

- ``EXCLUDES`` and ``drop_unused``: modules and data files the program never uses
  at run time (Pillow, tkinter, numpy, test suites, pygame_gui's CJK and
  right-to-left fonts);
- ``write_licences``: the ``licenses/`` folder beside the executable, with the
  LGPL of pygame-ce, the zlib licence of SDL, the fonts' OFL and the licence of
  every other bundled component;
- ``make_archive``: ``pharaohs-<version>-<platform>.tar.gz`` (Linux) or ``.zip``
  (elsewhere), unpacking to one ``pharaohs/`` folder (on macOS it holds
  ``Pharaohs.app``; links are kept as links, so the app's signature stays whole);
- ``smoke_test``: unpacks that archive in a temporary folder and runs the frozen
  program's smoke test from there, as a player would start it.

Run as a script for the release workflow (``.github/workflows/release.yml``)::

    python scripts/release.py archive-name   # pharaohs-0.1.0-linux-x86_64.tar.gz
    python scripts/release.py smoke-test     # unpack dist/<archive>, --smoke-test

Only the standard library is used, so the spec can load this file from any
Python that runs PyInstaller.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import os
import platform
import re
import shutil
import stat
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from pathlib import Path

#: modules the program never imports at run time (yaml is an optional loader of
#: python-i18n, whose pygame_gui translations are JSON); ssl stays in: joining a club's
#: server behind a TLS proxy (wss://) needs it
EXCLUDES = [
    "PIL", "tkinter", "_tkinter", "turtle", "turtledemo", "idlelib", "numpy", "scipy",
    "matplotlib", "IPython", "pytest", "_pytest", "hypothesis", "setuptools",
    "pkg_resources", "distutils", "lib2to3", "pydoc_data", "unittest", "doctest", "test",
    "yaml", "_yaml",
    # the sound effects (ui.sound) need pygame.mixer and SDL_mixer; the _sdl2 wrapper
    # of the mixer stays out
    "pygame._sdl2.mixer",
    "pygame.tests", "pygame.examples", "pygame.docs", "pygame._camera_opencv",
    "pygame.__briefcase", "pharaohs.art", "tests",
]

#: strip debugging symbols from the bundled libraries (not on Windows, where the
#: DLLs carry none and PyInstaller's strip would need binutils)
STRIP = sys.platform != "win32"

#: data files a hook adds but the program does not use: pygame_gui's fonts for
#: Chinese, Japanese, Korean, Arabic, Hebrew and Georgian (the UI is English and
#: German) and its italic Noto Sans (pygame_gui loads a style only when a text asks
#: for it, and ours never does: no theme names an italic font, no text has <i>).
#: FiraCode stays: pygame_gui loads it as its symbol font at start.
UNUSED_DATA = re.compile(
    r"pygame_gui[/\\]data[/\\]NotoSans(JP|SC|KR|Arabic|Hebrew|Georgian)-\w+\.(otf|ttf)$"
    r"|pygame_gui[/\\]data[/\\]NotoSans-(Italic|BoldItalic)\.ttf$"
    r"|pygame[/\\](tests|examples|docs)[/\\]")

#: the program's name: the archive, its one folder, the executable
NAME = "pharaohs"
#: the macOS application inside that folder
APP = "Pharaohs.app"

#: the SDL 2 libraries (SDL, SDL_image, SDL_mixer, SDL_ttf) are under the zlib licence
ZLIB_LICENCE = """\
Simple DirectMedia Layer (SDL 2, SDL_image, SDL_mixer, SDL_ttf)
Copyright (C) 1997-2025 Sam Lantinga <slouken@libsdl.org>

This software is provided 'as-is', without any express or implied
warranty.  In no event will the authors be held liable for any damages
arising from the use of this software.

Permission is granted to anyone to use this software for any purpose,
including commercial applications, and to alter it and redistribute it
freely, subject to the following restrictions:

1. The origin of this software must not be misrepresented; you must not
   claim that you wrote the original software. If you use this software
   in a product, an acknowledgment in the product documentation would be
   appreciated but is not required.
2. Altered source versions must be plainly marked as such, and must not be
   misrepresented as being the original software.
3. This notice may not be removed or altered from any source distribution.

Sources: https://github.com/libsdl-org/SDL (and SDL_image, SDL_mixer, SDL_ttf)
"""

#: native libraries that pygame-ce's wheel brings along: name prefix -> (licence, source)
NATIVE_LIBRARIES = {
    "SDL2": ("zlib", "https://github.com/libsdl-org/SDL"),
    "libSDL2": ("zlib", "https://github.com/libsdl-org/SDL"),
    "libfreetype": ("FreeType License (FTL) or GPL-2.0", "https://freetype.org"),
    "freetype": ("FreeType License (FTL) or GPL-2.0", "https://freetype.org"),
    "libharfbuzz": ("MIT (Old MIT)", "https://github.com/harfbuzz/harfbuzz"),
    "libpng": ("libpng License", "http://www.libpng.org/pub/png/libpng.html"),
    "libjpeg": ("IJG / BSD-3-Clause (libjpeg-turbo)", "https://libjpeg-turbo.org"),
    "libtiff": ("libtiff License (BSD-like)", "https://libtiff.gitlab.io/libtiff/"),
    "libwebp": ("BSD-3-Clause", "https://chromium.googlesource.com/webm/libwebp"),
    "libsharpyuv": ("BSD-3-Clause", "https://chromium.googlesource.com/webm/libwebp"),
    "libbrotli": ("MIT", "https://github.com/google/brotli"),
    "libz.": ("zlib", "https://zlib.net"),
    "zlib1": ("zlib", "https://zlib.net"),
    "libbz2": ("bzip2 License (BSD-like)", "https://sourceware.org/bzip2/"),
    "liblzma": ("0BSD / public domain (XZ Utils)", "https://tukaani.org/xz/"),
    "libffi": ("MIT", "https://github.com/libffi/libffi"),
    "libstdc++": ("GPL-3.0 with the GCC Runtime Library Exception", "https://gcc.gnu.org"),
    "libgcc_s": ("GPL-3.0 with the GCC Runtime Library Exception", "https://gcc.gnu.org"),
    "libFLAC": ("BSD-3-Clause", "https://xiph.org/flac/"),
    "libogg": ("BSD-3-Clause", "https://xiph.org/ogg/"),
    "libvorbis": ("BSD-3-Clause", "https://xiph.org/vorbis/"),
    "libopus": ("BSD-3-Clause", "https://opus-codec.org"),
    "libmpg123": ("LGPL-2.1", "https://mpg123.org"),
    "libwavpack": ("BSD-3-Clause", "https://www.wavpack.com"),
    "libxmp": ("MIT", "https://github.com/libxmp/libxmp"),
    "libssl": ("Apache-2.0 (OpenSSL 3)", "https://www.openssl.org"),
    "libcrypto": ("Apache-2.0 (OpenSSL 3)", "https://www.openssl.org"),
    "libfluidsynth": ("LGPL-2.1", "https://github.com/FluidSynth/fluidsynth"),
    "libsndfile": ("LGPL-2.1", "https://github.com/libsndfile/libsndfile"),
    "libportmidi": ("MIT", "https://github.com/PortMidi/portmidi"),
    "libasound": ("LGPL-2.1", "https://github.com/alsa-project/alsa-lib"),
    "libpython": ("PSF-2.0", "https://www.python.org/downloads/source/"),
    "python3": ("PSF-2.0", "https://www.python.org/downloads/source/"),
}

#: Python packages in the bundle: distribution -> (licence, source)
PACKAGES = {
    "pygame-ce": ("LGPL-2.1-or-later", "https://github.com/pygame-community/pygame-ce"),
    "pygame_gui": ("MIT", "https://github.com/MyreMylar/pygame_gui"),
    "python-i18n": ("MIT", "https://github.com/danhper/python-i18n"),
    "PyTMX": ("LGPL-3.0", "https://github.com/bitcraft/pytmx"),
    "platformdirs": ("MIT", "https://github.com/tox-dev/platformdirs"),
    "websockets": ("BSD-3-Clause", "https://github.com/python-websockets/websockets"),
    "zeroconf": ("LGPL-2.1-or-later", "https://github.com/python-zeroconf/python-zeroconf"),
    "ifaddr": ("MIT", "https://github.com/ifaddr/ifaddr"),
}

LICENCE_NAMES = re.compile(r"(LICEN[CS]E|COPYING|NOTICE|AUTHORS)", re.IGNORECASE)


def version(root: Path) -> str:
    """The version in ``pharaohs/__init__.py``, read without importing the package."""
    text = (Path(root) / "pharaohs" / "__init__.py").read_text(encoding="utf-8")
    return re.search(r'__version__\s*=\s*"([^"]+)"', text).group(1)


def platform_tag(system: str | None = None, machine: str | None = None) -> str:
    """``linux-x86_64``, ``windows-x86_64``, ``macos-arm64``… (``system`` is a
    ``sys.platform`` value, ``machine`` a ``platform.machine()`` one; default: this one)."""
    system = system or sys.platform
    name = {"darwin": "macos", "win32": "windows"}.get(
        system, "linux" if system.startswith("linux") else system)
    machine = (platform.machine() if machine is None else machine).lower()
    machine = {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(machine, machine)
    return f"{name}-{machine or 'unknown'}"


def archive_format(system: str | None = None) -> str:
    return "gztar" if (system or sys.platform).startswith("linux") else "zip"


def archive_suffix(system: str | None = None) -> str:
    return ".tar.gz" if archive_format(system) == "gztar" else ".zip"


def archive_name(version_text: str, system: str | None = None,
                 machine: str | None = None) -> str:
    """``pharaohs-<version>-<platform>.tar.gz`` or ``.zip``: what a player downloads."""
    return f"{NAME}-{version_text}-{platform_tag(system, machine)}{archive_suffix(system)}"


def drop_unused(toc):
    """PyInstaller's list of (dest, source, kind) without the files nobody uses."""
    return [entry for entry in toc if not UNUSED_DATA.search(entry[0].replace("\\", "/"))]


def link_duplicate_fonts(inside: Path) -> list[str]:
    """Make pygame_gui's copies of fonts that ``assets/fonts`` also has into relative
    symbolic links (not on Windows, whose zip archives cannot hold links); the names."""
    if sys.platform == "win32":
        return []
    linked = []
    ours = Path(inside) / "assets" / "fonts"
    for theirs in sorted((Path(inside) / "pygame_gui" / "data").glob("*.ttf")):
        twin = ours / theirs.name
        if twin.is_file() and not theirs.is_symlink() \
                and twin.read_bytes() == theirs.read_bytes():
            theirs.unlink()
            theirs.symlink_to(os.path.relpath(twin, theirs.parent))
            linked.append(theirs.name)
    return linked


def folder_size(path: Path) -> int:
    return sum(p.stat().st_size for p in Path(path).rglob("*") if p.is_file()
               and not p.is_symlink())


def make_archive(folder: Path, dest_dir: Path, base_name: str) -> Path:
    """Pack ``folder`` (kept as the one top-level folder) into ``dest_dir/base_name.*``.

    A symbolic link stays a link in either format (the zip marks it the Unix way,
    which macOS's Archive Utility and ``ditto`` restore): the links inside a macOS
    app are part of its signature."""
    folder, dest_dir = Path(folder), Path(dest_dir)
    target = dest_dir / (base_name + archive_suffix())
    target.unlink(missing_ok=True)
    if archive_format() == "gztar":
        with tarfile.open(target, "w:gz", compresslevel=9) as tar:
            tar.add(folder, arcname=folder.name, filter=_normalise)
    else:
        with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as archive:
            for path in sorted(folder.rglob("*")):
                name = (Path(folder.name) / path.relative_to(folder)).as_posix()
                if path.is_symlink():
                    info = zipfile.ZipInfo(name)
                    info.create_system = 3  # Unix, so the mode below says "link"
                    info.external_attr = (stat.S_IFLNK | 0o755) << 16
                    archive.writestr(info, os.readlink(path))
                elif path.is_file():
                    info = zipfile.ZipInfo.from_file(path, name)
                    info.compress_type = zipfile.ZIP_DEFLATED
                    mode = 0o755 if os.access(path, os.X_OK) else 0o644
                    info.external_attr = (stat.S_IFREG | mode) << 16
                    with open(path, "rb") as data:
                        archive.writestr(info, data.read(), compresslevel=9)
    return target


def unpack(archive: Path, dest: Path) -> Path:
    """Unpack a release archive as a player's system would (links and executable
    bits kept); the one top-level folder."""
    archive, dest = Path(archive), Path(dest)
    if archive.name.endswith(".tar.gz"):
        with tarfile.open(archive) as tar:
            if hasattr(tarfile, "data_filter"):
                tar.extractall(dest, filter="data")
            else:  # Python before 3.11.4
                tar.extractall(dest)  # our own archive, just built
    elif sys.platform == "darwin":  # ditto is what Archive Utility uses
        subprocess.run(["ditto", "-x", "-k", str(archive), str(dest)], check=True)
    else:
        with zipfile.ZipFile(archive) as packed:
            packed.extractall(dest)
    (top,) = [p for p in dest.iterdir() if not p.name.startswith(".")]
    return top


def executable_in(folder: Path, system: str | None = None) -> Path:
    """The program inside an unpacked release folder (inside the app on macOS)."""
    system = system or sys.platform
    if system == "darwin":
        return Path(folder) / APP / "Contents" / "MacOS" / NAME
    return Path(folder) / (NAME + (".exe" if system == "win32" else ""))


def smoke_test(archive: Path) -> int:
    """Unpack ``archive`` in a temporary folder and run the program's smoke test from
    another folder under the dummy video driver, as ``.ci/run`` does with the bundle;
    its exit status (the report is printed when it fails)."""
    with tempfile.TemporaryDirectory(prefix="pharaohs-smoke-") as tmp:
        tmp = Path(tmp)
        program = executable_in(unpack(archive, tmp / "unpacked"))
        env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                   PHARAOHS_HOME=str(tmp / "home"))
        status = subprocess.run([str(program), "--smoke-test", str(tmp / "smoke")],
                                cwd=tmp, env=env, timeout=900).returncode
        report = tmp / "smoke" / "report.json"
        if status:
            print(report.read_text() if report.is_file() else "no report written")
            print(f"the frozen program's smoke test failed (exit status {status})")
        else:
            print(f"smoke test of {program.relative_to(tmp / 'unpacked')} passed")
        return status


def _normalise(info: tarfile.TarInfo) -> tarfile.TarInfo:
    """No build machine's user names in the archive; executables stay executable."""
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    if info.isfile() or info.isdir():
        info.mode = 0o755 if (info.isdir() or info.mode & 0o111) else 0o644
    return info


# -- licences -----------------------------------------------------------------------
def _package_dir(name: str) -> Path | None:
    spec = importlib.util.find_spec(name)
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(list(spec.submodule_search_locations)[0])


def _distribution_licences(dist_name: str) -> list[Path]:
    try:
        dist = importlib.metadata.distribution(dist_name)
    except importlib.metadata.PackageNotFoundError:
        return []
    found = []
    for file in dist.files or ():
        if ".dist-info" in str(file) and LICENCE_NAMES.search(Path(str(file)).name):
            path = Path(dist.locate_file(file))
            if path.is_file():
                found.append(path)
    return found


def _dist_version(name: str) -> str:
    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return "?"


def _python_licence() -> Path | None:
    for base in (sys.base_prefix, sys.prefix):
        for candidate in (Path(base) / "LICENSE.txt",
                          Path(base) / "lib" / f"python{sys.version_info[0]}."
                          f"{sys.version_info[1]}" / "LICENSE.txt"):
            if candidate.is_file():
                return candidate
    return None


def write_licences(bundle: Path, root: Path, native_names=()) -> Path:
    """Fill ``bundle/licenses`` and return it. ``native_names``: bundled library files."""
    out = Path(bundle) / "licenses"
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    lines = [
        "Pharaohs bundles the following free software. Each licence text is in the",
        "folder of the same name beside this file.",
        "",
        "pygame-ce is under the GNU LGPL 2.1 (or later). It is linked dynamically: its",
        "modules and the SDL libraries are separate files in this folder's bundle",
        "(_internal/pygame and _internal/pygame_ce.libs or the DLLs beside the program),",
        "so you may replace them with your own builds. The complete corresponding",
        "source of the version shipped here is at",
        f"  https://github.com/pygame-community/pygame-ce/releases/tag/{_dist_version('pygame-ce')}",
        "and on PyPI (pygame-ce sdist); we will also send it on request.",
        "",
        "Python packages:",
    ]
    for dist_name, (licence, source) in PACKAGES.items():
        folder = out / dist_name
        folder.mkdir()
        for path in _distribution_licences(dist_name):
            shutil.copy2(path, folder / path.name)
        lines.append(f"  {dist_name} {_dist_version(dist_name)}: {licence}  ({source})")
    pygame_dir = _package_dir("pygame")
    lgpl = pygame_dir / "docs" / "generated" / "LGPL.txt" if pygame_dir else None
    if lgpl and lgpl.is_file():
        shutil.copy2(lgpl, out / "pygame-ce" / "LGPL-2.1.txt")
    else:
        (out / "pygame-ce" / "LGPL-2.1.txt").write_text(
            "GNU Lesser General Public License, version 2.1:\n"
            "https://www.gnu.org/licenses/old-licenses/lgpl-2.1.txt\n")
    gpl3 = Path("/usr/share/common-licenses/GPL-3")
    (out / "PyTMX" / "GPL-3.0.txt").write_text(
        gpl3.read_text() if gpl3.is_file() else
        "The LGPL 3.0 of PyTMX adds to the GNU General Public License, version 3:\n"
        "https://www.gnu.org/licenses/gpl-3.0.txt\n")
    gui_dir = _package_dir("pygame_gui")
    if gui_dir and (gui_dir / "data" / "licenses").is_dir():
        for path in (gui_dir / "data" / "licenses").iterdir():
            shutil.copy2(path, out / "pygame_gui" / f"font-{path.name}")
    (out / "SDL2").mkdir()
    (out / "SDL2" / "LICENSE.txt").write_text(ZLIB_LICENCE)
    (out / "Python").mkdir()
    python_licence = _python_licence()
    if python_licence:
        shutil.copy2(python_licence, out / "Python" / "LICENSE.txt")
    else:
        (out / "Python" / "LICENSE.txt").write_text("https://docs.python.org/3/license.html\n")
    (out / "Noto-Sans").mkdir()
    for path in sorted((Path(root) / "assets" / "fonts").glob("*LICEN*")):
        shutil.copy2(path, out / "Noto-Sans" / path.name)
    lines += [
        f"  Python {platform.python_version()} (interpreter and standard library): PSF-2.0",
        "",
        "Fonts: Noto Sans (assets/fonts, and pygame_gui's copy) and Fira Code, under the",
        "SIL Open Font License 1.1.",
        "",
        "Native libraries:",
    ]
    seen = set()
    for name in sorted(native_names):
        for prefix, (licence, source) in NATIVE_LIBRARIES.items():
            if name.startswith(prefix) and name not in seen:
                seen.add(name)
                lines.append(f"  {name}: {licence}  ({source})")
                break
    lines += ["", "The LGPL-2.1 libraries above are under the licence text in pygame-ce/;",
              "their sources are at the addresses given.",
              "", "The program is packaged with PyInstaller, whose bootloader is under the",
              "GPL 2.0 with an exception that allows distributing it with any program.", ""]
    (out / "THIRD-PARTY-NOTICES.txt").write_text("\n".join(lines), encoding="utf-8")
    return out


PLAYER_README = """\
Pharaohs {version}
==================

Five Egyptian board games at one computer. (Deutsch: siehe unten.)

{start}

Your saves, settings and high scores are kept in your user data folder, not
here, so you can delete or replace this folder without losing them:
{folders}

Something wrong? Report it on the page you downloaded the game from: what you
did, what you saw, the version (in the window title) and your system. If the
program stopped with a message that mentions crash.log (in the folder above),
attach that file. A message that a game file is missing or damaged means the
download was unpacked incompletely: unpack it again.

Licences of the bundled software are in the "licenses" folder.


Deutsch
-------

Fünf ägyptische Brettspiele an einem Computer. Das Programm spricht Deutsch,
wenn dein System Deutsch spricht; sonst stellst du die Sprache in den
Einstellungen um.

{start_de}

Spielstände, Einstellungen und die besten Solo-Ergebnisse liegen in deinem
Benutzerordner, nicht hier: Du kannst diesen Ordner löschen oder ersetzen, ohne
sie zu verlieren.
{folders}

Etwas stimmt nicht? Melde es auf der Seite, von der du das Spiel geladen hast:
was du getan und was du gesehen hast, die Version (im Fenstertitel) und dein
System. Hat das Programm mit einer Meldung aufgehört, die crash.log nennt (im
Ordner oben), hänge diese Datei an. Heißt es, eine Spieldatei fehle oder sei
beschädigt, wurde der Download unvollständig entpackt: Entpacke ihn noch einmal.

Die Lizenzen der mitgelieferten Software stehen im Ordner "licenses".
"""

#: where the program keeps what a player must not lose (``platformdirs``' user data folder)
DATA_FOLDERS = """\
  Windows: %LOCALAPPDATA%\\Pharaohs
  macOS:   ~/Library/Application Support/Pharaohs
  Linux:   ~/.local/share/Pharaohs"""


#: how to start the program, by system: in English and in German
START = {
    "darwin": ("""\
Start: double-click "Pharaohs" (Pharaohs.app) in this folder, or drag it to
your Applications folder first. The download is not signed by Apple: the first
time, right click it and choose Open; if macOS still refuses, open System
Settings > Privacy & Security and click "Open Anyway".""", """\
Start: Doppelklick auf "Pharaohs" (Pharaohs.app) in diesem Ordner, oder zieh es
zuerst in deinen Ordner "Programme". Der Download ist nicht von Apple signiert:
Klicke beim ersten Mal mit der rechten Maustaste darauf und wähle "Öffnen";
lehnt macOS dann noch ab, öffne Systemeinstellungen > Datenschutz & Sicherheit
und klicke auf "Dennoch öffnen"."""),
    "win32": ("""\
Start: double-click "pharaohs.exe" in this folder. Keep the whole folder
together; the program needs the "_internal" folder beside it.""", """\
Start: Doppelklick auf "pharaohs.exe" in diesem Ordner. Lass den ganzen Ordner
beisammen: Das Programm braucht den Ordner "_internal" daneben."""),
    "linux": ("""\
Start: double-click "pharaohs" in this folder (or run ./pharaohs). Keep the
whole folder together; the program needs the "_internal" folder beside it.""", """\
Start: Doppelklick auf "pharaohs" in diesem Ordner (oder ./pharaohs ausführen).
Lass den ganzen Ordner beisammen: Das Programm braucht den Ordner "_internal"
daneben."""),
}


def write_player_readme(bundle: Path, version_text: str, system: str | None = None) -> None:
    """README.txt beside the program, in English and then in German (the games are German
    and many of their players read German first)."""
    start, start_de = START.get(system or sys.platform, START["linux"])
    (Path(bundle) / "README.txt").write_text(
        PLAYER_README.format(version=version_text, start=start, start_de=start_de,
                             folders=DATA_FOLDERS), encoding="utf-8")


def main(argv=None) -> int:
    """``archive-name`` or ``smoke-test [ARCHIVE]`` (see the module's docstring)."""
    import argparse

    root = Path(__file__).resolve().parents[1]
    parser = argparse.ArgumentParser(description="Release helpers for the workflow.")
    parser.add_argument("command", choices=("archive-name", "smoke-test"))
    parser.add_argument("archive", nargs="?", help="default: dist/<archive-name>")
    args = parser.parse_args(argv)
    name = archive_name(version(root))
    if args.command == "archive-name":
        print(name)
        return 0
    return smoke_test(Path(args.archive) if args.archive else root / "dist" / name)


if __name__ == "__main__":
    sys.exit(main())
