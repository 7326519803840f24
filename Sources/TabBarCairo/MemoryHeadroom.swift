import Glibc

/// Room to draw an image of a size the program chooses (a `render`, a film strip, a GIF frame),
/// checked before its pixels are allocated. Drawing needs more than the pixels: an offscreen
/// group can be as large again, and fonts map their files and caches as text is first drawn,
/// where a failure is a GLib abort (SIGTRAP, a crash report) or text silently left out. So a
/// large image is made only when the address space and the kernel would also grant that much
/// more; otherwise the command says "out of memory" and exits 2.
public enum MemoryHeadroom {
    /// Images smaller than this are made without asking: they are not where memory runs out.
    static let threshold = 16 << 20
    /// Room kept for fonts and everything else drawing allocates besides groups.
    static let reserve = 96 << 20

    /// Checks that a `width`×`height` image can be made and drawn, with `bytesPerPixel` for
    /// what the caller keeps per pixel besides (4 for the pixels alone; a GIF encoder keeps more).
    ///
    /// - Throws: `CairoError` "out of memory: an image of W×H pixels takes …".
    public static func check(width: Int, height: Int, bytesPerPixel: Int = 4) throws(CairoError) {
        let (pixels, overflow) = max(0, width).multipliedReportingOverflow(by: max(0, height))
        let (bytes, overflow2) = pixels.multipliedReportingOverflow(by: bytesPerPixel)
        guard overflow || overflow2 || !allows(bytes) else { return }
        let shown = overflow || overflow2 ? "more than the address space holds" : megabytes(bytes)
        throw CairoError(
            "out of memory: an image of \(width)×\(height) pixels takes \(shown), and drawing it needs as much "
                + "again and \(megabytes(reserve)) more")
    }

    /// Whether `bytes`, as much again and `reserve` could be had now: a mapping of that size
    /// is made (never touched, so it costs no memory) and given back at once.
    static func allows(_ bytes: Int) -> Bool {
        guard bytes >= threshold else { return true }
        let (doubled, overflow) = bytes.multipliedReportingOverflow(by: 2)
        guard !overflow, doubled <= Int.max - reserve else { return false }
        let size = doubled + reserve
        let mapping = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let mapping, mapping != MAP_FAILED else { return false }
        munmap(mapping, size)
        return true
    }

    /// "1525.9 MB" (MiB, one decimal).
    static func megabytes(_ bytes: Int) -> String {
        let tenths = Int((Double(bytes) * 10 / Double(1 << 20)).rounded())
        return "\(tenths / 10).\(tenths % 10) MB"
    }
}
