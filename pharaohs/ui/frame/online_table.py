"""The online table: the same table, boards and animations as at one computer, with the
server as the authority.

``OnlineTable`` is a ``TableScene`` whose match is an ``OnlineMatch`` (the server's
views of this computer's seats) and whose moves go to the server instead of into the
match: a move is shown once the server's new state says it was accepted, so the move
made here and one made elsewhere reach the board the same way (``arrived``) and
animate alike. The computer seats think on the server; the window says whose turn it
is, and that a person elsewhere is away, while it goes on drawing. Hints are for this
computer's own seats only; several people here share the screen with the curtain
between them, as at one computer. The host may hand an absent person's seat to the
computer and give it back.
"""

from __future__ import annotations

from pharaohs import storage
from pharaohs.ai import DEFAULT_LEVEL
from pharaohs.core.i18n import _, message_from_json
from pharaohs.locale import marked
from pharaohs.net.copies import COPIES_FOLDER, Recorder
from pharaohs.net.online_match import OnlineMatch
from pharaohs.ui.frame import sound
from pharaohs.ui.frame.lobby import ENDED
from pharaohs.ui.frame.online import JoinScene, host_again
from pharaohs.ui.frame.table import TableScene
from pharaohs.ui.kit.widgets import Button

HAND_TIP = _("The computer plays this seat until its person is back.")
BACK_TIP = _("Give the seat back to its person.")
#: the level a seat handed to the computer is played at
HANDED_LEVEL = DEFAULT_LEVEL


