"""The move log beside the board, driven through the real table with synthetic events.

Every game is played a few moves by the boards' own gestures at one hot-seat
screen (``pharaohs.smoke.smoke_game``), in English and in German; the log must
list every move of every seat, worded for the seat at the screen, with private
details only for the seat that may know them. The strip opens with L or a click,
scrolls with the wheel and follows the newest entry. The pace of the animations
is a setting (off, normal, slow) kept between runs.
"""

from __future__ import annotations

import re

import pygame
import pytest

from pharaohs import storage
from pharaohs.core import Match, Rng
from pharaohs.games import GAMES, get_game
from pharaohs.games.saqqara.board.words import card_label
from pharaohs.locale import tr
from pharaohs.smoke import smoke_game
from pharaohs.ui.frame.app import App
from pharaohs.ui.frame.dialogs import SettingsScene
from pharaohs.ui.frame.table import TableScene
from pharaohs.ui.kit.gestures import click, key

MOVES = 14
NAMES = ("Anna", "Ben", "Cleo", "Darius", "Esther")


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("PHARAOHS_HOME", str(tmp_path))
    return tmp_path


def quick_settings(**changes) -> storage.Settings:
    settings = storage.Settings(ai_delay_ms=0, **changes)
    settings.save()
    return settings


def played(game_id: str, language: str, tmp_path, size=(1024, 640)):
    """A hot-seat game of ``game_id`` a few moves in, every move made by a gesture."""
    app = App(size, flags=0, settings=quick_settings(animations=False), language=language)
    entry = smoke_game(app, game_id, tmp_path, moves=MOVES)
    assert entry["ok"], entry.get("error")
    table = next(s for s in app.stack if isinstance(s, TableScene))
    return app, table


def step(app, events=(), frames: int = 2) -> None:
    app.step(1 / 60, list(events))
    for _ in range(frames):
        app.step(1 / 60, [])


def summed_up_later(table) -> set[int]:
    """The moves the board's words leave out of the log, as a later step sums them up
    (Saqqara's goods laid on a bid, told once the bid is placed)."""
    match, log = table.match, table.move_log
    states = [*match._history, match.state]  # noqa: SLF001
    seer = log.seer(table.viewer)
    return {i for i, (seat, move) in enumerate(match.log)
            if log.sentence(seat, move, states[i], states[i + 1], seer) == ""}


def moves_of(entries) -> list:
    return [e for e in entries if e.seat is not None]


@pytest.mark.parametrize("language", ["en", "de"])
@pytest.mark.parametrize("game_id", GAMES)
def test_the_log_lists_every_move_of_every_seat_in_the_players_language(game_id, language,
                                                                         tmp_path):
    app, table = played(game_id, language, tmp_path)
    match = table.match
    entries = table.log_entries()
    said = moves_of(entries)
    told = summed_up_later(table)
    assert len(match.log) >= MOVES // 2 and len(said) >= len(match.log) // 2
    assert [e.moves for e in said] == [i + 1 for i in range(len(match.log)) if i not in told]
    assert [e.seat for e in said] == [match.log[e.moves - 1][0] for e in said]
    for entry in said:
        text = tr(entry.text)
        assert text.startswith(f"{table.name(entry.seat)}: "), text
        assert len(text) > len(table.name(entry.seat)) + 4
        if language == "de":
            assert text != str(entry.text), f"not translated: {text}"
    words = table.board.WORDS
    if getattr(words, "period", None) and words.period(table.board, table.view(None)):
        heading = entries[0]
        assert heading.seat is None and tr(heading.text), "the log starts with its period"
        if language == "de":
            assert tr(heading.text) != str(heading.text)

    # on screen: L opens the strip beside the board, which keeps all its room
    key_l = key(pygame.K_l)
    was_open = table.log_panel.open
    step(app, [key_l])
    panel = table.log_panel
    assert panel.open is not was_open
    if not panel.open:
        step(app, [key_l])
    assert panel.open and panel.following
    board, log = table.rects["board"], table.rects["log"]
    assert not board.colliderect(log) and board.width > log.width
    assert log.right <= table.rects["panels"].left
    rows = [text for text, *_rest in panel.rows(entries)]
    newest = table.log_entries()[-1]
    from pharaohs.ui.kit import theme

    first_line = theme.wrap(newest.text, panel.font_size, panel.list_rect.width
                            - round(panel.font_size * 1.4))[0]
    assert first_line in rows, "the newest entry is drawn"


