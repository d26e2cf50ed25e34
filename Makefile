# Tengen: `make run` plays on a virtual board with the host recording; `make test` runs every test.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
MICROPYTHON := $(VENV)/bin/micropython
STAMP := $(VENV)/.installed-$(shell cat requirements.txt requirements-test.txt | cksum | cut -d' ' -f1)
# The emulated Pico's Node.js side (rp2040js, pinned in hardware/pico/package-lock.json)
PICO_STAMP := hardware/pico/node_modules/.installed-$(shell cksum < hardware/pico/package-lock.json | cut -d' ' -f1)

.PHONY: run test bench soak hall venv clean pico-image pico-deps pico-scripts pico-bench

venv: $(STAMP)

$(STAMP): requirements.txt requirements-test.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.txt -r requirements-test.txt
	rm -f $(VENV)/.installed-*
	touch $@

$(PICO_STAMP): hardware/pico/package.json hardware/pico/package-lock.json
	command -v node >/dev/null || (apt-get update -qq && apt-get install -y -qq nodejs npm)
	cd hardware/pico && npm ci --no-audit --no-fund --silent
	touch $@

pico-deps: $(PICO_STAMP)

run: $(STAMP)
	$(PY) -m hardware.vboard.run $(if $(SCRIPT),--script $(SCRIPT))

test: $(STAMP) $(PICO_STAMP)
	$(PY) -m pytest

# Figures, never assertions: the foul engine (both interpreters, callgrind, 64k heap), the board's
# scan, placement and heap, the Pico backend's hot loops. Needs valgrind for instruction counts.
bench: $(STAMP)
	@echo "== foul engine: CPython =="; $(PY) bench/bench_fouls.py
	@echo "== foul engine: MicroPython =="; $(MICROPYTHON) bench/bench_fouls.py
	@echo "== foul engine: instructions (callgrind) =="; $(PY) bench/callgrind_fouls.py --micropython $(MICROPYTHON) --quick
	@echo "== foul engine: a whole game in a 64 KB heap =="; $(MICROPYTHON) -X heapsize=64k bench/fouls_workload.py heap 1
	@$(PY) bench/bench_board.py
	@$(PY) bench/bench_pico_loops.py

# Fault injection: 100 whole games through a faulty cable, host killed and board power cut at random.
soak: $(STAMP)
	$(PY) -m hardware.vboard.soak --games $(or $(GAMES),100)

# A tournament hall: 50 virtual boards (the real firmware) on one host daemon, killed -9 once mid-play;
# the record must equal every board's games and `host status` list every board in sync.
hall: $(STAMP)
	$(PY) -m hardware.vboard.hall --boards $(or $(BOARDS),50) --games $(or $(GAMES),3)

clean:
	rm -rf $(VENV) var .pytest_cache

# The MicroPython images for the Pico (hardware/pico/firmware/, committed: CI cannot build them).
# Needs the sources' git mirrors (MIRROR=..., see hardware/pico/build_image.sh) and ~8 min on 2 cores.
pico-image:
	command -v arm-none-eabi-gcc >/dev/null && test -e /usr/lib/arm-none-eabi/include/stdio.h || \
		(apt-get update -qq && apt-get install -y -qq gcc-arm-none-eabi libnewlib-arm-none-eabi cmake)
	nice ./hardware/pico/build_image.sh

# Every tests/scripts/*.txt on the emulated Pico (the rp2 image, hal_pico, the board modelled around
# it): the same scripts as `make test` runs on the unix port. About 4 minutes with 3 at once.
pico-scripts: $(STAMP) $(PICO_STAMP)
	$(PY) -m hardware.vboard.pico_scripts --jobs $(or $(JOBS),3)

# Figures from the emulated Pico: boot to ready, heap after boot and over a 120-move game (.mpy and
# frozen images), scan time and period (viper and bytecode loops), placement to LED, press to
# clock, the LED line's timings. Emulated time (no flash wait states): ~5 minutes of wall time.
pico-bench: $(STAMP) $(PICO_STAMP)
	$(PY) bench/bench_pico.py
