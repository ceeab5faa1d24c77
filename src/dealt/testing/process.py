"""`dealt` run in a process of its own, for tests of what must end: under a time limit (and an address-space
limit), so a hang or a runaway fails its test instead of stopping the suite or taking the machine."""
import subprocess
import sys

_MAIN = "import sys; from dealt.cli import main; sys.exit(main(sys.argv[1:]))"


def run_dealt(*argv, timeout=60, memory=2 << 30):
    """The finished `dealt ARGV` process (stdout, stderr as text); TimeoutExpired past `timeout` seconds."""
    def limit():
        import resource
        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    return subprocess.run([sys.executable, "-c", _MAIN, *map(str, argv)], capture_output=True, text=True,
                          timeout=timeout, preexec_fn=limit if memory else None)


def refused(run, option):
    """The stderr of a run refused with exit 2 in one line at `option` (a budget), with nothing on stdout."""
    assert run.returncode == 2 and run.stdout == "", (run.returncode, run.stderr[-2000:])
    err = run.stderr
    assert err.startswith("dealt: error: ") and err.count("\n") == 1 and "Traceback" not in err
    assert f"at {option}:" in err
    return err