class OnlineTable(TableScene):
    """One online game at the table, for the seats this computer holds."""

    def __init__(self, app, session, message: dict):
        self.session = session
        super().__init__(app, OnlineMatch(message), autosave=False)
        mine = self.own_seats()
        self.viewer = mine[0] if len(mine) == 1 else None
        #: the move sent and not yet answered, and the turn it was sent for (no second
        #: move meanwhile)
        self.sent: tuple[int, int, object] | None = None
        #: this computer's own copy of the game, for replay (``net.copies``)
        self.copy = Recorder(storage.data_dir() / COPIES_FOLDER, session.url, message)
        self.copy.saw(message)

    # -- the seat at the screen is the seat whose view the match shows ------------------
    @property
    def viewer(self) -> int | None:
        return self.match.looking

    @viewer.setter
    def viewer(self, seat: int | None) -> None:
        self.match.looking = seat

    def own_seats(self) -> list[int]:
        """The seats a person at this computer plays (not handed to the computer)."""
        return [s for s in self.match.yours if self.is_human(s)]

    def humans_to_act(self) -> list[int]:
        return [s for s in self.match.to_act() if s in self.own_seats()]

    def people_elsewhere_to_act(self) -> list[int]:
        return [s for s in self.match.to_act()
                if self.is_human(s) and s not in self.match.yours]

    def view(self, seat: int | None = None):
        return self.match.view_of(self.viewer if seat is None else seat)

    # -- what the server says -------------------------------------------------------------
    def update(self, dt: float) -> None:
        for message in self.session.poll():
            self.receive(message)
        if self.copy.due():
            self.copy.write()
        if self.copy.notice is not None:  # the copy set aside, or not written: said once
            self.message, self.copy.notice = self.copy.notice, None
        super().update(dt)

    def receive(self, message: dict) -> None:
        kind = message["type"]
        if kind == "state" and message["game_id"] == self.match.game_id:
            self.arrived(message)
        elif kind in ("refused", "error"):
            sent, self.sent = self.sent, None
            if message.get("code") == "stale" and sent is not None \
                    and self.match.check(sent[1], sent[2]) is None:
                self.commit(sent[1], sent[2])  # another seat moved first; still legal: again
                return
            self.refuse(message_from_json(message.get("reason", message.get("message"))))

    def arrived(self, message: dict) -> None:
        """A new state from the server: the move that led to it (this computer's own, or
        one worked out from the views) animates as a local one does."""
        before_turn = self.match.turn
        step = self.match.update(message)
        self.copy.saw(message, None if step is None else (step.seat, step.move))
        if self.sent is not None and message.get("last") == {
                "seat": self.sent[1], "move": self.game.encode_move(self.sent[2])}:
            self.sent = None  # accepted
        if step is not None:
            before, after = self.match._seen(step.before), self.match.state  # noqa: SLF001
            self.tip = None
            self.app.sounds.play(sound.effect_of(self.game, step.move, before, after))
            described = self.board.describe(step.seat, step.move, before, after)
            if described:
                self.message = _("{name}: {what}", name=self.name(step.seat),
                                 what=marked(described))
            self.board.moved(step.seat, step.move, before, after)
            if step.seat == self.viewer:
                self.board.seen(step.seat, step.move, before, after)
        elif message["turn"] != before_turn:
            self.board.undone(0, self.state)  # a change shown as it stands, unanimated
        self.app.invalidate()
        if self.match.phase != "lobby":
            self.sync_seat()

    # -- moves go to the server -----------------------------------------------------------
    def commit(self, seat: int, move) -> None:
        if self.sent is not None and self.sent[0] == self.match.turn:
            return
        self.sent = (self.match.turn, seat, move)
        self.session.send({"type": "move", "seat": seat, "turn": self.match.turn,
                           "move": self.game.encode_move(move)})

    def take_back(self) -> None:
        """Ask the server to undo the step (it answers with the state before it)."""
        self.session.send({"type": "undo", "seat": self.viewer, "turn": self.match.turn})

    def computer_turn(self, dt: float) -> None:
        """The computer seats are played on the server."""

    def save_progress(self) -> bool:
        return True  # the server keeps every accepted move

    def save_refusal(self) -> str | None:
        return _("The server keeps this online game after every move; it is resumed under "
                 "Play online, not saved to a file.")

    @property
    def again_label(self):
        """The host plays again with the same seats; a guest joins the host's next game."""
        return _("Play again") if self.match.host else _("Join the next game")

    def play_again(self) -> None:
        """(host) A new online game with the same seats, its lobby open for the friends'
        new codes; (guest) Join a game, the server's address typed in, for the code the
        host sends next."""
        if self.match.host:
            host_again(self.app, self.session.url, self.match.message)
        else:
            self.app.reset(JoinScene(self.app, self.session.url.removeprefix("ws://")))

    def may_leave(self) -> bool:
        return True

    def leave(self) -> None:
        super().leave()
        self.copy.write()
        self.session.close()

    # -- what the window says ---------------------------------------------------------------
    def prompts(self, view) -> tuple[str, ...]:
        if self.match.phase == "closed":
            return (ENDED,)
        if self.session.status == "reconnecting":
            return (_("The connection to the server was lost: trying again…"),)
        own = super().prompts(view)
        elsewhere = self.people_elsewhere_to_act()
        if own != ("",) or not elsewhere or self.game.is_over(self.state):
            return own
        seat = elsewhere[0]
        if seat in self.match.away():
            return (_("Waiting for {name} to reconnect…", name=self.name(seat)),)
        return (_("Waiting for {name}…", name=self.name(seat)),)

    def computer_buttons(self) -> list[Button]:
        """Hint for this computer's seat at the screen; for the host, a button per
        absent person's seat to hand it to the computer, and back."""
        buttons = super().computer_buttons()
        if not self.match.host or self.game.is_over(self.state):
            return buttons
        for seat, info in enumerate(self.match.seat_info):
            if info["kind"] == "computer" or seat in self.match.yours:
                continue
            name = info["name"]
            if info["computer"]:
                buttons.append(Button(_("Give {name} back", name=name),
                                      lambda seat=seat: self.hand_over(seat, None),
                                      tip=BACK_TIP))
            elif seat in self.match.away():
                buttons.append(Button(_("Computer plays {name}", name=name),
                                      lambda seat=seat: self.hand_over(seat, HANDED_LEVEL),
                                      tip=HAND_TIP))
        return buttons

    def hand_over(self, seat: int, level: str | None) -> None:
        """(host) The computer plays ``seat`` from now on (``level``), or its person again."""
        if level is None:
            self.session.send({"type": "person", "seat": seat})
        else:
            self.session.send({"type": "computer", "seat": seat, "level": level})
