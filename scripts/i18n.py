"""The translation catalogues: extract, update, compile and check them with Babel.

One gettext domain per package: ``pharaohs`` for everything under ``pharaohs/``
outside ``pharaohs/games/<id>/``, and one domain per game, named by its id, for
``pharaohs/games/<id>/**``. Files (all in ``pharaohs/locale/``)::

    <domain>.pot                        the template, extracted from the code
    de/LC_MESSAGES/<domain>.po          the German catalogue, written by people
    de/LC_MESSAGES/<domain>.mo          compiled, committed: the program reads it

Usage (from the repository root)::

    python3 scripts/i18n.py extract [DOMAIN...]   code -> <domain>.pot
    python3 scripts/i18n.py update  [DOMAIN...]   .pot -> de/LC_MESSAGES/<domain>.po (merge)
    python3 scripts/i18n.py compile [DOMAIN...]   .po  -> .mo
    python3 scripts/i18n.py check   [DOMAIN...]   exit status 1 with one line per problem
    python3 scripts/i18n.py all     [DOMAIN...]   extract, update and compile

Without a DOMAIN every domain found in the code is handled. ``check`` fails when
a marked string is missing from its template, untranslated or fuzzy in German,
a translation names a ``{field}`` the English does not have (or drops one), two
domains translate the same msgid differently (the program merges all domains
into one catalogue), or a ``.mo`` is stale.
"""

from __future__ import annotations

import argparse
import gettext
import io
import string
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "pharaohs"
GAMES_DIR = PACKAGE / "games"
LOCALE_DIR = PACKAGE / "locale"
LANGUAGES = ("de",)
CORE_DOMAIN = "pharaohs"
#: the marking functions of pharaohs.core.i18n and where their msgids are
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2)}
COMMENT_TAGS = ("TRANSLATORS:",)
PROJECT = "Pharaohs"
#: the template's creation date is left out of comparisons, so an unchanged
#: template is not rewritten
_VOLATILE = ("POT-Creation-Date", "PO-Revision-Date")


# ---------------------------------------------------------------- domains


def game_dirs() -> dict[str, Path]:
    """Each game folder under ``pharaohs/games/`` by its id (the domain name), also one
    whose package is still being written."""
    return {path.name: path for path in sorted(GAMES_DIR.iterdir())
            if path.is_dir() and path.name != "__pycache__" and any(path.rglob("*.py"))}


def domains() -> list[str]:
    """Every domain: ``pharaohs`` and one per game package."""
    return [CORE_DOMAIN, *game_dirs()]


def sources(domain: str) -> list[Path]:
    """The Python files whose marked strings belong to ``domain``."""
    games = game_dirs()
    if domain != CORE_DOMAIN:
        return sorted(p for p in games[domain].rglob("*.py") if "__pycache__" not in p.parts)
    inside_games = [d.resolve() for d in games.values()]
    return sorted(p for p in PACKAGE.rglob("*.py")
                  if "__pycache__" not in p.parts
                  and not any(p.resolve().is_relative_to(g) for g in inside_games))


def template_path(domain: str) -> Path:
    return LOCALE_DIR / f"{domain}.pot"


def po_path(domain: str, language: str) -> Path:
    return LOCALE_DIR / language / "LC_MESSAGES" / f"{domain}.po"


def mo_path(domain: str, language: str) -> Path:
    return po_path(domain, language).with_suffix(".mo")


# ---------------------------------------------------------------- extract


def extract(domain: str) -> Catalog:
    """The template of ``domain`` as the code marks it now."""
    catalog = Catalog(project=PROJECT, domain=domain, charset="utf-8",
                      msgid_bugs_address="", copyright_holder="")
    for path in sources(domain):
        where = path.relative_to(ROOT).as_posix()
        found = extract_from_file("python", str(path), keywords=KEYWORDS,
                                  comment_tags=COMMENT_TAGS, strip_comment_tags=True)
        for lineno, message, comments, context in found:
            catalog.add(message, None, [(where, lineno)], auto_comments=comments,
                        context=context)
    return catalog


