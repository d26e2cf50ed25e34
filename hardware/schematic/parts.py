"""The parts the board is made of, defined here so that the netlist and the ERC need no KiCad install.

Each kind is a SKiDL part template (tool SKIDL) with its pins, a KiCad footprint name, the
manufacturer part number, a second source, and an estimated unit price (USD at about 100 boards,
from distributors' list prices in 2026: an estimate for the cost roll-up, not a quote).

Pin numbers follow the manufacturers' package drawings; each kind names the source they are checked
against that is not this table (KiCad's official libraries, or the maker's document transcribed in
hardware/pinouts/): tests/test_hardware_pins.py compares numbers, names, types and footprint pads.
"""

from skidl import SKIDL, TEMPLATE, Part, Pin

P = Pin.types

# kind -> attributes. pins: (number, name, type); "active" parts need a second source. "source": where
# the pin-out comes from, independently of this table (tests/test_hardware_pins.py holds the table to it):
# "kicad:Lib:Symbol" (KiCad's official symbol library) or "datasheet:FILE" (hardware/pinouts/FILE,
# transcribed from the maker's document, with its number and revision). Pins that share a name and
# drive power are stacked as KiCad's library conventions stack them: the first carries the type (one
# output for ERC), the others are passive.
KINDS = {
    "rp2040": dict(
        # on the controller itself, as Raspberry Pi's "Hardware design with RP2040" minimal design (the
        # Pico's circuit: 12 MHz crystal, QSPI flash, 27 Ohm on USB): USB D+/D- on its own pins 47/46,
        # no module's bottom test pads. Runs the same RPI_PICO MicroPython image.
        prefix="U", value="RP2040", mpn="SC0914(13)", maker="Raspberry Pi Ltd",
        second="RP2040 reel of 500 (SC0914(7)); no other maker", footprint="Package_DFN_QFN:QFN-56-1EP_7x7mm_P0.4mm_EP3.2x3.2mm_ThermalVias",
        price=0.80, active=True, source="kicad:MCU_RaspberryPi:RP2040",
        pins=[(1, "IOVDD", P.PWRIN)] + [(2 + k, "GPIO%d" % k, P.BIDIR) for k in range(8)]
        + [(10, "IOVDD", P.PASSIVE)] + [(11 + k, "GPIO%d" % (8 + k), P.BIDIR) for k in range(8)]
        + [(19, "TESTEN", P.INPUT), (20, "XIN", P.INPUT), (21, "XOUT", P.PASSIVE), (22, "IOVDD", P.PASSIVE),
           (23, "DVDD", P.PWRIN), (24, "SWCLK", P.OUTPUT), (25, "SWD", P.BIDIR), (26, "RUN", P.INPUT)]
        + [(27 + k, "GPIO%d" % (16 + k), P.BIDIR) for k in range(6)] + [(33, "IOVDD", P.PASSIVE)]
        + [(34 + k, "GPIO%d" % (22 + k), P.BIDIR) for k in range(4)]
        + [(38 + k, "GPIO%d_ADC%d" % (26 + k, k), P.BIDIR) for k in range(4)]
        + [(42, "IOVDD", P.PASSIVE), (43, "ADC_AVDD", P.PWRIN), (44, "VREG_IN", P.PWRIN), (45, "VREG_VOUT", P.PWROUT),
           (46, "USB_DM", P.BIDIR), (47, "USB_DP", P.BIDIR), (48, "USB_VDD", P.PWRIN), (49, "IOVDD", P.PASSIVE),
           (50, "DVDD", P.PASSIVE), (51, "QSPI_SD3", P.BIDIR), (52, "QSPI_SCLK", P.OUTPUT), (53, "QSPI_SD0", P.BIDIR),
           (54, "QSPI_SD2", P.BIDIR), (55, "QSPI_SD1", P.BIDIR), (56, "QSPI_SS", P.BIDIR), (57, "GND", P.PWRIN)]),
    "flash": dict(
        # 4 MB QSPI flash (the Pico has 2 MB: the RPI_PICO image uses its first 2 MB)
        prefix="U", value="W25Q32JV", mpn="W25Q32JVSSIQ", maker="Winbond",
        second="GD25Q32CSIG (GigaDevice), same pin-out: check the image's second-stage boot reads it",
        footprint="Package_SO:SOIC-8_5.23x5.23mm_P1.27mm", price=0.45, active=True, source="kicad:Memory_Flash:W25Q32JVSS",
        pins=[(1, "~CS", P.INPUT), (2, "DO(IO1)", P.BIDIR), (3, "IO2", P.BIDIR), (4, "GND", P.PWRIN),
              (5, "DI(IO0)", P.BIDIR), (6, "CLK", P.INPUT), (7, "IO3", P.BIDIR), (8, "VCC", P.PWRIN)]),
    "ldo": dict(
        # 3V3 for the RP2040, the sensors and the muxes: a linear regulator (the guide's choice), so the
        # sensors' supply carries no switching ripple (the Pico's buck-boost needed GP23 forced to PWM).
        # A low-dropout one (Diodes DS37274: 360 mV at 1 A typical): at a 4.75 V USB source less the
        # eFuse and the copper, an NCP1117's 1.2 V dropout would leave it out of regulation
        prefix="U", value="AP7361C-3.3", mpn="AP7361C-33E-13", maker="Diodes Incorporated",
        second="AP7361EA-33E-13 (Diodes), its SOT-223 pins checked first (the AP7361C-33ER-13 has another pin order)",
        footprint="Package_TO_SOT_SMD:SOT-223-3_TabPin2",
        price=0.30, active=True, source="kicad:Regulator_Linear:AP7361C-33E",
        pins=[(1, "VI", P.PWRIN), (2, "GND", P.PWRIN), (3, "VO", P.PWROUT)]),
    "crystal": dict(
        prefix="Y", value="12MHz", mpn="ABM8-272-T3", maker="Abracon", second="ECS-120-10-36Q-AES-TR (ECS)",
        footprint="Crystal:Crystal_SMD_3225-4Pin_3.2x2.5mm", price=0.35, active=True, source="kicad:Device:Crystal_GND24",
        pins=[(1, "1", P.PASSIVE), (2, "2", P.PASSIVE), (3, "3", P.PASSIVE), (4, "4", P.PASSIVE)]),
    "hall": dict(
        prefix="U", value="DRV5055A3", mpn="DRV5055A3QDBZR", maker="Texas Instruments",
        second="AH49FNTR-G1 (Diodes Inc.; other gain: thresholds from hardware/field_model.py)",
        footprint="Package_TO_SOT_SMD:SOT-23", price=0.62, active=True,
        source="kicad:Sensor_Magnetic:DRV5055A3xDBZxQ1",
        pins=[(1, "VCC", P.PWRIN), (2, "OUT", P.OUTPUT), (3, "GND", P.PWRIN)]),
    "led": dict(
        prefix="D", value="WS2812B", mpn="WS2812B-B/W", maker="Worldsemi",
        second="SK6812 5050 RGB (Opsco): same footprint and protocol",
        footprint="LED_SMD:LED_WS2812B_PLCC4_5.0x5.0mm_P3.2mm", price=0.09, active=True, source="kicad:LED:WS2812B",
        pins=[(1, "VDD", P.PWRIN), (2, "DOUT", P.OUTPUT), (3, "VSS", P.PWRIN), (4, "DIN", P.INPUT)]),
    "mux16": dict(
        prefix="U", value="74HC4067", mpn="CD74HC4067M96", maker="Texas Instruments",
        second="74HC4067D,653 (Nexperia)", footprint="Package_SO:SOIC-24W_7.5x15.4mm_P1.27mm",
        price=0.55, active=True, source="kicad:74xx:CD74HC4067M",
        pins=[(1, "COM", P.PASSIVE), (2, "I7", P.PASSIVE), (3, "I6", P.PASSIVE), (4, "I5", P.PASSIVE),
              (5, "I4", P.PASSIVE), (6, "I3", P.PASSIVE), (7, "I2", P.PASSIVE), (8, "I1", P.PASSIVE),
              (9, "I0", P.PASSIVE), (10, "S0", P.INPUT), (11, "S1", P.INPUT), (12, "GND", P.PWRIN),
              (13, "S3", P.INPUT), (14, "S2", P.INPUT), (15, "~E", P.INPUT), (16, "I15", P.PASSIVE),
              (17, "I14", P.PASSIVE), (18, "I13", P.PASSIVE), (19, "I12", P.PASSIVE), (20, "I11", P.PASSIVE),
              (21, "I10", P.PASSIVE), (22, "I9", P.PASSIVE), (23, "I8", P.PASSIVE), (24, "VCC", P.PWRIN)]),
    "decoder": dict(
        prefix="U", value="74HC154", mpn="SN74HC154DWR", maker="Texas Instruments",
        second="74HC154D,653 (Nexperia)", footprint="Package_SO:SOIC-24W_7.5x15.4mm_P1.27mm",
        price=0.70, active=True, source="datasheet:74HC154_SO24.csv",
        pins=[(k + 1, "Y%d" % k, P.OUTPUT) for k in range(11)] + [(12, "GND", P.PWRIN)]
        + [(13 + k, "Y%d" % (11 + k), P.OUTPUT) for k in range(5)]
        + [(18, "~E0", P.INPUT), (19, "~E1", P.INPUT), (20, "A3", P.INPUT), (21, "A2", P.INPUT),
           (22, "A1", P.INPUT), (23, "A0", P.INPUT), (24, "VCC", P.PWRIN)]),
    # single-supply translating buffer: VCC 1.6-5.5 V, 3.3 V in to 5 V out (TI SCLS743E); the
    # 74AHCT1G125 it replaces needed VCC >= 4.5 V, 7 mV under the LED rail's worst case
    "buffer": dict(
        prefix="U", value="SN74LV1T34", mpn="SN74LV1T34DBVR", maker="Texas Instruments",
        second="74LV1T34GV (Nexperia), SOT-23-5: its pin-out to check", footprint="Package_TO_SOT_SMD:SOT-23-5",
        price=0.20, active=True, source="kicad:Logic_LevelTranslator:SN74LV1T34DBV",
        pins=[(1, "NC", P.NOCONNECT), (2, "A", P.INPUT), (3, "GND", P.PWRIN), (4, "Y", P.OUTPUT),
              (5, "VCC", P.PWRIN)]),
    "efuse": dict(
        prefix="U", value="TPS25940A", mpn="TPS25940ARVCR", maker="Texas Instruments",
        second="TPS25940LRVCR (TI, latch-off variant); no other maker's part fits this footprint",
        footprint="Package_DFN_QFN:QFN-20-1EP_3x4mm_P0.5mm_EP1.65x2.65mm_ThermalVias", price=1.60, active=True,
        source="datasheet:TPS25940A_RVC.csv",
        pins=[(1, "DEVSLP", P.INPUT), (2, "PGOOD", P.OPENCOLL), (3, "PGTH", P.INPUT)]
        + [(4, "OUT", P.PWROUT)] + [(n, "OUT", P.PASSIVE) for n in range(5, 9)]  # stacked: one output
        + [(n, "IN", P.PWRIN) for n in range(9, 14)]
        + [(14, "EN/UVLO", P.INPUT), (15, "OVP", P.INPUT), (16, "GND", P.PWRIN), (17, "ILIM", P.PASSIVE),
           (18, "dVdT", P.PASSIVE), (19, "IMON", P.PASSIVE), (20, "FLT", P.OPENCOLL), (21, "GND", P.PWRIN)]),
    "loadswitch": dict(
        prefix="U", value="TPS22965", mpn="TPS22965DSGR", maker="Texas Instruments",
        second="TPS22965NDSGR (TI, without output discharge); no other maker's part fits this footprint",
        footprint="Package_SON:WSON-8-1EP_2x2mm_P0.5mm_EP0.9x1.6mm_ThermalVias", price=0.75, active=True,
        source="datasheet:TPS22965_DSG.csv",
        pins=[(1, "VIN", P.PWRIN), (2, "VIN", P.PWRIN), (3, "ON", P.INPUT), (4, "VBIAS", P.PWRIN),
              (5, "GND", P.PWRIN), (6, "CT", P.PASSIVE), (7, "VOUT", P.PWROUT), (8, "VOUT", P.PASSIVE),
              (9, "GND", P.PWRIN)]),
    "pfet": dict(
        prefix="Q", value="AO3401A", mpn="AO3401A", maker="Alpha & Omega", second="DMG2305UX-7 (Diodes Inc.)",
        footprint="Package_TO_SOT_SMD:SOT-23", price=0.06, active=True, source="kicad:Transistor_FET:AO3401A",
        pins=[(1, "G", P.INPUT), (2, "S", P.PASSIVE), (3, "D", P.PASSIVE)]),
    "nfet": dict(
        prefix="Q", value="2N7002", mpn="2N7002K-T1-GE3", maker="Vishay", second="2N7002,215 (Nexperia)",
        footprint="Package_TO_SOT_SMD:SOT-23", price=0.05, active=True, source="kicad:Transistor_FET:2N7002K",
        pins=[(1, "G", P.INPUT), (2, "S", P.PASSIVE), (3, "D", P.PASSIVE)]),
    "esd": dict(
        prefix="U", value="USBLC6-2SC6", mpn="USBLC6-2SC6", maker="STMicroelectronics",
        second="SRV05-4 (Semtech), same SOT-23-6 footprint",
        footprint="Package_TO_SOT_SMD:SOT-23-6", price=0.25, active=True, source="kicad:Power_Protection:USBLC6-2SC6",
        pins=[(1, "I/O1", P.PASSIVE), (2, "GND", P.PWRIN), (3, "I/O2", P.PASSIVE), (4, "I/O2", P.PASSIVE),
              (5, "VBUS", P.PWRIN), (6, "I/O1", P.PASSIVE)]),
    "tvs": dict(
        # 6.0 V stand-off: above USB's 5.25 V (a 5.0 V part conducts on a good supply); its 10.3 V clamp
        # stays far below the eFuse's 20 V input rating, and the eFuse's OVP cuts off above 5.6-6.0 V
        prefix="D", value="SMBJ6.0A", mpn="SMBJ6.0A", maker="Littelfuse", second="SMBJ6.0A-13-F (Diodes Inc.)",
        footprint="Diode_SMD:D_SMB", price=0.12, active=True, source="kicad:Device:D",
        pins=[(1, "K", P.PASSIVE), (2, "A", P.PASSIVE)]),
    "schottky": dict(
        prefix="D", value="SS34", mpn="SS34", maker="onsemi", second="B340A-13-F (Diodes Inc.)",
        footprint="Diode_SMD:D_SMA", price=0.08, active=True, source="kicad:Device:D_Schottky",
        pins=[(1, "K", P.PASSIVE), (2, "A", P.PASSIVE)]),
    "usbc": dict(
        prefix="J", value="USB-C receptacle (USB 2.0)", mpn="USB4105-GF-A", maker="GCT",
        second="TYPE-C-31-M-12 (Korean Hroparts)", footprint="Connector_USB:USB_C_Receptacle_GCT_USB4105-xx-A_16P_TopMnt_Horizontal",
        price=0.70, active=False, source="kicad:Connector:USB_C_Receptacle_USB2.0",
        pins=[("A1", "GND", P.PASSIVE), ("A4", "VBUS", P.PWROUT), ("A5", "CC1", P.BIDIR), ("A6", "D+", P.BIDIR),
              ("A7", "D-", P.BIDIR), ("A8", "SBU1", P.BIDIR), ("A9", "VBUS", P.PASSIVE), ("A12", "GND", P.PASSIVE),
              ("B1", "GND", P.PASSIVE), ("B4", "VBUS", P.PASSIVE), ("B5", "CC2", P.BIDIR), ("B6", "D+", P.BIDIR),
              ("B7", "D-", P.BIDIR), ("B8", "SBU2", P.BIDIR), ("B9", "VBUS", P.PASSIVE), ("B12", "GND", P.PASSIVE),
              ("S1", "SHIELD", P.PASSIVE)]),
    "header16": dict(
        prefix="J", value="2x8 box header 2.54 mm", mpn="N2516-6002RB", maker="3M",
        second="61201621621 (Wurth Elektronik WR-BHD)", footprint="Connector_IDC:IDC-Header_2x08_P2.54mm_Vertical",
        price=0.45, active=False, source="kicad:Connector_Generic:Conn_02x08_Odd_Even",
        pins=[(k, "Pin_%d" % k, P.PASSIVE) for k in range(1, 17)]),
    "header16fine": dict(
        # the bar cable's connector, on the bar and on the controller: 2x8 at 1.27 mm, 8.6 x 11.2 mm
        # with its pads (KiCad's courtyard), where the 2.54 mm box header is 9.9 x 29 mm: it fits the
        # 20 mm bar beside C130/C134. Mates with Samtec FFSD-08-D (IDC ribbon, 1.27 mm) assemblies.
        prefix="J", value="2x8 header 1.27 mm SMD", mpn="FTSH-108-01-L-DV", maker="Samtec",
        second="M50-3600842 (Harwin Archer, same pin-out)",
        footprint="Connector_Harwin:Harwin_Gecko-G125-MVX1605L0X_2x08_P1.25mm_Vertical",
        price=1.30, active=False, source="kicad:Connector_Generic:Conn_02x08_Odd_Even",
        pins=[(k, "Pin_%d" % k, P.PASSIVE) for k in range(1, 17)]),
    "header3": dict(
        prefix="J", value="1x3 pin header 2.54 mm", mpn="61300311121", maker="Wurth Elektronik",
        second="PH1-03-UA (Adam Tech)", footprint="Connector_PinHeader_2.54mm:PinHeader_1x03_P2.54mm_Vertical",
        price=0.10, active=False, source="kicad:Connector_Generic:Conn_01x03",
        pins=[(k, "Pin_%d" % k, P.PASSIVE) for k in range(1, 4)]),
    "display": dict(
        prefix="DS", value="1.2in 4-digit 7-segment + HT16K33 backpack", mpn="1270", maker="Adafruit",
        second="1269/1268 (Adafruit, other colours); any HT16K33 backpack with the same 5 pins",
        footprint="Tengen:Adafruit_1270_5pin", price=14.95, active=True, source="datasheet:Adafruit_1270.csv",
        pins=[(1, "C", P.INPUT), (2, "D", P.BIDIR), (3, "-", P.PWRIN), (4, "+", P.PWRIN), (5, "IO", P.PWRIN)]),
    "arcade": dict(
        prefix="SW", value="arcade button 60 mm, 5 V lamp", mpn="3491", maker="Adafruit",
        second="Sanwa OBSA-60UM-W with a 5 V wedge lamp", footprint="Tengen:Arcade_Button_Spade_4",
        price=9.95, active=False, source="datasheet:Adafruit_3491.csv",
        pins=[(1, "NO", P.PASSIVE), (2, "COM", P.PASSIVE), (3, "LAMP+", P.PASSIVE), (4, "LAMP-", P.PASSIVE)]),
    "tact": dict(
        prefix="SW", value="tactile switch 6 mm", mpn="B3F-1000", maker="Omron", second="PTS645SM43SMTR92 (C&K)",
        footprint="Button_Switch_THT:SW_PUSH_6mm", price=0.25, active=False, source="kicad:Switch:SW_Push",
        pins=[(1, "1", P.PASSIVE), (2, "2", P.PASSIVE)]),
    "nettie": dict(
        prefix="NT", value="net tie", mpn="-", maker="-", second="-", footprint="NetTie:NetTie-2_SMD_Pad0.5mm",
        price=0.0, active=False, source="kicad:Device:NetTie_2", pins=[(1, "1", P.PASSIVE), (2, "2", P.PASSIVE)]),
    "testpoint": dict(
        prefix="TP", value="test point", mpn="5015", maker="Keystone", second="RCT-0C (TE)",
        footprint="TestPoint:TestPoint_Keystone_5015_Micro-Minature", price=0.30, active=False,
        source="kicad:Connector:TestPoint", pins=[(1, "1", P.PASSIVE)]),
}
# The resistors' and capacitors' pins (kinds "R" and "C" below).
PASSIVE_SOURCES = {"R": "kicad:Device:R", "C": "kicad:Device:C"}

