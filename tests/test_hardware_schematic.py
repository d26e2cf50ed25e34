"""The schematic (hardware/schematic) against itself, the committed files and the pin map.

The board is built once (a few seconds): ERC, the pin map's GPIOs, the mux and LED wiring the
firmware assumes, and the generated netlist, BOM and drawings byte for byte.
"""

import builtins
import json
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "firmware"))

from ledchain import chain_table, segment_points  # noqa: E402
from hardware.schematic.design import gpio_name  # noqa: E402

PINMAP = json.loads((ROOT / "hardware" / "pinmap.json").read_text())
FILES = "abcdefghijklmno"


@pytest.fixture(scope="module")
def board():
    from hardware.schematic import __main__ as generator
    import skidl.logger

    files = generator.generated_files()  # builds the board
    erc = skidl.logger.erc_logger
    builtins.default_circuit.ERC()
    parts = {p.ref: p for p in builtins.default_circuit.parts}
    return {"files": files, "errors": erc.error.count, "warnings": erc.warning.count, "parts": parts}


def net_of(board, ref, pin):
    net = board["parts"][ref][pin].net
    assert net is not None, "%s.%s is not connected" % (ref, pin)
    return net


def ends(net):
    return {(p.part.ref, p.name) for p in net.pins}


def test_erc_finds_no_errors_and_no_warnings(board):
    assert board["errors"] == 0
    assert board["warnings"] == 0


# pin map key -> (the net the firmware expects, (part, pin) that net must reach)
def gpio_expectations():
    s, leds, b, disp, uart = PINMAP["sensors"], PINMAP["leds"], PINMAP["buttons"], PINMAP["display"], PINMAP["debug_uart"]
    yield "sensors.adc_pin", s["adc_pin"], "HALL_ADC", [("R12", "2")]
    for k, gp in enumerate(s["column_select_pins"]):
        yield "sensors.column_select_pins[%d]" % k, gp, "COL_S%d" % k, [("U%d16" % n, "S%d" % k) for n in range(1, 16)]
    for k, gp in enumerate(s["row_select_pins"]):
        yield "sensors.row_select_pins[%d]" % k, gp, "ROW_A%d" % k, [("U6", "A%d" % k), ("U7", "S%d" % k)]
    yield "sensors.row_power_enable_n_pin", s["row_power_enable_n_pin"], "ROW_PWR_EN_N", [
        ("U6", "~E0"), ("U6", "~E1"), ("U7", "~E"), ("R11", "1")]
    yield "leds.data_pin", leds["data_pin"], "LED_DATA_3V3", [("U5", "A")]
    yield "leds.power_enable_pin", leds["power_enable_pin"], "LED_PWR_EN", [("U4", "ON"), ("R7", "1")]
    yield "leds.chain_end_pin", leds["chain_end_pin"], "LED_CHAIN_END_3V3", [("R9", "2"), ("R10", "1")]
    for key, net, ref in (("left_pin", "BTN_LEFT", "SW41"), ("right_pin", "BTN_RIGHT", "SW42")):
        yield "buttons." + key, b[key], net, [(ref, "NO")]
    for key, net, ref in (("menu_pin", "BTN_MENU", "SW43"), ("arbiter_pin", "BTN_ARBITER", "SW44")):
        yield "buttons." + key, b[key], net, [(ref, "1")]
    yield "buttons.lamp_left_pin", b["lamp_left_pin"], "LAMP_LEFT_EN", [("Q16", "G")]
    yield "buttons.lamp_right_pin", b["lamp_right_pin"], "LAMP_RIGHT_EN", [("Q17", "G")]
    yield "display.sda_pin", disp["sda_pin"], "I2C_SDA", [("DS41", "D"), ("DS42", "D")]
    yield "display.scl_pin", disp["scl_pin"], "I2C_SCL", [("DS41", "C"), ("DS42", "C")]
    for k, gp in enumerate(PINMAP["usb_cc_pins"]):
        yield "usb_cc_pins[%d]" % k, gp, "CC%d_SENSE" % (k + 1), [("R%d" % (k + 3), "2")]
    yield "debug_uart.tx_pin", uart["tx_pin"], "UART_TX", [("J2", "Pin_1")]
    yield "debug_uart.rx_pin", uart["rx_pin"], "UART_RX", [("J2", "Pin_2")]


def test_every_gpio_of_the_pin_map_lands_on_the_net_the_firmware_expects(board):
    for key, gp, name, reaches in gpio_expectations():
        net = net_of(board, "U1", gpio_name(gp))
        assert net.name == name, "%s = GP%d is on %s, not %s" % (key, gp, net.name, name)
        missing = set(reaches) - ends(net)
        assert not missing, "%s (%s) does not reach %s" % (key, name, sorted(missing))


