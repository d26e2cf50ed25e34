// The overlay's box, from ?size=: the streamers' usual browser-source sizes (docs/broadcast.md).
"use strict";
(() => {
  const SIZES = { "1920x1080": [1920, 1080], "1280x720": [1280, 720], "800x600": [800, 600], "clock": [1280, 120] };
  const asked = new URLSearchParams(location.search).get("size");
  const size = SIZES[asked];
  const box = document.getElementById("box");
  if (size) {
    box.style.setProperty("--w", size[0] + "px");
    box.style.setProperty("--h", size[1] + "px");
  }
  if (asked === "clock") document.body.classList.add("clock-only");
  box.dataset.size = size ? asked : "fit";
})();
