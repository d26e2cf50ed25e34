"""The host as a user installs it from a release: the wheel `make release` builds (from a clean copy
of the tree: sdist, then the wheel from the sdist), installed into a fresh virtual environment outside the clone with
the pinned packages, run from a folder of its own with nothing of the clone on its path: --help,
--version (the release's VERSION), a record file imported and listed, an event published as plain
files (the pages' files and the score sheet's PDF), the daemon's broadcast serving its pages,
scripts, style and translations from the installed package, and a short game on the virtual board
(the firmware from the installed package on the MicroPython its dependencies bring) recorded by the
daemon and read back with `show`."""

import json
import os
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "tests" / "fixtures" / "renlib" / "example.pos"


def run(command, **options):
    done = subprocess.run(command, capture_output=True, text=True, timeout=300, **options)
    assert done.returncode == 0, (command, done.stdout[-2000:], done.stderr[-2000:])
    return done.stdout


def test_the_wheel_installs_outside_the_clone_and_runs(tmp_path):
    dist = tmp_path / "dist"
    run(["make", "--no-print-directory", "-C", str(ROOT), "release", "DIST=%s" % dist])
    version = (ROOT / "VERSION").read_text().strip()
    wheel = dist / ("tengen-%s-py3-none-any.whl" % version)
    assert wheel.exists() and (dist / ("tengen-%s.tar.gz" % version)).exists(), list(dist.iterdir())
    # beside the host: the Pico's images as their checksums name them, the manual, the changelog
    assert "micropython-v1.28.0-rpi_pico-tengen.uf2: OK" in run(["sha256sum", "-c", "SHA256SUMS"],
                                                                cwd=str(dist / "firmware"))
    assert "Installing the host" in (dist / "manual" / "install" / "index.html").read_text()
    assert "## %s" % version in (dist / "CHANGELOG.md").read_text()
    # the menu card to print, English and Russian (hardware/menu_card.py)
    assert sorted(p.name for p in (dist / "menu-card").iterdir()) == ["menu-card.pdf", "menu-card.ru.pdf"]
    assert all(p.read_bytes().startswith(b"%PDF") for p in (dist / "menu-card").iterdir())

    venv = tmp_path / "venv"
    run([sys.executable, "-m", "venv", "--without-pip", str(venv)])
    python = venv / "bin" / "python"
    pip = [sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet", "--disable-pip-version-check"]
    run(pip + ["--no-deps", str(wheel)])
    run(pip + ["-r", str(ROOT / "requirements.txt")])

    club = tmp_path / "club"  # the arbiter's folder: no clone, no PYTHONPATH
    club.mkdir()
    env = {key: value for key, value in os.environ.items() if key not in ("PYTHONPATH", "VIRTUAL_ENV")}
    host = [str(venv / "bin" / "tengen-host")]
    where = run([str(python), "-c", "import host, shared_rules; print(host.__file__, shared_rules.__file__)"],
                cwd=str(club), env=env)
    assert all(path.startswith(str(venv)) for path in where.split()), where
    assert run(host + ["--help"], cwd=str(club), env=env).startswith("usage: tengen-host")
    assert run(host + ["--version"], cwd=str(club), env=env).strip() == "tengen-host %s" % version

    out = run(host + ["import", str(FIXTURE), "--save"], cwd=str(club), env=env)
    assert "1 game(s) added to the record in var/games.sqlite" in out
    games = run(host + ["games"], cwd=str(club), env=env).splitlines()
    assert len(games) == 2 and games[1].split()[:2] == ["1", "import"], games

    # An event's game, published as plain files: the pages' scripts, style and translations copied
    # from the installed package, the score sheet rendered to PDF.
    (club / "cup.sgf").write_text("(;FF[4]GM[4]SZ[15]EV[Club Cup]RO[1]PB[Kask Liis]PW[Lepp Mart]RE[B+R]"
                                  ";B[hh];W[hi];B[ih];W[ii])\n")
    run(host + ["import", "cup.sgf", "--save"], cwd=str(club), env=env)
    assert "published 1 game(s) of Club Cup" in run(host + ["publish", "Club Cup", "-o", "site"], cwd=str(club), env=env)
    published = sorted(path.relative_to(club / "site" / "static") for path in (club / "site" / "static").rglob("*")
                       if path.is_file())
    assert Path("words.js") in published and Path("style.css") in published, published
    words = (club / "site" / "static" / "words.js").read_text(encoding="utf-8")  # every language file's words,
    assert '"ru":' in words and "Русский" in words and '"ja":' in words, words[:300]  # from the installed package
    for name in published:  # (words.js is written by publish itself)
        if (ROOT / "host" / "web" / "static" / name).exists():
            assert (club / "site" / "static" / name).read_bytes() == \
                (ROOT / "host" / "web" / "static" / name).read_bytes(), name
    for code in ("en", "ru", "ja", "et"):  # the score sheet in every language, ID.LANG.pdf
        assert (club / "site" / "games" / ("2.%s.pdf" % code)).read_bytes().startswith(b"%PDF"), code

    daemon = subprocess.Popen(host + ["daemon", "--port", "/nonexistent/tty", "--web-port", "0", "--url-file", "url"],
                              cwd=str(club), env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 30
        while not (club / "url").exists() or not (club / "url").read_text().strip():
            assert daemon.poll() is None, daemon.communicate()[1]
            assert time.monotonic() < deadline, "the daemon never served"
            time.sleep(0.1)
        url = (club / "url").read_text().strip().rstrip("/")

        def get(path):
            with urllib.request.urlopen(url + path, timeout=10) as answer:
                return answer.read().decode()

        # Every page and every file beside them, as the installed package has them.
        static = ROOT / "host" / "web" / "static"
        for page in ("/", "/board/b1", "/overlay/b1", "/archive", "/admin"):
            assert "<html" in get(page).lower(), page
        for path in sorted(static.rglob("*")):
            if path.is_file():
                assert get("/static/" + path.relative_to(static).as_posix()) == path.read_text(), path
        languages = json.loads(get("/api/languages"))
        assert "ru" in json.dumps(languages), languages
    finally:
        daemon.terminate()
        out, err = daemon.communicate(timeout=15)
    assert "Traceback" not in err, err

    # The virtual board from the installed package: a few moves played and recorded by the daemon,
    # both started as `make run` starts them; the board's flash in the club's folder, not the package's.
    (club / "four.txt").write_text("place h8 black\nplace h9 white\nplace i8 black\nplace i9 white\nexpect synced\n")
    out = run([str(python), "-m", "hardware.vboard.run", "--script", "four.txt", "--var", "var", "--web-port", "0"],
              cwd=str(club), env=env)
    assert "four.txt:5: expect synced  ok" in out, out
    game = run(host + ["show", "3"], cwd=str(club), env=env)
    assert "on board sim-0001" in game and [line.split() for line in game.splitlines()[2:6]] == [
        ["1.", "h8", "black"], ["2.", "h9", "white"], ["3.", "i8", "black"], ["4.", "i9", "white"]], game
    assert (club / "var" / "flash").is_dir()
    installed = Path(where.split()[0]).parent.parent
    assert not (installed / "var").exists() and (installed / "firmware" / "main.py").exists()
    # the menu card's rows (the virtual board's page shows them), in English and Russian, as the clone
    # makes them: firmware/menu.py's table and host/i18n's words, from the installed package
    menu = "from hardware import menu_card as m; print(m.key_rows(), m.item_rows(m.card_words('ru')))"
    assert run([str(python), "-c", menu], cwd=str(club), env=env) == run([sys.executable, "-c", menu], cwd=str(ROOT))


def test_a_release_of_a_stale_image_or_stale_boards_is_refused(tmp_path):
    """`make release` ships committed files built elsewhere (the Pico's frozen image, the boards'
    files): it refuses to when the firmware's sources changed since the image was frozen, or when
    the boards were generated for another version, and says what to run."""
    needed = ["Makefile", "VERSION", "pyproject.toml", "requirements.txt", "requirements-test.txt",
              "hardware/__init__.py", "hardware/version.py", "hardware/pico/firmware/FROZEN.txt"]
    needed += [str(p.relative_to(ROOT)) for p in (ROOT / "hardware" / "generated" / "pcb").rglob("*.gbrjob")]
    needed += [str(p.relative_to(ROOT)) for p in list((ROOT / "firmware").glob("*.py")) +
               list((ROOT / "shared_rules").glob("*.py"))]

    def release(change):
        tree = tmp_path / change
        for name in needed:
            (tree / name).parent.mkdir(parents=True, exist_ok=True)
            (tree / name).write_bytes((ROOT / name).read_bytes())
        if change == "rules":
            with open(tree / "shared_rules" / "board.py", "a") as rules:
                rules.write("# a change since the image was frozen\n")
        else:
            job = tree / "hardware" / "generated" / "pcb" / "controller" / "gerbers" / "controller-job.gbrjob"
            job.write_text(job.read_text().replace('"Revision": "', '"Revision": "0.0.9-'))
        # -o: the clone's virtual environment is taken as it is; without it, make would see this
        # tree's fresh copies of requirements*.txt and pyproject.toml as newer than the venv's stamp
        # and install THIS tree into the clone's venv as the project (breaking every later test)
        stamps = [str(p) for p in (ROOT / ".venv").glob(".installed-*")]
        done = subprocess.run(["make", "--no-print-directory"] + ["-o%s" % s for s in stamps] +
                              ["release", "VENV=%s" % (ROOT / ".venv"),
                               "DIST=%s" % (tmp_path / "dist")], cwd=str(tree), capture_output=True, text=True, timeout=60)
        assert done.returncode != 0 and not (tmp_path / "dist").exists(), done.stdout
        return done.stderr

    assert "the frozen firmware image is older than firmware/ and shared_rules/: make pico-image" in release("rules")
    assert "controller-job.gbrjob: make hardware" in release("boards")
    # and the clone's own environment still runs the clone's host
    where = subprocess.run([str(ROOT / ".venv" / "bin" / "python"), "-c", "import host; print(host.__file__)"],
                           cwd=str(tmp_path), capture_output=True, text=True, timeout=60)
    assert where.stdout.strip() == str(ROOT / "host" / "__init__.py"), where.stderr
