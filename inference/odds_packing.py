"""A situation of the exact-odds enumeration packed into one integer (`Packing`), and the groups of a
layer's situations that share a context (`Group`), with their transitions remembered as numbers to add."""
import sys
from array import array

from dealt.inference.odds_steps import SETTLE


class Group:
    """Situations of a layer that share a context: the Hit queue, what comes next, the prefix, fired."""

    __slots__ = ("place", "queue", "then", "prefix", "fired", "options", "options_mask", "tables", "settles")

    def __init__(self, place, queue, then, prefix, fired):
        self.place, self.queue, self.then, self.prefix, self.fired = place, queue, then, prefix, fired
        self.options = {}         # situation & options_mask -> the options at `then`
        self.options_mask = 0
        self.tables = {}          # option -> [mask, {situation & mask: number added}]
        self.settles = {}         # (the Death step next) who is dying -> [mask, {situation & mask: number added}]


class Packing:
    """A situation of the enumeration as one integer: damage dealt, fired, queue number, what comes
    next, prefix, how many characters are dying and which, which are alive (a bit per entity slot
    below 64), then each slot's code in 32 bits.

    Following an option changes a few slots and the context by amounts that depend only on the slots
    it read and changed: a number added, remembered on those bits (`mask`).
    """

    DEALT = (1 << 32) - 1      # (far more than any action deals: adding a step's damage never carries over)
    FIRED, QUEUE, THEN, PREFIX, DYING, WHO_DYING, ALIVE, SLOTS = 32, 33, 57, 73, 89, 97, 161, 225
    CONTEXT = (1 << (DYING - FIRED)) - 1

    def __init__(self, enum):
        self.enum = enum          # for who is alive and how many are dying (kept in the situation)
        self.thens, self.then_number = [None, SETTLE], {None: 0, SETTLE: 1}
        self.prefixes, self.prefix_number = [()], {(): 0}

    def _numbered(self, value, values, numbers):
        found = numbers.get(value)
        if found is None:
            found = numbers[value] = len(values)
            values.append(value)
        return found

    def pack(self, state, place, then, prefix, dealt, fired):
        then = self._numbered(then, self.thens, self.then_number)
        prefix = self._numbered(prefix, self.prefixes, self.prefix_number)
        if not 0 <= dealt < 1 << 31 or place >= 1 << 24 or then >= 1 << 16 or prefix >= 1 << 16:
            raise RuntimeError("a situation is too large to pack")
        value = int.from_bytes(_words(state).tobytes(), "little")
        enum, count, who, alive, width = self.enum, 0, 0, 0, len(state)
        dying, living = enum._dying_flags, enum._alive
        for slot in enum.entity_slots:
            if slot < width:
                code = state[slot]
                if dying[code]:
                    count += 1
                    if slot < 64:
                        who |= 1 << slot
                if slot < 64 and living[code]:
                    alive |= 1 << slot
        if count > 0xFF:
            raise RuntimeError("too many characters dying at once to pack")
        return ((value << self.SLOTS) | (alive << self.ALIVE) | (who << self.WHO_DYING) | (count << self.DYING)
                | (prefix << self.PREFIX)
                | (then << self.THEN) | (place << self.QUEUE) | (int(bool(fired)) << self.FIRED) | dealt)

    def unpack_context(self, situation):
        return ((situation >> self.QUEUE) & ((1 << 24) - 1), self.thens[(situation >> self.THEN) & 0xFFFF],
                self.prefixes[(situation >> self.PREFIX) & 0xFFFF], bool((situation >> self.FIRED) & 1))

    def state(self, situation):
        value = situation >> self.SLOTS
        words = array("I")
        words.frombytes(value.to_bytes(((value.bit_length() + 31) // 32) * 4, "little"))
        if _BIG:
            words.byteswap()
        return tuple(words)

    def mask(self, slots, alive=(), dying=False, who=False):
        """The bits of these slots, of whether these (entity) slots are alive, and of the context (not
        the damage dealt, which only adds up); and of the count of dying characters when whether
        anyone is dying matters."""
        value = 0
        for slot in slots:
            value |= 0xFFFFFFFF << (self.SLOTS + 32 * slot)
        for slot in alive:
            if slot < 64:
                value |= 1 << (self.ALIVE + slot)
            else:
                value |= 0xFFFFFFFF << (self.SLOTS + 32 * slot)
        if dying:
            value |= 0xFF << self.DYING
        if who:
            value |= ((1 << 64) - 1) << self.WHO_DYING
        return value | (self.CONTEXT << self.FIRED)


_BIG = sys.byteorder == "big"


def _words(state):
    words = array("I", state)
    if _BIG:
        words.byteswap()
    return words
