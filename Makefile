# Tengen: `make run` plays on a virtual board with the host recording; `make test` runs every test.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
# apt waits up to 10 minutes for another apt (or the system's updater) to let go of the package
# lock, instead of failing with a bare "Error 100"
APT := apt-get -o DPkg::Lock::Timeout=600
MICROPYTHON := $(VENV)/bin/micropython
CHROMIUM := /usr/bin/chromium
MOSQUITTO := /usr/sbin/mosquitto
KICAD_LIBS := /usr/share/kicad/symbols/Device.kicad_sym
# The PCB generator runs under Debian's Python (KiCad 6's pcbnew module is only there), in its own venv
PCB_VENV := .venv-pcb
PCBNEW := /usr/lib/python3/dist-packages/pcbnew.py
PCB_STAMP := $(PCB_VENV)/.installed-$(shell cksum < hardware/pcb/requirements.txt | cut -d' ' -f1)
STAMP := $(VENV)/.installed-$(shell cat requirements.txt requirements-test.txt pyproject.toml | cksum | cut -d' ' -f1)
# The emulated Pico's Node.js side (rp2040js, pinned in hardware/pico/package-lock.json)
PICO_STAMP := hardware/pico/node_modules/.installed-$(shell cksum < hardware/pico/package-lock.json | cut -d' ' -f1)
RAPFI := var/rapfi/pbrain-rapfi
BBP := var/bbpPairings/bbpPairings.exe

.PHONY: help run test mutants pictures engine pairing-engine bench-engine bench-remote remote-cut docs bench bench-import bench-import-150k bench-broadcast bench-hall-page bench-journal hunt-fouls soak hall fuzz-host fuzz-web \
	fuzz-formats fuzz-cli hardware venv system-packages clean pico-image pico-app pico-deps pico-scripts pico-bench release

# Every target with its one line: the "## " line right above each target says it.
## this list of targets
help:
	@awk '/^## / { text = substr($$0, 4); next } /^[a-z][a-z0-9-]*:/ && text { split($$0, t, ":"); \
		printf "  %-16s %s\n", t[1], text } { text = "" }' $(MAKEFILE_LIST)

## .venv: the pinned packages, the project installed editable
venv: $(STAMP)

# Debian packages the score sheet and its picture test need: pdftoppm/pdftotext (poppler-utils), a
# font with Cyrillic (fonts-dejavu-core) and cairo for CairoSVG; the pages' one font, DejaVu, whole
# (fonts-dejavu-extra: its oblique, for the move list's opening steps), so that the screenshots
# compared with tests/expected/ are drawn with the same glyphs here and in CI; a font with kanji and
# kana for the Japanese score sheet (fonts-ipafont-gothic, ja.json's "_font"). Installed only when missing.
SYSTEM_STAMP := $(VENV)/.system-packages
## the Debian packages the score sheet and its picture test need
system-packages: $(SYSTEM_STAMP)
$(SYSTEM_STAMP):
	@missing=""; \
	command -v pdftoppm >/dev/null 2>&1 || missing="$$missing poppler-utils"; \
	ls /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf >/dev/null 2>&1 || missing="$$missing fonts-dejavu-core fontconfig"; \
	ls /usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf >/dev/null 2>&1 || missing="$$missing fonts-dejavu-extra"; \
	ls /usr/share/fonts/opentype/ipafont-gothic/ipag.ttf >/dev/null 2>&1 || missing="$$missing fonts-ipafont-gothic"; \
	ldconfig -p 2>/dev/null | grep -q 'libcairo\.so\.2' || missing="$$missing libcairo2"; \
	if [ -n "$$missing" ]; then \
		echo "installing:$$missing"; \
		$(APT) update -qq && DEBIAN_FRONTEND=noninteractive $(APT) install -y -qq $$missing >/dev/null; \
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
	command -v node >/dev/null || ($(APT) update -qq && $(APT) install -y -qq nodejs npm)
	cd hardware/pico && npm ci --no-audit --no-fund --silent
	touch $@

