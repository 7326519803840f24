import Foundation
import TestSupport

/// The targets of the repository's Package.swift and what each depends on, read from its
/// text (the manifest is Swift, but its targets are written one way: `.target(name: "X",
/// dependencies: ["A", "B"], ...)`). Enough to check the module seams and to draw the module
/// diagram of DEVELOPERS.md from the manifest itself.
struct PackageGraph {
    /// A target's kind as the manifest declares it.
    enum Kind: String {
        case systemLibrary, target, executableTarget, testTarget
    }

    /// Each target's kind and direct dependencies, by name.
    var kinds: [String: Kind] = [:]
    var dependencies: [String: [String]] = [:]

    /// Package.swift of this checkout.
    static func load() throws -> PackageGraph {
        let url = Repository.root().appendingPathComponent("Package.swift")
        return PackageGraph(manifest: try String(contentsOf: url, encoding: .utf8))
    }

    /// The targets `manifest` declares; a target without `dependencies:` has none.
    init(manifest: String) {
        // A constant pattern: it compiles, or every test using the graph fails at once.
        guard
            let declaration = try? NSRegularExpression(
                pattern: #"\.(systemLibrary|target|executableTarget|testTarget)\(\s*name:\s*"([^"]+)""#)
        else { return }
        let text = manifest as NSString
        let matches = declaration.matches(in: manifest, range: NSRange(location: 0, length: text.length))
        for (index, match) in matches.enumerated() {
            let name = text.substring(with: match.range(at: 2))
            kinds[name] = Kind(rawValue: text.substring(with: match.range(at: 1)))
            // The declaration runs to the next one: its dependency list is the first in it.
            let end = index + 1 < matches.count ? matches[index + 1].range.location : text.length
            let body = text.substring(with: NSRange(location: match.range.location, length: end - match.range.location))
            dependencies[name] = Self.dependencyList(in: body)
        }
    }

    /// The quoted names in the first `dependencies: [...]` of `body`.
    private static func dependencyList(in body: String) -> [String] {
        guard let start = body.range(of: "dependencies:"),
            let open = body[start.upperBound...].firstIndex(of: "["),
            let close = body[open...].firstIndex(of: "]")
        else { return [] }
        return body[open...close].split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map {
            String($0.element)
        }
    }

    /// Everything `target` depends on, directly or through others.
    func closure(of target: String) -> Set<String> {
        var seen: Set<String> = []
        var next = dependencies[target] ?? []
        while let name = next.popLast() {
            guard seen.insert(name).inserted else { continue }
            next += dependencies[name] ?? []
        }
        return seen
    }

    /// The targets under Sources (libraries and executables, system libraries aside), each
    /// with its direct dependencies among them, lowest first: a target after all it depends on,
    /// then by name.
    var sourceModules: [(name: String, dependencies: [String])] {
        let names = kinds.filter { $0.value == .target || $0.value == .executableTarget }.keys
            .filter { (dependencies[$0] ?? []).allSatisfy { kinds[$0] != nil } }
        func depth(_ name: String) -> Int {
            (dependencies[name] ?? []).filter { kinds[$0] != .systemLibrary }.map { depth($0) + 1 }.max() ?? 0
        }
        return names.filter { Self.isSource($0) }.sorted { (depth($0), $0) < (depth($1), $1) }.map {
            ($0, dependencies[$0] ?? [])
        }
    }

    /// Whether `name` lives under Sources (the harness, bench and test helpers do not).
    static func isSource(_ name: String) -> Bool {
        FileManager.default.fileExists(
            atPath: Repository.root().appendingPathComponent("Sources/" + name).path)
    }

    /// The module diagram, one line a module: `Name ← what it imports` (the system libraries
    /// it links in brackets), lowest first.
    var diagram: String {
        sourceModules.map { module in
            let modules = module.dependencies.filter { kinds[$0] != .systemLibrary }
            let system = module.dependencies.filter { kinds[$0] == .systemLibrary }
            var line = module.name.padding(toLength: 20, withPad: " ", startingAt: 0)
            line += modules.isEmpty ? "(nothing)" : "← " + modules.joined(separator: ", ")
            if !system.isEmpty { line += " [" + system.joined(separator: ", ") + "]" }
            return line.trimmingCharacters(in: .whitespaces)
        }.joined(separator: "\n")
    }
}
