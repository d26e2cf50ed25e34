"""No two of the project's modules import each other, directly or round a longer circle, not even
inside a function: a circle means one of them does a job that belongs to a third (as host.cli and
host.record_commands did with `deliver`, now host.delivery's). Read from the sources with ast, so the
imports made only on first use count too. A package's __init__ is not counted as imported by its
own modules' `from package import x` when it imports none of them (host.formats finds its modules by
name)."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("shared_rules", "firmware", "host", "hardware")


def _module_name(path):
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _graph():
    modules = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            if "pico/firmware" in str(path) or "node_modules" in str(path):
                continue
            modules[_module_name(path)] = path
    # The firmware's modules import each other by bare name (they are flat on the board's flash).
    firmware = {name.split(".", 1)[1]: name for name in modules if name.startswith("firmware.")}
    graph = {}
    for name, path in modules.items():
        targets = set()
        for node in ast.walk(ast.parse(path.read_text(), str(path))):
            if isinstance(node, ast.Import):
                found = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                found = [node.module] + ["%s.%s" % (node.module, alias.name) for alias in node.names]
            else:
                continue
            for target in found:
                target = firmware.get(target, target) if name.startswith("firmware.") else target
                if target in modules and target != name:
                    targets.add(target)
        graph[name] = targets
    return graph


def _circles(graph):
    """Every strongly connected group of more than one module (Tarjan's algorithm, iteratively)."""
    index, low, on_stack, stack, groups = {}, {}, set(), [], []
    counter = [0]
    for start in graph:
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = counter[0]
        counter[0] += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter[0]
                    counter[0] += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    groups.append(sorted(group))
    return groups


def _without_package_links(graph):
    # "from host.formats import FormatError" in host.formats.psq is the package's own module using
    # its package: a circle only if the package imports that module back, which the test then sees.
    pruned = {}
    for name, targets in graph.items():
        pruned[name] = {t for t in targets if not (name.startswith(t + ".") and name not in graph.get(t, ()))}
    return pruned


def test_no_module_imports_one_that_imports_it_back():
    circles = _circles(_without_package_links(_graph()))
    assert circles == [], "import circles: %s" % "; ".join(" <-> ".join(group) for group in circles)


def test_the_check_finds_a_circle():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert _circles(graph) == [["a", "b", "c"]]