## the emulated Pico's Node.js side (rp2040js)
pico-deps: $(PICO_STAMP)

# ARGS= passes the broadcast's options to the host daemon: ARGS="--lan --delay 30 --mqtt localhost"
# (--lan prints the addresses a phone in the hall opens; --web-port N, --mqtt-prefix P too).
## virtual boards and the host (SCRIPT=, WEB=1, BOARDS=, ARGS=)
run: $(STAMP)
	$(PY) -m hardware.vboard.run $(if $(SCRIPT),--script $(SCRIPT)) $(if $(WEB),--web) $(if $(BOARDS),--boards $(BOARDS)) $(ARGS)

## every test, three at a time (about 11 minutes)
test: $(STAMP) $(SYSTEM_STAMP) $(CHROMIUM) $(MOSQUITTO) $(PICO_STAMP) $(KICAD_LIBS) $(RAPFI) $(BBP) $(PCB_STAMP)
	$(PY) -m pytest -n 3

# The expected pictures (tests/expected/*.png) written anew from this checkout, on purpose, after a
# change to the pages that is meant: look at them (git diff shows them) before committing. The tests
# themselves only compare (tests/pictures.py).
PICTURE_TESTS := tests/test_broadcast_screens.py tests/test_broadcast_pages.py::test_each_overlay_fits_its_box_on_a_transparent_background \
	tests/test_browser.py::test_a_game_on_the_virtual_board_appears_live_in_the_browser
## the screenshots' expected pictures written anew
pictures: $(STAMP) $(SYSTEM_STAMP) $(CHROMIUM)
	TENGEN_UPDATE_PICTURES=1 $(PY) -m pytest -q $(PICTURE_TESTS)

# The renju engine Rapfi (third_party/rapfi, GPL-3.0: a program of its own, run by the host through
# its protocol, never linked), built with CMake for any x86-64 or ARM host: no SSE4/AVX/BMI2/NEON
# required (the classical evaluator needs none). cmake and g++ from Debian when missing.
RAPFI_BUILD := var/rapfi-build
RAPFI_FLAGS := -DCMAKE_BUILD_TYPE=Release -DNO_COMMAND_MODULES=ON -DUSE_SSE=OFF -DUSE_AVX2=OFF -DUSE_AVX512=OFF \
	-DUSE_BMI2=OFF -DUSE_VNNI=OFF -DUSE_NEON=OFF -DUSE_NEON_DOTPROD=OFF
## the renju engine Rapfi built into var/rapfi (~3 min)
engine: $(RAPFI)
$(RAPFI): $(shell find third_party/rapfi -type f 2>/dev/null)
	command -v cmake >/dev/null && command -v g++ >/dev/null || \
		($(APT) update -qq && DEBIAN_FRONTEND=noninteractive $(APT) install -y -qq cmake g++ >/dev/null)
	test -d var || install -d -m 700 var
	cmake -S third_party/rapfi/Rapfi -B $(RAPFI_BUILD) $(RAPFI_FLAGS) >/dev/null
	nice cmake --build $(RAPFI_BUILD) -j2
	mkdir -p $(dir $@)
	cp third_party/rapfi/networks/config.toml third_party/rapfi/networks/model210901.bin $(dir $@)
	cp $(RAPFI_BUILD)/pbrain-rapfi $@

# The Swiss pairing engine bbpPairings (third_party/bbpPairings, Apache-2.0: FIDE's Dutch rules of
# 2025, in force from 2026), run by the host as a program of its own on a TRF file (host/pairing.py).
# Built out of the source tree with its own Makefile: objects and program in var/bbpPairings.
BBP_SRC := $(abspath third_party/bbpPairings)
## the Swiss pairing engine bbpPairings (~2 min)
pairing-engine: $(BBP)
$(BBP): $(shell find third_party/bbpPairings -type f 2>/dev/null)
	command -v g++ >/dev/null || ($(APT) update -qq && DEBIAN_FRONTEND=noninteractive $(APT) install -y -qq g++ >/dev/null)
	test -d var || install -d -m 700 var
	mkdir -p $(dir $@)
	nice $(MAKE) -j2 --no-print-directory -s -C $(dir $@) -f $(BBP_SRC)/Makefile SRC=$(BBP_SRC)/src OBJ=build \
		version=16a000f bbpPairings.exe

