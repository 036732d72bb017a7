"""Play across machines: a headless server that is the only authority, and its client.

The server (``server.py``) keeps every game (``store.py``, SQLite in WAL mode), checks
every move with the same rules as at one computer (``room.py``) and sends each
connection only the views of the seats whose tokens it showed. ``protocol.py`` is the
wire: the message kinds, their shapes and the named limits. ``copies.py`` keeps each
client's own copy of the games it plays, for replay; ``autoplay.py`` is a client
without a window (``pharaohs autoplay-online``). Nothing here draws, so the
server runs where there is no screen (an import-linter contract keeps pygame out).
"""
