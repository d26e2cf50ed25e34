# Tengen: `make run` plays on a virtual board with the host recording; `make test` runs every test.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
MICROPYTHON := $(VENV)/bin/micropython
CHROMIUM := /usr/bin/chromium
MOSQUITTO := /usr/sbin/mosquitto
STAMP := $(VENV)/.installed-$(shell cat requirements.txt requirements-test.txt pyproject.toml | cksum | cut -d' ' -f1)
# The emulated Pico's Node.js side (rp2040js, pinned in hardware/pico/package-lock.json)
PICO_STAMP := hardware/pico/node_modules/.installed-$(shell cksum < hardware/pico/package-lock.json | cut -d' ' -f1)

.PHONY: run test bench bench-import bench-broadcast bench-journal hunt-fouls soak hall fuzz-host hardware venv system-packages clean \
	pico-image pico-deps pico-scripts pico-bench

venv: $(STAMP)

# Debian packages the score sheet and its picture test need: pdftoppm/pdftotext (poppler-utils), a
# font with Cyrillic (fonts-dejavu-core) and cairo for CairoSVG. Installed only when missing.
SYSTEM_STAMP := $(VENV)/.system-packages
system-packages: $(SYSTEM_STAMP)
$(SYSTEM_STAMP):
	@missing=""; \
	command -v pdftoppm >/dev/null 2>&1 || missing="$$missing poppler-utils"; \
	ls /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf >/dev/null 2>&1 || missing="$$missing fonts-dejavu-core fontconfig"; \
	ldconfig -p 2>/dev/null | grep -q 'libcairo\.so\.2' || missing="$$missing libcairo2"; \
	if [ -n "$$missing" ]; then \
		echo "installing:$$missing"; \
		apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null; \
	fi
	@mkdir -p $(VENV) && touch $@

# The pinned dependencies, then the project itself, editable: its console scripts (tengen-host,
# tengen-vboard) land in .venv/bin and run the code of this checkout.
$(STAMP): requirements.txt requirements-test.txt pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.txt -r requirements-test.txt
	$(PY) -m pip install --quiet --disable-pip-version-check --no-deps --editable .
	rm -f $(VENV)/.installed-*
	touch $@

$(PICO_STAMP): hardware/pico/package.json hardware/pico/package-lock.json
	command -v node >/dev/null || (apt-get update -qq && apt-get install -y -qq nodejs npm)
	cd hardware/pico && npm ci --no-audit --no-fund --silent
	touch $@

pico-deps: $(PICO_STAMP)

run: $(STAMP)
	$(PY) -m hardware.vboard.run $(if $(SCRIPT),--script $(SCRIPT)) $(if $(WEB),--web)

test: $(STAMP) $(SYSTEM_STAMP) $(CHROMIUM) $(MOSQUITTO) $(PICO_STAMP)
	$(PY) -m pytest

# The browser test's Chromium and the MQTT tests' broker, from Debian (never a browser download).
$(CHROMIUM):
	apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium
$(MOSQUITTO):
	apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mosquitto

# Figures, never assertions: the foul engine on four sets of positions (wall clock and 3x3 search
# depths on both interpreters; callgrind instruction counts, per stone and as ratios; heap peaks),
# the board's scan, placement and whole-firmware heap, the Pico backend's hot loops. Needs valgrind
# for instruction counts. MP32=... MP64=...: unix ports of one MicroPython source built 32- and
# 64-bit, for the heap's 32/64-bit ratio (docs/performance.md says how to build them).
FOUL_SETS := generated realistic dense nested
bench: $(STAMP)
	@echo "== foul engine: CPython =="; $(PY) bench/bench_fouls.py
	@echo "== foul engine: MicroPython =="; $(MICROPYTHON) bench/bench_fouls.py
	@echo "== foul engine: instructions (callgrind) =="; $(PY) bench/callgrind_fouls.py --micropython $(MICROPYTHON)
	@echo "== foul engine: heap peak (64-bit unix port, compiled from source) =="; for set in $(FOUL_SETS); do \
		$(PY) bench/heap.py --micropython $(MICROPYTHON) -- bench/fouls_workload.py heap $$set 1; done
	@$(PY) bench/bench_board.py $(if $(MP32),--mp32 $(MP32) --mp64 $(MP64))
	@$(PY) bench/bench_pico_loops.py
	@$(MAKE) --no-print-directory bench-import

# Costly forbidden-map updates beyond the bench's sets: random crowded sequences ranked under CPython,
# the costliest counted under callgrind (SEQUENCES=..., default 2000; a few minutes).
hunt-fouls: $(STAMP)
	$(PY) bench/hunt_fouls.py --micropython $(MICROPYTHON) $(if $(SEQUENCES),--sequences $(SEQUENCES))

# A generated RenjuNet database imported with the progress bar: games per second and peak memory.
bench-import: $(STAMP)
	$(PY) bench/bench_import.py --games $(or $(GAMES),200000)

# Fault injection: 100 whole games through a faulty cable, host killed and board power cut at random.
soak: $(STAMP)
	$(PY) -m hardware.vboard.soak --games $(or $(GAMES),100)

# A tournament hall: 50 virtual boards (the real firmware) on one host daemon, killed -9 once mid-play;
# the record must equal every board's games and `host status` list every board in sync.
hall: $(STAMP)
	$(PY) -m hardware.vboard.hall --boards $(or $(BOARDS),50) --games $(or $(GAMES),3)

# The hardware generated from the design: netlist, BOM, drawings (hardware/generated/), and the
# power, thermal and field figures the README quotes.
hardware: $(STAMP)
	$(PY) -m hardware.schematic
	$(PY) -m hardware.budget
	$(PY) -m hardware.field_model

# Hostile boards: fake boards sending every message type with wrong types, huge and negative numbers,
# floods of noise and a clone of a good board's id, against one daemon that also records a good board.
fuzz-host: $(STAMP)
	$(PY) -m hardware.vboard.hostile --seconds $(or $(SECONDS),120) --boards $(or $(BOARDS),4) --seed $(or $(SEED),1)

# The live broadcast under load: 50 boards, 500 viewers, directly and through Mosquitto with two
# relays; event-to-viewer latency, CPU and memory (~3 min). Figures, never assertions.
bench-broadcast: $(STAMP) $(MOSQUITTO)
	$(PY) bench/bench_broadcast.py --boards $(or $(BOARDS),50) --viewers $(or $(VIEWERS),500) --seconds $(or $(SECONDS),60)

# The journal's flash wear: 10,000 simulated games on the raw flash ring, the erase count of every
# sector (~1 minute). Figures, never assertions.
bench-journal: $(STAMP)
	$(PY) bench/bench_journal.py --games $(or $(GAMES),10000)

clean:
	rm -rf $(VENV) var .pytest_cache *.egg-info

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
