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

    /// What a window at rest gives back: the pages of font files (see `releaseFontPages`).
    /// The event loop calls it once when a burst of frames ends. The heap is not trimmed
    /// (`malloc_trim`): with big blocks mapped on their own it gave back about 0.1 MB after
    /// 100 tab switches, and the next frame paid for it in page faults.
    public static func trim() {
        releaseFontPages()
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
        let bounds = fields[0].split(separator: "-")
        guard bounds.count == 2, let start = UInt(bounds[0], radix: 16), let end = UInt(bounds[1], radix: 16),
            end > start
        else {
            return nil
        }
        return (start, end)
    }
}
