"""The host: a daemon that talks to Tengen boards over USB serial, records their games in SQLite,
and a command line to read them. It never decides a rule itself: it asks shared_rules or the board."""