# The engine's levels (tengen-host play --level): each plays level 5 from the canonical openings;
# time per move, depth, nodes and score (LEVELS=1,3,7,10 GAMES=2; minutes). Figures, never assertions.
## engine levels: strength vs time per move (LEVELS=, GAMES=)
bench-engine: $(STAMP) $(RAPFI)
	$(PY) bench/bench_engine.py --levels $(or $(LEVELS),1,3,7,10) --games $(or $(GAMES),2)

# The browser test's Chromium and the MQTT tests' broker, from Debian (never a browser download).
$(CHROMIUM):
	$(APT) update -qq && DEBIAN_FRONTEND=noninteractive $(APT) install -y -qq chromium
$(MOSQUITTO):
	$(APT) update -qq && DEBIAN_FRONTEND=noninteractive $(APT) install -y -qq mosquitto
# KiCad's official symbol and footprint libraries (plain text), from Debian: the parts' pins and pads
# are checked against them (tests/test_hardware_pins.py, hardware/schematic/sources.py).
$(KICAD_LIBS):
	$(APT) update -qq && DEBIAN_FRONTEND=noninteractive $(APT) install -y -qq kicad-symbols kicad-footprints
# KiCad itself (pcbnew: placement, DRC, Gerbers) and the generator's venv on Debian's Python.
$(PCBNEW):
	$(APT) update -qq && DEBIAN_FRONTEND=noninteractive $(APT) install -y -qq kicad kicad-footprints python3-venv
$(PCB_STAMP): hardware/pcb/requirements.txt $(PCBNEW)
	test -x $(PCB_VENV)/bin/python || /usr/bin/python3 -m venv --system-site-packages $(PCB_VENV)
	$(PCB_VENV)/bin/pip install --quiet --disable-pip-version-check -r hardware/pcb/requirements.txt
	rm -f $(PCB_VENV)/.installed-*
	touch $@

# Figures, never assertions: the foul engine on four sets of positions (wall clock and 3x3 search
# depths on both interpreters; callgrind instruction counts, per stone and as ratios; heap peaks),
# the board's scan, placement and whole-firmware heap, the Pico backend's hot loops. Needs valgrind
# for instruction counts. MP32=... MP64=...: unix ports of one MicroPython source built 32- and
# 64-bit, for the heap's 32/64-bit ratio (docs/performance.md says how to build them).
FOUL_SETS := generated realistic dense nested
## figures: foul engine, board scan, Pico loops, import
bench: $(STAMP)
	@echo "== foul engine: CPython =="; $(PY) bench/bench_fouls.py
	@echo "== foul engine: MicroPython =="; $(MICROPYTHON) bench/bench_fouls.py
	@echo "== foul engine: instructions (callgrind) =="; $(PY) bench/callgrind_fouls.py --micropython $(MICROPYTHON)
	@echo "== foul engine: heap peak (64-bit unix port, compiled from source) =="; for set in $(FOUL_SETS); do \
		$(PY) bench/heap.py --micropython $(MICROPYTHON) -- bench/fouls_workload.py heap $$set 1; done
	@$(PY) bench/bench_board.py $(if $(MP32),--mp32 $(MP32) --mp64 $(MP64))
	@$(PY) bench/bench_pico_loops.py
	@$(MAKE) --no-print-directory bench-import

# The standing mutation check: one-line slips in behaviours the manual promises (tests/mutants.py),
# each made in a scratch copy and run against its responsible tests; prints caught/total and fails
# unless every slip is caught (a few minutes).
## slips in promised behaviours: caught? (ONLY=name ...)
mutants: $(STAMP)
	$(PY) tests/mutants.py $(if $(ONLY),--only $(ONLY))

