"""The test rigs that drive the virtual board (hardware/vboard/, the stand-in for the hardware alone):
a faulty cable (cable), fault-injection soaks (soak), a hall of many boards on one daemon (hall, with
its two players per board, player), fake boards sending what a broken firmware could (hostile), the
link on a damaged line (linkbench), telling a board starved by a loaded machine from a stuck one
(patience), and every scenario script on the emulated Pico (pico_scripts)."""
