"""Help on the table (issue 13), driven through the real scenes with synthetic events:
the player aid from the pause menu in both languages, a hover hint over every named
spot of every board, clean rulebooks, the new-game screen's one-line explanations and
its refusals of an empty name or a seed that is not a number, and the seed shown in the
pause menu and on the results screen."""

from __future__ import annotations

import re

import pygame
import pytest
from test_menus import buttons, click, key, pump, type_into

from pharaohs import games, locale
from pharaohs.core.match import Match, Seat
from pharaohs.locale import tr
from pharaohs.resources import MissingResource, resource
from pharaohs.ui.frame import pause as pause_module
from pharaohs.ui.frame.aid import AidScene, aid_module
from pharaohs.ui.frame.app import App
from pharaohs.ui.frame.new_game import NewGameScene
from pharaohs.ui.frame.pause import PauseScene, RulesScene, rules_html, rules_text
from pharaohs.ui.frame.results import ResultsScene
from pharaohs.ui.frame.table import TableScene

NAMES = ("Anna", "Ben", "Cleo", "Dora", "Emil")
#: words of English sentences that German sentences do not use (as in test_i18n)
ENGLISH_WORDS = frozenset("the you your of and is are with yet turn choose place points "
                          "take card tile left right must may can't cannot no not each "
                          "when its".split())


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Each test has its own user folder and leaves the client in English."""
    monkeypatch.setenv("PHARAOHS_HOME", str(tmp_path))
    yield tmp_path
    locale.set_language("en")


# -- driving the scenes -------------------------------------------------------------
def texts(scene) -> list[str]:
    """Every line a scene draws itself, in the language of the moment."""
    return [tr(label.text) for label in scene.labels]


def sounds_english(text: str) -> bool:
    return len(set(re.findall(r"[a-z']+", text.lower())) & ENGLISH_WORDS) >= 2


def at_the_table(game_id: str, language: str = "en", size=(1280, 800), seed: int = 4242):
    """A new hot-seat game of ``game_id`` on the table, the curtain (if any) confirmed."""
    game = games.get_game(game_id)
    players = max(game.min_players, 3)
    app = App(size=size, flags=0, language=language)
    match = Match.start(game, [Seat(n) for n in NAMES[:players]], seed)
    table = TableScene(app, match, autosave=False)
    app.push(table)
    app.apply_transitions()
    app.step(0.016, [])
    for _ in range(5):
        if app.stack[-1] is table:
            break
        pump(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                      unicode="\r", scancode=0)], frames=1)
        app.apply_transitions()
    assert app.stack[-1] is table
    return app, table


def paused(app, table) -> PauseScene:
    key(app, pygame.K_ESCAPE)
    pause = app.stack[-1]
    assert isinstance(pause, PauseScene) and pause.table is table
    return pause


def aid_sentences(aid) -> list[str]:
    """Every marked sentence of a game's aid."""
    return [*(t for part in aid.parts for t in (part.name, part.text)), *aid.turn,
            *aid.scoring]


# -- the player aid -------------------------------------------------------------------
@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("game_id", games.GAMES)
def test_the_player_aid_opens_from_the_pause_menu_for_every_game(game_id, language):
    """Pause → Player aid shows the board's parts, the turn and the scoring of this game,
    in the player's language (no English sentence in German), scrolls, and Esc goes back."""
    app, table = at_the_table(game_id, language, size=(1024, 640))
    pause = paused(app, table)
    click(app, buttons(pause)[tr("Player aid")])
    scene = app.stack[-1]
    assert isinstance(scene, AidScene) and scene.game.id == game_id
    aid = aid_module(game_id).AID
    assert aid.parts and aid.turn and aid.scoring
    shown = " ".join(scene.texts)
    for heading in ("The board", "Your turn", "Scoring"):
        assert tr(heading) in scene.texts
    for part in aid.parts:
        assert tr(part.name) in shown, part.name
    assert len(scene.shown) >= 3, "small pictures of the pieces"
    if language == "de":
        # a single word may be the same in German ("Depot", "Land"); a phrase is not
        untranslated = [s for s in aid_sentences(aid) if tr(s) == s and " " in s]
        assert untranslated == []
        english = [line for line in scene.texts + texts(scene) if sounds_english(line)]
        assert english == []
    assert scene.max_scroll > 0  # more than a 1024×640 screen: it scrolls
    key(app, pygame.K_END)
    assert scene.scroll == scene.max_scroll
    key(app, pygame.K_HOME)
    assert scene.scroll == 0
    key(app, pygame.K_ESCAPE)
    assert app.stack[-1] is pause


