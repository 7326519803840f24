#!/usr/bin/env python3
"""The API documentation's tools: symbol graphs, the coverage check, the articles' code, the site.

    docs.py check BIN          symbol graphs of BIN/Modules, then `coverage` and `snippets`
    docs.py coverage GRAPHS    every public symbol has a doc comment (exit 1 listing those without)
    docs.py snippets BIN       the ```swift blocks of each DocC article type-check (exit 1 if not)
    docs.py site BIN OUT       symbol graphs, one DocC archive per module, merged into OUT

BIN is a build's bin folder (`swift build --show-bin-path`). The library modules are the
package's library targets under Sources/ (`swift package describe`), so a new module is checked
without being listed here. Only the standard library and the toolchain are used: no SwiftPM
plugin and no network.
"""

import os
import shutil
import subprocess
import sys
import time

from docs_checks import coverage, links, snippets
from docs_package import ROOT, Failure, dependencies, run, symbol_graphs

BUNDLE_PREFIX = "org.animatedtabbar."


def site(bin_path, out):
    """One DocC archive per module (links to the modules it depends on resolve), merged."""
    graphs = os.path.join(out, "symbol-graphs")
    modules, targets = symbol_graphs(bin_path, graphs)
    archives = os.path.join(out, "archives")
    shutil.rmtree(archives, ignore_errors=True)
    os.makedirs(archives)
    built = []
    for module in modules:
        archive = os.path.join(archives, module + ".doccarchive")
        command = ["docc", "convert"]
        catalog = os.path.join(ROOT, targets[module]["path"], module + ".docc")
        if os.path.isdir(catalog):
            command.append(catalog)
        command += ["--additional-symbol-graph-dir", os.path.join(graphs, module), "--output-path", archive]
        command += ["--fallback-display-name", module, "--fallback-bundle-identifier", BUNDLE_PREFIX + module]
        command += ["--transform-for-static-hosting", "--enable-experimental-external-link-support", "--warnings-as-errors"]
        for dependency in dependencies(module, targets):
            if dependency in modules:
                command += ["--dependency", os.path.join(archives, dependency + ".doccarchive")]
        print(f"docc convert {module}", flush=True)
        result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
        if result.returncode != 0:
            print(result.stdout + result.stderr, end="")
            raise Failure(f"docc could not convert {module}'s documentation (above)")
        built.append(archive)
    merged = os.path.join(out, "AnimatedTabBar.doccarchive")
    shutil.rmtree(merged, ignore_errors=True)
    run(["docc", "merge"] + built + ["--output-path", merged, "--synthesized-landing-page-name", "AnimatedTabBar"])
    return merged


def main(arguments):
    if len(arguments) < 2 or arguments[0] not in ("check", "coverage", "snippets", "site"):
        print(__doc__)
        return 2
    started = time.monotonic()
    command, path = arguments[0], os.path.abspath(arguments[1])
    try:
        if command == "coverage":
            return 0 if coverage(path) else 1
        if command == "snippets":
            return 0 if snippets(path) else 1
        if command == "site":
            out = os.path.abspath(arguments[2]) if len(arguments) > 2 else os.path.join(ROOT, ".build", "docs")
            merged = site(path, out)
            print(f"docs: {os.path.relpath(merged, ROOT)} in {time.monotonic() - started:.0f} s")
            return 0
        graphs = os.path.join(ROOT, ".build", "docs-check", "symbol-graphs")
        symbol_graphs(path, graphs)
        results = [coverage(graphs), links(graphs), snippets(path)]
        print(f"docs: checked in {time.monotonic() - started:.1f} s")
        return 0 if all(results) else 1
    except Failure as failure:
        print(f"docs: {failure}")
    except subprocess.CalledProcessError as error:
        print(f"docs: {' '.join(error.cmd[:2])} failed with status {error.returncode} (above); is {path} built?")
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
