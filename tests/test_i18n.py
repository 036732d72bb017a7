"""English and German: complete catalogues, the language setting, and screens that
speak German throughout.

What a screen "shows" is recorded where text becomes pixels: every string a
font renders (``theme.font`` and the menu buttons' ``gui_font``) and the texts
handed to pygame_gui widgets. A German screen must show no English sentence:
no string equal to an English msgid (or matching one with its ``{fields}``
filled) whose German differs.
"""

from __future__ import annotations

import argparse
import importlib.util
import os
import re
import string
import subprocess
import sys
from pathlib import Path

import pygame
import pygame_gui
import pytest
from babel.messages.pofile import read_po

from pharaohs import locale
from pharaohs.cli import main
from pharaohs.core import Match
from pharaohs.core.i18n import _, ngettext
from pharaohs.games import GAMES, get_game
from pharaohs.ui.frame.app import App
from pharaohs.ui.kit import theme, widgets

ROOT = Path(__file__).resolve().parent.parent
SIZE = (1024, 640)


def _tool():
    spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "scripts" / "i18n.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


TOOL = _tool()


@pytest.fixture(autouse=True)
def english_afterwards(tmp_path, monkeypatch):
    """Each test has its own user folder and leaves the client in English."""
    monkeypatch.setenv("PHARAOHS_HOME", str(tmp_path))
    yield
    locale.set_language("en")


# -- the catalogues -------------------------------------------------------------------
@pytest.mark.parametrize("domain", TOOL.domains())
def test_every_marked_string_is_in_its_template_and_translated_in_german(domain):
    """scripts/i18n.py check: template current, German complete and not fuzzy, the same
    {fields}, no msgid translated differently in two domains, the .mo compiled from
    the .po."""
    problems = TOOL.check([domain])
    assert problems == [], "\n".join(problems)


def test_no_msgid_is_translated_differently_in_two_domains():
    """All domains are merged into one catalogue at run time, so a msgid two domains share
    ("Total") must read the same in both (the package's would win everywhere)."""
    problems = [p for p in TOOL.check(TOOL.domains()) if "translated differently" in p]
    assert problems == [], "\n".join(problems)


def test_the_compiled_catalogue_is_what_the_po_says():
    """The .mo the program reads holds exactly the .po's translations."""
    catalog = TOOL._read(TOOL.po_path("pharaohs", "de"), locale="de")
    assert TOOL._mo_catalogue(TOOL.mo_path("pharaohs", "de")) == TOOL._expected_mo(catalog)


def test_the_check_names_an_untranslated_string(tmp_path, monkeypatch):
    """The check is not vacuous: a marked string without German is reported."""
    source = tmp_path / "pharaohs"
    (source / "games").mkdir(parents=True)
    (source / "thing.py").write_text('from pharaohs.core.i18n import _\n_("Fresh words.")\n')
    monkeypatch.setattr(TOOL, "ROOT", tmp_path)
    monkeypatch.setattr(TOOL, "PACKAGE", source)
    monkeypatch.setattr(TOOL, "GAMES_DIR", source / "games")
    monkeypatch.setattr(TOOL, "LOCALE_DIR", source / "locale")
    TOOL.cmd_extract(["pharaohs"])
    TOOL.cmd_update(["pharaohs"])
    TOOL.cmd_compile(["pharaohs"])
    problems = TOOL.check(["pharaohs"])
    assert any("untranslated" in p and "Fresh words." in p for p in problems)


# -- rendering Messages -----------------------------------------------------------------
def test_a_message_with_arguments_renders_in_german():
    message = _("{name} took back a step.", name="Anna")
    assert message == "Anna took back a step."  # the str value stays English
    locale.set_language("de")
    assert locale.tr(message) == "Anna hat einen Schritt zurückgenommen."
    assert locale.tr(ngettext("{name} scored {n} point", "{name} scored {n} points", 1,
                              name="Ben")) == "Ben hat 1 Punkt erzielt"
    nested = _("{name}: {what}", name="Cleo", what=_("make your move"))
    assert locale.tr(nested) == "Cleo: mach deinen Zug"
    locale.set_language("en")
    assert locale.tr(message) == "Anna took back a step."


def test_a_refusal_from_the_core_renders_in_german():
    game = get_game("ra_dice")
    with pytest.raises(Exception) as refused:
        game.setup(9, 1)
    locale.set_language("de")
    assert locale.tr(locale.reason(refused.value)).endswith("ist für 2–4 Spieler, nicht für 9.")


