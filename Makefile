# Tengen: `make run` plays on a virtual board with the host recording; `make test` runs every test.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
MICROPYTHON := $(VENV)/bin/micropython
STAMP := $(VENV)/.installed-$(shell cat requirements.txt requirements-test.txt | cksum | cut -d' ' -f1)

.PHONY: run test bench soak hall venv clean

venv: $(STAMP)

$(STAMP): requirements.txt requirements-test.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.txt -r requirements-test.txt
	rm -f $(VENV)/.installed-*
	touch $@

run: $(STAMP)
	$(PY) -m hardware.vboard.run $(if $(SCRIPT),--script $(SCRIPT))

test: $(STAMP)
	$(PY) -m pytest

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

# Fault injection: 100 whole games through a faulty cable, host killed and board power cut at random.
soak: $(STAMP)
	$(PY) -m hardware.vboard.soak --games $(or $(GAMES),100)

# A tournament hall: 50 virtual boards (the real firmware) on one host daemon, killed -9 once mid-play;
# the record must equal every board's games and `host status` list every board in sync.
hall: $(STAMP)
	$(PY) -m hardware.vboard.hall --boards $(or $(BOARDS),50) --games $(or $(GAMES),3)

clean:
	rm -rf $(VENV) var .pytest_cache
