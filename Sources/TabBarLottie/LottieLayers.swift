import TabBarCore

/// The checks on one list of layers (the file's, or a precomp's): every layer an object with
/// a type, references to assets that exist and are of the right kind, drawable sizes, and
/// parents that name a layer of the same list without going round in a circle.
enum LottieLayers {
    static let precompType = 0.0, solidType = 1.0, imageType = 2.0

    /// Checks `layers` (found at `path`); returns the precomps they name.
    @discardableResult
    static func check(_ layers: [JSONNode], path: String, assets: LottieAssets) throws(LottieProblem) -> [String] {
        var named: [String] = []
        var parents: [Double: Double] = [:]
        var indices: Set<Double> = []
        var objects: [LottieObject] = []
        for (index, node) in layers.enumerated() {
            let layer = try LottieObject(node, path: "\(path)[\(index)]")
            let type = try layer.requiredNumber("ty", "the layer's type")
            if type == precompType { named.append(try precomp(layer, assets: assets)) }
            if type == imageType { try image(layer, assets: assets) }
            if type == solidType, let width = try layer.number("sw"), let height = try layer.number("sh") {
                try LottieValidator.checkSize(width, height, what: "the solid", path: layer.path)
            }
            if let ind = try layer.number("ind") {
                guard indices.insert(ind).inserted else {
                    throw layer.problem("\"ind\" \(LottieValidator.format(ind)) is used by two layers")
                }
                if let parent = try layer.number("parent") { parents[ind] = parent }
            }
            objects.append(layer)
        }
        for layer in objects {
            guard let parent = try layer.number("parent") else { continue }
            guard indices.contains(parent) else {
                throw layer.problem("its parent \(LottieValidator.format(parent)) is not a layer's \"ind\" here")
            }
        }
        try checkParentCycles(parents, path: path)
        return named
    }

    static func precomp(_ layer: LottieObject, assets: LottieAssets) throws(LottieProblem) -> String {
        guard let id = try layer.reference("refId") else { throw layer.problem("a precomp layer needs \"refId\"") }
        guard assets.precomps[id] != nil else {
            throw layer.problem("the precomp \(DiagnosticText.quoted(id)) is not among the assets")
        }
        if let width = try layer.number("w"), let height = try layer.number("h") {
            try LottieValidator.checkSize(width, height, what: "the precomp layer", path: layer.path)
        }
        return id
    }

    static func image(_ layer: LottieObject, assets: LottieAssets) throws(LottieProblem) {
        guard let id = try layer.reference("refId") else { throw layer.problem("an image layer needs \"refId\"") }
        guard assets.images.contains(id) else {
            throw layer.problem("the image \(DiagnosticText.quoted(id)) is not among the assets")
        }
    }

    /// Follows each layer's parent chain, once per layer: a chain that comes back to a layer
    /// it passed goes round in a circle (rlottie would follow it forever).
    static func checkParentCycles(_ parents: [Double: Double], path: String) throws(LottieProblem) {
        var rooted: Set<Double> = []
        for start in parents.keys.sorted() where !rooted.contains(start) {
            var chain: Set<Double> = [start]
            var current = start
            while let parent = parents[current], !rooted.contains(parent) {
                guard chain.insert(parent).inserted else {
                    throw LottieProblem(
                        "\(path): the layer \(LottieValidator.format(start))'s parents go round in a circle")
                }
                current = parent
            }
            rooted.formUnion(chain)
        }
    }
}
