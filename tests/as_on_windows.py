"""Run a Python module or code as far as we can make this machine look like Windows to it:
the Unix-only modules cannot be imported and sys.platform says "win32".

    python tests/as_on_windows.py -m host --db x.sqlite games
    python tests/as_on_windows.py -c "import host.web.server"

The platform shims are imported first, with the real platform: the standard library's (asyncio's
event loop, subprocess, sockets) and those of the libraries that have a Windows half of their own
(pyserial's ports, filelock's lock, the certificate store aiohttp's import reads through ssl),
because those halves need Windows itself. Then the Unix-only
modules are dropped from the module cache (a shim keeps the reference it took) and hidden, and the
platform is set to win32: what runs after that, our code and the rest of what it imports, can
import no fcntl, resource, termios, pty, tty, pwd or grp, as on a club's Windows laptop.
"""

import importlib.abc
import runpy
import sys

UNIX_ONLY = ("fcntl", "resource", "termios", "pty", "tty", "pwd", "grp")


class UnixOnlyHidden(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in UNIX_ONLY:
            raise ImportError("No module named %r (hidden: Windows has none)" % name, name=name)
        return None


def hide_unix():
    import asyncio  # noqa: F401
    import mimetypes  # noqa: F401
    import selectors  # noqa: F401
    import shutil  # noqa: F401
    import socket  # noqa: F401
    import ssl  # noqa: F401
    import subprocess  # noqa: F401
    import tempfile  # noqa: F401
    import uuid  # noqa: F401

    import aiohttp  # noqa: F401  (its import builds an SSL context: ssl reads the Windows certificate store on win32)
    import filelock  # noqa: F401
    import serial  # noqa: F401
    import serial.tools.list_ports  # noqa: F401

    for name in list(sys.modules):
        if name.split(".")[0] in UNIX_ONLY:
            del sys.modules[name]
    sys.meta_path.insert(0, UnixOnlyHidden())
    sys.platform = "win32"


def main():
    hide_unix()
    usage = "usage: python tests/as_on_windows.py -m MODULE [ARG ...] | -c CODE [ARG ...]"
    if sys.argv[1:2] in (["-h"], ["--help"]):
        print(usage + "\n\n" + __doc__)
        return
    if len(sys.argv) < 3 or sys.argv[1] not in ("-m", "-c"):
        raise SystemExit(usage)
    how, what = sys.argv[1], sys.argv[2]
    if how == "-m":
        sys.argv = [what] + sys.argv[3:]
        runpy.run_module(what, run_name="__main__", alter_sys=True)
    else:
        sys.argv = ["-c"] + sys.argv[3:]
        exec(compile(what, "<as_on_windows>", "exec"), {"__name__": "__main__"})


if __name__ == "__main__":
    main()
