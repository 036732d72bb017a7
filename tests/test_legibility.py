"""Legible and comfortable (issue 13): text sizes, names, the board's growth, settings kept.

Every text size the client asks the font cache for while a game is played and
drawn is recorded (``theme.SizeRecorder``); none may be below
``theme.SMALLEST_TEXT`` at the smallest window, 1024×640.
"""

from __future__ import annotations

import pygame
import pytest
from drawn_text import BoardDrawing, drawn_boxes, drawn_lines, overlapping

from pharaohs.games import GAMES
from pharaohs.smoke import smoke_game
from pharaohs.storage import Settings
from pharaohs.ui.frame.app import App
from pharaohs.ui.kit import palettes, theme


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("PHARAOHS_HOME", str(tmp_path))
    return tmp_path


@pytest.mark.parametrize("game_id", GAMES)
def test_no_text_below_12_pixels_at_1024_by_640(game_id, home):
    with theme.SizeRecorder() as sizes:
        app = App((1024, 640), flags=0)
        entry = smoke_game(app, game_id, home, moves=8)
        app.relayout()
        app.step(0, [])
    assert entry["ok"], entry.get("error")
    assert sizes, "the table drew text"
    assert min(sizes) >= theme.SMALLEST_TEXT, sorted(sizes)


def test_the_recorder_sees_small_text():
    """The instrument itself: a 9-pixel line is recorded as 9."""
    pygame.font.init()
    surface = pygame.Surface((200, 40))
    with theme.SizeRecorder() as sizes:
        theme.text(surface, "tiny", (0, 0), 9)
    assert sizes == {9}


@pytest.mark.parametrize("game_id", GAMES)
def test_names_are_never_cut_at_1280_by_800(game_id, home):
    """The player panels show each whole name (five players where the game has five)."""
    from pharaohs.core import Match
    from pharaohs.games import get_game
    from pharaohs.smoke import _settle, _take_seat
    from pharaohs.ui.frame.table import TableScene

    app = App((1280, 800), flags=0)
    game = get_game(game_id)
    names = ("Anna-Katharina", "Bartholomäus", "Cleopatra", "Darius", "Esther")
    match = Match.start(game, [(n, "human") for n in names[:game.max_players]], "names")
    table = TableScene(app, match, autosave=False)
    app.reset(table)
    app.apply_transitions()
    _settle(app)
    _take_seat(app, table)
    with drawn_lines() as drawn:
        table._panels = None
        app.dirty = True
        app.step(0, [])
    for name in names[:game.max_players]:
        assert name in drawn, f"{name} is cut or missing: {[d for d in drawn if '…' in d]}"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_board_grows_to_use_the_space(game_id, home):
    """At 1920×1080 the board is larger than at 1280×800 and fills its area across
    or down (the layout keeps its proportions)."""
    sizes = {}
    for window in ((1024, 640), (1280, 800), (1920, 1080)):
        app = App(window, flags=0)
        entry = smoke_game(app, game_id, home, moves=1)
        assert entry["ok"]
        table = next(s for s in app.stack if hasattr(s, "board"))
        drawn, area = table.board.placement.board_rect, table.rects["board"]
        assert drawn.width >= 0.97 * area.width or drawn.height >= 0.97 * area.height
        sizes[window] = drawn.width
        pygame.quit()
    assert sizes[(1024, 640)] < sizes[(1280, 800)] < sizes[(1920, 1080)]
    assert sizes[(1920, 1080)] >= 1.15 * sizes[(1280, 800)]


def test_settings_round_trip(home):
    """Language, palette, animations, sound and the window's size are kept between runs."""
    settings = Settings(language="de", palette="red_green", animations=False, volume=30,
                        muted=True, window_size=(1500, 900), fullscreen=False)
    assert settings.save() is None
    again = Settings.load()
    assert (again.language, again.palette, again.animations, again.volume, again.muted,
            again.window_size) == ("de", "red_green", False, 30, True, (1500, 900))
    assert not again.notices


