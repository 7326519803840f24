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

import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TARGET = "x86_64-unknown-linux-gnu"
# The system libraries' headers, for modules that import a C module (CCairo, CX11, ...).
PKG_CONFIG = ["pangocairo", "cairo", "x11", "xext", "rlottie"]
BUNDLE_PREFIX = "org.animatedtabbar."


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


def doc_text(symbol):
    lines = symbol.get("docComment", {}).get("lines", [])
    return "\n".join(line["text"] for line in lines).strip()


def coverage(graphs):
    """Prints coverage per module and every public symbol without a doc comment; True if none.

    A symbol that implements a documented protocol requirement or overrides a documented
    member carries that documentation in its graph (DocC shows it), and counts as documented.
    Members a type only inherits (`::SYNTHESIZED::`) are not the package's to document, nor
    are symbols the compiler made.
    """
    missing, rows = [], []
    for folder in sorted(glob.glob(os.path.join(graphs, "*"))):
        module = os.path.basename(folder)
        total = documented = 0
        files = sorted(glob.glob(os.path.join(folder, "*.symbols.json")))
        if not files:
            missing.append(f"{module}: no symbol graph in {folder}")
        for path in files:
            with open(path) as file:
                graph = json.load(file)
            for symbol in graph["symbols"]:
                # Without a location the compiler made the symbol (a property wrapper's
                # `$projection`, a raw value's `init?(rawValue:)`): no source to document.
                if "::SYNTHESIZED::" in symbol["identifier"]["precise"] or "location" not in symbol:
                    continue
                total += 1
                if doc_text(symbol):
                    documented += 1
                    continue
                location = symbol.get("location", {})
                source = location.get("uri", "").replace("file://" + ROOT + "/", "")
                line = location.get("position", {}).get("line", -1) + 1
                name = ".".join(symbol["pathComponents"])
                kind = symbol["kind"]["displayName"].lower()
                missing.append(f"{source}:{line}: {module}.{name} ({kind}) has no doc comment")
        percent = 100.0 * documented / total if total else 100.0
        rows.append(f"  {module:<18} {documented:5d} / {total:5d}  {percent:5.1f} %")
    for line in sorted(missing):
        print(line)
    print("Documentation coverage (public symbols with a doc comment):")
    print("\n".join(rows))
    if missing:
        print(f"docs: {len(missing)} public symbols have no doc comment (listed above); write a /// comment")
    return not missing


def symbol_paths(graphs):
    """Every symbol's path, as a link names it ("TabBarCore/ItemAnimation/name"), with and
    without its module."""
    paths = set()
    for path in glob.glob(os.path.join(graphs, "*", "*.symbols.json")):
        module = os.path.basename(os.path.dirname(path))
        with open(path) as file:
            graph = json.load(file)
        paths.add(module)
        for symbol in graph["symbols"]:
            name = "/".join(symbol["pathComponents"])
            paths.update({name, module + "/" + name})
    return paths


def links(graphs):
    """Checks that every ``symbol`` link and <doc:article> link in the catalogs resolves
    (another module's article by its absolute path, `<doc:/documentation/TabBarCore/Page>`).

    A link's disambiguation suffixes (`-swift.struct`, `-3bd8a`) are dropped before looking
    it up; DocC resolves the rest (`make docs` fails on a link it cannot resolve).
    """
    known = symbol_paths(graphs)
    pages = {os.path.splitext(os.path.basename(path))[0] for path in articles()}
    broken = []
    for path in articles():
        with open(path) as file:
            for number, line in enumerate(file, 1):
                for link in re.findall(r"``([^`]+)``", line):
                    name = "/".join(re.sub(r"-(swift\.[a-z.]+|[0-9a-z]{4,6})$", "", part) for part in link.split("/"))
                    if name not in known:
                        broken.append(f"{os.path.relpath(path, ROOT)}:{number}: no symbol ``{link}``")
                for page in re.findall(r"<doc:([^>]+)>", line):
                    if page.split("/")[-1] not in pages and page not in known:
                        broken.append(f"{os.path.relpath(path, ROOT)}:{number}: no article <doc:{page}>")
                    # DocC finds another module's article only by its absolute path.
                    elif "/" in page and not page.startswith("/") and page.split("/")[0] != module_of(path):
                        broken.append(f"{os.path.relpath(path, ROOT)}:{number}: write <doc:/documentation/{page}>")
    for line in broken:
        print(line)
    if broken:
        print(f"docs: {len(broken)} links in the catalogs do not resolve (listed above)")
    return not broken


