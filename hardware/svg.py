"""A small SVG writer for the generated drawings: deterministic output, no dependencies."""

from xml.sax.saxutils import escape


def _num(v):
    return ("%.2f" % v).rstrip("0").rstrip(".")


class Svg:
    def __init__(self, width, height, title):
        self.width = width
        self.height = height
        self.items = ['<title>%s</title>' % escape(title),
                      '<rect x="0" y="0" width="%s" height="%s" fill="white"/>' % (_num(width), _num(height))]

    def rect(self, x, y, w, h, fill="none", stroke="black", width=1.0, rx=0, dash=None):
        extra = ' stroke-dasharray="%s"' % dash if dash else ""
        self.items.append('<rect x="%s" y="%s" width="%s" height="%s" rx="%s" fill="%s" stroke="%s" stroke-width="%s"%s/>'
                          % (_num(x), _num(y), _num(w), _num(h), _num(rx), fill, stroke, _num(width), extra))

    def circle(self, x, y, r, fill="none", stroke="black", width=1.0):
        self.items.append('<circle cx="%s" cy="%s" r="%s" fill="%s" stroke="%s" stroke-width="%s"/>'
                          % (_num(x), _num(y), _num(r), fill, stroke, _num(width)))

    def line(self, x1, y1, x2, y2, stroke="black", width=1.0, arrow=False, dash=None):
        extra = ' marker-end="url(#arrow)"' if arrow else ""
        if dash:
            extra += ' stroke-dasharray="%s"' % dash
        self.items.append('<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="%s"%s/>'
                          % (_num(x1), _num(y1), _num(x2), _num(y2), stroke, _num(width), extra))

    def polyline(self, points, stroke="black", width=1.0, arrow=False, fill="none"):
        extra = ' marker-end="url(#arrow)"' if arrow else ""
        pts = " ".join("%s,%s" % (_num(x), _num(y)) for x, y in points)
        self.items.append('<polyline points="%s" fill="%s" stroke="%s" stroke-width="%s"%s/>'
                          % (pts, fill, stroke, _num(width), extra))

    def text(self, x, y, s, size=10, anchor="start", weight="normal", fill="black", rotate=None):
        extra = ' transform="rotate(%s %s %s)"' % (_num(rotate), _num(x), _num(y)) if rotate is not None else ""
        self.items.append('<text x="%s" y="%s" font-family="sans-serif" font-size="%s" text-anchor="%s" '
                          'font-weight="%s" fill="%s"%s>%s</text>'
                          % (_num(x), _num(y), _num(size), anchor, weight, fill, extra, escape(s)))

    def dimension(self, x1, y1, x2, y2, label, offset=10, size=9):
        """A dimension line between two points, offset perpendicular, with its label."""
        if abs(y1 - y2) < 1e-9:  # horizontal
            y = y1 + offset
            self.line(x1, y1, x1, y + 3 * (1 if offset > 0 else -1), stroke="#555", width=0.4)
            self.line(x2, y2, x2, y + 3 * (1 if offset > 0 else -1), stroke="#555", width=0.4)
            self.line(x1, y, x2, y, stroke="#555", width=0.6, arrow=True)
            self.line(x2, y, x1, y, stroke="#555", width=0.6, arrow=True)
            self.text((x1 + x2) / 2, y - 2, label, size=size, anchor="middle", fill="#333")
        else:  # vertical
            x = x1 + offset
            self.line(x1, y1, x + 3 * (1 if offset > 0 else -1), y1, stroke="#555", width=0.4)
            self.line(x2, y2, x + 3 * (1 if offset > 0 else -1), y2, stroke="#555", width=0.4)
            self.line(x, y1, x, y2, stroke="#555", width=0.6, arrow=True)
            self.line(x, y2, x, y1, stroke="#555", width=0.6, arrow=True)
            self.text(x - 2, (y1 + y2) / 2, label, size=size, anchor="middle", fill="#333", rotate=-90)

    def render(self):
        head = ('<svg xmlns="http://www.w3.org/2000/svg" width="%smm" height="%smm" viewBox="0 0 %s %s">\n'
                '<defs><marker id="arrow" markerWidth="8" markerHeight="8" refX="7" refY="4" orient="auto" '
                'markerUnits="userSpaceOnUse"><path d="M0,1 L7,4 L0,7 z" fill="#333"/></marker></defs>\n'
                % (_num(self.width), _num(self.height), _num(self.width), _num(self.height)))
        return head + "\n".join(self.items) + "\n</svg>\n"
