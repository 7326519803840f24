import CX11
import Glibc

/// How the window process uses malloc: what an idle window keeps resident is measured
/// (`make bench`: RSS after 100 tab switches and after an input storm), and most of its
/// heap is page pictures and images over a megabyte each.
public enum MemoryPolicy {
    /// Blocks of 128 KiB or more (pictures, images, blur buffers) get mappings of their own,
    /// which go back to the system when freed. glibc's default starts there too but raises
    /// the threshold to the largest block freed (up to 32 MiB): after the first evicted
    /// picture, the next ones come from the heap and stay resident once evicted. Setting
    /// the threshold keeps it fixed. Every thread allocates from the one heap: the signal
    /// watcher, fontconfig's and a GIF capture's threads allocate little and seldom, and
    /// an arena of their own each kept about 0.6 MB resident for some 0.3 MB in use (the
    /// default demo after 100 tab switches). Call once at start-up, before anything
    /// allocates much or starts a thread.
    public static func applyAtStart() {
        _ = mallopt(M_MMAP_THRESHOLD, 128 << 10)
        _ = mallopt(M_TRIM_THRESHOLD, 256 << 10)
        _ = mallopt(M_ARENA_MAX, 1)
    }

    /// What a window at rest gives back: the pages of font files (see `releaseFontPages`),
    /// and after start-up (`afterStartUp`, the first time) every page that holds nothing but
    /// a file's bytes (see `releaseFilePages`). The event loop calls it once when a burst of
    /// frames ends. The heap is not trimmed (`malloc_trim`): with big blocks mapped on their
    /// own it gave back about 0.1 MB after 100 tab switches, and the next frame paid for it
    /// in page faults.
    public static func trim(afterStartUp: Bool = false) {
        if afterStartUp { releaseFilePages() } else { releaseFontPages() }
    }

    /// Unmaps the pages of every file mapping that holds only the file's bytes: code and
    /// read-only data of the program and its libraries, fonts, caches. Starting up runs code
    /// that never runs again (the command line, decoding the configuration and its images,
    /// fontconfig's set-up), and each page of it that was touched brought its neighbours in
    /// with it (the kernel maps up to 64 KiB around a fault from the page cache): 12.9 MB of
    /// the default demo's code was resident after 100 tab switches, 7.6 MB with this (RSS
    /// 30.3 → 25.0 MB, measured). Pages used later come back from the page cache on first
    /// touch, a minor fault each. Only mappings without a private page are touched
    /// (`Anonymous: 0 kB` in smaps): relocated data and text a loader wrote into keep theirs.
    /// Called once, when start-up is over: at every rest it would make each burst fault in
    /// its code again.
    static func releaseFilePages() {
        guard let smaps = fopen("/proc/self/smaps", "r") else { return }
        defer { fclose(smaps) }
        var line = [CChar](repeating: 0, count: 4096)
        var candidate: (start: UInt, end: UInt)?
        while fgets(&line, Int32(line.count), smaps) != nil {
            let text = line.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            if let range = cleanFileMapping(header: text) {
                candidate = range
            } else if text.hasPrefix("Anonymous:"), let range = candidate {
                candidate = nil
                let fields = text.split(separator: " ", omittingEmptySubsequences: true)
                guard fields.count >= 2, fields[1] == "0" else { continue }
                _ = madvise(
                    UnsafeMutableRawPointer(bitPattern: range.start), Int(range.end - range.start), MADV_DONTNEED)
            } else if isMappingHeader(text) {
                // Another mapping: whatever came before it is not a candidate any more.
                candidate = nil
            }
        }
    }

    /// Whether a maps or smaps line starts a mapping (`start-end perms ...`), not a field.
    static func isMappingHeader(_ line: String) -> Bool {
        guard let range = line.split(separator: " ", maxSplits: 1).first, range.contains("-") else { return false }
        return range.allSatisfy { $0.isHexDigit || $0 == "-" }
    }

    /// The address range of a smaps header line for a private, never writable mapping of a
    /// file (`r-xp` or `r--p` with a path); nil for any other line.
    static func cleanFileMapping(header line: String) -> (start: UInt, end: UInt)? {
        let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
        guard fields.count == 6, fields[1] == "r-xp" || fields[1] == "r--p",
            fields[5].drop(while: { $0 == " " }).hasPrefix("/")
        else {
            return nil
        }
        return addresses(fields[0])
    }

    /// Unmaps the pages of font files mapped read-only (FreeType and HarfBuzz each map the
    /// fonts they open). HarfBuzz reads a font's whole layout tables once, to check them,
    /// when the font is first used: for the demo's two Noto Sans CJK collections that is
    /// 6.8 MB resident, of which no page was read again over 100 tab switches (measured;
    /// Cairo keeps the glyphs it draws). The pages stay in the page cache, and a later read
    /// maps them back. Only mappings that were never writable are touched (`r--p`): they
    /// hold nothing but the file's bytes.
    static func releaseFontPages() {
        guard let maps = fopen("/proc/self/maps", "r") else { return }
        defer { fclose(maps) }
        var line = [CChar](repeating: 0, count: 4096)
        while fgets(&line, Int32(line.count), maps) != nil {
            let text = line.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
            guard let range = fontMapping(text) else { continue }
            _ = madvise(UnsafeMutableRawPointer(bitPattern: range.start), Int(range.end - range.start), MADV_DONTNEED)
        }
    }

    /// The address range of a `/proc/self/maps` line that maps a font file read-only.
    static func fontMapping(_ line: String) -> (start: UInt, end: UInt)? {
        let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true)
        guard fields.count == 6, fields[1] == "r--p" else { return nil }
        let path = fields[5].drop { $0 == " " }.lowercased().split(separator: "\n").first.map(String.init) ?? ""
        // Folders compared one by one: `String.contains(String)` would link Swift's regex
        // library into the program for this one call (800 KB of code, most of it resident).
        let folders = path.split(separator: "/").dropLast()
        guard folders.contains("fonts"), [".ttf", ".otf", ".ttc", ".otc"].contains(where: { path.hasSuffix($0) }) else {
            return nil
        }
        return addresses(fields[0])
    }

    /// The range of a maps line's first field, `start-end` in hexadecimal.
    static func addresses(_ field: Substring) -> (start: UInt, end: UInt)? {
        let bounds = field.split(separator: "-")
        guard bounds.count == 2, let start = UInt(bounds[0], radix: 16), let end = UInt(bounds[1], radix: 16),
            end > start
        else {
            return nil
        }
        return (start, end)
    }
}
