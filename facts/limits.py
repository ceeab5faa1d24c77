"""The limits on what Dealt reads: file size, values, numbers, board size (the README's "Limits").

Each is far above any real board and far below what would take the machine:
a limit reached is refused (exit 2) naming the field and the limit.
"""
#: the largest scenario or card file read, in bytes (1 MB)
MAX_FILE_BYTES = 1_000_000
#: the most values (scalars, lists, mappings) a file may hold, counting each use of an alias (*name) again
MAX_VALUES = 100_000
#: the largest whole number, in absolute value, of any field (Health, amounts, Spell Damage, might, HP, life...)
MAX_NUMBER = 999
#: the largest seed (it only seeds the random results not given in choices; any 32-bit value is a seed)
MAX_SEED = 4_294_967_295
#: fields whose limit is not MAX_NUMBER, by their place in the file
FIELD_LIMITS = {"seed": MAX_SEED}
#: the most entries a board may have (a Hearthstone board holds at most 14 minions; the benchmark's largest has
#: 202). Whole-board triggers (Frothing Berserker's, once per minion per damaged minion) grow with its square:
#: the budget of firings per action bounds those.
MAX_BOARD = 250
