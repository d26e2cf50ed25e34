"""The Tengen board as a circuit: the controller, 15 identical row bars and the cables between them.

References are fixed: controller parts below 100, bar n's parts n*100 + k (bar 3's sensor under
file c is U303), the controller's bar connectors J21..J35, the clock panel's parts 40-59.

The choices that the firmware depends on (tests/test_hardware_schematic.py checks them against
hardware/pinmap.json):
  * bar n carries rank n (row n - 1); its mux input k reads file k (a..o); the second-level mux
    input r reads bar r + 1; input 15 of each bar's mux is that row's reference (VS/2).
  * the LED chain runs a -> o on every bar (bars are identical); each bar's last LED returns its
    data on the bar's own cable, and the controller passes it on to the next bar: rank 1 a->o,
    rank 2 a->o, ... ("rows"). Rank 15's data comes back to GP22, so a broken chain shows.
The design values that set currents, ramps and timing are named here; hardware/budget.py reads
them.
"""

import builtins

from skidl import POWER, Net, reset

from .parts import INFO, make, passive

SIZE = 15
FILES = "abcdefghijklmno"

# -- named design values (hardware/budget.py computes the budget from these) -------------------
R_ILIM = 24.9e3        # eFuse current limit: I_LIM = 89 kOhm*A / R_ILIM (3.29 A at -8 %: above 3 A)
C_DVDT = 22e-9         # eFuse output ramp at plug-in: t = 8.3e4 s/(V*F) * V_IN * C_DVDT
C_BULK = 470e-6        # on the unswitched 5 V rail (after the eFuse): holds the 3V3 regulator up
C_VBUS = 10e-6         # at the USB-C input: no more than USB allows before the eFuse
C_CT = 22e-9           # LED rail switch slew: SR = 0.39 us/(V*pF) * CT + 13.4 us/V (TPS22965 SLVSBJ0F 9.3.1;
                       # CT reaches 12 V: rated >= 25 V, the BOM's GRM155R71H223 is 50 V)
C_LED_BAR = 47e-6      # per bar, at the bar's LED supply entry
C_LED_EACH = 100e-9    # per LED
C_LED_CTRL = 10e-6     # on the switched LED rail at the controller
C_3V3 = 100e-6         # on the 3V3 rail: a row switching on takes its charge from here
C_ROW = 100e-9         # per bar, at the row's switched sensor rail entry
C_SENSOR = 100e-9      # per sensor
R_ROW_GATE = 4.7e3     # 74HC154 output -> row P-FET gate: slows the row's inrush
R_ROW_REF = 10e3       # each bar's reference divider (2 x), VS/2 on mux input 15; no capacitor:
                       # 5 kOhm into the mux path's ~30 pF settles within the 2 us mux settle
R_SELFTEST = 100e3     # the second-level mux's self-test divider from 3V3 (2 x), not from ADC_VREF
C_SELFTEST = 100e-9
R_I2C = 2.2e3          # I2C pull-ups to 3V3
R_CC = 5.1e3
R_USB = 27.0           # USB D+/D- series, "Hardware design with RP2040" (Raspberry Pi), the minimal design
C_LDO = 10e-6          # the 3V3 regulator's input and output (AP7361C, DS37274: >= 1 uF in, >= 2.2 uF out)
R_LED_SERIES = 390.0   # at both ends of every ribbon the LED data crosses: the driver's end (the controller's
                       # buffer, each bar's last LED) and the receiver's (each bar's first LED)
R_IMON = 11.8e3        # eFuse current monitor: 52 uA/A x 11.8 kOhm = 0.61 V/A, linear to 4.2 A at a 4.75 V source
                       # (limit: min(V_IN - 2.2 V, 6 V), TPS25940-Q1 SLVSDJ0E 9.3.6), above the current
                       # limit's 3.86 A maximum; 20 kOhm saturated at ~2.5 A (hardware/budget.py checks it)
