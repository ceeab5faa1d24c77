"""Writing Dealt's output: whole or not at all, and a failure said in one line.

A file goes to a temporary file in the target's own folder, flushed to disk, then
renamed over the target (an atomic replace on one file system): a failed write
leaves the target as it was (absent, or the old file) and no temporary behind.
Whose fault a failure is decides the exit: a path the user gave that cannot
hold a file (no such folder, a directory, no permission) is bad input, exit 2;
the machine failing (disk full, quota, I/O error, file size limit) exits 1.
"""
import errno
import os
import re
import sys
import tempfile
from pathlib import Path

from dealt.facts.errors import InputError

#: errors of the machine, not of the path given: the same command can succeed later
MACHINE_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EIO, errno.EFBIG, errno.ENOMEM, errno.ENOBUFS})
EXIT_MACHINE = 1
EXIT_BAD_INPUT = 2


class OutputError(Exception):
    """The output could not be written; `exit_code` says whose fault (1 the machine's, 2 the user's)."""

    def __init__(self, target, reason, machine):
        self.target = str(target)
        self.reason = reason
        self.exit_code = EXIT_MACHINE if machine else EXIT_BAD_INPUT
        super().__init__(self.message())

    def message(self):
        return re.sub(r"\s*[\r\n]+\s*", " ", f"{self.target}: cannot be written ({self.reason}).")   # one line


def failure(target, exc):
    """The OutputError for an OSError met while writing `target`."""
    return OutputError(target, exc.strerror or str(exc), exc.errno in MACHINE_ERRNOS)


def check_target(path, formats, kind="graph"):
    """Refuse, before any work, an output path that can never be written: its suffix picks one of `formats`
    (a `kind` of output: "graph", "plot")."""
    name = str(path)
    target = Path(name)
    allowed = ", ".join("." + f for f in formats)
    if name.endswith(("/", os.sep)) or target.is_dir():
        raise InputError(name, "", f"is a directory; the output must be a file name ending in a {kind} format.",
                         allowed=allowed)
    suffix = target.suffix.lstrip(".").lower()
    if not suffix and target.name.lstrip(".").lower() in formats:
        raise InputError(name, "", f"'{target.name}' is only a suffix: the output file needs a name before it "
                         f"(such as {kind}{target.name}).", allowed=allowed)
    if suffix not in formats:
        raise InputError(name, "", f"the output file name must end in a {kind} format.", allowed=allowed)
    folder = target.parent
    if not folder.exists():
        raise InputError(name, "", f"cannot be written: its folder {folder} does not exist.",
                         allowed="a file in an existing folder")
    if not folder.is_dir():
        raise InputError(name, "", f"cannot be written: {folder} is not a folder.",
                         allowed="a file in an existing folder")
    return suffix


def _mode_for(target):
    """The permissions the target has now, or a new file's under the umask."""
    try:
        return os.stat(target).st_mode & 0o7777
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def write_file(path, data):
    """Write `data` (bytes) to `path` atomically; raise OutputError naming the path and why it failed."""
    target = Path(path)
    try:
        fd, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent or ".")
    except OSError as exc:
        raise failure(path, exc) from None
    try:
        try:
            if hasattr(os, "fchmod"):          # POSIX: the permissions a plainly written file would have
                os.fchmod(fd, _mode_for(target))
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view):]
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(temporary, target)
    except BaseException as exc:         # a failed write or an interrupt: no temporary is left behind
        try:
            os.unlink(temporary)
        except OSError:
            pass
        if isinstance(exc, OSError):
            raise failure(path, exc) from None
        raise
    return target


STDOUT = "standard output"


def _silence_stdout():
    """Point stdout at /dev/null, so that Python's last flush at exit finds nothing to fail on."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


def write_stdout(text):
    """Print `text` and flush it; a reader that went away is silence, any other failure an OutputError."""
    if sys.stdout is None:                  # started with stdout closed (`dealt ... >&-`)
        raise OutputError(STDOUT, "it is closed", machine=False)
    try:
        sys.stdout.write(text + "\n")
        sys.stdout.flush()
    except BrokenPipeError:                 # e.g. `dealt resolve ... | head`
        _silence_stdout()
    except OSError as exc:
        _silence_stdout()
        raise failure(STDOUT, exc) from None
