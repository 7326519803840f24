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
    /// the threshold keeps it fixed. Call once at start-up, before anything allocates much.
    public static func applyAtStart() {
        _ = mallopt(M_MMAP_THRESHOLD, 128 << 10)
        _ = mallopt(M_TRIM_THRESHOLD, 256 << 10)
    }

    /// Gives free heap pages back to the system (the middle of the heap too, not only its
    /// top). The event loop calls it once when a burst of frames ends and the window rests.
    public static func trim() {
        _ = malloc_trim(0)
    }
}