@pytest.mark.parametrize("environ,expected", [
    ({"LANGUAGE": "fr:de:en", "LANG": "en_GB.UTF-8"}, "de"),
    ({"LC_ALL": "de_AT.UTF-8", "LANG": "en_US.UTF-8"}, "de"),
    ({"LC_ALL": "C", "LANG": "de_DE.UTF-8"}, "en"),
    ({"LC_MESSAGES": "de_CH"}, "de"),
    ({"LANG": "fr_FR.UTF-8"}, "en"),
    ({}, "en"),
])
def test_the_language_follows_the_system(environ, expected, monkeypatch):
    monkeypatch.setattr("sys.platform", "linux")
    assert locale.system_language(environ) == expected


def test_on_macos_without_locale_variables_the_preferred_languages_decide(tmp_path,
                                                                        monkeypatch):
    """A program opened from the Finder gets no LANG; the user's language list decides."""
    import plistlib

    folder = tmp_path / "Library" / "Preferences"
    folder.mkdir(parents=True)
    (folder / ".GlobalPreferences.plist").write_bytes(plistlib.dumps(
        {"AppleLanguages": ["fr-FR", "de-DE", "en-US"]}, fmt=plistlib.FMT_BINARY))
    monkeypatch.setattr(Path, "home", lambda: tmp_path)
    monkeypatch.setattr("sys.platform", "darwin")
    assert locale.system_language({}) == "de"
    assert locale.system_language({"LANG": "en_US.UTF-8"}) == "en"


def test_the_command_line_wins_over_the_settings_which_win_over_the_system():
    assert locale.choose("de", "en") == "de"
    assert locale.choose(None, "de") == "de"
    assert locale.choose(None, "") == locale.system_language()
    assert locale.choose("xx", "") == locale.system_language()


# -- the command line -----------------------------------------------------------------------
def test_lang_de_speaks_german_on_the_command_line(capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["--lang", "de", "autoplay", "labyrinth", "--players", "9"])
    assert stopped.value.code == 2
    assert "ist für 1–5 Spieler, nicht für 9." in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["autoplay", "labyrinth", "--players", "9", "--lang", "en"])
    assert "is for 1–5 players, not 9." in capsys.readouterr().err


def test_argparse_speaks_german_too_but_only_while_the_command_line_is_read(capsys):
    """The usage line, the help's headings and argparse's own refusals follow --lang de;
    a parser elsewhere in the program still speaks English afterwards."""
    with pytest.raises(SystemExit):
        main(["--lang", "de", "--help"])
    shown = capsys.readouterr().out
    assert shown.startswith("Aufruf: pharaohs [-h]")
    assert "\nOptionen:\n" in shown and "zeigt diese Hilfe und beendet das Programm" in shown
    assert not re.search(r"usage:|options:|show this help|version number", shown)
    with pytest.raises(SystemExit) as stopped:
        main(["--lang", "de", "play", "ra_dice", "--bogus"])
    assert stopped.value.code == 2
    assert capsys.readouterr().err.splitlines()[-1] == \
        "pharaohs: Fehler: unbekannte Argumente: --bogus"
    with pytest.raises(SystemExit):
        main(["--lang", "de", "frobnicate"])
    assert "Fehler: Argument COMMAND: ungültige Wahl: 'frobnicate'" in capsys.readouterr().err
    assert argparse.ArgumentParser(prog="other").format_usage().startswith("usage: other")


@pytest.mark.parametrize("code", ["fr", "german", ""])
def test_an_unknown_lang_exits_2_with_one_sentence(code, capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["--lang", code])
    assert stopped.value.code == 2
    error = capsys.readouterr().err.strip().splitlines()[-1]
    assert error == f"pharaohs: error: unknown language {code!r}; choose from en, de"


def test_lang_opens_the_window_in_that_language(monkeypatch):
    opened = {}

    def run_window(**kwargs):
        opened.update(kwargs)
        return 0

    monkeypatch.setattr("pharaohs.ui.frame.run.run_window", run_window)
    assert main(["--lang", "de"]) == 0
    assert opened["language"] == "de"


