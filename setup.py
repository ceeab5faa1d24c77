"""Only what pyproject.toml cannot say: the wheel holds the files that exist now.

setuptools copies packages and package data into ``build/lib`` and never removes what it copied
there before (https://github.com/pypa/setuptools/issues/1871, open), so a card file deleted since an
earlier local build came back with ``pip install .``. :class:`BuildPyListingWhatExists` removes,
after copying, every file under the packages' folders in ``build/lib`` that this build did not copy.
Everything else is in pyproject.toml.
"""
import os

from setuptools import setup
from setuptools.command.build_py import build_py


class BuildPyListingWhatExists(build_py):
    """build_py that leaves in the build folder only the files it copied this time."""

    def run(self):
        super().run()
        if getattr(self, "editable_mode", False):      # an editable install copies nothing
            return
        copied = {os.path.normpath(path) for path in self.get_outputs(include_bytecode=True)}
        for top in sorted({package.split(".")[0] for package in self.packages or ()}):
            for folder, _, files in os.walk(os.path.join(self.build_lib, top)):
                for name in files:
                    path = os.path.normpath(os.path.join(folder, name))
                    if path not in copied:
                        os.remove(path)


setup(cmdclass={"build_py": BuildPyListingWhatExists})
