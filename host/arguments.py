"""The command lines' kinds of value, checked where argparse reads them (one place per kind): a bad
value is a one-line usage error (exit 2) naming the option, before anything starts or is written.

Used as argparse types: `parser.add_argument("--web-port", type=port)`. Values that need the store
(a board, by id or hall number) are resolved after parsing by host.tournament_record.Records.board_of.
"""

import argparse
import ipaddress
import math
import os
import socket
import unicodedata

Invalid = argparse.ArgumentTypeError


class Parser(argparse.ArgumentParser):
    """argparse's parser, whose usage error is one line: what is wrong, and where the usage is (its
    subcommands' parsers are of this class too)."""

    def error(self, message):
        self.exit(2, "%s: error: %s (see %s --help)\n" % (self.prog, message, self.prog))


def _number(text, kind, what):
    try:
        value = kind(text)
    except (TypeError, ValueError, OverflowError):
        raise Invalid("%r is not %s" % (text, what))
    if isinstance(value, float) and not math.isfinite(value):
        raise Invalid("%r is not %s" % (text, what))
    return value


def count(minimum=0, maximum=10 ** 6, what="a whole number"):
    """A whole number from `minimum` to `maximum`: boards, games, jobs, sequences (a huge one is a
    typo, not a request to run for ever)."""
    bounds = "%d or more" % minimum if maximum >= 1 << 31 else "%d to %d" % (minimum, maximum)

    def parse(text):
        value = _number(text, int, "%s (%s)" % (what, bounds))
        if not minimum <= value <= maximum:
            raise Invalid("%r is not %s (%s)" % (text, what, bounds))
        return value
    parse.__name__ = what  # argparse names the type in its own messages
    return parse


def seconds(minimum=0, maximum=7 * 86400):
    """A finite number of seconds, at least `minimum` (above it when `minimum` is 0 excluded: >0),
    at most `maximum` (a week by default)."""
    what = "a number of seconds (%s)" % ("0 or more" if minimum == 0 else
                                         "more than 0" if minimum <= 0.001 else "at least %g" % minimum)

    def parse(text):
        value = _number(text, float, what)
        if value < minimum or (minimum > 0 and value == 0):
            raise Invalid("%r is not %s" % (text, what))
        if value > maximum:
            raise Invalid("%r seconds is too long (at most %g)" % (text, maximum))
        return value
    parse.__name__ = "seconds"
    return parse


def fraction(text):
    """A probability: 0 to 1."""
    value = _number(text, float, "a probability (0 to 1)")
    if not 0 <= value <= 1:
        raise Invalid("%r is not a probability (0 to 1)" % text)
    return value


def port(text):
    """A TCP port, 1-65535 (0: any free port)."""
    value = _number(text, int, "a port number (1 to 65535)")
    if not 0 <= value <= 65535:
        raise Invalid("%r is not a port number (1 to 65535)" % text)
    return value


def host_name(text):
    """A machine to reach: an IP address, or a name that resolves."""
    text = text.strip()
    try:
        return str(ipaddress.ip_address(text.strip("[]")))
    except ValueError:
        pass
    if not text or text.replace(".", "").isdigit():  # 999.1.1.1 is no name: a mistyped address
        raise Invalid("%r is not an IP address (e.g. 127.0.0.1, 0.0.0.0, ::1)" % text)
    try:
        socket.getaddrinfo(text, None)
    except (OSError, UnicodeError):
        raise Invalid("%r is not an IP address, nor a host name that resolves" % text)
    return text


def local_address(text):
    """An address of this machine to serve on (0.0.0.0: all of them)."""
    text = host_name(text)
    try:
        family = socket.getaddrinfo(text, None)[0][0]
        with socket.socket(family, socket.SOCK_STREAM) as probe:
            probe.bind((text, 0))
    except OSError as error:
        raise Invalid("%r is not an address of this machine (%s)" % (text, error.strerror or error))
    return text


def broker(text):
    """An MQTT broker, HOST or HOST:PORT (default port 1883): the text, checked."""
    if not text.strip():
        raise Invalid("no broker named (HOST or HOST:PORT)")
    host, sep, number = text.rpartition(":")
    if not sep or host.count(":") and not host.endswith("]"):  # a bare IPv6 address has no port
        host, number = text, "1883"
    port(number)
    if host:
        host_name(host)
    return text