def module_of(article):
    """The module whose catalog holds `article` (Sources/<module>/<module>.docc/...)."""
    return os.path.relpath(article, os.path.join(ROOT, "Sources")).split(os.sep)[0]


def articles():
    return sorted(glob.glob(os.path.join(ROOT, "Sources", "*", "*.docc", "**", "*.md"), recursive=True))


def swift_blocks(path):
    """The ```swift blocks of an article, in order, with the line each starts on."""
    blocks, current, start = [], None, 0
    with open(path) as file:
        for number, line in enumerate(file, 1):
            fence = line.strip()
            if current is None and fence == "```swift":
                current, start = [], number + 1
            elif current is not None and fence == "```":
                blocks.append((start, current))
                current = None
            elif current is not None:
                current.append(line)
    return blocks


def snippets(bin_path):
    """Type-checks the articles' swift blocks in Swift 6 mode, warnings as errors.

    An article's blocks, joined in order, are one program (its `main.swift`); a block that
    imports PackageDescription is a manifest and is checked alone against the toolchain's
    manifest API. `#sourceLocation` lines make an error name the article's own line.
    """
    _, _, c_folders = package()
    flags = compiler_flags(bin_path, c_folders)
    toolchain = os.path.dirname(os.path.dirname(os.path.realpath(shutil.which("swiftc"))))
    manifest_flags = ["-I", os.path.join(toolchain, "lib", "swift", "pm", "ManifestAPI")]
    manifest_flags += ["-package-description-version", "6.0"]
    passed = True
    with tempfile.TemporaryDirectory() as scratch:
        for index, path in enumerate(articles()):
            blocks = swift_blocks(path)
            manifests = [block for block in blocks if "import PackageDescription\n" in block[1]]
            program = [block for block in blocks if block not in manifests]
            checks = [(program, flags)] if program else []
            checks += [([manifest], manifest_flags) for manifest in manifests]
            compiled = True
            for number, (chosen, extra) in enumerate(checks):
                compiled = typecheck(path, chosen, extra, os.path.join(scratch, f"{index}-{number}")) and compiled
            passed = passed and compiled
            if blocks and compiled:
                print(f"  {os.path.relpath(path, ROOT)}: {len(blocks)} swift blocks type-check")
    return passed


def typecheck(article, blocks, flags, folder):
    os.makedirs(folder)
    source = os.path.join(folder, "main.swift")
    with open(source, "w") as file:
        for start, lines in blocks:
            file.write(f'#sourceLocation(file: "{article}", line: {start})\n')
            file.writelines(lines)
            file.write("#sourceLocation()\n")
    command = ["swiftc", "-typecheck", "-swift-version", "6", "-warnings-as-errors", source] + flags
    result = subprocess.run(command, cwd=ROOT, capture_output=True, text=True)
    if result.returncode == 0:
        return True
    print(result.stdout + result.stderr, end="")
    print(f"docs: the code in {os.path.relpath(article, ROOT)} does not compile against the API (above)")
    return False


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


def dependencies(module, targets):
    """Every module `module` depends on, directly or not."""
    found, stack = [], list(targets[module].get("target_dependencies", []))
    while stack:
        name = stack.pop()
        if name not in found:
            found.append(name)
            stack += targets.get(name, {}).get("target_dependencies", [])
    return found


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
