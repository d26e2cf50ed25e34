"""The command line's broadcast options (host/cli.py adds them to `daemon`, and the `relay` command)."""

import logging
import os
import socket
import sys
from pathlib import Path

from host.arguments import local_address, broker, count, file_in_new_folder, port, readable_file, seconds, web_origin

DEFAULT_PORT = 8077

log = logging.getLogger("tengen.web")


def add_daemon_arguments(parser):
    group = parser.add_argument_group("live broadcast (web pages, JSON API, MQTT)")
    _add_web_arguments(group)
    group.add_argument("--no-web", action="store_true", help="record only: no web server")
    group.add_argument("--admin-token-file", type=readable_file,
                       help="a file holding the admin token that every write needs (or $TENGEN_ADMIN_TOKEN);"
                            " without one, writes are refused")
    group.add_argument("--delay", type=seconds(0), help="broadcast delay in seconds for viewers (default: as last set, else 0)")
    group.add_argument("--mqtt", metavar="HOST[:PORT]", type=broker, help="publish the hall to this MQTT broker")
    group.add_argument("--mqtt-prefix", default="tengen/hall", help="topic prefix (default: %(default)s)")


def _add_web_arguments(group):
    group.add_argument("--lan", action="store_true", help="serve the pages to the local network (0.0.0.0), not only this machine")
    group.add_argument("--web-host", type=local_address, help="the address to serve on (default 127.0.0.1; --lan: 0.0.0.0)")
    group.add_argument("--web-port", type=port, default=DEFAULT_PORT,
                       help="the web port (default %(default)s; a free one if taken, see --url-file)")
    group.add_argument("--url-file", type=file_in_new_folder, help="write the broadcast's URL to this file once it serves")
    group.add_argument("--max-viewers", type=count(1, what="a number of viewers"), default=5000, help="streams open at once (default %(default)s)")
    group.add_argument("--max-viewers-per-address", type=count(1, what="a number of viewers"), default=200,
                       help="streams open at once from one address (default %(default)s)")
    group.add_argument("--embed-from", metavar="ORIGIN", type=web_origin, action="append", default=[],
                       help="a site that may show /embed/ID in a frame, e.g. https://club.example (again for"
                            " another site); without it no site may frame any page")


def _web_host(args):
    return args.web_host or ("0.0.0.0" if args.lan else "127.0.0.1")


def _mqtt_config(args):
    if not getattr(args, "mqtt", None):
        return None
    from host.web.mqtt import MqttConfig

    return MqttConfig.parse(args.mqtt, args.mqtt_prefix)


def _write_url(args, url):
    if args.url_file:
        path = Path(args.url_file)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_name(path.name + ".new")
            tmp.write_text(url + "\n")
            os.replace(tmp, path)
        except OSError as error:  # checked when parsed; a place that refuses only the write still says so
            log.error("cannot write the URL to %s: %s (serving %s regardless)", args.url_file,
                      error.strerror or error, url)


def start_broadcast(args, db_path):
    """The daemon's web server, started (None with --no-web, or if it cannot start: the daemon
    records on regardless)."""
    if args.no_web:
        return None
    from host.web.security import load_token

    try:
        from host.web.server import WebServer
    except ImportError as error:  # a host without the broadcast's packages still records
        log.error("no live broadcast (%s): recording only", error)
        return None

    try:
        token = load_token(args.admin_token_file)
    except (OSError, ValueError) as error:
        print("admin token not usable: %s" % error, file=sys.stderr)
        raise SystemExit(2)
    server = WebServer(db_path, host=_web_host(args), port=args.web_port, token=token, delay=args.delay,
                       settings_path=Path(db_path).with_name(Path(db_path).stem + ".broadcast.json"),
                       max_viewers=args.max_viewers, max_per_address=args.max_viewers_per_address,
                       mqtt=_mqtt_config(args), embed_from=args.embed_from,
                       token_file=os.path.abspath(args.admin_token_file) if args.admin_token_file else None)
    try:
        url = server.start()
    except RuntimeError as error:
        log.error("%s; recording without a broadcast", error)
        return None
    log.info("live broadcast: %s%s", url, "" if token else " (no admin token: writes refused)")
    _say_lan(server.lan_urls)
    _write_url(args, url)
    return server


def _say_lan(urls):
    """--lan: the addresses a phone on the hall's network opens, on standard output (the log may be a file)."""
    if urls:
        print("on the local network (phones in the hall): %s" % "  ".join(urls), flush=True)


def add_relay_command(commands):
    relay = commands.add_parser("relay", help="serve the hall's pages from an MQTT broker (no board attached)")
    relay.add_argument("--mqtt", metavar="HOST[:PORT]", required=True, type=broker, help="the broker the host publishes to")
    relay.add_argument("--mqtt-prefix", default="tengen/hall", help="topic prefix (default: %(default)s)")
    relay.add_argument("--log", help="log file (default: standard error)")
    _add_web_arguments(relay)
    relay.set_defaults(func=cmd_relay)


def cmd_relay(args):
    import signal
    import threading

    from host.web.relay import Relay

    try:
        if args.log and os.path.dirname(args.log):
            os.makedirs(os.path.dirname(args.log), exist_ok=True)
        logging.basicConfig(filename=args.log, level=logging.INFO,
                            format="%(asctime)s %(levelname)s %(threadName)s: %(message)s")
    except OSError as error:
        print("relay: cannot write the log %s: %s" % (args.log, error.strerror or error), file=sys.stderr)
        return 1
    config = _mqtt_config(args)
    try:  # a broker that is not there is said now, not shown as an empty hall
        socket.create_connection((config.host, config.port), timeout=5).close()
    except OSError as error:
        print("relay: cannot reach the MQTT broker at %s:%d: %s" % (config.host, config.port,
                                                                   error.strerror or error), file=sys.stderr)
        return 1
    relay = Relay(config, host=_web_host(args), port=args.web_port, max_viewers=args.max_viewers,
                  max_per_address=args.max_viewers_per_address, embed_from=args.embed_from)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    try:
        url = relay.start()
    except RuntimeError as error:
        print("relay: %s" % error, file=sys.stderr)
        return 1
    _write_url(args, url)
    print("relay serving %s from %s" % (url, args.mqtt), flush=True)
    if _web_host(args) in ("0.0.0.0", ""):
        from host.web import lan

        _say_lan(lan.urls(int(url.rstrip("/").rsplit(":", 1)[1])))
    stop.wait()
    relay.stop()
    return 0
