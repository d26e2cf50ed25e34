"""`make run` prints the URL of the live broadcast, and the game it plays is there while it plays."""

import json
import re
import subprocess
import sys
import threading
import time
import urllib.request

from harness import ROOT


def test_make_run_prints_the_broadcast_url_and_the_game_is_live_there(tmp_path):
    script = tmp_path / "game.txt"
    moves = ["h8", "h9", "i8", "i9", "j8", "j9", "k8", "k9", "l8"]
    script.write_text("".join("place %s %s\nwait 300\n" % (p, "black" if n % 2 == 0 else "white")
                              for n, p in enumerate(moves)) + "expect result black five\nexpect synced\nwait 500\n")
    run = subprocess.Popen([sys.executable, "-m", "hardware.vboard.run", "--script", str(script), "--var", str(tmp_path / "var")],
                           cwd=str(ROOT), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    lines = []
    seen = []
    try:
        for line in run.stdout:
            lines.append(line)
            found = re.search(r"live broadcast: (http://\S+/)", line)
            if found:
                url = found.group(1)

                def watch():
                    while run.poll() is None:
                        try:
                            with urllib.request.urlopen(url + "api/boards/sim-0001", timeout=2) as response:
                                seen.append(len(json.load(response)["board"]["moves"]))
                        except OSError:
                            pass
                        time.sleep(0.2)

                threading.Thread(target=watch, daemon=True).start()
        assert run.wait(120) == 0, "".join(lines)
    finally:
        if run.poll() is None:
            run.kill()
    output = "".join(lines)
    assert "live broadcast: http://127.0.0.1:" in output, output
    assert (tmp_path / "var" / "admin.token").exists()
    assert seen and max(seen) == 9 and len(set(seen)) >= 4, seen  # the game, move by move, while it was played
