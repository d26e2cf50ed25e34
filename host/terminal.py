"""The command line's listings in the 80 columns of the terminal the board's UI asks for: a row's
fixed columns, then its last column wrapped under itself; long names cut with an ellipsis; how long
ago and when, in a listing's words."""

import textwrap
import time

WIDTH = 80


def clip(text, width):
    """text in at most `width` columns: cut with '…' when longer."""
    text = str(text)
    return text if len(text) <= width else text[:max(0, width - 1)] + "…"


def row(fixed, tail=""):
    """A table row: the fixed columns, then `tail` wrapped under its own column when the row would
    pass the width (onto the next line, when the fixed part leaves it too little room)."""
    room = WIDTH - len(fixed)
    if len(fixed) + len(tail) <= WIDTH:
        return fixed + tail
    if room < 16:
        return fixed.rstrip() + "\n" + indented(tail, 4)
    return "\n".join(textwrap.wrap(tail, WIDTH, initial_indent=fixed, subsequent_indent=" " * len(fixed),
                                   break_on_hyphens=False)) if tail else fixed


def indented(text, indent):
    """A line of detail under a row, wrapped at the width, its continuation two columns further in.
    A word is never cut (a path longer than the line keeps a line of its own)."""
    return "\n".join(textwrap.wrap(text, WIDTH, initial_indent=" " * indent, subsequent_indent=" " * (indent + 2),
                                   break_on_hyphens=False, break_long_words=False)) or ""


def para(text):
    """A sentence of the command's own (a status line, a hint): wrapped at the width."""
    return "\n".join(textwrap.wrap(text, WIDTH, subsequent_indent="  ", break_on_hyphens=False)) or text


def ago(elapsed):
    """'3 s', '4 min', '2 h 5 min', '3 days'."""
    elapsed = max(0, int(elapsed))
    if elapsed < 120:
        return "%d s" % elapsed
    if elapsed < 7200:
        return "%d min" % (elapsed // 60)
    if elapsed < 172800:
        return "%d h %d min" % (elapsed // 3600, elapsed % 3600 // 60)
    return "%d days" % (elapsed // 86400)


def stamp(when):
    return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(when))