R_OVP_TOP = 48.7e3     # eFuse OVP divider from VBUS: V(OV) = V(OVPR) * (R_top + R_bottom) / R_bottom
R_OVP_BOTTOM = 10e3    # (TPS25940-Q1 data sheet SLVSDJ0E, 10.2.2.3 "Undervoltage Lockout and Overvoltage
                       # Set Point"), V(OVPR) 0.97 / 0.99 / 1.01 V (the same OVP comparator's figures in the
                       # TPS2594x data sheet SLVSCE9D, 7.5; the TPS25940's own table is to be confirmed):
                       # 5.81 V typ, 5.60-6.03 V with 1 % resistors. Above a USB-C source's 5.5 V (USB PD's
                       # vSafe5V upper limit: 45.3 kOhm cut off from 5.30 V); a faulty 9-20 V source is cut
                       # off (D1 clamps its first spike)

# The GPIOs and the nets they drive or read (the pin map's keys are checked against this).
GPIO_NETS = {
    0: "UART_TX", 1: "UART_RX", 2: "COL_S0", 3: "COL_S1", 4: "COL_S2", 5: "COL_S3",
    6: "ROW_A0", 7: "ROW_A1", 8: "ROW_A2", 9: "ROW_A3", 10: "ROW_PWR_EN_N", 11: "LED_PWR_EN",
    12: "BTN_MENU", 13: "BTN_ARBITER", 14: "BTN_LEFT", 15: "BTN_RIGHT", 16: "LED_DATA_3V3",
    17: "LAMP_LEFT_EN", 18: "LAMP_RIGHT_EN", 20: "I2C_SDA", 21: "I2C_SCL", 22: "LED_CHAIN_END_3V3",
    26: "HALL_ADC", 27: "CC1_SENSE", 28: "CC2_SENSE",
}
SPARE_GPIOS = (19, 23, 24, 25, 29)  # 23-25 and 29 were the Pico module's own (SMPS mode, VBUS, LED, VSYS/3)


def gpio_name(gp):
    """The RP2040 pin of GPIO `gp` as KiCad's symbol names it (GPIO26..29 carry their ADC channel)."""
    return "GPIO%d_ADC%d" % (gp, gp - 26) if gp >= 26 else "GPIO%d" % gp

# The bar's 2x8 cable (Harwin Gecko, 1.25 mm, keyed), pin by pin: analog lines at one end, LED lines at the other, ground between.
BAR_CABLE = {1: "V3V3", 2: "AGND", 3: "VS", 4: "AGND", 5: "OUT", 6: "AGND", 7: "COL_S0", 8: "COL_S1",
             9: "COL_S2", 10: "COL_S3", 11: "GND", 12: "DIN", 13: "GND", 14: "DOUT", 15: "V5_LED", 16: "V5_LED"}
PANEL_CABLE = {1: "V5", 2: "V5", 3: "GND", 4: "GND", 5: "V3V3", 6: "I2C_SDA", 7: "I2C_SCL", 8: "GND",
               9: "BTN_LEFT", 10: "BTN_RIGHT", 11: "BTN_MENU", 12: "BTN_ARBITER", 13: "LAMP_LEFT_N",
               14: "LAMP_RIGHT_N", 15: "GND", 16: "GND"}


def _fmt(farads):
    for unit, scale in (("uF", 1e-6), ("nF", 1e-9)):
        if farads >= scale:
            return "%g%s" % (round(farads / scale, 3), unit)
    return "%gpF" % (farads * 1e12)


def _ohms(value):
    return "%gk" % (value / 1e3) if value >= 1e3 else "%gR" % value


# The PCBs the product is made of: each gets its own netlist (hardware/generated/<pcb>.net).
PCBS = ("controller", "row-bar", "clock-panel")


