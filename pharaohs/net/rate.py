"""The message rate of the protocol, kept by both ends of a connection.

The server refuses a connection that sends faster than ``MESSAGES_PER_SECOND`` (with
``MESSAGE_BURST`` at once); a client of ours keeps to half that, so a quick computer-driven
client, or a burst of moves bunched up on the way, never trips the server's flood guard.
"""

from __future__ import annotations

import time

from pharaohs.net import protocol

#: the share of the server's rate and burst a client of ours allows itself
CLIENT_SHARE = 0.5


class Bucket:
    """A token bucket: ``rate`` messages a second on average, ``burst`` at once."""

    def __init__(self, rate: float, burst: float, clock=time.monotonic):
        self.rate = rate
        self.burst = burst
        self.clock = clock
        self.allowance = float(burst)
        self.checked = clock()

    def _refill(self) -> None:
        now = self.clock()
        self.allowance = min(self.burst, self.allowance + (now - self.checked) * self.rate)
        self.checked = now

    def take(self) -> bool:
        """Spend one message if the bucket holds one; say whether it did."""
        self._refill()
        if self.allowance < 1:
            return False
        self.allowance -= 1
        return True

    def wait(self) -> float:
        """Seconds until one message may be spent (0 if now)."""
        self._refill()
        return max(0.0, (1 - self.allowance) / self.rate)


def server_bucket() -> Bucket:
    return Bucket(protocol.MESSAGES_PER_SECOND, protocol.MESSAGE_BURST)


def client_bucket() -> Bucket:
    return Bucket(protocol.MESSAGES_PER_SECOND * CLIENT_SHARE,
                  protocol.MESSAGE_BURST * CLIENT_SHARE)