# -- what the screen shows ----------------------------------------------------------------
class _Recorder:
    """Every string rendered into pixels while it is installed."""

    def __init__(self, monkeypatch):
        self.seen: list[str] = []
        self.ever: set[str] = set()
        real_font, real_gui_font = theme.font, widgets.gui_font
        recorder = self

        class Face:
            def __init__(self, face):
                self._face = face

            def render(self, text, *args, **kwargs):
                recorder.seen.append(str(text))
                recorder.ever.add(str(text))
                return self._face.render(text, *args, **kwargs)

            def __getattr__(self, name):
                return getattr(self._face, name)

        def font(*args, **kwargs):
            return Face(real_font(*args, **kwargs))

        font.cache_clear = real_font.cache_clear
        monkeypatch.setattr(theme, "font", font)
        monkeypatch.setattr(widgets, "gui_font", lambda *a, **k: Face(real_gui_font(*a, **k)))

    def frame(self, app) -> list[str]:
        """Draw a fresh frame; what it showed (our text and the widgets' texts)."""
        self.seen.clear()
        app.invalidate()
        app.step(0.0, [])
        shown = list(self.seen)
        for scene in app.stack:
            manager = getattr(scene, "manager", None)
            if manager is None:
                continue
            for element in manager.get_sprite_group().sprites():
                if isinstance(element, (pygame_gui.elements.UIButton,
                                        pygame_gui.elements.UICheckBox)):
                    shown.append(element.text)
                elif isinstance(element, pygame_gui.elements.UIDropDownMenu):
                    shown.append(element.selected_option[0])
        return [s for s in shown if s.strip()]

    def clear(self) -> None:
        self.seen.clear()
        self.ever.clear()


def _english_patterns() -> list[re.Pattern]:
    """Every msgid of every template whose German differs, as a pattern of the English
    sentence with its fields filled by anything; a phrase of two or more words without
    fields is also found inside a longer line ("Blue treasure (1) in Reihe 5")."""
    patterns = []
    for template in sorted((ROOT / "pharaohs" / "locale").glob("*.pot")):
        po = TOOL.po_path(template.stem, "de")
        german = {}
        if po.is_file():
            with po.open("rb") as f:
                german = {m.id if isinstance(m.id, str) else m.id[0]: m.string
                          for m in read_po(f) if m.id}
        with template.open("rb") as f:
            for message in read_po(f):
                ids = [message.id] if isinstance(message.id, str) else list(message.id)
                if not ids[0]:
                    continue
                translated = german.get(ids[0])
                translated = [translated] if isinstance(translated, str) else list(
                    translated or [])
                for english in ids:
                    if english in translated:
                        continue  # the same word in both languages ("Normal", "Name")
                    parts = string.Formatter().parse(english)
                    pattern = "".join(re.escape(literal) + (".+" if field is not None else "")
                                      for literal, field, _spec, _conv in parts)
                    if "{" not in english and len(english.split()) >= 2:
                        pattern = rf".*(?<!\w){pattern}(?!\w).*"
                    patterns.append(re.compile(pattern, re.DOTALL))
    return patterns


ENGLISH = _english_patterns()


def _english(shown: list[str]) -> list[str]:
    return [text for text in shown if any(p.fullmatch(text) for p in ENGLISH)]


def _screens(app):
    """Every screen outside a game's board, as a player meets them."""
    from pharaohs.ui.frame.curtain import CurtainScene
    from pharaohs.ui.frame.dialogs import LoadGameScene, SettingsScene
    from pharaohs.ui.frame.menu import MainMenuScene
    from pharaohs.ui.frame.new_game import NewGameScene
    from pharaohs.ui.frame.pause import PauseScene, RulesScene
    from pharaohs.ui.frame.results import ResultsScene
    from pharaohs.ui.frame.table import TableScene

    game = get_game("ra_dice")
    match = Match.start(game, [("Anna", "human"), ("Ben", "ai")], 3)
    table = TableScene(app, match, autosave=False)
    finished = Match.start(game, [("Anna", "human"), ("Ben", "human")], 5)
    while not game.is_over(finished.state):
        seat = game.to_act(finished.state)[0]
        finished.play(seat, game.legal_moves(finished.state, seat)[0])
    saving = PauseScene(app, table)
    saving.saving = True
    yield "main menu", [MainMenuScene(app)]
    for game_id in GAMES:
        yield f"new game {game_id}", [NewGameScene(app, game_id)]
    yield "table", [table]
    yield "pause", [table, PauseScene(app, table)]
    yield "save", [table, saving]
    yield "rules", [table, RulesScene(app, game)]
    yield "settings", [MainMenuScene(app), SettingsScene(app)]
    yield "load", [MainMenuScene(app), LoadGameScene(app)]
    yield "curtain", [CurtainScene(app, 1, "Ben", lambda: None)]
    yield "results", [ResultsScene(app, finished)]


