"""The lobby of an online game: who sits where, the join codes, and the host's Start.

Host and joiners see the same lobby until the host starts: each seat with its
person (here, elsewhere, or the computer), whether the person elsewhere has joined
and is connected, and for the host a join code per free seat to send to a friend (in
a field, so it can be selected and copied) with the address to type in. The host may
hand a free seat to the computer and back; Start is open once no seat is free. The
lobby also keeps this computer's ticket for the game (``net.tickets``) as soon as
the server hands out its tokens, so the game can be resumed after the program closed.
When the game starts the lobby gives way to the online table.
"""

from __future__ import annotations

import pygame

from pharaohs import games, locale, storage
from pharaohs.ai.players import LEVEL_NAMES
from pharaohs.core.i18n import _, message_from_json
from pharaohs.core.levels import DEFAULT_LEVEL
from pharaohs.net import tickets
from pharaohs.net.tickets import Ticket
from pharaohs.ui.frame.gui import GuiScene
from pharaohs.ui.frame.hosting import hosting
from pharaohs.ui.kit import theme

#: what the lobby and the table say of a game its host has ended
ENDED = _("The host has ended this game.")
#: how long (s) the lobby waits for a first answer before it says it is still trying
PATIENCE = 3.0


def shared_code(game_id: str, code: str) -> str:
    """What a friend types in to take a seat: the game and the seat's join code."""
    return f"{game_id}-{code}"


def split_code(text: str) -> tuple[str, str] | None:
    """``(game id, join code)`` from what a friend typed, or None if it is not one."""
    game_id, _dash, code = text.strip().replace(" ", "").partition("-")
    if not game_id or not code:
        return None
    return game_id.lower(), code.upper()


