// libFuzzer entry point for the configuration and QA-script decoders (`make fuzz`).
//
// It is compiled together with TabBarCore's sources by `swiftc -sanitize=fuzzer,address`
// (see the Makefile), not by SwiftPM: libFuzzer brings its own `main`. Every input is
// parsed once and handed to both decoders, because both read the same JSON trees.
//
// Besides crashes, it checks what every error must keep true: one line, under 500
// characters, whatever the input holds.

/// The longest error line the program may print (issue 11, item 7).
let maximumErrorLength = 500

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecoders(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let root: JSONNode
    do {
        root = try JSONParser.parse(bytes: bytes)
    } catch {
        check(ConfigError(error, file: "fuzz.json"))
        return 0
    }
    var decoder = ConfigurationDecoder(
        file: "fuzz.json", baseDirectory: "/fuzz", catalog: .builtIn,
        listFrames: { ["\($0)/1.png", "\($0)/2.png"] },
        viewport: Size(width: 390, height: 844))
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
