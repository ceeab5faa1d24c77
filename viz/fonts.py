"""A fontconfig configuration for the Graphviz that pygraphviz's wheel bundles, so `dealt graph` prints nothing.

The wheel carries its own libfontconfig (2.13.1, built on RHEL 8: ``pygraphviz.libs/libfontconfig-*.so*``).
Left to itself it loads the system's ``/etc/fonts/fonts.conf`` (or says "Fontconfig error: Cannot load default
config file" where there is none), then always parses its compiled-in template folder
``/usr/share/fontconfig/conf.avail`` (``FcInitLoadOwnConfig`` in fontconfig's src/fcinit.c), where a newer
system's fontconfig keeps files it cannot read ("Fontconfig warning: ... 05-reset-dirs-sample.conf, line 6:
unknown element "reset-dirs""). So, unless the user set ``FONTCONFIG_FILE`` or ``FONTCONFIG_PATH`` (then their
setting rules and nothing here runs), Dealt points ``FONTCONFIG_FILE`` at its own fonts.conf for this process and
makes that configuration the bundled library's current one before Graphviz draws: fontconfig then never loads
its defaults (``FcConfigParseAndLoad``, ``FcConfigSetCurrent``: fontconfig-devel "FcConfig" functions,
https://www.freedesktop.org/software/fontconfig/fontconfig-devel/x103.html; the environment variables:
https://www.freedesktop.org/software/fontconfig/fontconfig-user.html). A pygraphviz built against the system's
Graphviz has no bundled fontconfig and reads the system's own configuration: nothing to do.
"""
import ctypes
import importlib.util
import os
from pathlib import Path

CONFIG = Path(__file__).with_name("fonts.conf")
_configured = False


def bundled_fontconfig():
    """The path of the libfontconfig bundled in pygraphviz's wheel, or None (pygraphviz uses the system's)."""
    spec = importlib.util.find_spec("pygraphviz")
    if spec is None or not spec.origin:
        return None
    site = Path(spec.origin).parent.parent
    found = sorted(site.glob("pygraphviz.libs/libfontconfig*.so*")) + sorted(
        site.glob("pygraphviz/.dylibs/libfontconfig*"))
    return found[0] if found else None


def configure():
    """Give the bundled fontconfig Dealt's configuration, once per process, unless the user configured fontconfig."""
    global _configured
    if _configured:
        return
    _configured = True
    if os.environ.get("FONTCONFIG_FILE") or os.environ.get("FONTCONFIG_PATH"):
        return
    os.environ["FONTCONFIG_FILE"] = str(CONFIG)
    library = bundled_fontconfig()
    if library is None:
        return
    import pygraphviz  # noqa: F401  (loads the bundled library first, so the handle below is the one Graphviz uses)
    fc = ctypes.CDLL(str(library))
    fc.FcConfigCreate.restype = ctypes.c_void_p
    fc.FcConfigParseAndLoad.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    fc.FcConfigBuildFonts.argtypes = [ctypes.c_void_p]
    fc.FcConfigSetCurrent.argtypes = [ctypes.c_void_p]
    fc.FcConfigDestroy.argtypes = [ctypes.c_void_p]
    config = fc.FcConfigCreate()
    if not config:
        return
    if not (fc.FcConfigParseAndLoad(config, str(CONFIG).encode(), 1) and fc.FcConfigBuildFonts(config)
            and fc.FcConfigSetCurrent(config)):
        fc.FcConfigDestroy(config)
