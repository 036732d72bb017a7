"""The player's own files: read through one hardened reader, written atomically.

- ``reader``: every file the program reads from the user data folder (saves,
  autosaves, settings, high scores) passes here: regular files only, a size
  and nesting limit, JSON the program could not use refused with a sentence
  naming the file.
- ``schema``: what a save must look like, checked field by field and type by
  type before its moves are replayed.
- ``writer``: atomic writes (short temporary name, fsync, rename, folder fsync)
  whose failures become one sentence for the player instead of an exception.
- ``text``: text from a file made safe to draw (control characters, lone
  surrogates, glyphs the font lacks, overlong names).
- ``glyphs``: which characters the bundled font can draw.
"""