def _po_text(catalog: Catalog) -> str:
    out = io.BytesIO()
    write_po(out, catalog, width=100, include_lineno=False, ignore_obsolete=True,
             sort_output=False)
    return out.getvalue().decode("utf-8")


def _stable(text: str) -> str:
    return "\n".join(line for line in text.splitlines()
                     if not any(line.startswith(f'"{key}:') for key in _VOLATILE))


def _write_if_changed(path: Path, text: str) -> bool:
    """Writes ``text`` unless the file says the same apart from its dates."""
    if path.is_file() and _stable(path.read_text("utf-8")) == _stable(text):
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, "utf-8")
    return True


def cmd_extract(names: Iterable[str]) -> None:
    for domain in names:
        catalog = extract(domain)
        changed = _write_if_changed(template_path(domain), _po_text(catalog))
        print(f"{template_path(domain).relative_to(ROOT)}: {len(catalog)} messages"
              + ("" if changed else " (unchanged)"))


# ---------------------------------------------------------------- update


def _read(path: Path, **kwargs) -> Catalog:
    with path.open("rb") as f:
        return read_po(f, **kwargs)


def cmd_update(names: Iterable[str]) -> None:
    for domain in names:
        template = _read(template_path(domain))
        for language in LANGUAGES:
            path = po_path(domain, language)
            if path.is_file():
                catalog = _read(path, locale=language, domain=domain)
            else:
                catalog = Catalog(locale=language, domain=domain, project=PROJECT,
                                  charset="utf-8", msgid_bugs_address="",
                                  copyright_holder="")
            catalog.update(template)
            _write_if_changed(path, _po_text(catalog))
            todo = sum(1 for m in catalog if m.id and (m.fuzzy or not _translated(m)))
            print(f"{path.relative_to(ROOT)}: {len(catalog)} messages, {todo} to translate")


# ---------------------------------------------------------------- compile


def _mo_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def cmd_compile(names: Iterable[str]) -> None:
    for domain in names:
        for language in LANGUAGES:
            path = po_path(domain, language)
            if not path.is_file():
                print(f"{path.relative_to(ROOT)}: missing, run update first")
                continue
            data = _mo_bytes(_read(path, locale=language, domain=domain))
            target = mo_path(domain, language)
            if not target.is_file() or target.read_bytes() != data:
                target.write_bytes(data)
            print(f"{target.relative_to(ROOT)} written")


# ---------------------------------------------------------------- check


def _translated(message) -> bool:
    strings = message.string if isinstance(message.string, (list, tuple)) else [message.string]
    return bool(strings) and all(strings)


def _fields(text: str) -> set[str]:
    """The ``{field}`` names of a format string (``{n}`` of plurals included)."""
    names = set()
    try:
        for _literal, field, _spec, _conversion in string.Formatter().parse(text):
            if field is not None:
                names.add(field.split(".")[0].split("[")[0])
    except ValueError:
        names.add("<broken braces>")
    return names


def _field_problems(message) -> Iterator[str]:
    ids = message.id if isinstance(message.id, (list, tuple)) else [message.id]
    strings = message.string if isinstance(message.string, (list, tuple)) else [message.string]
    english = set().union(*(_fields(i) for i in ids))
    for text in strings:
        extra = _fields(text) - english
        if extra:
            yield f"names unknown field(s) {sorted(extra)}"
    if len(ids) == 1 and strings and _fields(strings[0]) != english:
        missing = english - _fields(strings[0])
        if missing:
            yield f"drops field(s) {sorted(missing)}"


def _mo_catalogue(path: Path) -> dict:
    with path.open("rb") as f:
        return dict(gettext.GNUTranslations(f)._catalog)


def _expected_mo(catalog: Catalog) -> dict:
    return dict(gettext.GNUTranslations(io.BytesIO(_mo_bytes(catalog)))._catalog)