def test_every_aid_picture_is_in_the_art():
    for game_id in games.GAMES:
        for part in aid_module(game_id).AID.parts:
            for name in part.pictures:
                assert resource("assets", game_id, f"{name}.png").is_file(), (game_id, name)


@pytest.mark.parametrize("game_id", games.GAMES)
def test_hovering_every_named_spot_of_the_board_gives_a_hint(game_id):
    """The pointer moved (a synthetic motion event) over the middle of each spot of the
    board's layout: the board says what is there."""
    app, table = at_the_table(game_id)
    board = table.board
    silent = []
    for name in board.placement.layout.spots:
        centre = board.rect(name).center
        pump(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0),
                                      buttons=(0, 0, 0))], frames=0)
        assert table.pointer == centre
        if not board.hover_hint(table.pointer, table.view(), table.viewer):
            silent.append(name)
    assert silent == []


def test_the_labyrinth_hints_tell_corridor_wall_chamber_and_entrance_chips():
    from pharaohs.games.labyrinth import rules

    app, table = at_the_table("labyrinth")
    board = table.board
    view, viewer = table.view(), table.viewer
    empty = board.main.space_rect(0).center
    assert "corridor tile goes here" in board.hover_hint(empty, view, viewer)
    chip = board.main.entrance_rect(*rules.ENTRANCE_CHOICES[0]).center
    assert board.hover_hint(chip, view, viewer)


# -- the rulebooks --------------------------------------------------------------------
NOTES = re.compile(r"\[picture|picture[ :]|\bsee (the )?(figure|picture|illustration)|"
                   r"illustration|caption|as printed|transcri|translator|\[email|see page|"
                   r"last page|table of contents|Abbildung|\bBild\b|Übersetz|siehe Seite|"
                   r"Inhaltsverzeichnis", re.IGNORECASE)


def rulebook(game_id: str, language: str) -> str:
    parts = ("assets", "rules", f"{game_id}.txt")
    if language != "en":
        parts = ("assets", "rules", language, f"{game_id}.txt")
    return resource(*parts).read_text("utf-8")


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("game_id", games.GAMES)
def test_the_rulebooks_are_clean(game_id, language):
    """No transcription notes, picture references or (repeated) tables of contents, and no
    line said twice in a row (the title of the transcription was)."""
    text = rulebook(game_id, language)
    assert len(text) > 5000
    assert NOTES.findall(text) == []
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    assert all(a != b for a, b in zip(lines, lines[1:], strict=False))
    title = lines[0]
    assert lines.count(title) == 1 and not re.search("Rulebook|Spielregel|Regelheft", title)
    assert not any(line.startswith("• ") and line[2:] in lines for line in lines[:40]), \
        "a list of the headings that follow is a table of contents"


@pytest.mark.parametrize("game_id", games.GAMES)
def test_each_german_rulebook_says_the_english_line_for_line(game_id):
    """The German rulebook translates the English one line by line: the same headings
    (the lines the viewer sets in bold), list items and table rows at the same places,
    the same figures on each line, and no English sentence left in it."""
    english = rulebook(game_id, "en").splitlines()
    german = rulebook(game_id, "de").splitlines()
    assert len(german) == len(english)
    for number, (en, de) in enumerate(zip(english, german, strict=True), 1):
        def shape(line):
            marked = rules_html(line)
            return (marked.startswith("<b>"), line[:2] == "- ", line.count("|"), not line)
        assert shape(de) == shape(en), f"line {number}: {de!r} is not shaped like {en!r}"
        assert sorted(re.findall(r"\d+", de)) == sorted(re.findall(r"\d+", en)), \
            f"line {number}: {de!r} has other figures than {en!r}"
        assert not sounds_english(de), f"line {number} is still English: {de!r}"


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_rules_viewer_shows_the_rulebook_in_the_players_language(language):
    app, table = at_the_table("ra_dice", language)
    pause = paused(app, table)
    click(app, buttons(pause)["Rules" if language == "en" else "Spielregel"])
    viewer = app.stack[-1]
    assert isinstance(viewer, RulesScene)
    assert rules_text(viewer.game) == rulebook("ra_dice", language)
    assert viewer.text == rules_html(rulebook("ra_dice", language))


