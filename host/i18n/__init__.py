"""The broadcast's words: one JSON file a language beside this module (en.json, ru.json, ...).

Each file holds every word the viewers read: the pages and overlays, the archive's download labels,
the score sheet ("sheet"), the 26 openings as its federation names them ("openings"), its own name
("_name") and the letters its records use ("_notation": "rif" a-o, or "federation" A-P without J).
English (en.json) is complete; another language that lacks a word shows the English one. Adding a
language is adding a file: the pages' language list, the score sheet's languages and `--lang` are
read from this folder (docs/contributing.md).

Which language a viewer gets: the one asked for (?lang=), else the first of the browser's
Accept-Language the folder has (by q-value, then order), else the hall's default, else English.
"""

import json
import logging
import re
from pathlib import Path

log = logging.getLogger("tengen.i18n")

FOLDER = Path(__file__).resolve().parent
ENGLISH = "en"
CODE = re.compile(r"^[a-z]{2,3}$")  # a file's name: the language's ISO 639 code
_read = {}  # path -> (mtime, table): a file edited while the host runs is read again


def _table(path):
    stamp = path.stat().st_mtime_ns
    if path not in _read or _read[path][0] != stamp:
        table = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(table, dict) or not isinstance(table.get("_name"), str):
            raise ValueError("not a JSON object with its language's _name")
        _read[path] = (stamp, table)
    return _read[path][1]


def tables():
    """{code: the file's table} for every readable language file (a broken one is logged and left out)."""
    found = {}
    for path in sorted(FOLDER.glob("*.json")):
        if not CODE.match(path.stem):
            continue
        try:
            found[path.stem] = _table(path)
        except (OSError, ValueError) as error:
            log.warning("language file %s left out: %s", path.name, error)
    return found


def languages():
    """{code: the language's own name}, English first."""
    return {code: table["_name"] for code, table in sorted(tables().items(), key=lambda item: item[0] != ENGLISH)}


def _under(base, table):
    """table's words over base's: a nested table merged key by key, so a missing word stays English."""
    merged = dict(base)
    for key, value in table.items():
        merged[key] = _under(base[key], value) if isinstance(value, dict) and isinstance(base.get(key), dict) else value
    return merged


def words(code):
    """The language's whole table, English where it has no word of its own (an unknown code: English)."""
    found = tables()
    english = found.get(ENGLISH, {})
    return _under(english, found[code]) if code in found and code != ENGLISH else dict(english)


def accepted(header):
    """The languages an Accept-Language header asks for, best first: 'ru-RU,ru;q=0.9,en;q=0.5' ->
    ['ru', 'en'] (regions folded into their language; q=0 and '*' ask for nothing)."""
    ranked = []
    for order, part in enumerate((header or "").split(",")):
        tag, _, params = part.strip().partition(";")
        quality = 1.0
        match = re.search(r"\bq\s*=\s*([0-9.]+)", params)
        if match:
            try:
                quality = float(match.group(1))
            except ValueError:
                quality = 0.0
        code = tag.strip().split("-")[0].lower()
        if quality > 0 and CODE.match(code):
            ranked.append((-quality, order, code))
    seen = []
    for _, _, code in sorted(ranked):
        if code not in seen:
            seen.append(code)
    return seen


def choose(asked=None, accept_language="", default=None):
    """The language a viewer reads: asked (?lang=) if the folder has it, else the first of the
    Accept-Language header it has, else the hall's default, else English."""
    known = tables()
    for code in [asked] + accepted(accept_language) + [default]:
        if code in known:
            return code
    return ENGLISH


def opening_name(code, opening):
    """An opening's name in the language ("Угэцу" for D6 in ru), or None for a code no table names."""
    return words(code).get("openings", {}).get(opening)


def regulation_name(code, name):
    """An opening regulation's name as the language writes it ("Ямагути"), else as records write it."""
    return words(code).get("regulations", {}).get(name, name)
