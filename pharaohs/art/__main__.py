"""``python -m pharaohs.art [NAME...]``: redraw generated art into ``assets/``."""

import sys
from pathlib import Path

from pharaohs.art import ART_MODULES, draw_all

if __name__ == "__main__":
    assets = Path(__file__).resolve().parents[2] / "assets"
    unknown = [n for n in sys.argv[1:] if n not in ART_MODULES]
    if unknown:
        sys.exit(f"unknown art module {unknown[0]!r}; choose from {', '.join(ART_MODULES)}")
    for name, digest in draw_all(assets, sys.argv[1:] or ART_MODULES).items():
        print(f"{name}: {digest[:12]}")
