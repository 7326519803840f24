"""What the documentation tools share: the package's library modules (from `swift package
describe`), the flags that load them, their symbol graphs, and the DocC articles."""

import glob
import json
import os
import shutil
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TARGET = "x86_64-unknown-linux-gnu"
# The system libraries' headers, for modules that import a C module (CCairo, CX11, ...).
PKG_CONFIG = ["pangocairo", "cairo", "x11", "xext", "rlottie"]


class Failure(Exception):
    """A step that failed; its message is the one line printed."""


def run(command, **options):
    return subprocess.run(command, cwd=ROOT, check=True, **options)


def package():
    """The library modules in dependency order, and the system library folders."""
    description = json.loads(run(["swift", "package", "describe", "--type", "json"], capture_output=True).stdout)
    targets = {t["name"]: t for t in description["targets"]}
    libraries = [
        t["name"] for t in description["targets"] if t["type"] == "library" and t["path"].startswith("Sources/")
    ]
    c_folders = [t["path"] for t in description["targets"] if t["type"] == "system-target"]
    ordered, seen = [], set()

    def visit(name):
        if name in seen or name not in libraries:
            return
        seen.add(name)
        for dependency in targets[name].get("target_dependencies", []):
            visit(dependency)
        ordered.append(name)

    for name in sorted(libraries):
        visit(name)
    return ordered, targets, c_folders


def compiler_flags(bin_path, c_folders):
    """Search paths that let a tool load the built modules and the C modules they import."""
    flags = ["-target", TARGET, "-I", os.path.join(bin_path, "Modules")]
    for folder in c_folders:
        flags += ["-I", os.path.join(ROOT, folder)]
    includes = run(["pkg-config", "--cflags-only-I"] + PKG_CONFIG, capture_output=True, text=True).stdout.split()
    for include in includes:
        flags += ["-Xcc", include]
    return flags


def symbol_graphs(bin_path, out):
    """Extracts each library module's public symbols into OUT/<module>/."""
    modules, targets, c_folders = package()
    flags = compiler_flags(bin_path, c_folders)
    for module in modules:
        folder = os.path.join(out, module)
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
        run(
            ["swift-symbolgraph-extract", "-module-name", module, "-output-dir", folder]
            + ["-minimum-access-level", "public", "-skip-synthesized-members"]
            + flags
        )
    return modules, targets


def dependencies(module, targets):
    """Every module `module` depends on, directly or not."""
    found, stack = [], list(targets[module].get("target_dependencies", []))
    while stack:
        name = stack.pop()
        if name not in found:
            found.append(name)
            stack += targets.get(name, {}).get("target_dependencies", [])
    return found


def module_of(article):
    """The module whose catalog holds `article` (Sources/<module>/<module>.docc/...)."""
    return os.path.relpath(article, os.path.join(ROOT, "Sources")).split(os.sep)[0]


def articles():
    return sorted(glob.glob(os.path.join(ROOT, "Sources", "*", "*.docc", "**", "*.md"), recursive=True))