def test_no_gpio_is_claimed_twice_or_shorted_to_another(board):
    claimed = {}
    for key, gp, name, _ in gpio_expectations():
        assert gp not in claimed, "GP%d is both %s and %s" % (gp, claimed[gp], key)
        claimed[gp] = key
    for gp in range(30):
        pin = board["parts"]["U1"][gpio_name(gp)]
        if pin.net is None or pin.net.name == "__NOCONNECT":
            continue
        pico_pins = [p for p in pin.net.pins if p.part.ref == "U1"]
        assert len(pico_pins) == 1, "GP%d shares %s with %s" % (gp, pin.net.name, [p.name for p in pico_pins])


def test_each_bars_mux_inputs_carry_the_points_the_pin_map_says(board):
    runs = PINMAP["sensors"]["mux_rows"]
    bar_muxes = ["U%d16" % n for n in range(1, 16)]
    for k, run in enumerate(runs):
        row_net = net_of(board, "U7", "I%d" % k)
        (mux,) = [ref for ref, pin in ends(row_net) if ref in bar_muxes and pin == "COM"]
        for c, point in enumerate(segment_points(15, run)):
            sensors = [ref for ref, pin in ends(net_of(board, mux, "I%d" % c)) if pin == "OUT"]
            assert len(sensors) == 1
            role = board["parts"][sensors[0]].fields["Role"]
            name = FILES[point % 15] + str(point // 15 + 1)
            assert role == "sensor " + name, "second-level input %d, %s input %d: %s, pin map says %s" % (
                k, mux, c, role, name)
        # the row's reference on the spare input: VS/2 from the bar's own divider
        ref_input = PINMAP["sensors"]["row_reference_input"]
        ref_net = net_of(board, mux, "I%d" % ref_input)
        assert sum(1 for ref, _ in ends(ref_net) if ref.startswith("R")) == 2


def test_the_led_chain_runs_in_the_pin_maps_order_and_returns_to_its_gpio(board):
    parts = board["parts"]
    din = {}
    for ref, part in parts.items():
        if ref.startswith("D") and part.fields["MPN"].startswith("WS2812"):
            din[part["DIN"].net.name] = part
    order, passed = [], []
    net = net_of(board, "R8", "2")  # after the level shifter and its series resistor
    series = {}  # each bar's series resistors, at its first LED and its last: pass through them
    for ref, part in parts.items():
        if ref.startswith("R") and "LED data" in part.fields["Role"] and "series" in part.fields["Role"]:
            series[part[1].net.name] = part
    resistors = ["R8"]
    while net.name in din or net.name in series:
        while net.name in series:
            resistors.append(series[net.name].ref)
            net = series[net.name][2].net
        if net.name not in din:
            break   # the chain's end, past the last bar's own resistor
        led = din.pop(net.name)
        order.append(led.fields["Role"].split()[-1])
        passed.append(resistors)
        resistors = []
        net = led["DOUT"].net
    assert not din, "LEDs off the chain: %s" % sorted(din)
    table = chain_table(15, PINMAP["leds"]["chain"])
    expected = [None] * 225
    for p in range(225):
        expected[table[p]] = FILES[p % 15] + str(p // 15 + 1)
    assert order == expected
    assert ("R9", "1") in ends(net)  # the last LED's data comes back to the chain-end GPIO
    # each ribbon the data crosses has a series resistor at both ends: the controller's R8 and bar
    # 1's at its first LED, then for every next bar the last bar's at its last LED and its own
    hops = [r for r in passed if r]
    assert hops[0] == ["R8", "R103"]
    assert hops[1:] == [["R%d04" % (bar - 1), "R%d03" % bar] for bar in range(2, 16)]
    assert resistors == ["R1504"]   # and the last bar's before the chain end's divider


def test_bars_are_identical_but_for_their_rank(board):
    def generic(net, n):
        """A bar's net name with its rank taken out."""
        name = net.name if net is not None else ""
        name = {"ROW%d_VS" % n: "VS", "ROW%d_OUT" % n: "OUT", "LED_D%d" % n: "DIN", "LED_D%d" % (n + 1): "DOUT"}.get(name, name)
        return re.sub(r"([A-O])%d$" % n, r"\1#", name.replace("R%02d/" % n, ""))

    def shape(n):
        out = []
        for ref, part in sorted(board["parts"].items()):
            number = ref.lstrip("UCDRJ")
            if number.isdigit() and int(number) // 100 == n:
                pins = tuple((pin.name, generic(pin.net, n)) for pin in part.pins)
                out.append((ref[0], int(number) % 100, part.fields["MPN"], part.value, pins))
        return sorted(out)

    first = shape(1)
    assert len(first) == 15 + 15 + 15 + 15 + 1 + 2 + 3 + 1 + 2  # sensors, their caps, LEDs, their caps, mux, ref, caps, cable, data resistors (in, out)
    assert ("U", 1, "DRV5055A3QDBZR", "DRV5055A3", (("VCC", "VS"), ("OUT", "SENSE_A#"), ("GND", "AGND"))) in first
    for n in range(2, 16):
        assert shape(n) == first, "bar %d differs from bar 1" % n


PCB_FILES = ["generated/%s%s" % (pcb, ext) for pcb in ("controller", "row-bar", "clock-panel") for ext in (".net", "-bom.csv")]
GENERATED = ["BOM.csv", "generated/tengen.net", "generated/block-diagram.svg", "generated/row-bar.svg",
             "generated/board.svg", "generated/cables.svg", "generated/plate.dxf"] + PCB_FILES


def test_each_pcbs_netlist_holds_its_share_of_the_product(board):
    """The three PCB netlists, read back from their files: the controller, the clock panel and one
    bar (15 times, ranks 1-15) are every part of the product, each pin on the same net but for the
    bar's rank-specific cable signals (VS, OUT, DIN, DOUT)."""
    from hardware.schematic import netlist as nl
    from hardware.schematic.design import BAR_CABLE, Board

    files = {str(p.relative_to(ROOT / "hardware")): text for p, text in board["files"].items()}
    product = nl.parse(files["generated/tengen.net"])
    pcbs = {pcb: nl.parse(files["generated/%s.net" % pcb]) for pcb in ("controller", "row-bar", "clock-panel")}

    def pin_nets(netlist):
        return {(node.ref, node.pin): name for name, nodes in netlist.nets.items() for node in nodes}

    whole = pin_nets(product)
    expected = {}
    for pcb in ("controller", "clock-panel"):
        expected.update(pin_nets(pcbs[pcb]))
    bar = pin_nets(pcbs["row-bar"])
    for n in range(1, 16):
        for (ref, pin), name in bar.items():
            number = int(ref.lstrip("UCDRJ"))
            ref_n = ref.rstrip("0123456789") + str(n * 100 + number % 100)
            if name in BAR_CABLE.values():
                name = Board._bar_net(n, name)
            elif name not in ("V3V3", "AGND", "GND", "V5_LED") and not name.startswith("COL_S"):
                name = "R%02d/%s" % (n, name.replace("1", str(n)) if re.search(r"[A-O]1$", name) else name)
            expected[(ref_n, pin)] = name
    assert set(product.comps) == {r for r, _ in expected}
    assert len(product.comps) == len(pcbs["controller"].comps) + len(pcbs["clock-panel"].comps) + 15 * len(pcbs["row-bar"].comps)
    assert expected == whole


@pytest.mark.parametrize("name", GENERATED)
def test_committed_files_are_what_the_design_generates(board, name):
    path = ROOT / "hardware" / name
    files = {str(p.relative_to(ROOT / "hardware")): text for p, text in board["files"].items()}
    assert name in files
    assert path.exists(), "run python -m hardware.schematic (make hardware)"
    assert path.read_text() == files[name], "%s is stale: run make hardware" % name


def test_every_generated_file_is_checked_and_nothing_else_lies_in_generated(board):
    made = {str(p.relative_to(ROOT / "hardware")) for p in board["files"]}
    assert made == set(GENERATED)
    committed = {"generated/" + p.name for p in (ROOT / "hardware" / "generated").iterdir()}
    # The other generators' outputs, each checked by its own test (tests/test_menu.py, tests/test_pcb.py).
    others = {"generated/menu-card.svg", "generated/menu-card.pdf", "generated/menu-card.ru.svg",
              "generated/menu-card.ru.pdf", "generated/pcb"}
    assert committed <= made | others, "left over: %s" % sorted(committed - made - others)


def test_every_active_part_has_a_second_source_and_the_bom_adds_up(board):
    import csv
    import io

    rows = list(csv.DictReader(io.StringIO(board["files"][ROOT / "hardware" / "BOM.csv"])))
    total = rows.pop()
    assert total["refs"] == "TOTAL"
    for row in rows:
        if row["active"] == "yes":
            assert row["second_source"] not in ("", "-"), row["refs"]
        assert abs(float(row["total_usd"]) - int(row["qty"]) * float(row["unit_usd"])) < 0.006
    assert abs(float(total["total_usd"]) - sum(float(r["total_usd"]) for r in rows)) < 0.01
    qty = {r["mpn"]: int(r["qty"]) for r in rows}
    assert qty["DRV5055A3QDBZR"] == 225 and qty["WS2812B-B/W"] == 225 and qty["CD74HC4067M96"] == 16
    # sensors, LEDs, 16 muxes, 15 row rails, the decoder, the buffer, the self-test reservoir, and the
    # RP2040's 6 IOVDD, 2 DVDD, USB_VDD and ADC_AVDD pins and its flash
    assert qty["GRM155R71C104KA88D"] == 225 + 225 + 16 + 15 + 3 + 11


def test_the_reviews_findings_are_fixed_in_the_circuit(board):
    parts = board["parts"]
    # power-up: the bulk capacitor on the unswitched 5 V; a slew-limited LED switch; named limit and ramp
    assert ("C1", "1") in ends(net_of(board, "U3", 4)) and net_of(board, "U3", 4).name == "V5"
    assert ("C5", "1") in ends(net_of(board, "U4", "CT")) and ("R5", "1") in ends(net_of(board, "U3", "ILIM"))
    assert ("C3", "1") in ends(net_of(board, "U3", "dVdT"))
    # analog: the ADC's supply and reference is the sensors' own 3V3; the self-test divider hangs on 3V3
    assert net_of(board, "U1", "ADC_AVDD").name == "V3V3" and net_of(board, "U116", "VCC").name == "V3V3"
    assert net_of(board, "R13", "1").name == "V3V3"
    # AGND meets GND only at the net tie
    for ref, part in parts.items():
        if len(part.pins) == 2 and ref != "NT1":
            assert {p.net.name for p in part.pins} != {"AGND", "GND"}, ref
    # the bar cable: the row output between AGND pins, the LED data at the far end
    cable = d_cable()
    out = [p for p, s in cable.items() if s == "OUT"][0]
    assert cable[out - 1] == "AGND" and cable[out + 1] == "AGND"
    for p, s in cable.items():
        if s in ("DIN", "DOUT"):
            assert abs(p - out) >= 6
    # USB: ESD on both data lines; per-bar LED bulk capacitors
    assert ("U2", "I/O1") in ends(net_of(board, "J1", "A6")) and ("U2", "I/O2") in ends(net_of(board, "J1", "A7"))
    for n in range(1, 16):
        assert ("C%d34" % n, "1") in ends(net_of(board, "D%d01" % n, "VDD"))


def d_cable():
    from hardware.schematic.design import BAR_CABLE

    return BAR_CABLE


def test_the_bar_connector_fits_the_bar_either_way_round(board):
    """The bar's cable connector, by its body's outline in KiCad's footprint (F.Fab: the Gecko's
    courtyard in KiCad 6's library is a 1 mm strip along one wall, not its body), inside the bar
    with 1 mm to each edge."""
    from hardware import geometry
    from hardware.schematic import sources

    footprint = board["parts"]["J101"].footprint
    assert board["parts"]["J21"].footprint == footprint  # the same cable's other end
    w, h = sources.footprint_courtyard(footprint, "F.Fab")
    assert max(w, h) <= geometry.BAR_WIDTH - 2.0, "%s is %.1f x %.1f mm on a %g mm bar" % (footprint, w, h, geometry.BAR_WIDTH)
    assert min(sources.footprint_courtyard(footprint)) < 1.5 < min(w, h)   # that courtyard, and the body
    # the 2.54 mm box header it replaced did not: 29 mm long
    assert max(sources.footprint_courtyard("Connector_IDC:IDC-Header_2x08_P2.54mm_Vertical")) > geometry.BAR_WIDTH


def test_the_protection_the_review_asked_for(board):
    parts = board["parts"]
    # the TVS's stand-off above USB's 5.25 V
    assert parts["D1"].value == "SMBJ6.0A"
    # the eFuse's OVP on a divider from VBUS, tripping above a USB-C source's 5.5 V (USB PD vSafe5V's
    # upper limit) over the threshold's and the resistors' tolerances, and below ~6 V
    from hardware.schematic import design as d
    ovp = net_of(board, "U3", "OVP")
    assert {("R63", "2"), ("R64", "1")} <= ends(ovp) and net_of(board, "R63", "1").name == "VBUS"
    low, high = 0.97 * (1 + d.R_OVP_TOP * 0.99 / (d.R_OVP_BOTTOM * 1.01)), 1.01 * (1 + d.R_OVP_TOP * 1.01 / (d.R_OVP_BOTTOM * 0.99))
    assert 5.5 < low and high < 6.1, (low, high)
    # ESD on CC1/CC2 as on D+/D-
    assert ("U8", "I/O1") in ends(net_of(board, "J1", "A5")) and ("U8", "I/O2") in ends(net_of(board, "J1", "B5"))
    # every bar's first LED behind its own series resistor, not only the first bar's
    for n in range(1, 16):
        r = parts["R%d03" % n]
        assert net_of(board, "R%d03" % n, "1").name == "LED_D%d" % n
        assert ("D%d01" % n, "DIN") in ends(net_of(board, "R%d03" % n, "2")) and r.value == "390R"
