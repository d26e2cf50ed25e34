"""The board's hardware description (pinmap.json and notes) and the virtual board (vboard)."""
