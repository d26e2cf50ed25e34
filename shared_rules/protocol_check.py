"""The full check of a message against the protocol's table (shared_rules.protocol): every field's
type and range, optional fields, who may send what, and a command's arguments. The host runs it on
everything a board sends and on every command before it is queued; the board, whose decode path
stays light, never imports it. Pure Python: it runs on MicroPython too (tests/shared).
"""

from shared_rules.board import parse_point
from shared_rules.protocol import (COMMAND_ARGS, COMMANDS, DICT, ENUM, ID, INT, INT_RANGE, INTS, LIST,
                                   MESSAGES, NULLABLE, POINT, POINTS, SETTINGS, STR, ProtocolError, _type_ok,
                                   parse_study_line, validate)


def _point_ok(value, allow_pass):
    if allow_pass and value == "pass":
        return True
    try:
        parse_point(value)
    except ValueError:
        return False
    return True


def _scalar(value):
    return value is None or isinstance(value, (str, int, bool)) and not (isinstance(value, str) and len(value) > 64)


def _field_problem(field, value):
    """Why value does not fit field (name, kind, a, b), or None."""
    kind = field[1]
    if not _type_ok(value, kind):
        return "has the wrong type"
    if kind == INT:
        if not field[2] <= value <= field[3]:
            return "must be %d to %d" % (field[2], field[3])
    elif kind == STR:
        if len(value) > field[2]:
            return "is longer than %d characters" % field[2]
    elif kind == ID:
        if not 0 < len(value) <= field[2]:
            return "must be 1 to %d characters" % field[2]
        for c in value:
            if not " " < c <= "~":
                return "must be printable ASCII without spaces"
    elif kind == ENUM:
        if value not in field[2]:
            return "must be one of %s" % ", ".join(field[2])
    elif kind == POINT:
        if not _point_ok(value, field[2]):
            return "is not a point"
    elif kind == POINTS:
        if len(value) > field[2]:
            return "lists more than %d points" % field[2]
        for each in value:
            if not isinstance(each, str) or not _point_ok(each, False):
                return "holds something that is not a point"
    elif kind == INTS:
        if not field[2] <= len(value) <= field[3]:
            return "must list %d to %d whole numbers" % (field[2], field[3])
        for each in value:
            if not _type_ok(each, INT) or not INT_RANGE[0] <= each <= INT_RANGE[1]:
                return "must hold whole numbers from %d to %d" % INT_RANGE
    elif kind == LIST:
        if len(value) > field[2]:
            return "lists more than %d items" % field[2]
        for each in value:
            if not isinstance(each, str) or len(each) > field[3]:
                return "must hold short strings"
    elif kind == DICT:
        if len(value) > field[2]:
            return "has more than %d entries" % field[2]
        for key in value:
            if not isinstance(key, str) or len(key) > 32 or not _scalar(value[key]):
                return "must map short names to plain values"
    return None


def _check_fields(what, values, required, optional, strict):
    for field in required:
        if field[0] not in values:
            raise ProtocolError("%s: missing field %r" % (what, field[0]))
    for fields in (required, optional):
        for field in fields:
            name = field[0]
            if name in values:
                if values[name] is None and name in NULLABLE:
                    continue
                problem = _field_problem(field, values[name])
                if problem is not None:
                    raise ProtocolError("%s: %s %s" % (what, name, problem))
    if strict:
        known = [f[0] for f in required] + [f[0] for f in optional]
        for name in values:
            if name not in known:
                raise ProtocolError("%s: unknown argument %r (it takes %s)" % (what, name, ", ".join(known) or "none"))


def check(message, sender):
    """The full check of a message from sender (BOARD or HOST): a type that sender sends, every
    field present with its type and within its range. Returns the message; ProtocolError says what
    is wrong. The host calls it on everything a board sends."""
    validate(message, sender)
    kind = message["t"]
    required, optional = MESSAGES[sender][kind]
    _check_fields(kind, message, required, optional, False)
    if kind == "command":
        check_command(message["name"], message["args"])
    return message


def check_command(name, args):
    """A command's name and args against COMMAND_ARGS; ProtocolError says what is wrong."""
    spec = COMMAND_ARGS.get(name) if isinstance(name, str) else None
    if spec is None:
        raise ProtocolError("unknown command %r (one of %s)" % (name, ", ".join(COMMANDS)))
    if not isinstance(args, dict):
        raise ProtocolError("%s: arguments must be an object" % name)
    _check_fields(name, args, spec[0], spec[1], True)
    if name == "clock":  # the op says which amount it needs
        needed = "moves" if args["op"] == "moves" else "ms"
        if needed not in args:
            raise ProtocolError("clock op=%s needs %s=N" % (args["op"], needed))
    elif name == "new_game" and "settings" in args:
        _check_fields("new_game settings", args["settings"], (), SETTINGS, True)
    elif name == "setup" and "lines" in args:
        for text in args["lines"]:
            k, kind, names = parse_study_line(text)
            if k > len(args["moves"]):
                raise ProtocolError("setup: lines: a line at move %d of a record of %d" % (k, len(args["moves"])))
            for each in names:
                if not _point_ok(each, False):
                    raise ProtocolError("setup: lines: %r is not a point" % (each[:8],))
    return args


def without_bad_options(message, sender):
    """(message less its optional fields that do not fit, [what was wrong with each]): for a hello
    whose identity is good and whose extras are not, so the host can serve the board all the same.
    ProtocolError if what is left does not pass check()."""
    validate(message, sender)
    kept = dict(message)
    problems = []
    for field in MESSAGES[sender][kept["t"]][1]:
        name = field[0]
        if name in kept and not (kept[name] is None and name in NULLABLE):
            problem = _field_problem(field, kept[name])
            if problem is not None:
                problems.append("%s %s" % (name, problem))
                del kept[name]
    check(kept, sender)
    return kept, problems