def table_at(game, seats, moves: int, seed=3, size=(1024, 640), options=(), until=None,
             **settings):
    """A table of ``game`` after ``moves`` random moves, or fewer once a move of the type
    named ``until`` was played (for what the test looks at)."""
    app = App(size, flags=0, settings=quick_settings(**settings))
    match = Match.start(game, [(NAMES[i], kind) for i, kind in enumerate(seats)], seed,
                        options=options)
    rng = Rng.from_seed("log")
    for _ in range(moves):
        if game.is_over(match.state):
            break
        seat = game.to_act(match.state)[0]
        legal = game.legal_moves(match.state, seat)
        move, rng = rng.choice(legal)
        match.play(seat, move)
        if type(move).__name__ == until:
            break
    table = TableScene(app, match, autosave=False)
    app.push(table)
    step(app)
    return app, table


def test_private_details_only_for_the_seat_that_may_know_them(tmp_path):
    """Im Bann: the cards a player draws are named to that player only; Saqqara: the
    influence card laid face down is named to its owner only. In hot-seat the entries are
    worded again for whoever takes the screen."""
    app, table = played("im_bann", "en", tmp_path)
    match = table.match
    drew = [i for i, (_seat, move) in enumerate(match.log) if type(move).__name__ == "Draw"]
    assert drew, "the game drew cards"
    index = drew[0]
    drawer = match.log[index][0]
    other = 1 - drawer
    own = [e for e in table.move_log.entries(match, drawer) if e.moves == index + 1][0]
    seen = [e for e in table.move_log.entries(match, other) if e.moves == index + 1][0]
    assert "card" not in own.text and own.text != seen.text
    assert seen.text.endswith(("draws 1 card", "draws 2 cards")), seen.text
    table.viewer = other  # the curtain has passed the screen to the other player
    assert [e for e in table.log_entries() if e.moves == index + 1][0].text == seen.text
    table.viewer = drawer
    assert [e for e in table.log_entries() if e.moves == index + 1][0].text == own.text

    game = get_game("saqqara")
    app, table = table_at(game, ["human"] * 3, moves=6)
    laid = [(i, seat, move) for i, (seat, move) in enumerate(table.match.log)
            if type(move).__name__ == "PlaceInfluence"]
    assert laid, "influence cards were laid"
    for index, seat, move in laid:
        named = tr(card_label(move.card))
        for viewer in range(3):
            text = [e for e in table.move_log.entries(table.match, viewer)
                    if e.moves == index + 1][0].text
            if viewer == seat:
                assert f"influence card {named} face down" in text, text
            else:
                assert "places an influence card face down" in text, text
    # a game of computer seats only is told from the table's view: nothing private
    app, table = table_at(game, ["ai"] * 3, moves=3)
    assert table.viewer is None
    assert all("an influence card face down" in e.text for e in moves_of(table.log_entries()))


@pytest.mark.parametrize("game_id, options, kind, own, others", [
    ("dahschur", (), "TakeDisc", r"takes the (gold|silver) disc \d+ of city \d+",
     r"takes a disc of city \d+"),
    ("labyrinth", ("betting",), "Bet", r"places a bet face down \((High|Low)\)\.",
     r"places a bet face down\."),
])
def test_a_secret_taken_or_laid_is_named_to_its_owner_only(game_id, options, kind, own, others):
    """Dahschur: the value of a disc taken from a city; Labyrinth: the direction of a bet.
    The other seats read that the disc was taken or the bet laid, not what it is."""
    game = get_game(game_id)
    app, table = table_at(game, ["human"] * 3, moves=600, options=options, until=kind)
    seat, move = table.match.log[-1]
    assert type(move).__name__ == kind
    for viewer in range(3):
        text = tr(table.move_log.entries(table.match, viewer)[-1].text)
        assert text.startswith(f"{NAMES[seat]}: ")
        assert re.search(own if viewer == seat else others, text), (viewer, text)


