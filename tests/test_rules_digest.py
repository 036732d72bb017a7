"""The rules play exactly as they did: seeded random games of every game, variant, option
and player count, digested step by step and compared with digests recorded before the
rules were made faster (issue 28). A change that alters any state, legal move list (its
order too), check, view, redrawn world or result changes a digest. If a rule is changed
on purpose, record the new digests (``python tests/test_rules_digest.py``) and say so."""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pharaohs.core import Rng  # noqa: E402
from pharaohs.core.i18n import message_to_json  # noqa: E402
from pharaohs.games import GAMES, get_game  # noqa: E402

#: games played per setup
SEEDS = (1, 2, 3)
#: a game still going after this many moves is digested as it stands
MAX_MOVES = 3000
#: every this many moves the seat's view and a redrawn world of it are digested too
WORLD_EVERY = 5

#: recorded on main at cf9f8f2, before the rules were sped up
DIGESTS = {
    'dahschur standard - 2p': 'c6e156248092d0f2',
    'dahschur standard - 3p': '7a193146eb73a96d',
    'dahschur standard - 4p': 'ea71a06fc585b664',
    'ra_dice standard - 2p': '40209b11b8080d7d',
    'ra_dice standard - 3p': '6687a3bd91dde216',
    'ra_dice standard - 4p': '1ce428f124977e26',
    'labyrinth basic - 1p': 'ba3a64b83f90a551',
    'labyrinth basic - 2p': '1f3b55a99c0d1d3e',
    'labyrinth basic - 3p': 'cfc838dd6289aa3e',
    'labyrinth basic - 4p': '3be2787f14780851',
    'labyrinth basic - 5p': 'd5416d7c0af1e2e8',
    'labyrinth basic betting 1p': 'e3d1795f58ec8337',
    'labyrinth basic betting 2p': '2d21e0b82a306c2d',
    'labyrinth basic betting 3p': '51e2349799699795',
    'labyrinth basic betting 4p': 'a1752851a71375c2',
    'labyrinth basic betting 5p': 'bae949042dd93533',
    'labyrinth professional - 1p': '318209f7f24f88e4',
    'labyrinth professional - 2p': 'ddf872aa55e25ece',
    'labyrinth professional - 3p': 'fa3788d80aea08a8',
    'labyrinth professional - 4p': '30d2471ab1850f6d',
    'labyrinth professional - 5p': '110543ff8a4cc9b2',
    'labyrinth professional betting 1p': '844bf13946029908',
    'labyrinth professional betting 2p': 'c5916c14ac6a9db6',
    'labyrinth professional betting 3p': 'cedd4a2c592b4bac',
    'labyrinth professional betting 4p': '99d478b250ef3576',
    'labyrinth professional betting 5p': 'c2e3bcdbbd2acee8',
    'im_bann basic - 2p': '1d358bd5463692d5',
    'im_bann basic - 3p': 'bee4a4c18ef93980',
    'im_bann basic - 4p': '5043857b7a4614e7',
    'im_bann basic - 5p': '5b8fe3ca6327a58e',
    'im_bann basic multigame 2p': '207cbcf5a4be3b12',
    'im_bann basic multigame 3p': 'c1d69557a5ebd8f9',
    'im_bann basic multigame 4p': '0e1bb410f194e546',
    'im_bann basic multigame 5p': '4182f4cb9242f1f4',
    'im_bann advanced - 2p': '8ab7939d1e090201',
    'im_bann advanced - 3p': 'a05ae479f783d989',
    'im_bann advanced - 4p': 'a9aa24ff7be96a02',
    'im_bann advanced - 5p': '69452f19be32b30e',
    'im_bann advanced multigame 2p': '0f5272b1202587cd',
    'im_bann advanced multigame 3p': 'd222e91134d24208',
    'im_bann advanced multigame 4p': '2a5248d06dbc7f47',
    'im_bann advanced multigame 5p': '8e5905b910997bb5',
    'saqqara standard - 3p': '78dc177f220574d3',
    'saqqara standard - 4p': 'c3e3227453ba2f95',
    'saqqara standard - 5p': '60768a941201959d',
}


def setups():
    """Every game, variant and player count, with all options and without."""
    for game_id in GAMES:
        game = get_game(game_id)
        for variant in game.variants:
            for options in sorted({(), tuple(game.options)}):
                for players in range(game.min_players, game.max_players + 1):
                    yield game_id, variant, options, players


def _key(game_id, variant, options, players) -> str:
    return f"{game_id} {variant} {'+'.join(options) or '-'} {players}p"


def digest(game_id: str, variant: str, options: tuple, players: int) -> str:
    game = get_game(game_id)
    out = hashlib.sha256()

    def add(value) -> None:
        out.update(json.dumps(value, sort_keys=True).encode() + b"\n")

    for seed in SEEDS:
        state = game.setup(players, seed, variant, options)
        rng = Rng.from_seed(f"digest:{seed}")
        for step in range(MAX_MOVES):
            add(game.encode(state))
            if game.is_over(state):
                break
            acting = game.to_act(state)
            add(list(acting))
            seat = acting[step % len(acting)]
            moves = game.legal_moves(state, seat)
            add([game.encode_move(m) for m in moves])
            move, rng = rng.choice(moves)
            other = (seat + 1) % players
            reason = game.check(state, other, move)
            add(reason if reason is None or isinstance(reason, str) else message_to_json(reason))
            if step % WORLD_EVERY == 0:
                view = game.view(state, seat)
                add(game.encode(view))
                add(game.encode(game.determinize(view, seat, seed * 1000 + step)))
            state = game.play(state, seat, move)
        outcome = game.result(state) if game.is_over(state) else None
        add(None if outcome is None else [list(outcome.scores), list(outcome.winners)])
    return out.hexdigest()[:16]


@pytest.mark.parametrize("setup", list(setups()), ids=lambda s: _key(*s))
def test_the_rules_play_as_recorded(setup):
    assert digest(*setup) == DIGESTS[_key(*setup)]


def test_every_setup_has_a_recorded_digest():
    assert {_key(*s) for s in setups()} == set(DIGESTS)


if __name__ == "__main__":  # print the digests to record
    for setup in setups():
        print(f"    {_key(*setup)!r}: {digest(*setup)!r},")
