"""`tengen-host publish EVENT -o DIR`: an event as plain files, for a federation's web site with no
host running behind it.

DIR/index.html lists the event's finished games (the archive page, host/web/static/archive.html,
filtered by round and player in the browser) with every round downloadable whole; each game has
its page, DIR/games/ID.html, replayed with a slider and the arrow keys, its record as JSON
(ID.json, the archive API's form) and in every record format host/formats writes (ID.rif, ID.sgf,
...). The pages read their data from script files beside them (data.js, games/ID.js), never with
fetch(): a browser opens them from a folder (file://) as well as from a web server.
"""

import json
import re
import shutil
import sys
from pathlib import Path

STATIC = Path(__file__).resolve().parent / "web" / "static"  # the broadcast's pages (host/web/app.py serves them)
PAGE_FILES = ("tengen.js", "archive.js", "style.css", "favicon.svg")


def add_publish_command(commands, db):
    from host import i18n
    from host.arguments import folder

    publish = commands.add_parser("publish", parents=[db], help="an event as plain files (HTML, JSON, record formats)"
                                                                 " for a web site without a host")
    publish.add_argument("event", help="the event's name, as `games` and the archive show it")
    publish.add_argument("-o", "--output", required=True, type=folder, help="the folder to write (made if missing)")
    publish.add_argument("--lang", choices=tuple(i18n.languages()), default=i18n.ENGLISH,
                         help="the pages' language for a browser that asks for none of them (default: %(default)s)")
    publish.set_defaults(func=cmd_publish)


def cmd_publish(args):
    from host.store import READ, Store

    store = Store(args.db, READ)
    try:
        made = publish(store, args.event, Path(args.output), args.lang)
        known = [name for (name,) in store.db.execute("SELECT name FROM tournaments ORDER BY name")]
    except OSError as error:
        print("publish: cannot write %s: %s" % (args.output, error.strerror or error), file=sys.stderr)
        return 1
    finally:
        store.close()
    if made is None:
        print("publish: no event %r in %s%s" % (args.event, args.db, " (events: %s)" % ", ".join(known) if known else ""),
              file=sys.stderr)
        return 1
    games, skipped = made
    print("published %d game(s) of %s in %s (open %s)" % (games, args.event, args.output, Path(args.output) / "index.html"))
    for line in skipped:
        print("left out: %s" % line)
    return 0


def _page(prefix, data_script):
    """The archive page with its paths relative to the published folder, reading data_script first."""
    html = (STATIC / "archive.html").read_text(encoding="utf-8")
    html = html.replace('href="/static/', 'href="%sstatic/' % prefix).replace('src="/static/', 'src="%sstatic/' % prefix)
    html = html.replace('href="/"', 'href="%sindex.html"' % prefix)
    html = html.replace('<script src="%sstatic/tengen.js">' % prefix,  # the languages first: tengen.js reads them
                        '<script src="%sstatic/words.js"></script>\n<script src="%sstatic/tengen.js">' % (prefix, prefix))
    return html.replace('<script src="%sstatic/archive.js">' % prefix,
                        '<script src="%s"></script>\n<script src="%sstatic/archive.js">' % (data_script, prefix))


def _script(name, value):
    return "window.%s = %s;\n" % (name, json.dumps(value, ensure_ascii=False, separators=(",", ":")))


def _slug(text):
    return re.sub(r"[^A-Za-z0-9]+", "-", text).strip("-").lower() or "event"


def publish(store, event, out, lang="en"):
    """Write the event's pages and files into out: (games written, [what was left out and why]), or
    None for an event the record does not know. lang: the pages' language for a browser that asks
    for none of the host's (host/i18n); the score sheets are written in each language."""
    from host import i18n
    from host.formats import FORMATS, ExportError, export_records
    from host.game_record import Record
    from host.tournament_record import Records
    from host.web.app import format_list
    from host.web.archive import StoreArchive, game_view
    from host.web.tournament import standings

    if store.db.execute("SELECT 1 FROM tournaments WHERE name=?", (event,)).fetchone() is None:
        return None
    records = Records(store)
    listed = [g for g in reversed(list(StoreArchive(store).matching(True, 0, event))) if g["winner"] is not None]
    formats = format_list()
    (out / "static").mkdir(parents=True, exist_ok=True)
    (out / "games").mkdir(exist_ok=True)
    (out / "rounds").mkdir(exist_ok=True)
    for name in PAGE_FILES:
        shutil.copyfile(STATIC / name, out / "static" / name)
    languages = i18n.languages()
    words = {"tables": {code: i18n.words(code) for code in languages}, "languages": languages, "default": lang}
    (out / "static" / "words.js").write_text(_script("TENGEN_WORDS", words), encoding="utf-8")
    skipped = []
    by_round = {}
    for row in listed:
        game = records.game(row["id"])
        record = Record.from_store(game)
        view = game_view(game, records)
        files, sheets = {}, {}
        for name, entry in FORMATS.items():
            in_words = "lang" in entry[4]  # the score sheet: one file a language, ID.ru.pdf
            for code in [lang] + [code for code in languages if code != lang and in_words]:
                file_name = "%d%s%s" % (row["id"], "." + code if in_words else "", entry[1][0])
                try:
                    (out / "games" / file_name).write_bytes(export_records(name, [record], code))
                except (ExportError, ValueError) as error:
                    skipped.append("game %d as %s: %s" % (row["id"], name, error))
                    break
                files.setdefault(name, file_name)
                if in_words:
                    sheets.setdefault(name, {})[code] = file_name
        view["files"] = files
        view["sheets"] = sheets  # {format: {language: file}}: the page links the reader's
        view["formats"] = formats
        (out / "games" / ("%d.json" % row["id"])).write_text(json.dumps(view, ensure_ascii=False, indent=1), encoding="utf-8")
        (out / "games" / ("%d.js" % row["id"])).write_text(_script("TENGEN_GAME", view), encoding="utf-8")
        (out / "games" / ("%d.html" % row["id"])).write_text(_page("../", "%d.js" % row["id"]), encoding="utf-8")
        by_round.setdefault(str(row["round"] or ""), []).append((row["id"], record))
    rounds = {}
    for round_, games in sorted(by_round.items()):
        if not round_:
            continue
        files = rounds.setdefault(round_, {})
        for name, entry in FORMATS.items():
            if not formats[name]["several"]:
                continue  # a format of one game a file: each game's own file is there
            file_name = "%s-round-%s%s" % (_slug(event), _slug(round_), entry[1][0])
            try:
                (out / "rounds" / file_name).write_bytes(export_records(name, [r for _, r in games]))
            except (ExportError, ValueError) as error:
                skipped.append("round %s as %s: %s" % (round_, name, error))
                continue
            files[name] = "rounds/" + file_name
    data = {"event": event, "games": listed, "formats": {k: v for k, v in formats.items() if v["several"]},
            "rounds": {event: rounds}, "standings": standings(store, event, True, 0)}
    (out / "data.js").write_text(_script("TENGEN_PUBLISHED", data), encoding="utf-8")
    (out / "event.json").write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    (out / "index.html").write_text(_page("", "data.js"), encoding="utf-8")
    return len(listed), skipped