def test_unusable_settings_fall_back_one_by_one(home):
    import json

    Settings.path().parent.mkdir(parents=True, exist_ok=True)
    Settings.path().write_text(json.dumps({"palette": "sepia", "volume": 400,
                                           "window_size": [10, "x"], "muted": True}))
    loaded = Settings.load()
    assert (loaded.palette, loaded.volume, loaded.window_size, loaded.muted) == \
        ("standard", 70, (1280, 800), True)
    assert loaded.notices


def test_the_window_opens_at_its_last_size_and_remembers_a_new_one(home):
    Settings(window_size=(1100, 700)).save()
    app = App(settings=Settings.load(), flags=0)
    assert app.screen.get_size() == (1100, 700)
    app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, w=1300, h=820, size=(1300, 820)))
    assert app.settings.window_size == (1300, 820)
    app.settings.save()
    assert Settings.load().window_size == (1300, 820)


def test_the_palette_choice_recolours_seats_and_their_pieces(home):
    app = App((1024, 640), settings=Settings(palette="red_green"), flags=0)
    assert tuple(theme.PLAYER_COLOURS[0]) == palettes.OKABE_ITO[0]
    pictures = palettes.PalettePictures("ra_dice")
    marker = pictures.original("marker_1")
    colours = {marker.get_at((x, y))[:3] for x in range(marker.get_width())
               for y in range(marker.get_height()) if marker.get_at((x, y))[3] == 255}
    assert palettes.OKABE_ITO[1] in colours or any(
        abs(c[0] - 0) < 10 and abs(c[1] - 114) < 25 and abs(c[2] - 178) < 25 for c in colours)
    app.set_palette("standard")
    assert tuple(theme.PLAYER_COLOURS[0]) == tuple(palettes.PALETTES["standard"][0])


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("game_id", GAMES)
def test_no_board_word_is_cut_or_covered_at_1024_by_640(game_id, language, home):
    """Over a game between Easy players with the most seats, drawn every few moves in the
    smallest window, the board shortens no line with "…": a line that does not fit gets
    a little smaller, a short form, or a line of its own (Saqqara's yields once ended in
    "grö…", Im Bann's depot in "Skarabäus: alle Lei…"). Nor is a label drawn over
    another (Im Bann's "Depot: Spitzhacken" ran into "Nachziehstapel", Dahschur's goods
    counts at a stall into each other)."""
    from pharaohs import locale
    from pharaohs.ai.players import choose_move
    from pharaohs.core import Match
    from pharaohs.core.rng import Rng
    from pharaohs.games import get_game
    from pharaohs.ui.frame.table import TableScene
    from pharaohs.ui.kit.gestures import key

    game = get_game(game_id)
    match = Match.start(game, [(f"P{i}", "human") for i in range(game.max_players)], 5)
    app = App((1024, 640), flags=0)
    locale.set_language(language)
    table = TableScene(app, match, autosave=False)
    app.push(table)
    app.apply_transitions()
    board = table.board
    drawing = BoardDrawing(board)
    rng = Rng(7)
    covered = set()
    try:
        with drawn_lines(drawing) as lines, drawn_boxes(drawing) as boxes:
            for step in range(300):
                if game.is_over(match.state):
                    break
                if step % 10 == 0:
                    while app.stack[-1] is not table:  # the next player takes the screen
                        app.step(0.016, [key(pygame.K_RETURN)])
                    board.resize(board.area)  # words drawn anew, not from the cache
                    app.dirty = True
                    boxes.clear()
                    app.step(0.016, [])
                    covered.update(overlapping(boxes))
                seat = game.to_act(match.state)[0]
                move, rng = choose_move(game, match.state, seat, rng, "easy", timed=False)
                table.commit(seat, move)
                board.overlay = None  # a scoring read out waits for a click
    finally:
        locale.set_language("en")
    assert drawing.times >= 10, "the board was drawn at many moves"
    assert lines.cut == []
    assert covered == set()