def web_origin(text):
    """A site that may show the board in a frame (a club's, a streamer's): scheme://host[:port], as a
    browser names an origin (a CSP source: `https://*.club.example` takes its subdomains)."""
    from urllib.parse import urlsplit

    try:
        parts = urlsplit(text)
        parts.port  # raises ValueError for a port that is not one
    except ValueError:
        parts = None
    host = parts.hostname if parts else None
    if not parts or parts.scheme not in ("http", "https") or not host or parts.path not in ("", "/") \
            or parts.query or parts.fragment or parts.username or parts.password \
            or not all(c.isalnum() or c in ".-*:[]" for c in parts.netloc) or "*" in host.lstrip("*."):
        raise Invalid("%r is not a site's origin (https://club.example, https://club.example:8443,"
                      " https://*.club.example)" % text)
    return "%s://%s" % (parts.scheme, parts.netloc.lower())


hall_number = count(1, 9999, "a hall number")  # a board's number in the hall
seed = count(0, (1 << 32) - 1, "a seed")
record_id = count(1, (1 << 63) - 1, "a game id")  # as `games` lists them (SQLite's integers end at 2^63)


def day(text):
    """A date, YYYY-MM-DD."""
    import datetime

    try:
        datetime.date.fromisoformat(text)
    except ValueError:
        raise Invalid("%r is not a date (YYYY-MM-DD)" % text)
    return text


def readable_file(text, what=""):
    """A file to read: it exists, is a file (not a folder) and can be read (`what` names it: "the script")."""
    name = (what + " " if what else "") + text
    if not text:
        raise Invalid("no file named")
    if os.path.isdir(text):
        raise Invalid("%s is a folder, not a file" % name)
    try:
        with open(text, "rb"):
            pass
    except OSError as error:
        raise Invalid("cannot read %s: %s" % (name, error.strerror or error))
    return text


def writable_file(text):
    """A file to write: its folder exists and can be written; the path is not a folder."""
    if not text:
        raise Invalid("no file named")
    if os.path.isdir(text):
        raise Invalid("%s is a folder: name a file in it" % text)
    _name_fits(text)
    folder = os.path.dirname(text) or "."
    if not os.path.isdir(folder):
        raise Invalid("cannot write %s: %s %s" % (
            text, folder, "is not a folder" if os.path.exists(folder) else "does not exist"))
    # Root passes os.access everywhere; a read-only file system or /proc still refuses it.
    if not os.access(folder, os.W_OK) or os.statvfs(folder).f_flag & os.ST_RDONLY:
        raise Invalid("cannot write %s: %s is not writable" % (text, folder))
    if os.path.exists(text) and not os.access(text, os.W_OK):
        raise Invalid("cannot write %s: permission denied" % text)
    return text


def _name_fits(text):
    if any(len(part) > 255 for part in text.split(os.sep)):
        raise Invalid("%s...: a file name is at most 255 characters" % text[:40])


def file_in_new_folder(text):
    """A file to write whose folder is made if missing (a log, a URL file): the path is no folder,
    and its folder can be made and written."""
    if not text:
        raise Invalid("no file named")
    _name_fits(text)
    if os.path.isdir(text):
        raise Invalid("%s is a folder: name a file in it" % text)
    folder(os.path.dirname(text) or ".")
    return text


def store_path(text):
    """A game store's file, named (what is there, a folder or a damaged file, is the store's to say)."""
    if not text.strip():
        raise Invalid("no store named (e.g. var/games.sqlite)")
    return text


def folder(text):
    """A working folder, made if missing (so a place that refuses it, even to root, says so now)."""
    if not text:
        raise Invalid("no folder named")
    _name_fits(text)
    if os.path.exists(text) and not os.path.isdir(text):
        raise Invalid("%s is a file, not a folder" % text)
    try:
        os.makedirs(text, exist_ok=True)
    except OSError as error:
        raise Invalid("cannot make the folder %s: %s" % (text, error.strerror or error))
    if not os.access(text, os.W_OK) or os.statvfs(text).f_flag & os.ST_RDONLY:
        raise Invalid("cannot write in %s" % text)
    return text


def _plain(text):
    """Lower case, accents off: 'Hōgetsu' -> 'hogetsu'."""
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c)).lower().strip()


def opening(text):
    """One of the 26 openings, by name as the federation writes it (any case, accents or not) or by
    code (D1-D13, I1-I13): its code. An unknown name is refused with the nearest ones."""
    import difflib

    from shared_rules.openings import CODES, NAMES

    wanted = _plain(text)
    for code, name in zip(CODES, NAMES):
        if wanted in (code.lower(), name):
            return code
    near = difflib.get_close_matches(wanted, NAMES + tuple(c.lower() for c in CODES), n=3, cutoff=0.8)
    spelled = [n.capitalize() if n in NAMES else n.upper() for n in near]
    raise Invalid("no opening %r%s (a name as the federation writes it, or D1-D13, I1-I13)" % (
        text, ": did you mean %s?" % " or ".join(spelled) if spelled else ""))
