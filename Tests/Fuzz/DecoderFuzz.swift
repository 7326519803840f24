// libFuzzer entry point for the configuration and QA-script decoders, the control
// channel's line splitter and command decoder, and the Lottie checks (`make fuzz`).
//
// It is compiled together with TabBarCore's sources by `swiftc -sanitize=fuzzer,address`
// (see the Makefile), not by SwiftPM: libFuzzer brings its own `main`. Every input is
// parsed once and handed to both decoders and to the Lottie checks, because all of them read
// the same JSON trees; the configuration decoder sees a Lottie with markers for any
// `"lottie"` key, so segments and markers are fuzzed too. The same bytes go to the checks a
// screenshot reference passes before decoding (ReferenceImageFuzz).
//
// Besides crashes, it checks what every error must keep true: one line, under 500
// characters, whatever the input holds.

/// The longest error line the program may print (issue 11, item 7).
let maximumErrorLength = 500

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecoders(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    fuzzControl(bytes)
    fuzzReferenceImage(bytes)
    let root: JSONNode
    do {
        root = try JSONParser.parse(bytes: bytes)
    } catch {
        check(ConfigError(error, file: "fuzz.json"))
        return 0
    }
    do {
        _ = try LottieValidator.info(of: root)
        play(bytes)
    } catch {
        check(ConfigError(file: "fuzz.json", message: error.failure(path: "icon.json").description))
    }
    var decoder = ConfigurationDecoder(
        file: "fuzz.json", baseDirectory: "/fuzz", catalog: .builtIn,
        listFrames: { ["\($0)/1.png", "\($0)/2.png"] },
        viewport: Size(width: 390, height: 844))
    decoder.lottieInfo = { (path: String) throws(FileFailure) -> LottieInfo in
        guard !path.hasSuffix("bad.json") else {
            throw FileFailure(path: path, reason: "rlottie cannot play this file")
        }
        return LottieInfo(
            frameRate: 30, inPoint: 0, outPoint: 60, width: 100, height: 100,
            markers: [
                LottieMarker(name: "select", start: 0, duration: 30), LottieMarker(name: "x", start: 50, duration: 30),
            ])
    }
    do {
        _ = try decoder.decode(root)
    } catch {
        check(error)
    }
    do {
        _ = try QAScript.decode(root, file: "fuzz.json", baseDirectory: "/fuzz")
    } catch {
        check(error)
    }
    return 0
}

/// Traps (a crash libFuzzer reports and keeps) when an error breaks the one-line rule.
func check(_ error: ConfigError) {
    let line = error.description
    precondition(
        line.unicodeScalars.count < maximumErrorLength, "error line of \(line.unicodeScalars.count) characters")
    precondition(!line.unicodeScalars.contains { $0 == "\n" || $0 == "\r" }, "error spans lines: \(line)")
}

/// The control channel: `bytes` as standard input, cut into reads whose sizes come from the
/// bytes themselves, through a splitter with a small cap so that short inputs reach refusals.
/// Every line of the input gives exactly one piece, numbered in order; no piece holds a newline
/// or more than the cap; nothing past the cap is held; every refusal reason is one short line.
func fuzzControl(_ bytes: [UInt8]) {
    var splitter = ControlLineSplitter(maximumLine: 48)
    var pieces = 0
    var offset = 0
    func take() {
        while let piece = splitter.next() {
            pieces += 1
            switch piece {
            case .tooLong(let number):
                precondition(number == pieces, "refusal \(number) out of order")
            case .line(let number, let text):
                precondition(number == pieces, "line \(number) out of order")
                precondition(!text.utf8.contains(0x0A), "a line holds a newline")
                precondition(text.unicodeScalars.count <= 48, "a line past the cap")
                do {
                    _ = try ControlRequest.decode(text)
                } catch {
                    check(ConfigError(message: error.reason))
                }
            }
        }
        precondition(splitter.pendingBytes <= 48, "\(splitter.pendingBytes) bytes held past the cap")
    }
    while offset < bytes.count {
        let length = min(bytes.count - offset, 1 + Int(bytes[offset] % 64))
        splitter.append(bytes[offset..<offset + length])
        offset += length
        take()
    }
    splitter.end()
    take()
    let lines = bytes.filter { $0 == 0x0A }.count + (bytes.last.map { $0 != 0x0A } ?? false ? 1 : 0)
    precondition(pieces == lines, "\(pieces) pieces for \(lines) lines")
}

/// Plays a file the Lottie checks passed through rlottie: its first, middle and last frames,
/// plain and recoloured. A crash here is a check missing from `LottieValidator`.
func play(_ bytes: [UInt8]) {
    guard let player = try? LottiePlayer(bytes: bytes, path: "fuzz.json") else { return }
    var pixels = [UInt32](repeating: 0, count: 24 * 24)
    let first = Int(player.info.inPoint.rounded(.down))
    for frame in [first, first + player.frameCount / 2, first + player.frameCount - 1] {
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            player.render(frame: frame, into: base, width: 24, height: 24, bytesPerRow: 24 * 4)
            player.render(frame: frame, into: base, width: 24, height: 24, bytesPerRow: 24 * 4, recolour: .white)
        }
    }
}