def _show(app, scenes) -> None:
    app.reset(scenes[0])
    for scene in scenes[1:]:
        app.push(scene)
    app.apply_transitions()
    app.step(0.0, [])


def test_every_screen_in_german_shows_no_english_sentence(monkeypatch):
    recorder = _Recorder(monkeypatch)
    app = App(SIZE, flags=0, language="de")
    for name, scenes in _screens(app):
        _show(app, scenes)
        shown = recorder.frame(app)
        assert shown, name
        assert _english(shown) == [], f"{name} shows English: {_english(shown)}"


def test_the_same_screens_in_english_show_the_msgids(monkeypatch):
    """The comparison above can see English: in English the menus show msgids."""
    recorder = _Recorder(monkeypatch)
    app = App(SIZE, flags=0, language="en")
    from pharaohs.ui.frame.menu import MainMenuScene

    _show(app, [MainMenuScene(app)])
    assert "New game" in recorder.frame(app)
    assert _english(recorder.frame(app))


def _fits(app) -> list[str]:
    """Texts wider than the window (our own lines shorten with an ellipsis, so a cut
    line ends in "…"; pygame_gui buttons must hold their text)."""
    problems = []
    for scene in app.stack:
        manager = getattr(scene, "manager", None)
        if manager is None:
            continue
        for element in manager.get_sprite_group().sprites():
            if isinstance(element, pygame_gui.elements.UIButton) and element.text:
                if element.font.size(element.text)[0] > element.rect.width - 8:
                    problems.append(element.text)
    return problems


def test_german_texts_fit_at_1024x640(monkeypatch):
    """No button's German is cut, and no line of our own text needed an ellipsis."""
    recorder = _Recorder(monkeypatch)
    app = App(SIZE, flags=0, language="de")
    for name, scenes in _screens(app):
        _show(app, scenes)
        shown = recorder.frame(app)
        cut = [s for s in shown if s.endswith("…") and not s.endswith(" …")
               and name not in ("table", "pause", "save", "rules")]
        assert cut == [], f"{name}: {cut}"
        assert _fits(app) == [], f"{name}: {_fits(app)}"


#: words of English sentences that German sentences do not use
ENGLISH_WORDS = frozenset("the you your of and is are with yet turn choose place points "
                          "take card tile left right must may can't cannot no not".split())


def _sounds_english(text: str) -> bool:
    """Two or more English words: an English sentence nobody marked for translation."""
    words = set(re.findall(r"[a-z']+", text.lower()))
    return len(words & ENGLISH_WORDS) >= 2


@pytest.mark.parametrize("game_id", GAMES)
def test_a_whole_hot_seat_game_through_the_ui_in_german_shows_no_english(game_id, tmp_path,
                                                                         monkeypatch):
    """Issue 7: a whole hot-seat game runs through the UI in German without an English
    sentence on screen (boards, panels, prompts, refusals, curtains, results)."""
    from pharaohs.smoke import smoke_game
    from pharaohs.ui.frame.results import ResultsScene

    app = App(SIZE, flags=0, language="de")
    app.settings.animations = False  # every text still shows; fewer frames to draw
    recorder = _Recorder(monkeypatch)
    entry = smoke_game(app, game_id, tmp_path, moves=5000)
    assert entry["ok"], entry.get("error")
    assert isinstance(app.stack[-1], ResultsScene)
    recorder.frame(app)
    shown = sorted(recorder.ever)
    english = sorted(set(_english(shown)) | {s for s in shown if _sounds_english(s)})
    assert english == [], f"{len(english)} English texts, e.g. {english[:15]}"


def test_the_german_catalogue_names_every_game_variant_and_option():
    """The menus show a game's title and its variants and options (``pretty(id)``,
    "Professional"); each is a msgid of the game's catalogue."""
    from pharaohs.ui.frame.new_game import pretty

    locale.set_language("en")
    missing = []
    for game_id in GAMES:
        known = TOOL._mo_catalogue(TOOL.mo_path(game_id, "de"))
        game = get_game(game_id)
        missing += [(game_id, text) for text in (
            game.title, *map(pretty, game.variants), *map(pretty, game.options))
            if text not in known]
    assert missing == []


