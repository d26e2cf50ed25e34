# Freeze the firmware and the shared rules into a MicroPython build for the Pico, so their bytecode
# runs from flash and leaves the RAM to the game (compiled from source they need ~100 KB of heap):
#   cd micropython/ports/rp2 && make BOARD=RPI_PICO FROZEN_MANIFEST=/path/to/tengen/firmware/manifest.py
# Then copy only main.py and hardware/pinmap.json (as /pinmap.json) to the board's filesystem.
include("$(PORT_DIR)/boards/manifest.py")
for name in ("app", "buttons", "debounce", "events", "factory_test", "hal", "hal_pico", "hall_scan", "hall_viper", "ht16k33",
             "journal", "ledchain", "link", "opening_desk", "menu", "reconcile", "referee", "rp2_ring", "scenes", "sensing", "settings", "setup_desk", "usb_power",
             "version", "ws2812"):
    module(name + ".py")
package("shared_rules", base_path="..")
