"""The application as a ROMFS image: what an owner deploys onto a board running the romfs image
(hardware/pico/firmware/micropython-v1.28.0-rpi_pico-romfs.uf2), and what the emulated Pico's
ROMFS partition holds.

MicroPython (>= 1.25) runs .mpy files in a ROMFS partition in place: their bytecode and strings
stay in flash, as frozen code does, instead of being copied into the heap as .mpy files on the
littlefs filesystem are (there the app's code takes ~175 KB of the 240 KB heap and a game runs
out of the rest). The modules are firmware/manifest.py's, the same list the frozen image freezes,
and the shared rules, compiled by mpy-cross for the RP2040 (armv6m: hall_viper's viper code
becomes Thumb code, which mpremote's own `romfs build` would not do), and packed by mpremote's
writer, the format `mpremote romfs deploy` writes.

    python -m hardware.romfs var/tengen-app.romfs
    mpremote romfs deploy var/tengen-app.romfs      # onto the board (the romfs image), then a reset
"""

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def manifest_modules():
    """The app's modules as firmware/manifest.py freezes them (its module() calls, read by running
    the manifest with stand-ins for MicroPython's build functions): one list for both images."""
    names = []
    env = {"include": lambda *args, **kwargs: None, "package": lambda *args, **kwargs: None,
           "module": lambda name, **kwargs: names.append(name[:-3] if name.endswith(".py") else name)}
    exec((ROOT / "firmware" / "manifest.py").read_text(), env)
    return tuple(names)


APP_MODULES = manifest_modules()


def compile_module(source, name):
    """One module to .mpy with mpy-cross (armv6m: hall_viper's viper code becomes Thumb code)."""
    out = Path(os.environ.get("TMPDIR", "/tmp")) / ("tengen-%d-%s.mpy" % (os.getpid(), name.replace("/", "-")))
    mpy_cross = Path(sys.executable).parent / "mpy-cross"
    subprocess.run([str(mpy_cross if mpy_cross.exists() else "mpy-cross"), "-march=armv6m", "-s", name + ".py",
                    "-o", str(out), str(source)], check=True)
    data = out.read_bytes()
    out.unlink()
    return data


def app_romfs():
    """The ROMFS image's bytes: the app's modules at its root, the shared rules in shared_rules/."""
    from mpremote.romfs import VfsRomWriter

    rom = VfsRomWriter()
    for name in sorted(APP_MODULES):
        rom.mkfile(name + ".mpy", compile_module(ROOT / "firmware" / (name + ".py"), name))
    rom.opendir("shared_rules")
    for source in sorted((ROOT / "shared_rules").glob("*.py")):
        if source.stem != "__main__":
            rom.mkfile(source.stem + ".mpy", compile_module(source, "shared_rules/" + source.stem))
    rom.closedir()
    return rom.finalise()


def main(argv):
    import argparse

    parser = argparse.ArgumentParser(prog="python -m hardware.romfs", description=__doc__.split("\n\n")[0])
    parser.add_argument("output", help="the image to write (OUTPUT.romfs)")
    output = parser.parse_args(argv).output
    data = app_romfs()
    Path(output).write_bytes(data)
    print("%s: %d bytes (the romfs image's partition holds 262144); deploy it with"
          " `mpremote romfs deploy %s`" % (output, len(data), output))


if __name__ == "__main__":
    main(sys.argv[1:])