# Passive parts: their MPN comes from the value. (value, footprint) -> (mpn, maker, second, price)
PASSIVES = {
    ("100nF", "0402"): ("GRM155R71C104KA88D", "Murata", "CL05B104KO5NNNC (Samsung)", 0.004),
    ("1uF", "0402"): ("GRM155R61A105KE15D", "Murata", "CL05A105KA5NQNC (Samsung)", 0.006),
    ("10nF", "0402"): ("GRM155R71H103KA88D", "Murata", "CL05B103KB5NNNC (Samsung)", 0.004),
    ("22nF", "0402"): ("GRM155R71H223KA12D", "Murata", "CL05B223KB5NNNC (Samsung)", 0.004),
    ("1nF", "0402"): ("GRM1555C1H102JA01D", "Murata", "CL05C102JB5NNNC (Samsung)", 0.004),
    ("10uF", "0805"): ("GRM21BR61A106KE19L", "Murata", "CL21A106KPFNNNE (Samsung)", 0.03),
    ("47uF", "1210"): ("GRM32ER61A476KE20L", "Murata", "CL32A476KOJNNNE (Samsung)", 0.30),
    ("100uF", "1210"): ("GRM32ER60J107ME20L", "Murata", "CL32A107MQVNNNE (Samsung)", 0.45),
    ("470uF", "radial-8x11.5"): ("EEU-FR1A471", "Panasonic", "UHE1A471MPD (Nichicon)", 0.40),
    ("10k", "0402"): ("RC0402FR-0710KL", "Yageo", "ERJ-2RKF1002X (Panasonic)", 0.002),
    ("100k", "0402"): ("RC0402FR-07100KL", "Yageo", "ERJ-2RKF1003X (Panasonic)", 0.002),
    ("5.1k", "0402"): ("RC0402FR-075K1L", "Yageo", "ERJ-2RKF5101X (Panasonic)", 0.002),
    ("4.7k", "0402"): ("RC0402FR-074K7L", "Yageo", "ERJ-2RKF4701X (Panasonic)", 0.002),
    ("2.2k", "0402"): ("RC0402FR-072K2L", "Yageo", "ERJ-2RKF2201X (Panasonic)", 0.002),
    ("1k", "0402"): ("RC0402FR-071KL", "Yageo", "ERJ-2RKF1001X (Panasonic)", 0.002),
    ("100R", "0402"): ("RC0402FR-07100RL", "Yageo", "ERJ-2RKF1000X (Panasonic)", 0.002),
    ("390R", "0402"): ("RC0402FR-07390RL", "Yageo", "ERJ-2RKF3900X (Panasonic)", 0.002),
    ("24.9k", "0402"): ("RC0402FR-0724K9L", "Yageo", "ERJ-2RKF2492X (Panasonic)", 0.002),
    ("20k", "0402"): ("RC0402FR-0720KL", "Yageo", "ERJ-2RKF2002X (Panasonic)", 0.002),
    ("11.8k", "0402"): ("RC0402FR-0711K8L", "Yageo", "ERJ-2RKF1182X (Panasonic)", 0.002),
    ("15pF", "0402"): ("GRM1555C1H150JA01D", "Murata", "CL05C150JB5NNNC (Samsung)", 0.004),
    ("27R", "0402"): ("RC0402FR-0727RL", "Yageo", "ERJ-2RKF27R0X (Panasonic)", 0.002),
    ("45.3k", "0402"): ("RC0402FR-0745K3L", "Yageo", "ERJ-2RKF4532X (Panasonic)", 0.002),
    ("48.7k", "0402"): ("RC0402FR-0748K7L", "Yageo", "ERJ-2RKF4872X (Panasonic)", 0.002),
}

