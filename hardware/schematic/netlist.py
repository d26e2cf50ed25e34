"""Reads a generated KiCad netlist (hardware/generated/*.net) back: the file is the truth the PCB gets.

parse(text) -> Netlist with
  comps: {ref: Comp(ref, kind, value, footprint, fields)}   (kind = the netlist's libsource part name;
         fields: {name: text} of the part's fields, e.g. MPN, Manufacturer)
  nets:  {name: [Node(ref, pin, type)]}             (type in KiCad's words: power_in, passive, ...)
"""

from collections import namedtuple

import sexpdata
from sexpdata import Symbol

Comp = namedtuple("Comp", "ref kind value footprint fields", defaults=((),))
Node = namedtuple("Node", "ref pin type")
Netlist = namedtuple("Netlist", "comps nets")

# The netlist's pin types (SKiDL writes them so) in the words of KiCad's symbol libraries.
PIN_TYPES = {"INPUT": "input", "OUTPUT": "output", "BIDIRECTIONAL": "bidirectional", "TRISTATE": "tri_state",
             "PASSIVE": "passive", "UNSPECIFIED": "unspecified", "POWER-IN": "power_in", "POWER-OUT": "power_out",
             "OPEN-COLLECTOR": "open_collector", "OPEN-EMITTER": "open_emitter", "NO-CONNECT": "no_connect",
             "FREE": "free", "PULLUP": "input", "PULLDN": "input"}


def _field(tree, head):
    for e in tree:
        if isinstance(e, list) and e and e[0] == Symbol(head):
            return e
    return None


def _text(tree, head):
    found = _field(tree, head)
    return str(found[1]) if found is not None and len(found) > 1 else ""


def parse(text):
    tree = sexpdata.loads(text)
    comps = {}
    for comp in _field(tree, "components")[1:]:
        ref = _text(comp, "ref")
        fields = {str(f[1][1]): str(f[2]) for f in (_field(comp, "fields") or [])[1:]
                  if isinstance(f, list) and len(f) > 2 and isinstance(f[1], list)}
        comps[ref] = Comp(ref, _text(_field(comp, "libsource"), "part"), _text(comp, "value"), _text(comp, "footprint"),
                          fields)
    nets = {}
    for net in _field(tree, "nets")[1:]:
        nodes = [Node(_text(node, "ref"), _text(node, "pin"), PIN_TYPES[_text(node, "pintype")])
                 for node in net if isinstance(node, list) and node[0] == Symbol("node")]
        nets[_text(net, "name")] = nodes
    return Netlist(comps, nets)
