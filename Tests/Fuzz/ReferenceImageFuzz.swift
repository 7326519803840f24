// The checks a screenshot assert's reference (and every input image) passes before decoding
// (`PNGHeader`, from TabBarCairo, compiled in by the Makefile): whatever the bytes, an answer,
// never a trap; a size it accepts is within the limits; a refusal is one short line.

/// Hands `bytes` to the reference reader's checks and traps when an answer breaks a rule.
func fuzzReferenceImage(_ bytes: [UInt8]) {
    switch PNGHeader.check(bytes) {
    case .success(let (width, height)):
        precondition(width > 0 && height > 0, "accepted an empty image")
        precondition(
            width <= PNGHeader.maximumSide && height <= PNGHeader.maximumSide
                && width * height * 4 <= PNGHeader.maximumDecodedBytes, "accepted \(width)×\(height)")
    case .failure(let refusal):
        let line = refusal.reason
        precondition(line.unicodeScalars.count < maximumErrorLength, "refusal of \(line.count) characters")
        precondition(!line.unicodeScalars.contains { $0 == "\n" || $0 == "\r" }, "refusal spans lines: \(line)")
    }
}
