"""The hint's reason says what the hinted move gains over the next best, in the game's
terms and in the reader's language (issue 25: "The hint's reason is a bare number"); and
the ratings it reads are the computer players' evaluation, part by part, unchanged."""

from __future__ import annotations

import random
import time

import pytest

from pharaohs import locale
from pharaohs.ai import hints
from pharaohs.ai.search import Edge
from pharaohs.core.rating import Rating, lead, mean
from pharaohs.games import GAMES, get_game

GERMAN = locale.catalogue("de")


def seeded_play(game_id, players, wanted, seeds=range(40), limit=300):
    """The first position of seeded random play where ``wanted(game, state, seat)`` gives
    ``(better move, other move)``: the moves plainly differ in a thing the test names.
    With the seed and the moves played to get there."""
    game = get_game(game_id)
    for seed in seeds:
        rng = random.Random(seed)
        state, played = game.setup(players, seed), []
        for _ in range(limit):
            if game.is_over(state):
                break
            seat = game.to_act(state)[0]
            found = wanted(game, state, seat)
            if found:
                return game, state, seat, found, seed, played
            move = rng.choice(game.legal_moves(state, seat))
            played.append((seat, move))
            state = game.apply(state, seat, move)
    raise AssertionError(f"no such position in {game_id}")


def seeded_position(game_id, players, wanted, **kw):
    return seeded_play(game_id, players, wanted, **kw)[:4]


def own_part(game, state, seat, move, name):
    """The count of part ``name`` of ``seat``'s own rating after ``move``."""
    return game.rating(game.apply(state, seat, move), seat).own.part(name).count or 0


def kind_over(kind, other, part=None, least=0):
    """``wanted`` for ``seeded_play``: the first legal move of ``kind`` against ``other``
    (legal too), where it gains at least ``least`` of ``part``'s count over ``other``."""

    def wanted(game, state, seat):
        moves = game.legal_moves(state, seat)
        found = [m for m in moves if isinstance(m, kind)]
        if other not in moves or not found:
            return None
        if part is not None and own_part(game, state, seat, found[0], part) - own_part(
                game, state, seat, other, part) < least:
            return None
        return found[0], other

    return wanted


def reason_for(game, state, seat, better, other):
    """The hint's reason when the search rated ``better`` clearly over ``other``."""
    edges = (Edge(better, 0.0, visits=10, total=20.0), Edge(other, 0.0, visits=10, total=5.0))
    return hints.reason(game, game.view(state, seat), seat, edges, better)


def said(reason) -> tuple[str, str]:
    return str(reason), reason.render(GERMAN)


def _longer_path(game, state, seat):
    """A tile that carries the path two paces or more further than another tile does."""
    from pharaohs.games.labyrinth.rules import PlaceTile
    from pharaohs.games.labyrinth.rules.evaluation import PACES

    tiles = [m for m in game.legal_moves(state, seat) if isinstance(m, PlaceTile)]
    if not tiles or state.entrances[seat] is None:
        return None
    paces = {m: own_part(game, state, seat, m, PACES) for m in tiles}
    best, worst = max(tiles, key=paces.get), min(tiles, key=paces.get)
    return (best, worst) if paces[best] - paces[worst] >= 2 else None


def test_the_table_shows_the_hint_with_its_reason_whole(home, tmp_path):
    """The hint's line at the table carries the new reason after the move, drawn whole
    (not shortened) at the smallest window, in English and in German."""
    import pygame
    from drawn_text import drawn_lines

    from pharaohs.ai.hints import Hint
    from pharaohs.ai.worker import Thinker
    from pharaohs.core import Match
    from pharaohs.core.rng import Rng
    from pharaohs.ui.frame.app import App
    from pharaohs.ui.frame.table import TableScene

    game, state, seat, (better, other), seed, played = seeded_play("labyrinth", 1, _longer_path)
    app = App((1024, 640), flags=0)
    app.settings.animations = False
    match = Match.start(game, [("Anna", "human")], seed)
    for mover, move in played:
        match.play(mover, move)
    table = TableScene(app, match, autosave=False)
    app.push(table)
    app.apply_transitions()
    why = reason_for(game, state, seat, better, other)
    for language, words in (("en", "3 more paces on your path"),
                            ("de", "Schritte mehr auf deinem Weg")):
        app.set_language(language)
        table.hinter = Thinker(lambda stop: (Hint(better, 3.0, why), Rng(1)), "hint")
        table.hinter.seat, table.hinter.view = seat, table.view(seat)
        while not table.hinter.done:
            time.sleep(0.01)
        app.step(0.0, [])  # the table takes the hint
        assert table.hinter is None
        with drawn_lines() as lines:
            app.dirty = True
            app.step(0.0, [])
        shown = [line for line in lines if words in line]
        assert shown and not [line for line in lines.cut if words in line], lines
        pygame.image.save(app.screen, str(tmp_path / f"hint_{language}.png"))


