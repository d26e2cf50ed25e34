"""What a record file may hold, so that no file, however large or hostile, exhausts the host.

MAX_MOVES       a game of 15x15 renju holds at most 225 stones; two passes in a row end it, so at most
                one pass comes before each stone after the first, and two close it: 225 + 224 + 2 = 451
                moves. A longer game is no game: the reader refuses it at its 452nd move, as it reads.
MAX_FILE_BYTES  formats read whole (every one but the RenjuNet database, which streams at any size):
                64 MB, thousands of times a real game's size and more than any known RenLib library.
MAX_TREE_NODES  a RenLib tree built in memory, read or written: 1,000,000 nodes (about 150 MB).
MAX_TABLE_ROWS  the lookup tables (players, tournaments, ...) of a RenjuNet database, kept while its
                games stream: 500,000 rows (RenjuNet's whole export has about 30,000).
MAX_TEXT_CHARS  one comment, name or tag value: 1,000,000 characters.

find_closing() finds where an escaped value ends without a regular expression, whose backtracking
state grows with the value (a `C[` that never closes made the SGF reader take gigabytes).
"""

MAX_MOVES = 451
MAX_FILE_BYTES = 64 * 1024 * 1024
MAX_TREE_NODES = 1000000
MAX_TABLE_ROWS = 500000
MAX_TEXT_CHARS = 1000000


def find_closing(text, start, close, escape="\\"):
    """The index of the first `close` at or after start that no `escape` character escapes, or -1.
    Linear in the length scanned, with no memory beyond the text itself."""
    i = start
    while True:
        end = text.find(close, i)
        if end < 0:
            return -1
        backslashes = 0
        while end - backslashes - 1 >= start and text[end - backslashes - 1] == escape:
            backslashes += 1
        if backslashes % 2 == 0:
            return end
        i = end + 1


def too_long_game(limit=MAX_MOVES):
    return "more than %d moves in one game: a renju game holds at most 225 stones and the passes between them" % limit
