# Tengen: `make run` plays on a virtual board with the host recording; `make test` runs every test.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
MICROPYTHON := $(VENV)/bin/micropython
STAMP := $(VENV)/.installed-$(shell cat requirements.txt requirements-test.txt | cksum | cut -d' ' -f1)

.PHONY: run test bench soak venv clean

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

bench: $(STAMP)
	@echo "no benchmarks yet"

# Fault injection: 100 whole games through a faulty cable, host killed and board power cut at random.
soak: $(STAMP)
	$(PY) -m hardware.vboard.soak --games $(or $(GAMES),100)

clean:
	rm -rf $(VENV) var .pytest_cache