# Costly forbidden-map updates beyond the bench's sets: random crowded sequences ranked under CPython,
# the costliest counted under callgrind (SEQUENCES=..., default 2000; a few minutes).
## the costliest forbidden-map updates (SEQUENCES=2000)
hunt-fouls: $(STAMP)
	$(PY) bench/hunt_fouls.py --micropython $(MICROPYTHON) $(if $(SEQUENCES),--sequences $(SEQUENCES))

# A generated federation's database (3,000 players, 1,000 events) of 15,000 and 50,000 games through
# import, import --save (twice), games, players, export all and the archive's API, beside lxml alone
# and SQLite alone: CPU seconds, games a second, peak memory.
## an archive: import, save, listings, export, API (SIZES=)
bench-import: $(STAMP)
	$(PY) bench/bench_import.py --sizes $(or $(SIZES),15000$(COMMA)50000)

COMMA := ,# a comma inside $(or ...), which splits its arguments at commas

# A whole federation's archive (150,000 games): the same steps at that size (~3 min on 2 loaded cores).
## the same at 150,000 games
bench-import-150k: $(STAMP)
	$(PY) bench/bench_import.py --sizes 150000

# Fault injection: 100 whole games through a faulty cable, host killed and board power cut at random.
## games through a faulty cable, host killed, power cut (GAMES=)
soak: $(STAMP)
	$(PY) -m hardware.rigs.soak --games $(or $(GAMES),100)

# A tournament hall: 50 virtual boards (the real firmware) on one host daemon, killed -9 once mid-play;
# the record must equal every board's games and `host status` list every board in sync.
## 50 virtual boards, the daemon killed mid-play (BOARDS=)
hall: $(STAMP)
	$(PY) -m hardware.rigs.hall --boards $(or $(BOARDS),50) --games $(or $(GAMES),3)

# The hardware generated from the design: netlists, BOMs, drawings (hardware/generated/); the power
# analysed from the netlist (fails on a rail without one source or a pin out of range); the power,
# thermal and field figures docs/building.md quotes; each PCB from its netlist (hardware/generated/pcb/:
# .kicad_pcb, DRC report, Gerbers, drill, JLCPCB BOM and CPL, pictures); the menu's card and tables.
## netlists, BOMs, drawings, PCBs, power, menu card
hardware: $(STAMP) $(KICAD_LIBS) $(PCB_STAMP)
	$(PY) -m hardware.schematic
	$(PY) -m hardware.schematic.power
	$(PY) -m hardware.budget
	$(PY) -m hardware.field_model
	$(PCB_VENV)/bin/python -m hardware.pcb
	$(PY) -m hardware.menu_card

# Hostile boards: fake boards sending every message type with wrong types, huge and negative numbers,
# floods of noise and a clone of a good board's id, against one daemon that also records a good board.
## hostile boards against one daemon (SECONDS=, BOARDS=, SEED=)
fuzz-host: $(STAMP)
	$(PY) -m hardware.rigs.hostile --seconds $(or $(SECONDS),120) --boards $(or $(BOARDS),4) --seed $(or $(SEED),1)

# Hostile viewers: every web endpoint x malformed bodies, headers, content types, paths and queries,
# with and without the admin token, on real sockets; every answer a 4xx with a JSON reason, no write
# without the token or from another site, no traceback in the log. COUNT requests, at most SECONDS.
## hostile viewers at every web endpoint (COUNT=, SECONDS=)
fuzz-web: $(STAMP)
	$(PY) bench/fuzz_web.py --count $(or $(COUNT),20000) --seconds $(or $(SECONDS),120) --seed $(or $(SEED),1)

# Damaged and hostile record files for every format (host/formats/fuzz.py): mutations of valid files
# (bytes, the format's structure, huge fields, deep nesting, other encodings) under a 1 GB address
# space; failing cases are kept in var/fuzz-formats/. SECONDS=..., SEED=...
## hostile files of every record format (SECONDS=, SEED=)
fuzz-formats: $(STAMP)
	$(PY) -m host.formats.fuzz --seconds $(or $(SECONDS),300) --seed $(or $(SEED),1)