def check(names: Iterable[str]) -> list[str]:
    """One sentence per problem; empty when the catalogues are complete and fresh."""
    problems: list[str] = []
    seen: dict[tuple[str, str, object], tuple[object, str]] = {}
    for domain in names:
        pot = template_path(domain)
        fresh = extract(domain)
        if not pot.is_file():
            problems.append(f"{domain}: no template {pot.relative_to(ROOT)}; run extract")
            template = fresh
        else:
            template = _read(pot)
            missing = [m.id for m in fresh if m.id and m.id not in template]
            stale = [m.id for m in template if m.id and m.id not in fresh]
            for msgid in missing:
                problems.append(f"{domain}: marked string not in the template "
                                f"(run extract): {_show(msgid)}")
            for msgid in stale:
                problems.append(f"{domain}: template string no longer in the code "
                                f"(run extract): {_show(msgid)}")
        for language in LANGUAGES:
            po = po_path(domain, language)
            if not po.is_file():
                problems.append(f"{domain}: no {language} catalogue {po.relative_to(ROOT)}; "
                                f"run update and translate")
                continue
            catalog = _read(po, locale=language, domain=domain)
            for message in fresh:
                if not message.id:
                    continue
                entry = catalog.get(message.id)
                if entry is None:
                    problems.append(f"{domain}/{language}: not in the catalogue "
                                    f"(run update): {_show(message.id)}")
                elif entry.fuzzy:
                    problems.append(f"{domain}/{language}: fuzzy: {_show(message.id)}")
                elif not _translated(entry):
                    problems.append(f"{domain}/{language}: untranslated: {_show(message.id)}")
                else:
                    for problem in _field_problems(entry):
                        problems.append(f"{domain}/{language}: translation {problem}: "
                                        f"{_show(message.id)}")
                    key = (language, _key(entry.id), entry.context)
                    if key in seen and seen[key][0] != _value(entry.string):
                        problems.append(
                            f"{domain}/{language}: translated differently in "
                            f"{seen[key][1]} (all domains share one catalogue at run "
                            f"time): {_show(message.id)}")
                    seen.setdefault(key, (_value(entry.string), domain))
            mo = mo_path(domain, language)
            if not mo.is_file():
                problems.append(f"{domain}/{language}: no {mo.relative_to(ROOT)}; run compile")
            elif _mo_catalogue(mo) != _expected_mo(catalog):
                problems.append(f"{domain}/{language}: {mo.relative_to(ROOT)} is stale; "
                                f"run compile")
    return problems


def _key(msgid):
    return tuple(msgid) if isinstance(msgid, (list, tuple)) else msgid


def _value(msgstr):
    return tuple(msgstr) if isinstance(msgstr, (list, tuple)) else msgstr


def _show(msgid) -> str:
    return repr(msgid[0] if isinstance(msgid, (list, tuple)) else msgid)


def cmd_check(names: Iterable[str]) -> int:
    problems = check(names)
    for problem in problems:
        print(problem)
    print(f"{len(problems)} problem(s)" if problems else "catalogues complete and fresh")
    return 1 if problems else 0


# ---------------------------------------------------------------- command line


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=("extract", "update", "compile", "check", "all"))
    parser.add_argument("domain", nargs="*", help="domains to handle (default: all)")
    args = parser.parse_args(argv)
    known = domains()
    unknown = [d for d in args.domain if d not in known]
    if unknown:
        parser.error(f"unknown domain {unknown[0]!r}; choose from {', '.join(known)}")
    names = args.domain or known
    if args.command in ("extract", "all"):
        cmd_extract(names)
    if args.command in ("update", "all"):
        cmd_update(names)
    if args.command in ("compile", "all"):
        cmd_compile(names)
    if args.command == "check":
        return cmd_check(names)
    return 0


if __name__ == "__main__":
    sys.exit(main())