def test_a_game_s_catalogue_is_read_once_the_game_is_loaded_and_not_before():
    """The main menu reads only the frame's catalogue; a game's sentences are German as
    soon as the game is loaded, through the registry or by importing its rules."""
    probe = ("from pharaohs import games, locale\n"
             "from pharaohs.core.i18n import _\n"
             "locale.set_language('de')\n"
             "title = locale.tr(locale.marked(games.about('ra_dice').title))\n"
             "before = locale.domains()\n"
             "from pharaohs.games.saqqara.rules import GAME\n"
             "stone = locale.tr(_('A worker can only move up one level each round.'))\n"
             "games.game('ra_dice')\n"
             "locale.tr('Anna')\n"
             "print(title, before, stone, locale.domains(), sep='|')\n")
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                            timeout=60, env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert result.returncode == 0, result.stderr
    title, before, stone, after = result.stdout.strip().split("|")
    assert title == "Ra: Das Würfelspiel" and before == "('pharaohs',)"
    assert stone == "Ein Arbeiter steigt pro Runde nur eine Stufe auf."
    assert after == "('pharaohs', 'saqqara', 'ra_dice')"


# -- switching ------------------------------------------------------------------------------
def test_german_writes_decimals_with_a_comma():
    """A number with decimals in a German sentence is "0,2", not the English "0.2"
    (the hint's reason); whole numbers and texts that only look like numbers stay."""
    from pharaohs.core.i18n import _, ngettext

    rating = _("Nothing changes at once, but the computer rates it {gain:.1f} points better "
               "a few moves on.", gain=0.24)
    seed = _("Seed: {seed}", seed="12.5")
    moves = ngettext("{n} move", "{n} moves", 3)
    played = _("last played {when}", when="2026-11-30")
    german = locale.catalogue("de")
    assert "um 0,2 Punkte" in rating.render(german)
    assert seed.render(german) == "Startwert: 12.5"
    assert moves.render(german) == "3 Züge"
    assert played.render(german) == "zuletzt gespielt 2026-11-30"
    assert "rates it 0.2 points better" in rating.render(None)


def test_switching_the_language_re_renders_the_game_in_progress(monkeypatch):
    """The game goes on; its message line and buttons speak German on the next frame."""
    from pharaohs.ui.frame.table import TableScene

    recorder = _Recorder(monkeypatch)
    app = App(SIZE, flags=0, language="en")
    game = get_game("ra_dice")
    match = Match.start(game, [("Anna", "human"), ("Ben", "human")], 3)
    table = TableScene(app, match, autosave=False)
    _show(app, [table])
    table.message = _("{name} took back a step.", name="Anna")
    english = recorder.frame(app)
    assert "Anna took back a step." in english and "Undo" in english
    app.set_language("de")
    german = recorder.frame(app)
    assert app.stack == [table] and table.match is match
    assert "Anna hat einen Schritt zurückgenommen." in german
    assert "Zurücknehmen" in german and "Undo" not in german
    prompt = table.prompt(table.view())  # the board's own words follow too
    assert locale.tr(prompt) in german and locale.tr(prompt) != str(prompt)
    assert str(prompt) in english


def test_the_settings_dialog_switches_and_keeps_the_language(monkeypatch):
    from pharaohs.storage import Settings
    from pharaohs.ui.frame.dialogs import SettingsScene
    from pharaohs.ui.frame.menu import MainMenuScene

    recorder = _Recorder(monkeypatch)
    app = App(SIZE, flags=0, language="en")
    dialog = SettingsScene(app)
    _show(app, [MainMenuScene(app), dialog])
    dialog.language_choice.pick("de")
    dialog.save()
    app.apply_transitions()
    assert locale.language() == "de"
    assert "Neues Spiel" in recorder.frame(app)
    assert Settings.load().language == "de"
    again = App(SIZE, flags=0)
    assert locale.language() == "de" and again.settings.language == "de"


def test_the_window_title_follows_the_language():
    app = App(SIZE, flags=0, language="de")
    app.set_language("en")
    assert pygame.display.get_caption()[0].startswith("Pharaohs ")
