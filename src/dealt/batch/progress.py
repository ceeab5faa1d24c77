"""A one-line progress bar on stderr, drawn only when stderr is a terminal (never in a pipe, a file or CI)."""
import sys
import time


class Progress:
    """``corpus 345/1072 [=======>         ] 32%  41.2 files/s  ETA 18 s  2 failed`` redrawn at most 10 times a
    second; nothing at all when `stream` is not a terminal."""

    WIDTH = 28

    def __init__(self, total, label="corpus", stream=None, enabled=None):
        self.stream = stream if stream is not None else sys.stderr
        self.enabled = _is_tty(self.stream) if enabled is None else enabled
        self.total, self.label = total, label
        self.done, self.bad = 0, 0
        self.started = self._drawn = time.monotonic()

    def update(self, n=1, bad=0):
        self.done += n
        self.bad += bad
        now = time.monotonic()
        if self.enabled and (now - self._drawn >= 0.1 or self.done >= self.total):
            self._drawn = now
            self._draw(now)

    def _draw(self, now):
        share = self.done / self.total if self.total else 1.0
        filled = int(share * self.WIDTH)
        bar = "=" * filled + (">" if filled < self.WIDTH else "") + " " * (self.WIDTH - filled - 1)
        rate = self.done / max(now - self.started, 1e-9)
        eta = f"  ETA {(self.total - self.done) / rate:.0f} s" if 0 < rate and self.done < self.total else ""
        bad = f"  {self.bad} not passed" if self.bad else ""
        self._write(f"\r{self.label} {self.done}/{self.total} [{bar[:self.WIDTH]}] {share:4.0%}  {rate:5.1f} files/s"
                    f"{eta}{bad}\x1b[K")

    def close(self):
        if self.enabled:
            self._draw(time.monotonic())
            self._write("\n")

    def _write(self, text):
        try:
            self.stream.write(text)
            self.stream.flush()
        except (OSError, ValueError):
            self.enabled = False


def _is_tty(stream):
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False