def test_a_rulebook_missing_in_german_is_shown_in_english_saying_so(monkeypatch):
    """A damaged install without the German file still shows the rules, and says why they
    are English."""
    def english_only(*parts):
        if "de" in parts:
            raise MissingResource("/".join(parts))
        return resource(*parts)

    monkeypatch.setattr(pause_module, "resource", english_only)
    app, table = at_the_table("ra_dice", "de")
    click(app, buttons(paused(app, table))["Spielregel"])
    text = rules_text(app.stack[-1].game)
    assert text == ("Diese Spielregel gibt es bisher nur auf Englisch.\n\n"
                    + rulebook("ra_dice", "en"))


# -- the new-game screen --------------------------------------------------------------
def choose_variant(app, scene, variant):
    if scene.variant_menu.selected_option[1] == variant:
        return
    click(app, scene.variant_menu)
    for item in scene.variant_menu.current_state.options_selection_list.item_list:
        if item["object_id"] == variant or item["text"] == tr(variant.capitalize()):
            click(app, item["button_element"])
            break
    pump(app)
    assert scene.variant_menu.selected_option[1] == variant


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("game_id", games.GAMES)
def test_the_new_game_screen_explains_variants_options_and_player_counts(game_id, language):
    game = games.get_game(game_id)
    module = aid_module(game_id)
    if len(game.variants) > 1:
        assert set(game.variants) <= set(module.VARIANTS)
    assert set(game.options) <= set(module.OPTIONS)
    app = App(size=(1024, 640), flags=0, language=language)
    scene = NewGameScene(app, game_id)
    app.push(scene)
    app.apply_transitions()
    app.step(0.016, [])
    for variant in game.variants if len(game.variants) > 1 else ():
        choose_variant(app, scene, variant)
        assert tr(module.VARIANTS[variant]) in " ".join(texts(scene))
    for option in game.options:
        assert tr(module.OPTIONS[option]) in " ".join(texts(scene))
    for players, line in module.PLAYERS.items():
        click(app, buttons(scene)[str(players)])
        assert tr(line) in " ".join(texts(scene))
    if language == "de":
        assert [line for line in texts(scene) if sounds_english(line)] == []


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_seed_that_is_not_a_number_or_an_empty_name_is_refused_at_the_field(language):
    app = App(size=(1024, 640), flags=0, language=language)
    scene = NewGameScene(app, "labyrinth")
    app.push(scene)
    app.apply_transitions()
    app.step(0.016, [])
    type_into(app, scene.seed_field, "twelve")
    click(app, scene.start_button)
    assert app.stack == [scene]
    seed_sentence = tr("The seed must be a whole number, such as 12345.")
    assert seed_sentence in " ".join(texts(scene))
    assert scene.seed_field.get_text() == "twelve"  # not silently replaced
    type_into(app, scene.seed_field, "12")
    type_into(app, scene.name_fields[1], "")
    click(app, scene.start_button)
    assert app.stack == [scene]
    shown = " ".join(texts(scene))
    assert seed_sentence not in shown
    assert tr("Every seat needs a name: type one in the marked field.") in shown
    assert scene.outlines == [scene.name_fields[1].rect]
    type_into(app, scene.name_fields[1], "Ben")
    click(app, scene.start_button)
    (table,) = app.stack
    assert isinstance(table, TableScene)
    assert table.match.seed == 12 and [s.name for s in table.match.seats][1] == "Ben"


# -- the seed -------------------------------------------------------------------------
def test_the_pause_menu_shows_the_seed():
    app, table = at_the_table("labyrinth", seed=987654)
    pause = paused(app, table)
    assert "Seed: 987654" in texts(pause)


def test_the_results_screen_shows_the_seed():
    game = games.get_game("ra_dice")
    match = Match.start(game, [Seat("Anna"), Seat("Ben")], 31337)
    while not game.is_over(match.state):
        seat = game.to_act(match.state)[0]
        match.play(seat, game.legal_moves(match.state, seat)[0])
    app = App(size=(1280, 800), flags=0, language="de")
    scene = ResultsScene(app, match)
    app.push(scene)
    app.apply_transitions()
    app.step(0.016, [])
    assert "Startwert: 31337" in texts(scene)
