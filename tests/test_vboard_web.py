"""The virtual board's browser page, in headless Chromium: stones placed and lifted by clicks, the
LEDs the firmware lights drawn on the points, the clock buttons pressed and held."""

import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from harness import ROOT

CHROMIUM = "/usr/bin/chromium"

pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="no Chromium (make test installs it)")


def test_play_on_the_virtual_board_in_the_browser(tmp_path):
    from playwright.sync_api import sync_playwright

    board = subprocess.Popen([sys.executable, "-m", "hardware.vboard", "--web", "0", "--tty", str(tmp_path / "board.tty"),
                              "--flash", str(tmp_path / "flash")], cwd=str(ROOT), stdout=subprocess.PIPE, text=True)
    try:
        line = board.stdout.readline()
        url = re.search(r"http://\S+", line).group(0)
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch_persistent_context(
                str(tmp_path / "profile"), executable_path=CHROMIUM, headless=True,
                args=["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
                      "--disable-component-update", "--disable-sync"])
            page = browser.new_page()
            page.goto(url)
            page.wait_for_selector("[data-hit=h8]")
            def tap(button, ms=150):
                box = page.locator(button).bounding_box()
                page.mouse.move(box["x"] + 5, box["y"] + 5)
                page.mouse.down()  # pressed while the pointer is down, released when it lifts
                page.wait_for_timeout(ms)
                page.mouse.up()
                page.wait_for_timeout(100)

            def face(side, text):
                page.wait_for_function("document.getElementById('face-%s').textContent.replace(/\\s+/g, ' ').trim() === %r"
                                       % (side, text))

            # A clock from the board's own menu, before the first stone: the menu button, then the
            # clock buttons step the presets (blitz-5: 5m+4s), the menu button takes it.
            tap("#menu")
            face("left", "CLOC")
            tap("#menu")
            for _ in range(5):
                tap("#right")
            face("right", "B 5")
            tap("#menu")
            tap("#menu", 1800)  # held: the menu closes
            face("left", "5:00")
            page.click("#menu-keys summary")  # the menu's keys, from the board's table
            assert "10 more" in page.inner_text("#menu-key-table") and "CLOC" in page.inner_text("#menu-item-table")

            page.click("[data-hit=h8]")  # black is chosen: the stone waits for Black's clock press
            page.wait_for_selector("g.stone.black[data-point=h8]")
            page.wait_for_function("document.getElementById('status').textContent.includes('h8 waits')")
            tap("#left")  # P1 (Black) completes the move: White's clock runs
            page.wait_for_function("document.getElementById('face-right').classList.contains('running')")
            page.wait_for_selector("[data-led=h8]")  # the firmware lights the last move
            page.check("input[value=white]")
            page.click("[data-hit=h9]")
            page.wait_for_selector("g.stone.white[data-point=h9]")
            tap("#right")
            page.wait_for_function("document.getElementById('status').textContent.startsWith('Move 3: black')")
            page.wait_for_function("document.getElementById('face-left').classList.contains('running')")
            assert ":" in page.inner_text("#face-right")  # e.g. 5:03, White's time after the increment
            page.click("[data-hit=h9]")  # lifting White's stone: the board asks for it back
            page.wait_for_function("document.getElementById('guide').textContent.includes('put back (blue): h9')")
            assert page.get_attribute("circle[data-led=h9]", "fill") == "#0000ff"
            page.click("[data-hit=h9]")  # white is still chosen: put back
            page.wait_for_function("document.getElementById('guide').textContent === ''")
            browser.close()
    finally:
        board.terminate()
        board.wait(10)
