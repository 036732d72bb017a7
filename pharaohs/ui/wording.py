"""Small helpers for the sentences every board shows."""


def plural(count: int, word: str, words: str | None = None) -> str:
    """"1 pace", "3 paces", "2 dice" (with ``words`` for irregular plurals)."""
    return f"{count} {word if count == 1 else (words or word + 's')}"