@pytest.mark.parametrize("players", [2, 4, 5])
def test_a_read_out_keeps_every_seat_inside_its_panel_at_1024_by_640(players, home):
    """A scoring read out over a small window's narrow board area with long German
    categories and names: every word lies inside the panel, none cut (Dahschur's fourth
    and Im Bann's fifth column once stood beside the panel, and "jetzt -14 Punk…" was
    cut), a long reason gets a third line instead of losing its end; a panel that fits
    the board area stays over it."""
    from pharaohs import locale
    from pharaohs.ui.kit.score_steps import Line, ScoreSteps

    app = App((1024, 640), flags=0)
    area = pygame.Rect(12, 12, 715, 535)  # the board's area at 1024×640, beside the panels
    names = ["Friederike", "Maximilian", "Charlotte", "Konstantin", "Henriette"][:players]
    categories = ("Belohnung 2: Prozession oder Edelstein", "Nicht bestandene Abenteuer")
    lines = [Line(seat, category, -23, f"{23 + seat} Minuspunkte")
             for category in categories for seat in range(players)]
    long_reason = "Hinterster auf Feld 1; 1 vor; keine Flut (Feld 0)"  # three lines
    lines.append(Line(0, "Pharao", 2, long_reason))
    steps = ScoreSteps(app, area, "Spiel 1 der Serie ist gewertet", lines, names,
                       [-69] * players, "Dieses Spiel", "Weiter")
    steps.shown = steps.steps
    panels = []
    real_panel = theme.panel
    theme.panel = lambda surface, rect, *args, **kwargs: (
        panels.append(pygame.Rect(rect)), real_panel(surface, rect, *args, **kwargs))[1]
    texts = []
    real_text = theme.text
    theme.text = lambda surface, message, *args, **kwargs: texts.append(
        (message, real_text(surface, message, *args, **kwargs))) or texts[-1][1]
    locale.set_language("de")
    try:
        with drawn_lines() as drawn:
            steps.draw(app.screen)
    finally:
        theme.panel, theme.text = real_panel, real_text
        locale.set_language("en")
    (panel,) = panels
    assert all(panel.contains(rect) for _message, rect in texts), \
        [message for message, rect in texts if not panel.contains(rect)]
    assert drawn.cut == []
    assert {str(name) for name in names} <= set(drawn)
    words = {word for line in drawn for word in line.split()}
    assert set(long_reason.split()) <= words, "no word of a long reason silently left out"
    if players == 2:
        assert area.contains(panel), "it fits over the board, so it stays there"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_action_bar_never_cuts_its_sentence_at_1024_by_640_in_german(game_id, home):
    """Long names, German, the smallest window, the most seats, a game between Easy
    players: what to do is always readable beside the buttons, a little smaller or
    without the name in front ("Friederike: Abenteuer bestehen oder Zug be…" once)."""
    from pharaohs import locale
    from pharaohs.ai.players import choose_move
    from pharaohs.core import Match
    from pharaohs.core.rng import Rng
    from pharaohs.games import get_game
    from pharaohs.ui.frame.table import TableScene
    from pharaohs.ui.kit.gestures import key

    game = get_game(game_id)
    names = ["Friederike", "Maximilian", "Charlotte", "Konstantin", "Henriette"]
    match = Match.start(game, [(names[i], "human") for i in range(game.max_players)], 5)
    app = App((1024, 640), flags=0)
    locale.set_language("de")
    table = TableScene(app, match, autosave=False)
    app.push(table)
    app.apply_transitions()
    drawing = BoardDrawing(table, "draw_prompt")
    rng = Rng(7)
    try:
        with drawn_lines(drawing) as lines:
            for _step in range(200):
                if game.is_over(match.state):
                    break
                while app.stack[-1] is not table:  # the next player takes the screen
                    app.step(0.016, [key(pygame.K_RETURN)])
                app.dirty = True
                app.step(0.016, [])
                seat = game.to_act(match.state)[0]
                move, rng = choose_move(game, match.state, seat, rng, "easy", timed=False)
                table.commit(seat, move)
                table.board.overlay = None  # a scoring read out waits for a click
    finally:
        locale.set_language("en")
    assert drawing.times >= 50
    assert lines.cut == []


