"""The addresses a phone on the hall's network opens the broadcast at (--lan): this machine's
IPv4 addresses other than loopback (ifaddr reads the network interfaces), as URLs."""

import ipaddress
import logging

log = logging.getLogger("tengen.web")


def addresses():
    """This machine's non-loopback IPv4 addresses, as text, in the interfaces' order."""
    try:
        import ifaddr

        adapters = ifaddr.get_adapters()
    except (ImportError, OSError) as error:  # no way to list them: the loopback URL is still printed
        log.warning("the network's addresses not found: %s", error)
        return []
    found = []
    for adapter in adapters:
        for ip in adapter.ips:
            if ip.is_IPv4 and not ipaddress.ip_address(ip.ip).is_loopback and ip.ip not in found:
                found.append(ip.ip)
    return found


def urls(port):
    return ["http://%s:%d/" % (address, port) for address in addresses()]


def serves_network(host):
    """Whether a server on this address is reachable from the network (every address, or one that
    is not loopback)."""
    if host in ("0.0.0.0", "", None):
        return True
    try:
        return not ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False