# -- each game's own terms ------------------------------------------------------------------
def _labyrinth():
    """Rule: a point per pace of the path; a tile that carries it two paces further."""
    return "labyrinth", 1, _longer_path


def _ra():
    """Rule: at the epoch's end the Pharaoh furthest ahead scores 5; a Pharaoh die used
    rather than forfeited by ending the turn."""
    from pharaohs.games.ra_dice.rules import EndTurn, Pharaoh
    from pharaohs.games.ra_dice.rules.evaluation import PHARAOH

    return "ra_dice", 3, kind_over(Pharaoh, EndTurn(), PHARAOH, 3)


def _dahschur():
    """Rule: gems set on the splendid avenue score AP at once; one set rather than
    ending the action."""
    from pharaohs.games.dahschur.rules.evaluation import POINTS
    from pharaohs.games.dahschur.rules.moves import EndAction, PlaceGem

    return "dahschur", 3, kind_over(PlaceGem, EndAction(), POINTS, 2)


def _im_bann():
    """Rule: an adventure is completed when the showcase reaches its value; completing
    it rather than ending the turn."""
    from pharaohs.games.im_bann.rules import Complete, EndTurn

    return "im_bann", 3, kind_over(Complete, EndTurn())


def _saqqara():
    """Rule: each worker scores the points beside its level; developing a pyramid
    rather than ending the turn."""
    from pharaohs.games.saqqara.rules.moves import Build, EndDevelopment

    return "saqqara", 3, kind_over(Build, EndDevelopment())


@pytest.mark.parametrize("case, english, german", [
    (_labyrinth, "more paces on your path", "Schritte mehr auf deinem Weg"),
    (_ra, "more Pharaoh points at the epoch's end", "Pharaopunkte mehr am Ende der Epoche"),
    (_dahschur, "more AP", "AP mehr"),
    (_im_bann, "1 more adventure completed", "1 Abenteuer mehr bestanden"),
    (_saqqara, "1 pyramid level climbed", "1 Pyramidenstufe erklommen"),
], ids=["labyrinth paces", "ra pharaoh track", "dahschur avenue AP", "im bann adventure",
        "saqqara pyramid level"])
def test_the_reason_names_what_the_move_plainly_gains_in_the_games_terms(case, english,
                                                                         german):
    """A seeded position where one move plainly gains a named thing over another (see
    each case's rule): the reason, in English and in German, names it."""
    game_id, players, wanted = case()
    game, state, seat, (better, other) = seeded_position(game_id, players, wanted, limit=600)
    said_en, said_de = said(reason_for(game, state, seat, better, other))
    assert said_en.startswith("Over the next best move: ") and english in said_en
    assert said_de.startswith("Gegenüber dem nächstbesten Zug: ") and german in said_de


def test_a_move_that_keeps_points_from_the_strongest_rival_says_so():
    """What a move denies the best other player is named too: Ra's Civilization disaster
    takes a rival's markers, which cost it Civilization points at the epoch's end."""
    from pharaohs.games.ra_dice.rules.evaluation import CIVILIZATION

    game = get_game("ra_dice")
    state = game.setup(2, 1)
    rival = game.rating(state, 0).rival
    fewer = Rating.of(*(p if p[0] != CIVILIZATION else (CIVILIZATION, p[1] - 5, p[2] - 5)
                        for p in rival.parts))
    phrases = hints.differences(game, hints.After(rival, fewer), hints.After(rival, rival))
    english = [str(p) for p in phrases]
    assert english == ["5 Civilization points fewer for your strongest rival"]
    assert phrases[0].render(GERMAN) == \
        "5 Zivilisationspunkte weniger für deinen stärksten Mitspieler"


# -- honest where nothing concrete differs --------------------------------------------------
def test_moves_about_as_good_are_said_to_be_so():
    game = get_game("labyrinth")
    state = game.setup(1, 3)
    moves = game.legal_moves(state, 0)[:2]
    edges = (Edge(moves[0], 0.0, visits=9, total=9.0), Edge(moves[1], 0.0, visits=8, total=8.0))
    reason = hints.reason(game, game.view(state, 0), 0, edges, moves[0])
    assert str(reason).startswith("Several moves are about as good")
    assert reason.render(GERMAN).startswith("Mehrere Züge sind etwa gleich gut")