def test_a_message_line_too_long_for_a_small_window_is_read_whole_under_the_pointer(home):
    """Saqqara's handouts and Dahschur's phase 2 make long message lines: cut to fit at
    1024×640, the whole message shows as a tooltip while the pointer is over the line."""
    from pharaohs.core import Match
    from pharaohs.games import get_game
    from pharaohs.ui.frame.table import TableScene

    game = get_game("saqqara")
    match = Match.start(game, [(f"P{i}", "human") for i in range(3)], 5)
    app = App((1024, 640), flags=0)
    table = TableScene(app, match, autosave=False, viewer=0)  # P0 has taken the seat
    app.push(table)
    app.apply_transitions()
    words = [f"word{i}" for i in range(60)]
    table.message = " ".join(words)
    line = table.rects["message"]
    with drawn_lines() as away:
        app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0),
                                            buttons=(0, 0, 0))])
    assert away.cut and not set(words) <= set(" ".join(away).split())
    with drawn_lines() as over:
        app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=line.center, rel=(0, 0),
                                            buttons=(0, 0, 0))])
    assert set(words) <= set(" ".join(over).split()), "every word, in the tooltip"
    table.message = "Short."
    with drawn_lines() as short:
        app.step(0.016, [pygame.event.Event(pygame.MOUSEMOTION, pos=line.center, rel=(1, 0),
                                            buttons=(0, 0, 0))])
    assert short.count("Short.") == 1, "a line that fits needs no tooltip"


def test_a_read_out_follows_the_board_when_the_window_is_resized(home):
    """A scoring read-out open while the window shrinks lies over the board's new area,
    not over where the board was."""
    from test_ra_dice_scene import applying

    from pharaohs.core import Match
    from pharaohs.games.ra_dice.rules import GAME
    from pharaohs.games.ra_dice.rules import data as ra_data
    from pharaohs.ui.frame.table import TableScene
    from pharaohs.ui.kit.score_steps import Line

    match = Match.start(GAME, [("Anna", "human"), ("Ben", "human")], 1)
    match.state = applying(players=2, ra=ra_data.SUN_TRACK_LENGTH)
    app = App((1600, 1000), flags=0)
    table = TableScene(app, match, autosave=False)
    app.push(table)
    app.apply_transitions()
    table.board.read_out(table.view(), "Epoch", [Line(0, "Pharaoh", 5, "ahead")], "Total",
                         "Go on")
    app.apply_transitions()
    panels = []
    real_panel = theme.panel
    theme.panel = lambda surface, rect, *args, **kwargs: (
        panels.append(pygame.Rect(rect)), real_panel(surface, rect, *args, **kwargs))[1]
    try:
        app.screen = pygame.display.set_mode((1024, 640))  # the system resized the window
        app.dispatch(pygame.event.Event(pygame.VIDEORESIZE, w=1024, h=640, size=(1024, 640)))
        app.dirty = True
        app.step(0.016, [])
    finally:
        theme.panel = real_panel
    board_area = table.board.area
    assert app.screen.get_rect().contains(panels[-1])
    assert abs(panels[-1].centerx - board_area.centerx) <= 1
    assert abs(panels[-1].centery - board_area.centery) <= 1


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1600, 1000)])
def test_im_bann_seat_panels_show_every_line_whole(size, language, home):
    """Im Bann's seat panels at their fullest, two to five players: a series, the mummy
    held at the King's Chamber, long names, computer seats with their level. Each line
    of each panel is drawn whole, wrapped or a little smaller where it must be, and
    none is cut (the mummy holder's series line once fell off the fifth panel, the
    hand's size off every panel)."""
    import dataclasses

    from pharaohs import locale
    from pharaohs.core import Match
    from pharaohs.games.im_bann import rules
    from pharaohs.games.im_bann.rules import data
    from pharaohs.ui.frame.table import TableScene

    game = rules.GAME
    names = ["Friederike", "Maximilian", "Charlotte", "Konstantin", "Henriette"]
    locale.set_language(language)
    try:
        for players in range(2, 6):
            state = game.play(game.setup(players, "panels", options=(data.MULTIGAME,)), 0,
                              rules.ChooseSide(data.LONG))
            state = dataclasses.replace(
                state, chamber=13, stages=(data.CHAMBER,) + (3,) * (players - 1),
                showcases=(("mummy", "rope3", "torch5", "ladder4"),) + (("pickaxe5",),) * (
                    players - 1), series=(tuple(100 + 11 * s for s in range(players)),))
            seats = [(names[s], "human" if s == 0 else "ai") for s in range(players)]
            match = Match.start(game, seats, 1, options=(data.MULTIGAME,))
            match.state = state
            app = App(size, flags=0)
            table = TableScene(app, match, viewer=0, autosave=False)
            app.push(table)
            app.apply_transitions()
            with drawn_lines() as drawn:
                table._panels = None
                table.draw_panels(app.screen, table.view())
            shown = " ".join(drawn)
            lines = [locale.tr(line) for seat in range(players)
                     for line in table.board.panel_lines(table.view(), seat, 0)]
            assert len(lines) == 3 + 2 * (players - 1), "the mummy's line and every series line"
            assert [line for line in lines if line not in shown] == [], (players, drawn)
            assert drawn.cut == [], players
            pygame.quit()
    finally:
        locale.set_language("en")


