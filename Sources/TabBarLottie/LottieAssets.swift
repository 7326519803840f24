import TabBarCore

/// A Lottie file's `assets`: precomps (layers of their own) and images, by id. Images must be
/// embedded (`data:` URLs): rlottie would otherwise open files named by the Lottie itself,
/// outside the checks every input file gets.
struct LottieAssets {
    /// Precomp ids, with the precomps their own layers name (for the cycle check).
    private(set) var precomps: [String: [String]] = [:]
    private(set) var images: Set<String> = []

    init(_ top: LottieObject) throws(LottieProblem) {
        let list = try top.array("assets") ?? []
        var seen: Set<String> = []
        var layerLists: [(id: String, layers: [JSONNode], path: String)] = []
        for (index, node) in list.enumerated() {
            let asset = try LottieObject(node, path: "assets[\(index)]")
            guard let id = try asset.reference("id") else { throw asset.problem("missing \"id\"") }
            guard seen.insert(id).inserted else {
                throw asset.problem("the id \(DiagnosticText.quoted(id)) is used twice")
            }
            if let layers = try asset.array("layers") {
                precomps[id] = []
                layerLists.append((id, layers, asset.path + ".layers"))
            } else if let picture = try asset.string("p") {
                try Self.checkImage(asset, picture: picture)
                images.insert(id)
            }
        }
        // Layers are checked once every id is known: a precomp may name one listed after it.
        for (id, layers, path) in layerLists {
            precomps[id] = try LottieLayers.check(layers, path: path, assets: self)
        }
    }

    static func checkImage(_ asset: LottieObject, picture: String) throws(LottieProblem) {
        let embedded = try asset.number("e") == 1 || picture.hasPrefix("data:")
        guard embedded else {
            throw asset.problem(
                "the image \(DiagnosticText.quoted(picture)) is a separate file; embed it in the JSON (data:image/png;base64,…)"
            )
        }
        if let width = try asset.number("w"), let height = try asset.number("h") {
            try LottieValidator.checkSize(width, height, what: "the image", path: asset.path)
        }
    }

    /// Checks that no precomp contains itself, however deep: rlottie would recurse forever.
    func checkPrecomps() throws(LottieProblem) {
        // Depth-first with an explicit stack: 0 unvisited, 1 on the current path, 2 done.
        var state: [String: Int] = [:]
        for root in precomps.keys.sorted() where state[root] == nil {
            var stack: [(id: String, next: Int)] = [(root, 0)]
            state[root] = 1
            while let top = stack.last {
                let children = precomps[top.id] ?? []
                if top.next == children.count {
                    state[top.id] = 2
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let child = children[top.next]
                switch state[child] {
                case 1?: throw LottieProblem("the precomp \(DiagnosticText.quoted(child)) contains itself")
                case nil:
                    state[child] = 1
                    stack.append((child, 0))
                default: break
                }
            }
        }
    }
}
