"""The documentation checks of `docs.py check`: every public symbol has a doc comment, every
link in the catalogs resolves, and every article's swift code type-checks against the API."""

import glob
import json
import os
import re
import shutil
import subprocess
import tempfile

from docs_package import ROOT, articles, compiler_flags, module_of, package


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