def _drawn_every_few_moves(game_id: str, moves: int = 300, every: int = 10):
    """A game between Easy players with the most seats at 1024×640, its board drawn anew
    (not from its caches) every ``every`` moves; yields after each drawing."""
    from pharaohs.ai.players import choose_move
    from pharaohs.core import Match
    from pharaohs.core.rng import Rng
    from pharaohs.games import get_game
    from pharaohs.ui.frame.table import TableScene
    from pharaohs.ui.kit.gestures import key

    game = get_game(game_id)
    match = Match.start(game, [(f"P{i}", "human") for i in range(game.max_players)], 5)
    app = App((1024, 640), flags=0)
    table = TableScene(app, match, autosave=False)
    app.push(table)
    app.apply_transitions()
    board, rng = table.board, Rng(7)
    for step in range(moves):
        if game.is_over(match.state):
            break
        if step % every == 0:
            while app.stack[-1] is not table:  # the next player takes the screen
                app.step(0.016, [key(pygame.K_RETURN)])
            board.resize(board.area)
            app.dirty = True
            app.step(0.016, [])
            yield
        seat = game.to_act(match.state)[0]
        move, rng = choose_move(game, match.state, seat, rng, "easy", timed=False)
        table.commit(seat, move)
        board.overlay = None  # a scoring read out waits for a click


@pytest.mark.parametrize("game_id", GAMES)
def test_a_number_in_a_disc_fits_inside_it_at_1024_by_640(game_id, home, monkeypatch):
    """A label centred on a filled disc lies inside it: Saqqara's pyramid badges once let
    "10" run over their rims in a small window."""
    from pharaohs.ui.kit.pictures import Lettering

    discs, labels = [], []
    real_ellipse, real_text = pygame.draw.ellipse, Lettering.text

    def ellipse(surface, colour, rect, width=0):
        if width == 0:
            discs.append((id(surface), pygame.Rect(rect)))
        return real_ellipse(surface, colour, rect, width)

    def text(self, surface, message, pos, size, *args, **kwargs):
        rect = real_text(self, surface, message, pos, size, *args, **kwargs)
        inked = self.label(message, size).get_bounding_rect().move(rect.topleft)
        labels.append((id(surface), str(message), inked))
        return rect

    monkeypatch.setattr(pygame.draw, "ellipse", ellipse)
    monkeypatch.setattr(Lettering, "text", text)
    spilled = set()
    for _drawn in _drawn_every_few_moves(game_id, moves=120, every=20):
        for surface, disc in discs:
            spilled |= {message for where, message, inked in labels
                        if where == surface and disc.collidepoint(inked.center)
                        and not disc.inflate(2, 2).contains(inked)}
        discs.clear()
        labels.clear()
    assert spilled == set()