class Board:
    """Builds the circuit into SKiDL's default circuit; nets by name in self.nets.

    pcb=None builds the whole product (controller, clock panel, 15 bars and the cables' nets);
    pcb="controller", "clock-panel" or "row-bar" builds one PCB alone, its cable signals named as on
    its connector. The row bar is one design for all 15 ranks: built as bar 1 (references 1xx), its
    rank-specific cable nets named VS, OUT, DIN and DOUT.
    """

    def __init__(self, pcb=None):
        assert pcb is None or pcb in PCBS, pcb
        reset()
        INFO.clear()
        builtins.default_circuit.no_files = True  # outputs are written by hardware.schematic itself
        self.nets = {}
        self.bars = {}
        self.alone = pcb is not None
        for name in ("GND", "AGND", "V3V3", "V5", "VBUS", "V5_LED"):
            self.net(name).drive = POWER
        if pcb in (None, "controller"):
            self.controller()
        if pcb in (None, "clock-panel"):
            self.clock_panel()
        if pcb is None:
            for n in range(1, SIZE + 1):
                self.row_bar(n)
        elif pcb == "row-bar":
            self.row_bar(1)

    def net(self, name):
        if name not in self.nets:
            self.nets[name] = Net(name)
        return self.nets[name]

    def connect(self, pin, name):
        self.net(name).__iadd__(pin)

    @staticmethod
    def pins(part, name):
        """Every pin of `part` named exactly `name` (IN, OUT, GND: several pins share a name)."""
        found = [p for p in part.pins if p.name == name]
        assert found, "%s has no pin %s" % (part.ref, name)
        return found

    def tie(self, part, name, net):
        for pin in self.pins(part, name):
            pin += self.net(net)

    # -- controller ------------------------------------------------------------------------------
    def controller(self):
        n = self.net
        mcu = make("rp2040", "U1", role="MCU (RP2040 minimal design, USB on its own pins)")
        for gp, name in GPIO_NETS.items():
            mcu[gpio_name(gp)] += n(name)
        for gp in SPARE_GPIOS:
            mcu[gpio_name(gp)] += builtins.default_circuit.NC
        self.rp2040(mcu)
        tie = make("nettie", "NT1", role="AGND meets GND at the RP2040 only")
        tie[1] += n("AGND")
        tie[2] += n("GND")
        tp = make("testpoint", "TP1", role="RUN (reset) for the test jig")
        mcu["RUN"] += n("RUN")
        tp[1] += n("RUN")

        # USB-C: Rd on CC, the CC voltages to ADC1/ADC2, ESD on the data lines, a TVS on VBUS.
        usb = make("usbc", "J1", role="power and host link")
        self.tie(usb, "VBUS", "VBUS")
        self.tie(usb, "GND", "GND")
        usb["SHIELD"] += n("GND")
        self.tie(usb, "D+", "USB_DP")
        self.tie(usb, "D-", "USB_DN")
        usb["SBU1"] += builtins.default_circuit.NC
        usb["SBU2"] += builtins.default_circuit.NC
        for k, cc in ((1, "CC1"), (2, "CC2")):
            usb[cc] += n(cc)
            rd = passive("R", "R%d" % k, "5.1k", "0402", role="USB-C Rd on %s" % cc)
            rd[1] += n(cc)
            rd[2] += n("GND")
            rs = passive("R", "R%d" % (k + 2), "10k", "0402", role="%s sense series" % cc)
            rs[1] += n(cc)
            rs[2] += n("%s_SENSE" % cc)
        # D+/D- to the RP2040's own USB pins through the 27 Ohm series resistors of Raspberry Pi's
        # "Hardware design with RP2040" (USB full speed's 90 Ohm line with the chip's driver impedance)
        for ref, line, pin in (("R65", "USB_DP", "USB_DP"), ("R66", "USB_DN", "USB_DM")):
            r = passive("R", ref, _ohms(R_USB), "0402", role="%s series" % line)
            r[1] += n(line)
            r[2] += n(line + "_MCU")
            mcu[pin] += n(line + "_MCU")
        esd = make("esd", "U2", role="USB data ESD")
        self.tie(esd, "I/O1", "USB_DP")
        self.tie(esd, "I/O2", "USB_DN")
        esd["VBUS"] += n("VBUS")
        esd["GND"] += n("GND")
        # CC1/CC2 leave the board on the receptacle too: the same ESD array as the data lines
        esd_cc = make("esd", "U8", role="USB CC ESD")
        self.tie(esd_cc, "I/O1", "CC1")
        self.tie(esd_cc, "I/O2", "CC2")
        esd_cc["VBUS"] += n("VBUS")
        esd_cc["GND"] += n("GND")
        tvs = make("tvs", "D1", role="VBUS transient clamp")
        tvs["K"] += n("VBUS")
        tvs["A"] += n("GND")
        cin = passive("C", "C2", _fmt(C_VBUS), "0805", role="VBUS input")
        cin[1] += n("VBUS")
        cin[2] += n("GND")

        # eFuse: current limit and plug-in ramp set by R5 and C3.
        efuse = make("efuse", "U3", role="5 V input protection, inrush ramp")
        self.tie(efuse, "IN", "VBUS")
        efuse["EN/UVLO"] += n("VBUS")
        self.tie(efuse, "GND", "GND")  # pin 16 and the exposed pad (21), as the data sheet asks
        for name in ("DEVSLP", "PGTH"):
            efuse[name] += n("GND")
        # overvoltage: VBUS above ~5.5 V opens the eFuse (was tied off; the WS2812B's VDD max is 5.3 V)
        ovp_top = passive("R", "R63", _ohms(R_OVP_TOP), "0402", role="eFuse OVP divider, from VBUS")
        ovp_top[1] += n("VBUS")
        ovp_top[2] += n("EFUSE_OVP")
        ovp_bottom = passive("R", "R64", _ohms(R_OVP_BOTTOM), "0402", role="eFuse OVP divider")
        ovp_bottom[1] += n("EFUSE_OVP")
        ovp_bottom[2] += n("GND")
        efuse["OVP"] += n("EFUSE_OVP")
        self.tie(efuse, "OUT", "V5")
        efuse["PGOOD"] += builtins.default_circuit.NC
        efuse["FLT"] += builtins.default_circuit.NC
        rilim = passive("R", "R5", _ohms(R_ILIM), "0402", role="eFuse current limit")
        rilim[1] += n("EFUSE_ILIM")
        rilim[2] += n("GND")
        efuse["ILIM"] += n("EFUSE_ILIM")
        cdvdt = passive("C", "C3", _fmt(C_DVDT), "0402", role="eFuse output ramp")
        cdvdt[1] += n("EFUSE_DVDT")
        cdvdt[2] += n("GND")
        efuse["dVdT"] += n("EFUSE_DVDT")
        rimon = passive("R", "R6", _ohms(R_IMON), "0402", role="eFuse current monitor, TP2")
        efuse["IMON"] += n("EFUSE_IMON")
        rimon[1] += n("EFUSE_IMON")
        rimon[2] += n("GND")
        make("testpoint", "TP2", role="IMON: the 5 V current")[1] += n("EFUSE_IMON")
        bulk = passive("C", "C1", _fmt(C_BULK), "radial-8x11.5", role="bulk on the unswitched 5 V rail")
        bulk[1] += n("V5")
        bulk[2] += n("GND")
        # 3V3 from V5 through a linear regulator: quiet (the sensors' supply), 1 A
        ldo = make("ldo", "U10", role="3V3 regulator (RP2040, sensors, muxes)")
        ldo["VI"] += n("V5")
        ldo["VO"] += n("V3V3")
        ldo["GND"] += n("GND")
        self._decouple("C75", "V5", "GND", "3V3 regulator input", value=_fmt(C_LDO), size="0805")
        self._decouple("C76", "V3V3", "GND", "3V3 regulator output", value=_fmt(C_LDO), size="0805")
        c3v3 = passive("C", "C4", _fmt(C_3V3), "1210", role="3V3 reservoir for the row switches")
        c3v3[1] += n("V3V3")
        c3v3[2] += n("GND")
        make("testpoint", "TP3", role="V5")[1] += n("V5")
        make("testpoint", "TP4", role="V5_LED")[1] += n("V5_LED")
        make("testpoint", "TP5", role="V3V3")[1] += n("V3V3")

        # LED rail: a load switch with a slew set by C5 (no step onto the LED capacitance).
        sw = make("loadswitch", "U4", role="LED rail switch, slew-limited")
        self.tie(sw, "VIN", "V5")
        sw["VBIAS"] += n("V5")
        sw["ON"] += n("LED_PWR_EN")
        self.tie(sw, "GND", "GND")
        self.tie(sw, "VOUT", "V5_LED")
        ct = passive("C", "C5", _fmt(C_CT), "0402", role="LED rail slew")
        sw["CT"] += n("LED_SW_CT")
        ct[1] += n("LED_SW_CT")
        ct[2] += n("GND")
        pd = passive("R", "R7", "100k", "0402", role="LED rail off until the firmware runs")
        pd[1] += n("LED_PWR_EN")
        pd[2] += n("GND")
        cled = passive("C", "C6", _fmt(C_LED_CTRL), "0805", role="LED rail at the controller")
        cled[1] += n("V5_LED")
        cled[2] += n("GND")

        # LED data: 3.3 V -> 5 V buffer powered from the LED rail, then 390 Ohm to bar 1.
        buf = make("buffer", "U5", role="LED data level shifter")
        buf["NC"] += builtins.default_circuit.NC
        buf["A"] += n("LED_DATA_3V3")
        buf["GND"] += n("GND")
        buf["VCC"] += n("V5_LED")
        buf["Y"] += n("LED_DATA_5V")
        rs = passive("R", "R8", _ohms(R_LED_SERIES), "0402", role="LED data series")
        rs[1] += n("LED_DATA_5V")
        rs[2] += n("LED_D1")
        cbuf = passive("C", "C7", "100nF", "0402", role="buffer decoupling")
        cbuf[1] += n("V5_LED")
        cbuf[2] += n("GND")
        # Rank 15's last LED comes back: 10k/20k to 3.3 V levels on GP22.
        top = passive("R", "R9", "10k", "0402", role="chain end divider")
        top[1] += n("LED_D16")
        top[2] += n("LED_CHAIN_END_3V3")
        bottom = passive("R", "R10", "20k", "0402", role="chain end divider")
        bottom[1] += n("LED_CHAIN_END_3V3")
        bottom[2] += n("GND")

        # Row power: the 74HC154 picks one row's P-FET; ROW_PWR_EN_N high (pull-up) = every row off.
        dec = make("decoder", "U6", role="row power decoder")
        for k in range(4):
            dec["A%d" % k] += n("ROW_A%d" % k)
        dec["~E0"] += n("ROW_PWR_EN_N")
        dec["~E1"] += n("ROW_PWR_EN_N")
        dec["VCC"] += n("V3V3")
        dec["GND"] += n("GND")
        dec["Y15"] += builtins.default_circuit.NC  # row address 15: no row powered (the self-test reads then)
        pu = passive("R", "R11", "10k", "0402", role="rows off while the RP2040 boots")
        pu[1] += n("ROW_PWR_EN_N")
        pu[2] += n("V3V3")
        self._decouple("C8", "V3V3", "GND", "decoder decoupling")
        for r in range(SIZE):
            bar = r + 1
            q = make("pfet", "Q%d" % bar, role="rank %d sensor rail switch" % bar)
            q["S"] += n("V3V3")
            q["D"] += n("ROW%d_VS" % bar)
            q["G"] += n("ROW%d_GATE" % bar)
            n("ROW%d_VS" % bar).drive = POWER
            series = passive("R", "R%d" % (20 + bar), _ohms(R_ROW_GATE), "0402", role="rank %d gate: inrush" % bar)
            series[1] += dec["Y%d" % r]
            series[2] += n("ROW%d_GATE" % bar)
            hold = passive("R", "R%d" % (40 + bar), "100k", "0402", role="rank %d gate pull-up" % bar)
            hold[1] += n("ROW%d_GATE" % bar)
            hold[2] += n("V3V3")

        # Second-level mux: input r = bar r + 1; input 15 = the self-test divider.
        mux = make("mux16", "U7", role="second-level mux (row select)")
        for k in range(4):
            mux["S%d" % k] += n("ROW_A%d" % k)
        mux["~E"] += n("ROW_PWR_EN_N")
        mux["VCC"] += n("V3V3")
        mux["GND"] += n("AGND")
        for r in range(SIZE):
            mux["I%d" % r] += n("ROW%d_OUT" % (r + 1))
        mux["I15"] += n("SELFTEST_MID")
        mux["COM"] += n("MUX_COM")
        self._decouple("C9", "V3V3", "AGND", "second-level mux decoupling")
        radc = passive("R", "R12", "100R", "0402", role="ADC0 series")
        radc[1] += n("MUX_COM")
        radc[2] += n("HALL_ADC")
        top = passive("R", "R13", _ohms(R_SELFTEST), "0402", role="self-test divider, from 3V3")
        top[1] += n("V3V3")
        top[2] += n("SELFTEST_MID")
        bottom = passive("R", "R14", _ohms(R_SELFTEST), "0402", role="self-test divider")
        bottom[1] += n("SELFTEST_MID")
        bottom[2] += n("AGND")
        cmid = passive("C", "C10", _fmt(C_SELFTEST), "0402", role="self-test reservoir")
        cmid[1] += n("SELFTEST_MID")
        cmid[2] += n("AGND")

        # Buttons: 10k pull-ups and 1 nF at the connector; lamps through N-FETs; I2C pull-ups.
        for k, name in enumerate(("BTN_LEFT", "BTN_RIGHT", "BTN_MENU", "BTN_ARBITER")):
            pu = passive("R", "R%d" % (15 + k), "10k", "0402", role="%s pull-up" % name)
            pu[1] += n(name)
            pu[2] += n("V3V3")
            c = passive("C", "C%d" % (11 + k), "1nF", "0402", role="%s EMI filter" % name)
            c[1] += n(name)
            c[2] += n("GND")
        for k, side in enumerate(("LEFT", "RIGHT")):
            q = make("nfet", "Q%d" % (16 + k), role="%s button lamp" % side.lower())
            q["G"] += n("LAMP_%s_EN" % side)
            q["S"] += n("GND")
            q["D"] += n("LAMP_%s_N" % side)
            pd = passive("R", "R%d" % (19 + k), "100k", "0402", role="lamp off at boot")
            pd[1] += n("LAMP_%s_EN" % side)
            pd[2] += n("GND")
        for ref, name in (("R61", "I2C_SDA"), ("R62", "I2C_SCL")):
            pu = passive("R", ref, _ohms(R_I2C), "0402", role="%s pull-up" % name)
            pu[1] += n(name)
            pu[2] += n("V3V3")
        uart = make("header3", "J2", role="debug UART0")
        uart[1] += n("UART_TX")
        uart[2] += n("UART_RX")
        uart[3] += n("GND")
        panel = make("header16", "J3", role="clock panel cable")
        for pin, name in PANEL_CABLE.items():
            panel[pin] += n(name)
        for r in range(SIZE):
            bar = r + 1
            j = make("header16fine", "J%d" % (20 + bar), role="rank %d bar cable" % bar)
            for pin, name in BAR_CABLE.items():
                j[pin] += n(self._bar_net(bar, name))

    def rp2040(self, mcu):
        """The RP2040's own circuit, as the guide's minimal design: decoupling at every supply pin, the
        core regulator's 1 uF, the 12 MHz crystal with 1 kOhm on XOUT, the QSPI flash, BOOTSEL, SWD."""
        n = self.net
        self.tie(mcu, "IOVDD", "V3V3")
        mcu["USB_VDD"] += n("V3V3")
        mcu["ADC_AVDD"] += n("V3V3")  # the sensors' own rail: readings ratiometric, its ripple cancels
        mcu["VREG_IN"] += n("V3V3")
        mcu["VREG_VOUT"] += n("V1V1")
        self.tie(mcu, "DVDD", "V1V1")
        mcu["GND"] += n("GND")
        mcu["TESTEN"] += n("GND")
        for k, ref in enumerate(("C60", "C61", "C62", "C63", "C64", "C65")):
            self._decouple(ref, "V3V3", "GND", "RP2040 IOVDD decoupling (%d of 6)" % (k + 1))
        self._decouple("C66", "V1V1", "GND", "RP2040 DVDD decoupling")
        self._decouple("C67", "V1V1", "GND", "RP2040 DVDD decoupling")
        self._decouple("C68", "V3V3", "GND", "RP2040 VREG_IN", value="1uF")
        self._decouple("C69", "V1V1", "GND", "RP2040 VREG_VOUT", value="1uF")
        self._decouple("C70", "V3V3", "GND", "RP2040 USB_VDD decoupling")
        self._decouple("C71", "V3V3", "AGND", "RP2040 ADC_AVDD decoupling")
        # 12 MHz crystal: XIN on pin 1, XOUT through 1 kOhm on pin 3, 15 pF to ground on each side
        xtal = make("crystal", "Y1", role="RP2040 12 MHz clock")
        mcu["XIN"] += n("XIN")
        xtal[1] += n("XIN")
        rx = passive("R", "R67", "1k", "0402", role="XOUT series (the guide's drive-level limit)")
        mcu["XOUT"] += n("XOUT")
        rx[1] += n("XOUT")
        rx[2] += n("XTAL_OUT")
        xtal[3] += n("XTAL_OUT")
        xtal[2] += n("GND")
        xtal[4] += n("GND")
        for ref, net in (("C73", "XIN"), ("C74", "XTAL_OUT")):
            self._decouple(ref, net, "GND", "crystal load", value="15pF")
        # QSPI flash, and BOOTSEL: QSPI_SS pulled low through 1 kOhm at reset = the USB boot loader
        flash = make("flash", "U9", role="program flash")
        for pin, net in (("~CS", "QSPI_SS"), ("DO(IO1)", "QSPI_SD1"), ("IO2", "QSPI_SD2"), ("DI(IO0)", "QSPI_SD0"),
                         ("CLK", "QSPI_SCLK"), ("IO3", "QSPI_SD3")):
            flash[pin] += n(net)
            mcu[net] += n(net)
        flash["VCC"] += n("V3V3")
        flash["GND"] += n("GND")
        self._decouple("C72", "V3V3", "GND", "flash decoupling")
        rb = passive("R", "R68", "1k", "0402", role="BOOTSEL")
        rb[1] += n("QSPI_SS")
        rb[2] += n("BOOTSEL")
        boot = make("tact", "SW1", role="BOOTSEL (held at reset: USB boot loader)")
        boot[1] += n("BOOTSEL")
        boot[2] += n("GND")
        pu = passive("R", "R69", "10k", "0402", role="RUN pull-up")
        pu[1] += n("RUN")
        pu[2] += n("V3V3")
        for ref, pin in (("TP6", "SWCLK"), ("TP7", "SWD")):
            mcu[pin] += n(pin)
            make("testpoint", ref, role="%s (debug probe)" % pin)[1] += n(pin)

    def _decouple(self, ref, rail, ground, role, value="100nF", size="0402"):
        c = passive("C", ref, value, size, role=role)
        c[1] += self.net(rail)
        c[2] += self.net(ground)
        return c

    @staticmethod
    def _bar_net(bar, name):
        """The controller-side net of a bar cable's signal."""
        return {"VS": "ROW%d_VS" % bar, "OUT": "ROW%d_OUT" % bar, "DIN": "LED_D%d" % bar,
                "DOUT": "LED_D%d" % (bar + 1)}.get(name, name)

    # -- clock panel -----------------------------------------------------------------------------
    def clock_panel(self):
        n = self.net
        j = make("header16", "J40", role="clock panel cable")
        for pin, name in PANEL_CABLE.items():
            j[pin] += n(name)
        for ref, side, address in (("DS41", "left", "0x70"), ("DS42", "right", "0x71 (A0 bridged)")):
            ds = make("display", ref, role="%s clock face, I2C %s" % (side, address))
            ds[1] += n("I2C_SCL")  # C
            ds[2] += n("I2C_SDA")  # D
            ds[3] += n("GND")      # -
            ds[4] += n("V5")       # +
            ds[5] += n("V3V3")     # IO: the I2C levels
        for ref, side in (("SW41", "LEFT"), ("SW42", "RIGHT")):
            sw = make("arcade", ref, role="%s clock button" % side.lower())
            sw["NO"] += n("BTN_%s" % side)
            sw["COM"] += n("GND")
            sw["LAMP+"] += n("V5")
            sw["LAMP-"] += n("LAMP_%s_N" % side)
        for ref, name in (("SW43", "BTN_MENU"), ("SW44", "BTN_ARBITER")):
            sw = make("tact", ref, role=name.lower())
            sw[1] += n(name)
            sw[2] += n("GND")

    # -- one row bar -----------------------------------------------------------------------------
    def row_bar(self, bar):
        """Bar `bar` (1..15) carries rank `bar`: 15 sensors on its mux, 15 LEDs a -> o."""
        base = bar * 100
        local = {}

        def n(name):  # the bar's own nets: "R03/..." (its cable's signals join the controller's)
            if name in BAR_CABLE.values():
                return self.net(name if self.alone else self._bar_net(bar, name))
            full = name if self.alone else "R%02d/%s" % (bar, name)
            local[name] = full
            return self.net(full)

        mux = make("mux16", "U%d" % (base + 16), role="rank %d mux" % bar)
        for k in range(4):
            mux["S%d" % k] += n("COL_S%d" % k)
        mux["~E"] += n("AGND")
        mux["VCC"] += n("V3V3")
        mux["GND"] += n("AGND")
        mux["COM"] += n("OUT")
        for c in range(SIZE):
            point = "%s%d" % (FILES[c], bar)
            hall = make("hall", "U%d" % (base + 1 + c), role="sensor %s" % point)
            hall["VCC"] += n("VS")
            hall["GND"] += n("AGND")
            hall["OUT"] += n("SENSE_%s" % point.upper())
            mux["I%d" % c] += n("SENSE_%s" % point.upper())
            dec = passive("C", "C%d" % (base + 1 + c), _fmt(C_SENSOR), "0402", role="sensor %s decoupling" % point)
            dec[1] += n("VS")
            dec[2] += n("AGND")
        # The row's reference: VS/2 through the same mux, so the firmware can subtract the row's offset.
        top = passive("R", "R%d" % (base + 1), _ohms(R_ROW_REF), "0402", role="rank %d reference" % bar)
        top[1] += n("VS")
        top[2] += n("REF")
        bottom = passive("R", "R%d" % (base + 2), _ohms(R_ROW_REF), "0402", role="rank %d reference" % bar)
        bottom[1] += n("REF")
        bottom[2] += n("AGND")
        mux["I15"] += n("REF")
        cmux = passive("C", "C%d" % (base + 32), "100nF", "0402", role="rank %d mux decoupling" % bar)
        cmux[1] += n("V3V3")
        cmux[2] += n("AGND")
        crow = passive("C", "C%d" % (base + 33), _fmt(C_ROW), "0402", role="rank %d sensor rail" % bar)
        crow[1] += n("VS")
        crow[2] += n("AGND")
        # LEDs a -> o; data enters at a, the last LED's DOUT goes back on the cable.
        for c in range(SIZE):
            point = "%s%d" % (FILES[c], bar)
            led = make("led", "D%d" % (base + 1 + c), role="LED %s" % point)
            led["VDD"] += n("V5_LED")
            led["VSS"] += n("GND")
            led["DIN"] += n("DIN_R") if c == 0 else n("DATA_%s" % point.upper())
            led["DOUT"] += n("DOUT_R") if c == SIZE - 1 else n("DATA_%s%d" % (FILES[c + 1].upper(), bar))
            dec = passive("C", "C%d" % (base + 16 + c), _fmt(C_LED_EACH), "0402", role="LED %s decoupling" % point)
            dec[1] += n("V5_LED")
            dec[2] += n("GND")
        # the bar's own series resistor at its first LED: the data crossed a ribbon to get here
        rdin = passive("R", "R%d" % (base + 3), _ohms(R_LED_SERIES), "0402", role="rank %d LED data series" % bar)
        rdin[1] += n("DIN")
        rdin[2] += n("DIN_R")
        # and one at its last LED, the driver of the next hop: 270-470 mm of ribbon through the
        # controller to the next bar, terminated at its source as the controller's R8 is
        rdout = passive("R", "R%d" % (base + 4), _ohms(R_LED_SERIES), "0402", role="rank %d LED data out series" % bar)
        rdout[1] += n("DOUT_R")
        rdout[2] += n("DOUT")
        bulk = passive("C", "C%d" % (base + 34), _fmt(C_LED_BAR), "1210", role="rank %d LED bulk" % bar)
        bulk[1] += n("V5_LED")
        bulk[2] += n("GND")
        j = make("header16fine", "J%d" % (base + 1), role="rank %d bar cable" % bar)
        for pin, name in BAR_CABLE.items():
            j[pin] += n(name)
        self.bars[bar] = local