# The live broadcast under load: 50 boards, 500 viewers (raw-socket generators in processes of their
# own), directly and through Mosquitto and a relay; event-to-viewer latency, CPU (the generators'
# too), memory, reconnections (~3 min). Figures, never assertions. VIEWERS=5000, BOARDS=1, RELAYS=2;
# ARCHIVE=15000: the host's store holds that many games and READERS (2) clients ask its archive all along.
## the live broadcast under load: latency, CPU, memory (~3 min)
bench-broadcast: $(STAMP) $(MOSQUITTO)
	$(PY) bench/bench_broadcast.py --boards $(or $(BOARDS),50) --viewers $(or $(VIEWERS),500) --seconds $(or $(SECONDS),60) \
		--relays $(or $(RELAYS),1) $(if $(ARCHIVE),--archive $(ARCHIVE) --archive-readers $(or $(READERS),2))

# The hall page of a big hall in headless Chromium: every card drawn, the main thread's busy share
# while BOARDS (100) boards play a move a second each (~40 s). Figures, never assertions.
## the hall page of 100 boards: time to each card, CPU (~40 s)
bench-hall-page: $(STAMP)
	$(PY) bench/bench_hall_page.py --boards $(or $(BOARDS),100) --seconds $(or $(SECONDS),20)

# Remote play's latency: two virtual boards through a real Mosquitto, each move's time from complete on
# one board to the opponent's stone lit on the other's LEDs. Figures, never assertions.
## remote play: move to the other board's LEDs, p50/p99 (MOVES=)
bench-remote: $(STAMP) $(MOSQUITTO)
	$(PY) bench/bench_remote.py --moves $(or $(MOVES),40)

# Remote play through a network cut of a minute, longer than MQTT's keep-alive: one host's link to the
# broker blackholed, then reset and refused, while the other host moves (~4 min; make test cuts 3 s).
## remote play through a network cut of a minute (CUT= seconds)
remote-cut: $(STAMP) $(MOSQUITTO)
	TENGEN_REMOTE_CUT=$(or $(CUT),60) $(PY) -m pytest tests/test_engine_remote_faults.py -k cut_network -o timeout=900 -q

# The journal's flash wear: 10,000 simulated games on the raw flash ring, the erase count of every
# sector (~1 minute). Figures, never assertions.
## the journal's flash wear over 10,000 games (GAMES=)
bench-journal: $(STAMP)
	$(PY) bench/bench_journal.py --games $(or $(GAMES),10000)

# The manual (docs/, mkdocs.yml) as a site in site/; `make test` builds it strictly.
## the manual as a site in site/
docs: $(STAMP)
	$(PY) -m mkdocs build --strict

