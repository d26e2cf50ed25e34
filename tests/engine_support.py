"""What the engine's tests share: where the real engine and the stand-in are, a quick search limit,
and the real engine started once per test module (the `rapfi` fixture)."""

import sys
from pathlib import Path

import pytest

from host.engine import Engine, Limit
from shared_rules.board import parse_point

ROOT = Path(__file__).resolve().parent.parent
RAPFI = ROOT / "var" / "rapfi" / "pbrain-rapfi"
STANDIN = ROOT / "tests" / "fakes" / "engine_standin.py"
QUICK = Limit(time=0.3)


def moves_of(names):
    return [parse_point(name) for name in names.split()]


def standin(mode, state=None, **options):
    command = [sys.executable, str(STANDIN), mode] + ([str(state)] if state else [])
    options.setdefault("grace", 0.5)
    options.setdefault("stop_grace", 0.5)
    return Engine.start(command, limit=QUICK, **options)


@pytest.fixture(scope="module")
def rapfi():
    assert RAPFI.exists(), "the engine is not built: make engine"
    with Engine.start([str(RAPFI)], limit=Limit(time=0.5)) as engine:
        yield engine
