#!/bin/sh
# Build MicroPython v1.28.0 for the Raspberry Pi Pico (RPI_PICO) from its public sources, twice:
#   micropython-v1.28.0-rpi_pico-romfs.uf2    MicroPython as released, with a ROMFS partition of
#                                              ROMFS_KB (the app goes there as .mpy, as an owner
#                                              deploys it with `mpremote romfs deploy`, and runs in place)
#   micropython-v1.28.0-rpi_pico-tengen.uf2   the stock board with firmware/ and shared_rules/ frozen in
# into hardware/pico/firmware/ with SHA256SUMS, and FROZEN.txt (which sources the second one froze).
#
# Sources: bare git mirrors of the pinned commits (MIRROR, default var/mirror in this checkout,
# laid out as owner+name/repo: e.g. micropython+micropython/repo; any clone with these commits works). Toolchain: Debian's gcc-arm-none-eabi,
# libnewlib-arm-none-eabi, cmake, a host C/C++ compiler. picotool is built from source first, since
# pico-sdk 2.x would otherwise try to clone it. Takes about 8 minutes on 2 cores.
set -eu
REPO=$(cd "$(dirname "$0")/../.." && pwd)
MIRROR=${MIRROR:-$REPO/var/mirror}
WORK=${PICO_BUILD:-$REPO/var/pico-build}
OUT=$REPO/hardware/pico/firmware
JOBS=${JOBS:-2}

MICROPYTHON_TAG=v1.28.0
PICO_SDK_COMMIT=a1438dff1d38bd9c65dbd693f0e5db4b9ae91779      # pico-sdk 2.2.0, MicroPython's submodule
TINYUSB_COMMIT=aa0fc2e08f1c2dd6f026a431e8989357fbb4c5bf        # MicroPython's lib/tinyusb
MICROPYTHON_LIB_COMMIT=8380c7bb8f9e5e5260e9539156742925e00366b2 # MicroPython's lib/micropython-lib
MBEDTLS_COMMIT=107ea89daaefb9867ea9121002fbbdf926780e98        # MicroPython's lib/mbedtls (the port lists its sources)
PICOTOOL_TAG=2.2.0

extract() { # mirror-name commit destination
    [ -e "$3/.extracted" ] && return 0
    rm -rf "$3"
    python3 "$REPO/hardware/pico/extract.py" "$MIRROR/$1/repo" "$2" "$3"
    touch "$3/.extracted"
}

# The version string comes from `git describe` in the sources: stop git from finding this
# repository around the build folder, and date the build by the release, not by today.
export GIT_CEILING_DIRECTORIES="$WORK"
export SOURCE_DATE_EPOCH=$(git --git-dir "$MIRROR/micropython+micropython/repo" log -1 --format=%ct "$MICROPYTHON_TAG")
mkdir -p "$WORK" "$OUT"
MP=$WORK/micropython
extract micropython+micropython "$MICROPYTHON_TAG" "$MP"
extract raspberrypi+pico-sdk "$PICO_SDK_COMMIT" "$MP/lib/pico-sdk"
extract hathach+tinyusb "$TINYUSB_COMMIT" "$MP/lib/tinyusb"
extract micropython+micropython-lib "$MICROPYTHON_LIB_COMMIT" "$MP/lib/micropython-lib"
extract Mbed-TLS+mbedtls "$MBEDTLS_COMMIT" "$MP/lib/mbedtls"
extract raspberrypi+picotool "$PICOTOOL_TAG" "$WORK/picotool-src"

# picotool, only to turn the ELF into a .uf2 (no USB access needed)
if [ ! -e "$WORK/picotool/picotool/picotoolConfig.cmake" ]; then
    cmake -S "$WORK/picotool-src" -B "$WORK/picotool-build" -DPICO_SDK_PATH="$MP/lib/pico-sdk" \
        -DPICOTOOL_NO_LIBUSB=1 -DPICOTOOL_FLAT_INSTALL=1 -DCMAKE_INSTALL_PREFIX="$WORK/picotool"
    make -C "$WORK/picotool-build" -j"$JOBS" install
fi

make -C "$MP/mpy-cross" -j"$JOBS"

build() { # build-dir board-dir [cmake options...]
    dir=$1; board=$2; shift 2
    [ -e "$dir/Makefile" ] || cmake -S "$MP/ports/rp2" -B "$dir" -DPICO_BUILD_DOCS=0 \
        -DMICROPY_BOARD=RPI_PICO -DMICROPY_BOARD_DIR="$board" \
        -Dpicotool_DIR="$WORK/picotool/picotool" "$@"
    make -C "$dir" -j"$JOBS"
}

# The ROMFS partition (MicroPython >= 1.25: .mpy files there run in place, their bytecode never
# copied into the heap) sits just below the filesystem; v1.28's RPI_PICO reserves none, so the
# board's configuration gains one line. Keep ROMFS_KB equal to hardware/pico/emulator.mjs's ROMFS_BYTES.
ROMFS_KB=256
ROMFS_BOARD=$WORK/board-RPI_PICO-romfs
rm -rf "$ROMFS_BOARD" && cp -r "$MP/ports/rp2/boards/RPI_PICO" "$ROMFS_BOARD"
printf '#define MICROPY_HW_ROMFS_BYTES (%d * 1024)\n' "$ROMFS_KB" >> "$ROMFS_BOARD/mpconfigboard.h"
build "$WORK/build-romfs" "$ROMFS_BOARD"
build "$WORK/build-frozen" "$MP/ports/rp2/boards/RPI_PICO" -DMICROPY_FROZEN_MANIFEST="$REPO/firmware/manifest.py"

# v1.28's linker does not know of the partition: the code must end below it (2 MB flash, 1408 KB
# of filesystem at its top, the ROMFS under that).
code=$(stat -c %s "$WORK/build-romfs/firmware.bin")
limit=$(( (2048 - 1408 - ROMFS_KB) * 1024 ))
[ "$code" -le "$limit" ] || { echo "the romfs image's code ($code bytes) overlaps its ROMFS partition (from $limit)"; exit 1; }

cp "$WORK/build-romfs/firmware.uf2" "$OUT/micropython-v1.28.0-rpi_pico-romfs.uf2"
cp "$WORK/build-frozen/firmware.uf2" "$OUT/micropython-v1.28.0-rpi_pico-tengen.uf2"
# What the frozen image holds: the manifest's sources at the time of the build.
(cd "$REPO" && git log -1 --format='frozen from commit %H (%cs)' 2>/dev/null; cd "$REPO" &&
 sha256sum firmware/*.py shared_rules/*.py | sha256sum | sed 's/ .*/  sources (sha256 of the sha256sum of firmware\/*.py shared_rules\/*.py)/') \
    > "$OUT/FROZEN.txt"
(cd "$OUT" && sha256sum micropython-*.uf2 > SHA256SUMS)
cat "$OUT/SHA256SUMS" "$OUT/FROZEN.txt"