def test_a_move_better_only_later_says_nothing_changes_at_once():
    """Two moves that leave the same rating at once: no gain is made up; the reason says
    the search found it better further on, and by how much."""
    game = get_game("labyrinth")
    state = game.setup(1, 3)
    by_rating = {}
    for move in game.legal_moves(state, 0):
        by_rating.setdefault(game.rating(game.apply(state, 0, move), 0), []).append(move)
    move, same = next(moves for moves in by_rating.values() if len(moves) > 1)[:2]
    edges = (Edge(move, 0.0, visits=9, total=27.0), Edge(same, 0.0, visits=9, total=18.0))
    reason = hints.reason(game, game.view(state, 0), 0, edges, move)
    assert str(reason) == ("Nothing changes at once, but the computer rates it 1.0 points "
                           "better a few moves on.")
    assert "um 1,0 Punkte besser" in reason.render(GERMAN)


# -- the ratings are the evaluation ---------------------------------------------------------
def random_positions(game, seeds: int, steps: int, every: int = 1):
    """Positions of random games (``seeds`` of them, up to ``steps`` moves each), every
    ``every``-th one, from the fewest players a game of two or more has."""
    for seed in range(seeds):
        rng = random.Random(seed)
        state = game.setup(max(game.min_players, 2), seed)
        for step in range(steps):
            if game.is_over(state):
                break
            if step % every == 0:
                yield state
            seat = game.to_act(state)[0]
            state = game.apply(state, seat, rng.choice(game.legal_moves(state, seat)))


@pytest.mark.parametrize("game_id", GAMES)
def test_the_parts_add_up_to_the_evaluation_on_random_positions(game_id):
    """``evaluate`` is the rating's total, and the total is its parts added in order, own
    less the strongest rival's; and each part read back by name sums what it holds. (The
    totals were checked equal to the last bit against the evaluation before it had parts,
    on 3760 seat-positions of all five games.)"""
    game = get_game(game_id)
    for state in random_positions(game, seeds=3, steps=120, every=7):
        ratings = [game.rating(state, s).own for s in range(game.seat_count(state))]
        for seat in range(game.seat_count(state)):
            led = game.rating(state, seat)
            assert game.evaluate(state, seat) == led.total == lead(ratings, seat).total
            running = 0
            for part in led.own.parts:
                running += part[1]
            assert running == led.own.total
            by_name = sum(led.own.part(n).value for n in led.own.names())
            assert by_name == pytest.approx(led.own.total)


def test_the_mean_of_worlds_averages_each_part_and_its_count():
    a = Rating.of(("paces", 3.0, 2), ("bet", 1.0, None))
    b = Rating.of(("paces", 6.0, 4))
    both = mean([a, b])
    assert both.part("paces") == ("paces", 4.5, 3.0)
    assert both.part("bet").value == 0.5 and both.part("bet").count is None
    assert both.total == 5.0


def test_the_reason_crosses_to_the_helper_process_and_still_speaks_german():
    """Hard's search runs in a helper process: the reason comes back as data and is
    worded in the reader's language only when drawn, every phrase in it too."""
    import json

    from pharaohs.core.i18n import message_from_json, message_to_json

    game_id, players, wanted = _im_bann()
    game, state, seat, (better, other) = seeded_position(game_id, players, wanted)
    reason = reason_for(game, state, seat, better, other)
    back = message_from_json(json.loads(json.dumps(message_to_json(reason))))
    assert str(back) == str(reason)
    assert "1 Abenteuer mehr bestanden" in back.render(GERMAN)


#: parts no hint names: the points of a series' earlier games never change within a game
UNSAID = {"series"}


@pytest.mark.parametrize("game_id", GAMES)
def test_every_part_a_game_rates_has_its_words(game_id):
    """Each part a game's rating is made of is worded by the game (its ``gains``), for
    the player and where it counts for the rival, so a reason never has to leave out
    what made the difference."""
    game = get_game(game_id)
    names = set()
    for state in random_positions(game, seeds=2, steps=150):
        for seat in range(game.seat_count(state)):
            names.update(game.rating(state, seat).own.names())
    assert names - UNSAID <= set(game.gains), names - set(game.gains)
    for name in names - UNSAID:
        assert game.gain_words(name, 2, True) or game.gain_words(name, None, True), name
