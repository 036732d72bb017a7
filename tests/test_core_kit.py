"""The contract's shared kit: the hidden-value type, translatable messages, the move
resolver and undo that stops at any reveal, not only at chance."""

from __future__ import annotations

import dataclasses
import gettext
import json
from dataclasses import dataclass
from typing import ClassVar

from pharaohs.core import Game, Match, Outcome
from pharaohs.core.codec import Codec
from pharaohs.core.game import Move
from pharaohs.core.hidden import HIDDEN, Hidden, count_hidden, is_hidden
from pharaohs.core.i18n import N_, Message, _, ngettext, render
from pharaohs.core.resolve import find_move


@dataclass(frozen=True)
class Pass(Move):
    step: ClassVar[str] = N_("pass a card")
    card: int
    to: int


@dataclass(frozen=True)
class Show(Move):
    """Show your hand to the table: no chance drawn, yet a secret revealed."""

    step: ClassVar[str] = N_("show your hand")


@dataclass(frozen=True)
class Hands:
    hands: tuple
    shown: tuple
    turn: int
    players: int
    rng: object


class ShowAndPass(Game):
    """Two seats with hands of cards; pass a card to the other seat or show your hand."""

    id = "show_and_pass"
    title = "Show and Pass"
    min_players = max_players = 2
    types = (Pass, Show, Hands)
    state_type = Hands

    def new_state(self, players, rng, variant, options):
        return Hands(((1, 2), (3, 4)), (False, False), 0, players, rng)

    def to_act(self, state):
        return (state.turn % 2,)

    def legal_moves(self, state, seat):
        moves = [Pass(c, 1 - seat) for c in state.hands[seat]]
        return moves + ([] if state.shown[seat] else [Show()])

    def explain(self, state, seat, move):
        if isinstance(move, Pass) and move.card not in state.hands[seat]:
            return _("You have no card {card} to pass.", card=move.card)
        if isinstance(move, Pass) and move.to == seat:
            return _("Pass the card to a fellow player.")
        if isinstance(move, Show) and state.shown[seat]:
            return _("Your hand is already shown.")
        return None

    def apply(self, state, seat, move):
        if isinstance(move, Show):
            shown = tuple(s or i == seat for i, s in enumerate(state.shown))
            return dataclasses.replace(state, shown=shown, turn=state.turn + 1)
        hands = list(state.hands)
        hands[seat] = tuple(c for c in hands[seat] if c != move.card)
        hands[move.to] = tuple(sorted((*hands[move.to], move.card)))
        return dataclasses.replace(state, hands=tuple(hands), turn=state.turn + 1)

    def is_over(self, state):
        return state.turn >= 6

    def scores(self, state):
        return tuple(len(h) for h in state.hands)

    def result(self, state):
        return Outcome.from_scores(self.scores(state))

    def view(self, state, seat):
        hands = tuple(h if i == seat or state.shown[i] else tuple(HIDDEN for _ in h)
                      for i, h in enumerate(state.hands))
        return dataclasses.replace(state, hands=hands, rng=None)

    def determinize(self, view, seat, seed):
        """Unseen cards are the numbers 1-4 nobody sees, dealt in a seed-dependent order."""
        seen = {c for h in view.hands for c in h if not is_hidden(c)}
        unseen = sorted(set(range(1, 5)) - seen, reverse=hash(seed) % 2 == 1)
        hands = tuple(tuple(sorted(unseen.pop() if is_hidden(c) else c for c in h))
                      for h in view.hands)
        return dataclasses.replace(view, hands=hands)


GAME = ShowAndPass()


def test_hidden_is_one_value_type_that_survives_json():
    codec = Codec(())
    for value in (HIDDEN, Hidden("card"), (HIDDEN, 3, Hidden("disc"))):
        assert codec.decode(json.loads(json.dumps(codec.encode(value)))) == value
    assert HIDDEN != Hidden("card") and is_hidden(Hidden("card")) and not is_hidden(None)
    assert count_hidden(GAME.view(GAME.setup(2, 1), 0)) == 2