# A release in dist/ (DIST=; VERSION names it): the host's sdist and wheel (built from a clean copy of the
# tree, so no stale build/ or egg-info of this one decides what they hold), the Pico's images
# (the frozen one holds the firmware), the boards' order packs, the menu card to print and the manual as a site.
RELEASE_VERSION = $(shell cat VERSION)
DIST ?= dist
## dist/: wheel, sdist, firmware, order packs, menu card, manual
release: $(STAMP)
	$(PY) -m hardware.version --check
	@# what is committed must be this release's: the frozen image of these sources, the boards of this VERSION
	@sources=$$(sha256sum firmware/*.py shared_rules/*.py | sha256sum | cut -d' ' -f1); \
	grep -q "^$$sources " hardware/pico/firmware/FROZEN.txt || \
		{ echo "the frozen firmware image is older than firmware/ and shared_rules/: make pico-image" >&2; exit 1; }
	@stale=$$(grep -L '"Revision": "$(RELEASE_VERSION)"' $$(find hardware/generated/pcb -name '*.gbrjob')); \
	test -z "$$stale" || { echo "boards not generated for $(RELEASE_VERSION): $$stale: make hardware" >&2; exit 1; }
	rm -rf $(DIST) && mkdir -p $(DIST)/source $(DIST)/firmware $(DIST)/order-packs $(DIST)/menu-card
	git ls-files -z --cached --others --exclude-standard | xargs -0 cp --parents -t $(DIST)/source
	$(PY) -m build --outdir $(DIST) $(DIST)/source
	rm -rf $(DIST)/source
	cp hardware/pico/firmware/*.uf2 hardware/pico/firmware/SHA256SUMS hardware/pico/firmware/FROZEN.txt $(DIST)/firmware/
	find hardware/generated/pcb -name '*.zip' -exec cp -t $(DIST)/order-packs {} +
	cp hardware/generated/menu-card*.pdf $(DIST)/menu-card/
	$(PY) -m mkdocs build --strict --site-dir $(abspath $(DIST))/manual
	cp CHANGELOG.md $(DIST)/
	@echo "tengen $(RELEASE_VERSION) in $(DIST)/:"; ls $(DIST) $(DIST)/firmware $(DIST)/order-packs $(DIST)/menu-card

## remove .venv, .venv-pcb, var and the caches
clean:
	rm -rf $(VENV) $(PCB_VENV) var site .pytest_cache *.egg-info

# The MicroPython images for the Pico (hardware/pico/firmware/, committed: CI cannot build them).
# Needs the sources' git mirrors (MIRROR=..., see hardware/pico/build_image.sh) and ~8 min on 2 cores.
## build the Pico's MicroPython images (MIRROR=..., ~8 min)
pico-image:
	command -v arm-none-eabi-gcc >/dev/null && test -e /usr/lib/arm-none-eabi/include/stdio.h || \
		($(APT) update -qq && $(APT) install -y -qq gcc-arm-none-eabi libnewlib-arm-none-eabi cmake)
	nice ./hardware/pico/build_image.sh

# The app as a ROMFS image, for a board running micropython-v1.28.0-rpi_pico-romfs.uf2 (the app
# updated without rebuilding MicroPython): `mpremote romfs deploy var/tengen-app.romfs`, then a reset.
## the app as .mpy in a ROMFS image (var/tengen-app.romfs)
pico-app: $(STAMP)
	@mkdir -p var
	$(PY) -m hardware.romfs var/tengen-app.romfs

# Every tests/scripts/*.txt on the emulated Pico (the rp2 image, hal_pico, the board modelled around
# it): the same scripts as `make test` runs on the unix port. About 4 minutes with 3 at once.
## every test script on the emulated Pico (JOBS=3, ~4 min)
pico-scripts: $(STAMP) $(PICO_STAMP)
	$(PY) -m hardware.rigs.pico_scripts --jobs $(or $(JOBS),3)

# Figures from the emulated Pico: boot to ready, heap after boot and over a 120-move game (the app
# as .mpy in ROMFS, and frozen), scan time and period (viper and bytecode loops), placement to LED, press to
# clock, the LED line's timings. Emulated time, with the flash path modelled by default (the XIP cache
# and its misses, the flash's maximum erase/program times: upper bounds for a real Pico); FLASH= (empty)
# runs without the model, FLASH=xip with the flash's typical times. ~10 minutes of wall time.
FLASH ?= xip,max
## the emulated Pico's figures, flash modelled (FLASH=, ~10 min)
pico-bench: $(STAMP) $(PICO_STAMP)
	TENGEN_PICO_FLASH=$(FLASH) $(PY) bench/bench_pico.py

# The command line's fuzz campaign: every option of every command and entry point with a wrong type,
# a negative, a huge value, a missing file, a folder, no permission; in-process, then each case as
# its own process (about 20 minutes). `make test` runs it in short (tests/test_cli_fuzz.py).
## every option of every command given bad values (~20 min)
fuzz-cli: $(STAMP)
	$(PY) tests/cli_fuzz.py --processes --timeout $(or $(TIMEOUT),8)