class LobbyScene(GuiScene):
    """One online game before it starts, through ``session``."""

    def __init__(self, app, session, game_id: str = "", title: str = ""):
        super().__init__(app)
        self.session = session
        self.game_title = title
        self.game_id = game_id
        self.state: dict | None = None
        #: the join codes this host knows, by seat
        self.codes: dict[int, str] = {}
        self.problem: str | None = None
        self.waited = 0.0
        self.handed_on = False
        #: the tokens the server just handed out, kept in a ticket with the first state
        self.tokens: tuple[dict, str] | None = None

    # -- what the server says -------------------------------------------------------------
    def update(self, dt: float) -> None:
        for message in self.session.poll():
            self.receive(message)
        if self.state is None and self.waited <= PATIENCE < self.waited + dt:
            self.request_rebuild()  # the server is slow to answer: say so
        self.waited += dt
        super().update(dt)

    def receive(self, message: dict) -> None:
        kind = message["type"]
        if kind == "created":
            self.game_id = message["game_id"]
            self.codes = {int(s): c for s, c in message["codes"].items()}
            self.tokens = (message["tokens"], message["host_token"])
        elif kind == "joined":
            self.game_id = message["game_id"]
            self.tokens = ({str(message["seat"]): message["token"]}, "")
        elif kind == "code":
            self.codes[message["seat"]] = message["code"]
        elif kind == "error":
            self.problem = message_from_json(message["message"])
        elif kind == "state" and message["game_id"] == self.game_id:
            self.arrived(message)
            return
        self.request_rebuild()

    def arrived(self, message: dict) -> None:
        first = self.state is None
        self.state, self.problem = message, None
        self.game_title = games.get_game(message["game"]).title
        if self.tokens is not None:
            self.keep_ticket(*self.tokens)
            self.tokens = None
        if first and message["host"]:
            for seat in self.free_seats():  # a host back in its lobby: fresh codes
                if seat not in self.codes:
                    self.session.send({"type": "code", "seat": seat})
        if message["phase"] == "closed":
            self.problem = ENDED
        elif message["phase"] == "lobby":
            if message["host"]:
                host = next((s["name"] for s in message["seats"] if s["kind"] == "local"), "")
                hosting(self.app).announce(self.game_id, message["game"], host,
                                           len(self.free_seats()))
        elif not self.handed_on:
            self.start_table(message)
        self.request_rebuild()

    def start_table(self, message: dict) -> None:
        from pharaohs.ui.frame.online_table import OnlineTable

        self.handed_on = True
        if message["host"]:
            hosting(self.app).withdraw(self.game_id)
        table = OnlineTable(self.app, self.session, message)
        self.app.replace(table)

    def keep_ticket(self, seats: dict, host: str) -> None:
        """Keep the tokens in the user data folder, so the seats can be taken again after
        the program was closed; a folder that cannot be written is said, never fatal."""
        known = next((t for t in tickets.read(storage.data_dir())
                      if (t.url, t.game_id) == (self.session.url, self.game_id)), None)
        if known is not None:
            seats, host = {**known.seats, **seats}, host or known.host
        names = tuple(s["name"] for s in self.state["seats"])
        try:
            tickets.keep(storage.data_dir(), Ticket(self.session.url, self.game_id,
                                                    self.state["game"], seats, host, names))
        except (OSError, storage.SaveFailed) as err:
            self.problem = locale.reason(err)

    # -- the seats -----------------------------------------------------------------------
    def free_seats(self) -> list[int]:
        if self.state is None:
            return []
        return [i for i, s in enumerate(self.state["seats"])
                if s["kind"] == "remote" and not s["claimed"] and not s["computer"]]

    def seat_status(self, seat: int, info: dict) -> str:
        """Who plays the seat, as the lobby says it."""
        if info["computer"]:
            return _("Computer, {level}", level=locale.marked(LEVEL_NAMES[info["level"]]))
        if seat in self.state["yours"]:
            return _("plays at this computer")
        if info["kind"] == "local":
            return _("plays at the host's computer")
        if not info["claimed"]:
            return _("free: waiting for a friend to join")
        if not info["connected"]:
            return _("has joined, but is away")
        return _("has joined")

    # -- layout --------------------------------------------------------------------------
    def build(self) -> None:
        w, h = self.size
        margin, pad = self.px(32), self.px(24)
        title = locale.marked(self.game_title) if self.game_title else _("an online game")
        self.label(_("Lobby: {title}", title=title), (margin, self.px(24)), 30, bold=True,
                   max_width=w - 2 * margin)
        bar_h = self.px(48)
        area = pygame.Rect(margin, self.px(96), w - 2 * margin,
                           h - self.px(96) - margin - bar_h - self.px(16))
        self.panels.append(area)
        self.code_fields = {}
        x, y, inner = area.x + pad, area.y + pad, area.width - 2 * pad
        if self.state is None:
            self.paragraph(self.waiting_text(), (x, y), inner, 18, theme.INK_SOFT)
        else:
            y = self.build_address(x, y, inner)
            self.build_seats(x, y, inner, area.bottom - pad)
        self.build_bar(margin, h - margin - bar_h, w - 2 * margin, bar_h)

    def waiting_text(self) -> str:
        if self.problem:
            return self.problem
        if self.session.status == "reconnecting" and self.waited > PATIENCE:
            return _("The server at {address} does not answer; trying again…",
                     address=self.session.url)
        return _("Connecting to the server…")

    def build_address(self, x: int, y: int, inner: int) -> int:
        """For the host: where friends connect; for everyone, what the lobby is for."""
        url = hosting(self.app).friends_url if self.state["host"] else None
        url = url and url.removeprefix("ws://")
        if url and self.session.url.startswith("ws://127.0.0.1"):
            text = _("Friends on your network find this game under Join a game, or type in "
                     "the address {address} and their seat's join code.", address=url)
        elif self.state["host"]:
            text = _("Friends type in the address {address} and their seat's join code.",
                     address=self.session.url.removeprefix("ws://"))
        else:
            text = _("The game begins when the host starts it.")
        return y + self.paragraph(text, (x, y), inner, 16, theme.INK_SOFT) + self.px(12)

    def build_seats(self, x: int, y: int, inner: int, bottom: int) -> None:
        self.symbols = []
        row_h = self.px(44)
        step = min(self.px(60), max(row_h, (bottom - y) // max(1, len(self.state["seats"]))))
        host = self.state["host"]
        for seat, info in enumerate(self.state["seats"]):
            mid = y + row_h // 2
            self.symbols.append((seat, (x + row_h // 2, mid), row_h * 9 // 20))
            name_x = x + row_h + self.px(12)
            self.label(info["name"], (name_x, mid), 18, bold=True, anchor="midleft",
                       max_width=inner // 4)
            status_x = name_x + inner // 4 + self.px(12)
            self.label(self.seat_status(seat, info), (status_x, mid), 16, theme.INK_SOFT,
                       anchor="midleft", max_width=inner // 3)
            if host:
                self.build_seat_controls(seat, info, x + inner, y, row_h)
            y += step
        if self.problem:
            self.paragraph(self.problem, (x, y), inner, 16, theme.BAD, bold=True)

    def build_seat_controls(self, seat: int, info: dict, right: int, y: int,
                            row_h: int) -> None:
        """The host's part of a person's seat elsewhere: its join code (selectable, to
        copy) and the button that hands the free seat to the computer, or back."""
        if info["kind"] != "remote" or info["claimed"] and not info["computer"]:
            return
        button_w = self.px(190)
        if info["computer"]:
            self.button((right - button_w, y, button_w, row_h), _("A person plays"),
                        lambda: self.session.send({"type": "person", "seat": seat}))
            return
        self.button((right - button_w, y, button_w, row_h), _("Computer plays"),
                    lambda: self.session.send({"type": "computer", "seat": seat,
                                               "level": DEFAULT_LEVEL}))
        code = self.codes.get(seat)
        if code is not None:
            field_w = self.px(250)
            field = self.entry((right - button_w - field_w - self.px(12), y, field_w, row_h),
                               shared_code(self.game_id, code), 40)
            self.code_fields[seat] = field

    def build_bar(self, x: int, y: int, width: int, bar_h: int) -> None:
        button_w = self.px(170)
        if self.state is not None and self.state["host"]:
            waiting = self.free_seats()
            self.start_button = self.button((x + width - button_w, y, button_w, bar_h),
                                            _("Start"), self.start, primary=True,
                                            enabled=not waiting)
            if waiting:
                self.label(_("Start opens once every seat is taken or handed to the "
                             "computer."), (x, y + bar_h // 2), 16, theme.INK_SOFT,
                           anchor="midleft", max_width=width - 2 * button_w - self.px(24))
        self.button((x + width - 2 * button_w - self.px(12), y, button_w, bar_h), _("Back"),
                    self.back)

    def draw_background(self, surface) -> None:
        for seat, centre, radius in getattr(self, "symbols", []):
            theme.player_symbol(surface, seat, centre, radius)

    # -- actions -------------------------------------------------------------------------
    def start(self) -> None:
        self.session.send({"type": "start"})

    def back(self) -> None:
        """Leave the lobby; the game waits on the server, and under Play online."""
        from pharaohs.ui.frame.online import PlayOnlineScene

        self.app.replace(PlayOnlineScene(self.app))

    def leave(self) -> None:
        """Hang up, unless the table goes on with the connection; a host's lobby is no
        longer announced while nobody waits in it."""
        if not self.handed_on:
            if self.state is not None and self.state["host"]:
                hosting(self.app).withdraw(self.game_id)
            self.session.close()

    def key(self, event) -> None:
        if event.key == pygame.K_ESCAPE:
            self.back()

    @property
    def animating(self) -> bool:
        return super().animating or self.state is None