def test_a_message_reads_as_english_and_renders_in_another_language():
    message = _("Your merchant may not turn around within one action, {name}.", name="Anna")
    assert message == "Your merchant may not turn around within one action, Anna."
    catalogue = gettext.NullTranslations()
    catalogue._catalog = {}  # noqa: SLF001 - a tiny in-memory catalogue
    german = {"Your merchant may not turn around within one action, {name}.":
              "Dein Händler darf innerhalb einer Aktion nicht umkehren, {name}.",
              "ruby": "Rubin"}
    catalogue.gettext = lambda m: german.get(m, m)  # type: ignore[method-assign]
    assert render(message, catalogue) == (
        "Dein Händler darf innerhalb einer Aktion nicht umkehren, Anna.")
    nested = _("The next plate wants a {gem}.", gem=_("ruby"))
    assert render(nested, catalogue) == "The next plate wants a Rubin."
    assert render(_("{name} passes.", name="ruby"), catalogue) == "ruby passes.", (
        "a plain string argument (a player's name) is never looked up")
    assert isinstance(nested, Message) and render(nested, None) == "The next plate wants a ruby."


def test_plural_messages_choose_their_form_by_count():
    assert ngettext("{n} die will be lost.", "{n} dice will be lost.", 1) == "1 die will be lost."
    assert ngettext("{n} die will be lost.", "{n} dice will be lost.", 3) == "3 dice will be lost."


def test_a_broken_translation_falls_back_to_english():
    class Broken:
        def gettext(self, msgid):
            return "Kaputt {missing}"

        def ngettext(self, s, p, n):
            return s

    assert render(_("Hello {name}.", name="Ben"), Broken()) == "Hello Ben."


def test_find_move_resolves_a_gesture_or_gives_the_rules_reason():
    state = GAME.setup(2, 1)
    found = find_move(GAME, state, 0, Pass, card=2, to=1)
    assert found.ok and found.move == Pass(2, 1)
    assert find_move(GAME, state, 0, Pass, card=3, to=1).reason == "You have no card 3 to pass."
    assert find_move(GAME, state, 0, Pass, card=1, to=0).reason == (
        "Pass the card to a fellow player.")
    assert find_move(GAME, state, 1, Pass, card=3, to=0).reason == "It is not your turn."
    partial = find_move(GAME, state, 0, Pass, to=1)
    assert partial.ok and set(partial.choices) == {Pass(1, 1), Pass(2, 1)}


def test_undo_stops_at_a_shown_hand_though_no_chance_was_drawn():
    """design.md: undo goes back to the last reveal — anything a seat could not see
    before and can see after — not only to the last die roll or draw."""
    match = Match.start(GAME, [("A", "human"), ("B", "human")], seed=1)
    match.play(0, Pass(1, 1))
    match.play(1, Show())
    assert not match.can_undo(1), "showing a hand reveals B's cards to A"
    match.play(0, Pass(2, 1))
    assert match.can_undo(0), "passing a card reveals nothing A's fellow could not infer"


def test_a_computer_seat_keeps_its_level_in_the_save():
    """A resumed game plays its computer seats at the levels chosen for them."""
    from pharaohs.core.match import Seat
    from pharaohs.files.schema import SaveShapeError, check_seats

    match = Match.start(GAME, [Seat("A"), Seat("B", "ai", "hard")], seed=1)
    data = json.loads(json.dumps(match.to_json()))
    assert data["seats"] == [{"name": "A", "kind": "human"},
                             {"name": "B", "kind": "ai", "level": "hard"}]
    assert Match.from_json(data, lambda _: GAME).seats[1].level == "hard"
    check_seats(data["seats"])
    data["seats"][1]["level"] = "grandmaster"
    try:
        check_seats(data["seats"])
    except SaveShapeError as err:
        assert "grandmaster" in str(err)
    else:
        raise AssertionError("an unknown level must be refused")
