"""Finding boards by USB identity: only Tengen boards (MicroPython on a Pico, 2e8a:0005), by their
stable /dev/serial/by-id names where udev made them."""

from types import SimpleNamespace

from host import discovery


def test_only_boards_are_found_by_their_stable_names(monkeypatch, tmp_path):
    by_id = tmp_path / "by-id"
    by_id.mkdir()
    device = tmp_path / "ttyACM3"
    device.touch()
    (by_id / "usb-MicroPython_Board_in_FS_mode_e6614c311b7e6d2f-if00").symlink_to(device)
    ports = [
        SimpleNamespace(device=str(device), vid=0x2E8A, pid=0x0005),  # a board
        SimpleNamespace(device=str(tmp_path / "ttyACM4"), vid=0x2E8A, pid=0x0005),  # a board, no udev link
        SimpleNamespace(device=str(tmp_path / "ttyUSB0"), vid=0x0403, pid=0x6001),  # an FTDI adapter
        SimpleNamespace(device=str(tmp_path / "ttyS0"), vid=None, pid=None),  # a built-in port
    ]
    monkeypatch.setattr(discovery.list_ports, "comports", lambda: ports)
    monkeypatch.setattr(discovery, "BY_ID", str(by_id))
    found = discovery.find_boards()
    assert found == sorted([str(by_id / "usb-MicroPython_Board_in_FS_mode_e6614c311b7e6d2f-if00"),
                            str(tmp_path / "ttyACM4")])
