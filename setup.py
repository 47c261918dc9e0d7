"""Build step that pyproject.toml cannot say: ``resources/`` goes inside the package.

The repository keeps ``resources/`` at the top level, next to the scripts that
generate its files, but an installed game must carry the files it loads inside
its own package, where :mod:`phase10_desktop.resources` finds them. This maps
the folder to ``phase10_desktop/_resources`` at build time, for a wheel built
from the checkout and from the sdist alike. pyproject.toml cannot combine that
mapping with the automatic package search (a new subpackage must never be left
out of the wheel silently), so the search is here too; *which* files ship is the
``package-data`` table in pyproject.toml. Everything else lives there.
"""

from setuptools import find_packages, setup

RESOURCES_PACKAGE = "phase10_desktop._resources"

setup(
    packages=[*find_packages(include=["phase10_desktop", "phase10_desktop.*"]), RESOURCES_PACKAGE],
    package_dir={RESOURCES_PACKAGE: "resources"},
)