FOOTPRINTS = {
    "0402": ("Capacitor_SMD:C_0402_1005Metric", "Resistor_SMD:R_0402_1005Metric"),
    "0805": ("Capacitor_SMD:C_0805_2012Metric", None),
    "1210": ("Capacitor_SMD:C_1210_3225Metric", None),
    "radial-8x11.5": ("Capacitor_THT:CP_Radial_D8.0mm_P3.50mm", None),
}

_TEMPLATES = {}


def _template(kind, pins, footprint, prefix):
    if kind not in _TEMPLATES:
        _TEMPLATES[kind] = Part(tool=SKIDL, name=kind, ref_prefix=prefix, dest=TEMPLATE, footprint=footprint,
                                pins=[Pin(num=n, name=name, func=func) for n, name, func in pins])
    return _TEMPLATES[kind]


INFO = {}  # ref -> what the BOM needs beyond the netlist (second source, price, kind, active)


def _finish(part, ref, fields, info):
    part.tag = ref  # a fixed tag: the netlist's timestamps follow the reference, not a random id
    for key, value in fields.items():
        part.fields[key] = value
    INFO[ref] = info
    return part


def make(kind, ref, value=None, role=""):
    """A part of `kind` with reference `ref`."""
    k = KINDS[kind]
    part = _template(kind, k["pins"], k["footprint"], k["prefix"])(ref=ref, value=value or k["value"])
    return _finish(part, ref, {"MPN": k["mpn"], "Manufacturer": k["maker"], "Role": role},
                   {"second": k["second"], "price": k["price"], "kind": kind, "active": k["active"]})


def passive(kind, ref, value, size, role=""):
    """A resistor ("R") or capacitor ("C") of `value` in package `size`."""
    mpn, maker, second, price = PASSIVES[(value, size)]
    footprint = FOOTPRINTS[size][0 if kind == "C" else 1]
    name = "C" if kind == "C" else "R"
    template = _template(name, [(1, "1", P.PASSIVE), (2, "2", P.PASSIVE)], footprint, name)
    part = template(ref=ref, value=value, footprint=footprint)
    return _finish(part, ref, {"MPN": mpn, "Manufacturer": maker, "Role": role},
                   {"second": second, "price": price, "kind": name, "active": False})