def test_the_log_scrolls_with_the_wheel_and_follows_the_newest_entry():
    game = get_game("ra_dice")
    app, table = table_at(game, ["human", "human"], moves=60)
    panel = table.log_panel
    assert not panel.open, "at 1024×640 the log starts as a tab beside the board"
    board_before = table.rects["board"].width
    step(app, click(panel.rect.center))
    assert panel.open and table.rects["board"].width < board_before
    assert panel.following and panel.content_height > panel.list_rect.height

    inside = panel.list_rect.center
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=inside, rel=(0, 0), buttons=(0, 0, 0))
    wheel_up = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=3, flipped=False)
    moves = len(table.match.log)
    step(app, [motion, wheel_up])
    assert not panel.following and len(table.match.log) == moves, "the board kept still"
    scrolled = panel.offset

    # a new move while scrolled back: the entries in view stay where they are
    seat = table.humans_to_act()[0]
    move = game.legal_moves(table.state, seat)[0]
    table.commit(seat, move)
    step(app)
    assert panel.offset > scrolled

    for _ in range(200):
        step(app, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False)], 0)
        if panel.following:
            break
    assert panel.following, "back at the bottom the log follows the newest entry again"
    seat = table.humans_to_act()[0]
    table.commit(seat, game.legal_moves(table.state, seat)[0])
    step(app)
    assert panel.following
    rows = panel.rows(table.log_entries())
    assert rows[-1][3] == len(table.match.log), "the newest entry is the last line"

    # a click on the title collapses it again; the board has its room back
    step(app, click((panel.rect.centerx, panel.rect.y + 4)))
    assert not panel.open and table.rects["board"].width == board_before


def test_at_1920_the_log_is_open_beside_a_board_that_uses_the_room():
    app, table = table_at(get_game("labyrinth"), ["human", "human"], moves=6,
                          size=(1920, 1080))
    assert table.log_panel.open
    log, board = table.rects["log"], table.rects["board"]
    assert log.width >= 300 and board.width > 1000 and not board.colliderect(log)


def test_the_pace_of_animations_is_a_setting_kept_between_runs():
    app = App((1024, 640), flags=0, settings=quick_settings())
    dialog = SettingsScene(app)
    app.push(dialog)
    step(app)
    assert dialog.animations_choice.value == "normal"
    button = dialog.animations_choice.buttons["slow"]
    step(app, click(button.rect.center), 3)
    save = next(b for b in dialog.manager.get_sprite_group().sprites()
                if getattr(b, "text", None) == "Save")
    step(app, click(save.rect.center), 3)
    saved = storage.Settings.load()
    assert saved.animations and saved.animation_pace == "slow"

    dialog = SettingsScene(app)
    app.push(dialog)
    step(app)
    assert dialog.animations_choice.value == "slow"
    step(app, click(dialog.animations_choice.buttons["off"].rect.center), 3)
    save = next(b for b in dialog.manager.get_sprite_group().sprites()
                if getattr(b, "text", None) == "Save")
    step(app, click(save.rect.center), 3)
    assert storage.Settings.load().animations is False


def slide_frames(pace: str) -> tuple[int, object, object]:
    """Frames a Ra marker takes to slide up its track at ``pace``, with the table."""
    game = get_game("ra_dice")
    app, table = table_at(game, ["human", "human"], moves=0, animation_pace=pace, seed=5)
    seat = table.humans_to_act()[0]
    for move_type in ("Roll", "StopRolling"):
        move = next(m for m in game.legal_moves(table.state, seat)
                    if type(m).__name__ == move_type)
        table.commit(seat, move)
    for _ in range(400):  # the throw itself is animated at the pace too
        if not table.showing_move():
            break
        app.step(1 / 60, [])
    tracks = [m for m in game.legal_moves(table.state, seat)
              if type(m).__name__ in ("Pharaoh", "Nile")]
    assert tracks, "seed 5 throws a Pharaoh or a Nile"
    table.commit(seat, tracks[0])
    board = table.board
    assert board.marks.get("last"), "the move's places are marked"
    assert table.showing_move(), "a computer would wait for the slide to arrive"
    count = 0
    while table.showing_move() and count < 400:
        app.step(1 / 60, [])
        count += 1
    return count, table, board


def test_a_move_slides_at_the_pace_set_and_stays_marked_until_the_next():
    """Ra: a Pharaoh or Nile move slides the marker up its track; slow takes about twice
    as long as normal; the move's places stay marked after it arrived, until the next."""
    normal, _table, _board = slide_frames("normal")
    slow, table, board = slide_frames("slow")
    assert 10 <= normal <= 40 and slow >= 2 * normal, (normal, slow)
    assert board.marks.get("last"), "still marked after it arrived"
    marked = board.marks.get("last")
    seat = table.humans_to_act()[0]
    game = table.game
    table.commit(seat, next(m for m in game.legal_moves(table.state, seat)
                            if type(m).__name__ == "EndTurn"))
    assert board.marks.get("last") != marked, "the next move's mark replaces it"