#: per game, the pictures that figures count (goods, pieces, cards, the market stand):
#: what each shows is drawn at least ``theme.SMALLEST_ICON`` long at 1024×640
COUNTED = {"saqqara": r"(good|worker|boat|merchant|token|market)_\d+|card_back|stand"}


@pytest.mark.parametrize("game_id", COUNTED)
def test_the_pictures_figures_count_are_legible_at_1024_by_640(game_id, home, monkeypatch):
    """Saqqara's pyramid costs, distribution table and ledger drew their goods 9 pixels
    wide, the figures beside them 14 (what they counted could not be read): each picture a
    figure counts shows at least ``theme.SMALLEST_ICON`` pixels along its longer side."""
    import re

    from pharaohs.ui.kit.pictures import Pictures

    counted, small = re.compile(COUNTED[game_id]), {}
    real = Pictures.get

    def get(self, name, *args, **kwargs):
        image = real(self, name, *args, **kwargs)
        seen = max(image.get_bounding_rect().size)
        if counted.fullmatch(name) and seen < theme.SMALLEST_ICON:
            small[name] = min(seen, small.get(name, seen))
        return image

    monkeypatch.setattr(Pictures, "get", get)
    for _drawn in _drawn_every_few_moves(game_id, moves=200, every=10):
        pass
    assert small == {}


def _ra_table_with_long_lines(window, language):
    """Ra with every seat far along both tracks, each Nile flooded twice, and five Suns
    thrown (the Disasters lit, their names in bold), in ``window`` and ``language``."""
    import dataclasses

    from pharaohs import locale
    from pharaohs.core import Match
    from pharaohs.games.ra_dice.rules import APPLY, GAME
    from pharaohs.ui.frame.table import TableScene

    seats = GAME.max_players
    names = ["Friederike", "Maximilian", "Charlotte", "Konstantin"][:seats]
    match = Match.start(GAME, [(name, "human") for name in names], 5)
    match.state = dataclasses.replace(GAME.setup(seats, 5), phase=APPLY, dice=("sun",) * 5,
                                      rerolls_left=0, pharaoh=(12,) * seats,
                                      nile=(10,) * seats, floods=(2,) * seats)
    app = App(window, flags=0)
    locale.set_language(language)
    table = TableScene(app, match, autosave=False)
    app.push(table)
    app.apply_transitions()
    return app, table


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("window", [(1024, 640), (1280, 800), (1600, 1000)])
def test_ra_panels_cut_no_line_and_disaster_names_keep_clear_of_their_border(
        window, language, home):
    """Each seat's panel shows its tracks and flood markers whole ("Pharaoh 12 · Nile 10
    (flooded …" was cut at 1280×800), and each Disaster's name keeps clear of its
    button's lit border ("Monumente" touched it at 1024×640)."""
    from pharaohs import locale
    from pharaohs.games.ra_dice.rules import data

    app, table = _ra_table_with_long_lines(window, language)
    panels, board = BoardDrawing(table, "paint_panels"), table.board
    drawing = BoardDrawing(board)
    try:
        with drawn_lines(panels) as lines, drawn_boxes(drawing) as boxes:
            table._panels = None
            app.dirty = True
            app.step(0.016, [])
        names = {locale.tr(data.DISASTER_NAMES[kind]): kind for kind in data.DISASTERS}
        view = table.view()
        wanted = {locale.tr(line) for seat in range(view.players)
                  for line in board.panel_lines(view, seat, table.viewer)}
    finally:
        locale.set_language("en")
    assert panels.times and lines.cut == []
    assert wanted <= set(lines), wanted - set(lines)
    buttons = {kind: board.rect(f"disaster_{kind}") for kind in data.DISASTERS}
    labels = [(names[line], box) for line, box, _surface in boxes
              if names.get(line) and buttons[names[line]].collidepoint(box.center)]
    assert sorted(kind for kind, _box in labels) == sorted(data.DISASTERS)
    margin = max(5, round(board.scale * 10))
    for kind, box in labels:
        button = buttons[kind]
        assert button.inflate(-2 * margin, -2 * margin).contains(box), (kind, box, button)


