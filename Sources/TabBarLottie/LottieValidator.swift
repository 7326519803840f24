import TabBarCore

/// Checks a Lottie file's JSON before rlottie sees it, and reads what the core needs of it.
///
/// rlottie refuses some broken files with no word of why (a truncated file, a missing
/// `op` or `layers`), and accepts others it then plays wrongly or at a cost: a missing `fr`
/// becomes 60, a missing `ip` 0, a composition of 100000×100000 px loads and would be drawn.
/// This pass says what is wrong in one phrase, with where: the required keys and their
/// ranges, markers, assets, and every layer's references (precomps, images, parents),
/// cycles included. Pure Swift over the core's JSON parser, so the fuzzer runs it.
public enum LottieValidator {
    /// The largest file read (as for configurations).
    public static let maximumBytes = 16 << 20
    /// The largest composition, solid, precomp or image side, in pixels.
    public static let maximumSide = 16384.0
    /// Frame rates above this are mistakes (and would make every frame a draw).
    public static let maximumFrameRate = 1000.0
    /// The most frames a file may span (`op − ip`): over four hours at 60 fps.
    public static let maximumFrames = 1_000_000.0

    /// The timing, size and markers of the Lottie file whose bytes are `bytes`.
    ///
    /// - Throws: `LottieProblem` saying what is wrong and where.
    public static func info(of bytes: [UInt8]) throws(LottieProblem) -> LottieInfo {
        guard bytes.count <= maximumBytes else {
            throw LottieProblem("the file is \(bytes.count) bytes; at most \(maximumBytes) are read")
        }
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes: bytes)
        } catch {
            throw LottieProblem("invalid JSON at \(error.location): \(error.message)")
        }
        return try info(of: root)
    }

    /// The same checks on a parsed document.
    public static func info(of root: JSONNode) throws(LottieProblem) -> LottieInfo {
        let top = try LottieObject(root, path: "")
        let frameRate = try top.requiredNumber("fr", "the frame rate")
        guard frameRate > 0, frameRate <= maximumFrameRate else {
            throw LottieProblem(
                "\"fr\" is \(format(frameRate)); a frame rate is above 0 and at most \(format(maximumFrameRate))")
        }
        let inPoint = try top.requiredNumber("ip", "the first frame")
        let outPoint = try top.requiredNumber("op", "the end frame")
        guard outPoint > inPoint else {
            throw LottieProblem("\"op\" (\(format(outPoint))) must come after \"ip\" (\(format(inPoint)))")
        }
        guard outPoint - inPoint <= maximumFrames, abs(inPoint) <= maximumFrames else {
            throw LottieProblem("frames \(format(inPoint))…\(format(outPoint)) span more than \(format(maximumFrames))")
        }
        let width = try top.requiredNumber("w", "the width")
        let height = try top.requiredNumber("h", "the height")
        try checkSize(width, height, what: "the composition")
        let assets = try LottieAssets(top)
        let layers = try top.requiredArray("layers")
        try LottieLayers.check(layers, path: "layers", assets: assets)
        try assets.checkPrecomps()
        return LottieInfo(
            frameRate: frameRate, inPoint: inPoint, outPoint: outPoint, width: width, height: height,
            markers: try markers(top))
    }

    static func markers(_ top: LottieObject) throws(LottieProblem) -> [LottieMarker] {
        guard let list = try top.array("markers") else { return [] }
        var markers: [LottieMarker] = []
        for (index, node) in list.enumerated() {
            let marker = try LottieObject(node, path: "markers[\(index)]")
            let name = try marker.requiredString("cm")
            let start = try marker.requiredNumber("tm", "the first frame")
            let duration = try marker.number("dr") ?? 0
            guard duration >= 0 else { throw marker.problem("\"dr\" is \(format(duration)); a length is 0 or more") }
            markers.append(LottieMarker(name: name, start: start, duration: duration))
        }
        return markers
    }

    /// Checks that a `width`×`height` thing is drawable: above 0 and within `maximumSide`.
    static func checkSize(_ width: Double, _ height: Double, what: String, path: String = "") throws(LottieProblem) {
        let prefix = path.isEmpty ? "" : path + ": "
        guard width > 0, height > 0 else {
            throw LottieProblem("\(prefix)\(what) is \(format(width))×\(format(height)) px; both sides must be above 0")
        }
        guard width <= maximumSide, height <= maximumSide else {
            throw LottieProblem(
                "\(prefix)\(what) is \(format(width))×\(format(height)) px; at most \(format(maximumSide)) a side")
        }
    }

    /// A number as written: whole numbers without ".0".
    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
