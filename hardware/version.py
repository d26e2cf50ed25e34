"""The release's one version (VERSION at the top of the tree) written into the firmware's version
file, which the board's hello carries ("fw") and the frozen image holds:

    python -m hardware.version           write firmware/version.py
    python -m hardware.version --check   exit 1 if firmware/version.py says another version

The host's package takes the same file (pyproject.toml: version from VERSION), so `tengen-host
--version`, the board's hello and the release's files all name one version.
"""

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VERSION = ROOT / "VERSION"
FIRMWARE_VERSION = ROOT / "firmware" / "version.py"


def release_version():
    return VERSION.read_text(encoding="ascii").strip()


def firmware_version_file(version):
    return 'FIRMWARE_VERSION = "%s"\n' % version


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m hardware.version", description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if the firmware's file differs")
    check = parser.parse_args(argv).check
    wanted = firmware_version_file(release_version())
    if FIRMWARE_VERSION.read_text(encoding="ascii") == wanted:
        return 0
    if check:
        print("%s does not say version %s: run python -m hardware.version" % (FIRMWARE_VERSION, release_version()),
              file=sys.stderr)
        return 1
    FIRMWARE_VERSION.write_text(wanted, encoding="ascii")
    print("%s: version %s" % (FIRMWARE_VERSION.relative_to(ROOT), release_version()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
