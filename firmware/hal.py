"""The hardware-abstraction interface: everything the application needs from a board.

The application never imports `machine`; it receives one of these objects. Backends:
hal_sim (the virtual board, unix port), hal_pico (the real board, rp2) and hal_blinka (the board
on a Raspberry Pi or a CircuitPython board, through Adafruit Blinka). A backend provides:

  board_id            str, stable for this board (the RP2040's unique id on the real board)
  config              the pin map and parameters, a dict read from pinmap.json
  flash_path(name)    where a file on the board's flash lives
  read_sensors(out)   fill out (array('H', 225)) with one ADC reading per point, in 12-bit counts
  show_leds(rgb)      send a frame: bytearray(225 * 3), R G B per point in point order
  buttons()           raw state of the buttons: bit 0 left, bit 1 right (the clock), bit 2 the menu
                      button (firmware/menu.py), bit 3 the arbiter's (1 = pressed)
  show_clock(left, right, running)  the two clock faces' text; running: LEFT, RIGHT or NONE
  report(state)       a debugging snapshot (dict): UART0 on the real board, the socket in the simulator
  link_streams()      (reader, write): the host serial link; reader is pollable, write(bytes)
  ticks_ms()          the tick counter the clock runs on (time.ticks_ms on the board; the simulator's
                      can also jump forward, to play hours of clock time in seconds)
  async run(app)      the backend's own task (the simulator's socket; its configure lines, a
                      script's shortcut for the menu's presses, call app.configure(changes))
  async wait_ready()  returns once the hardware can be read (the simulator: its board is connected)

Optional, on the hardware backends (use getattr(hal, name, None)):
  pressed_at(side)    ticks_ms at which side's latest press began: its first contact edge, stamped
                      in the pin interrupt, not when a poll saw it (charge the clock from this)
  wake_on_edge(flag)  flag.set() (an asyncio.ThreadSafeFlag) at every button edge, from its interrupt:
                      the buttons are sampled as soon as a press's bounce dies away
  scan_frames(period_ms, out, flag)  scan into out (array('H', 225)) every period_ms from a timer's
                      interrupt and flag.set() (an asyncio.ThreadSafeFlag) at each frame delivered;
                      out is the application's to classify until frame_taken(); a frame finished
                      before then is dropped. False where it cannot (the application scans itself);
                      out None stops it
  frame_taken()       the application is done with the latest frame (with scan_frames)
  show_lamp(running)  the clock's lamps alone (LEFT, RIGHT or NONE), at once: a press's lamp is lit
                      before its move is committed, the faces after
  config["leds"]["supply_ma"]  what the supply offers, from USB-C CC1/CC2 at boot on the Pico;
                      config["leds"]["supply_source"] says how it was found
"""

LEFT = 1
RIGHT = 2
NONE = 0
