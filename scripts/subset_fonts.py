"""Make the bundled Noto Sans from the upstream files: Latin, Greek and Cyrillic, with the
layout features HarfBuzz applies by default.

Why: SDL_ttf shapes with HarfBuzz, which reads a font's substitution table for every
font object it opens (one per text size). Upstream Noto Sans carries Devanagari and
dozens of optional features (small capitals, old-style figures, stylistic sets) the
program never asks for; without them a font opens in about 0.6 ms instead of 1.5 ms,
and the main menu opens seven. Text in English and German draws exactly as before:
every glyph of Latin, Greek and Cyrillic and every feature drawn by default are kept.

    python -m pip install fonttools
    python scripts/subset_fonts.py UPSTREAM_DIR   # NotoSans-Regular.ttf, NotoSans-Bold.ttf

The Open Font License allows modified versions; Noto declares no Reserved Font Name.
"""

from __future__ import annotations

import sys
from pathlib import Path

from fontTools import subset

ROOT = Path(__file__).resolve().parents[1]
FONTS = ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf")
#: every code point but Devanagari (U+0900–097F): the font's own cmap is the upper bound
KEPT = "U+0000-08FF,U+0980-10FFFF"


def main(upstream: Path) -> None:
    for name in FONTS:
        subset.main([str(upstream / name), f"--unicodes={KEPT}", "--name-IDs=*",
                     "--name-legacy", "--name-languages=*", "--notdef-outline",
                     f"--output-file={ROOT / 'assets' / 'fonts' / name}"])
        print(ROOT / "assets" / "fonts" / name)


if __name__ == "__main__":
    main(Path(sys.argv[1]))
