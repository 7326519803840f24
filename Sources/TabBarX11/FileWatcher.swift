import CX11
import Glibc

/// Notices when a file is saved, through inotify on its folder, so that saves that
/// replace the file (write to a temporary, then rename) are seen too. The event loop
/// polls `fd` with the X connection; nothing here polls the disk.
public final class FileWatcher {
    let fd: Int32
    private let name: String

    /// Watches `path`; nil when inotify is unavailable or the folder cannot be watched.
    public init?(path: String) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
        name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        // A finished write or a rename onto the name; a bare create may still be empty.
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO)
        guard inotify_add_watch(fd, directory, mask) >= 0 else {
            close(fd)
            return nil
        }
    }

    deinit {
        close(fd)
    }

    /// Reads the pending events; true when one of them is about the watched file.
    func drain() -> Bool {
        var changed = false
        let capacity = 4096
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
        defer { buffer.deallocate() }
        while true {
            let count = read(fd, buffer, capacity)
            guard count > 0 else { break }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let event = buffer.load(fromByteOffset: offset, as: inotify_event.self)
                let nameStart = buffer + offset + MemoryLayout<inotify_event>.size
                if event.len > 0 {
                    let text = String(cString: nameStart.assumingMemoryBound(to: CChar.self))
                    if text == name { changed = true }
                }
                offset += MemoryLayout<inotify_event>.size + Int(event.len)
            }
        }
        return changed
    }
}