def _labyrinth_table_while_betting(window, language):
    """The Labyrinth for five with the betting option, at the seventh card (the second
    bet of round one next), in ``window`` and ``language``, the seat at the screen."""
    from pharaohs import locale
    from pharaohs.core import Match
    from pharaohs.core.rng import Rng
    from pharaohs.games.labyrinth.rules import GAME, TURN
    from pharaohs.ui.frame.table import TableScene
    from pharaohs.ui.kit.gestures import key

    names = ["Friederike", "Maximilian", "Charlotte", "Konstantin", "Henriette"]
    match = Match.start(GAME, [(name, "human") for name in names], 5, None, ("betting",))
    rng = Rng(3)
    while not (len(match.state.revealed) >= 7 and match.state.phase == TURN):
        seat = match.to_act()[0]
        move, rng = rng.choice(GAME.legal_moves(match.state, seat))
        match.play(seat, move)
    app = App(window, flags=0)
    locale.set_language(language)
    table = TableScene(app, match, autosave=False)
    app.push(table)
    app.apply_transitions()
    for _ in range(8):
        if app.stack[-1] is table:
            break
        app.step(0.016, [key(pygame.K_RETURN)])
    return app, table


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("window", [(1024, 640), (1280, 800), (1600, 1000)])
def test_the_labyrinths_card_line_keeps_the_next_bet_and_its_panels_cut_nothing(
        window, language, home):
    """Under the card, the card's number and the next bet's round and card, every word
    of both ("round" and then "next bet" were dropped at 1024×640 to make it fit), and
    in the seats' panels no line cut, in both languages at every size."""
    from pharaohs import locale
    from pharaohs.games.labyrinth.board import words

    app, table = _labyrinth_table_while_betting(window, language)
    board = table.board
    drawing, panels = BoardDrawing(board), BoardDrawing(table, "paint_panels")
    try:
        with drawn_lines(drawing) as lines, drawn_lines(panels) as panel_lines:
            board.resize(board.area)
            table._panels = None
            app.dirty = True
            app.step(0.016, [])
        view = table.view()
        card = [locale.tr(line) for line in words.card_labels(view, view.revealed[-1])]
    finally:
        locale.set_language("en")
    assert len(card) == 2, "with betting, the next bet is named"
    drawn_words = " ".join(lines).split()
    for line in card:
        assert set(line.split()) <= set(drawn_words), (line, lines)
    assert lines.cut == [] and panel_lines.cut == []


@pytest.mark.parametrize("window", [(1600, 1000), (1024, 768)])
def test_the_labyrinth_grows_into_a_nearly_square_board_area(window, home):
    """Beside the open move log at 1600×1000, or in a 4:3 window, the board area is
    nearly square: the board takes its square arrangement and fills it (the wide map
    left a third of it empty), its own pyramid larger than the wide map would show it."""
    from pharaohs.ui.kit.layout import load_layouts

    app = App(window, flags=0)
    entry = smoke_game(app, "labyrinth", home, moves=1)
    assert entry["ok"]
    table = next(s for s in app.stack if hasattr(s, "board"))
    board, area = table.board, table.rects["board"]
    drawn = board.placement.board_rect
    assert drawn.width * drawn.height >= 0.9 * area.width * area.height
    wide = load_layouts("labyrinth")[0].fit(area)
    assert board.main.rect.width >= 1.05 * wide.rect("main_board").width
