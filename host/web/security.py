"""Who may write, and from where.

The admin token is given to the daemon at its start (a file or the TENGEN_ADMIN_TOKEN variable;
never on the command line, where `ps` shows it). Every write and the arbiter's live view need it:
as `Authorization: Bearer TOKEN` (tools), or as the arbiter's session cookie that POST /api/login
sets (the browser: EventSource cannot send headers). The cookie holds an HMAC of the token, not the
token; it is HttpOnly and SameSite=Strict.

Cross-site requests are refused: a write whose Origin (or Referer) names another site, or whose
Sec-Fetch-Site says cross-site, gets 403 whatever it carries; writes must be JSON (a cross-site
form cannot send application/json without a CORS preflight, which this server never grants).
"""

import hashlib
import hmac
import os
from urllib.parse import urlsplit

from host.logs import printable

COOKIE = "tengen_arbiter"


def _bytes(text):
    # What a client sent may hold any code point, a lone surrogate too (aiohttp decodes header
    # bytes that are not UTF-8 as surrogates): compared as bytes, never an error.
    return text.encode("utf-8", "surrogatepass")


def load_token(path=None):
    """The admin token from a file or $TENGEN_ADMIN_TOKEN; None means no writes at all."""
    if path:
        with open(path) as handle:
            token = handle.read().strip()
    else:
        token = os.environ.get("TENGEN_ADMIN_TOKEN", "").strip()
    if token and len(token) < 12:
        raise ValueError("the admin token is too short (12 characters at least)")
    return token or None


class Guard:
    def __init__(self, token):
        self.token = token

    def session_value(self):
        return hmac.new(self.token.encode(), b"tengen arbiter session", hashlib.sha256).hexdigest()

    def check_token(self, given):
        return bool(self.token) and isinstance(given, str) and hmac.compare_digest(_bytes(given), self.token.encode())

    def is_admin(self, request):
        if not self.token:
            return False
        header = request.headers.get("Authorization", "")
        if header.startswith("Bearer ") and self.check_token(header[7:].strip()):
            return True
        cookie = request.cookies.get(COOKIE)
        return bool(cookie) and hmac.compare_digest(_bytes(cookie), self.session_value().encode())

    @staticmethod
    def cross_site(request):
        """Why the request comes from another site, or None."""
        if request.headers.get("Sec-Fetch-Site") == "cross-site":
            return "cross-site request (Sec-Fetch-Site)"
        host = request.headers.get("Host", "")
        for header in ("Origin", "Referer"):
            value = request.headers.get(header)
            if not value:
                continue
            if value == "null":
                return "opaque origin"
            try:
                netloc = urlsplit(value).netloc
            except ValueError:  # "http://[::1": no URL at all
                return "%s %s is not a URL" % (header, printable(value, 80))
            if netloc.lower() != host.lower():
                return "%s %s is not this server (%s)" % (header, value, host)
            break
        return None
