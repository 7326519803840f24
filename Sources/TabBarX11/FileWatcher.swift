import CX11
import Glibc

/// Notices when a file is saved, through inotify on its folder, so that saves that replace
/// the file (write to a temporary, then rename) are seen too. A path that is a symbolic link
/// (a dotfile manager's, an editor's backup scheme) is followed: the folder of the file it
/// points to is watched as well, and a link pointed elsewhere is followed again. The event
/// loop polls `fd` with the X connection; nothing here polls the disk.
public final class FileWatcher {
    let fd: Int32
    private let path: String
    /// Each watched folder's watch descriptor, with the folder and the name in it that matters.
    private var watched: [(descriptor: Int32, directory: String, name: String)] = []
    /// The file the link at `path` pointed to when last looked at (nil: `path` is no link).
    private var target: String?

    /// A finished write, a rename onto the name, or a link made there (a bare create of a file
    /// may still be empty, so a create counts only for a symbolic link).
    private static let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE)

    /// Watches `path`; nil when inotify is unavailable or the folder cannot be watched.
    public init?(path: String) {
        self.path = path
        fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        guard watch(path) else {
            close(fd)
            return nil
        }
        followLink()
    }

    deinit {
        close(fd)
    }

    /// Watches `file`'s folder for `file`'s name; false when the folder cannot be watched.
    @discardableResult
    private func watch(_ file: String) -> Bool {
        let slash = file.lastIndex(of: "/")
        let directory = slash.map { String(file[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
        let name = slash.map { String(file[file.index(after: $0)...]) } ?? file
        let descriptor = inotify_add_watch(fd, directory, Self.mask)
        guard descriptor >= 0 else { return false }
        watched.append((descriptor, directory, name))
        return true
    }

    /// When `path` is a symbolic link, watches the file it points to now (once per target).
    private func followLink() {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, let real = realpath(path, nil) else { return }
        defer { free(real) }
        let resolved = String(cString: real)
        guard resolved != target else { return }
        target = resolved
        watch(resolved)
    }

    /// Reads the pending events; true when one of them is about the watched file (or the file
    /// its link points to).
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
                    if matches(event, name: text) { changed = true }
                }
                offset += MemoryLayout<inotify_event>.size + Int(event.len)
            }
        }
        // The link may point elsewhere now.
        if changed { followLink() }
        return changed
    }

    /// Whether `event`, about `name` in a watched folder, is a save of the watched file.
    private func matches(_ event: inotify_event, name: String) -> Bool {
        guard let entry = watched.first(where: { $0.descriptor == event.wd && $0.name == name }) else { return false }
        guard event.mask & UInt32(IN_CREATE) != 0 else { return true }
        var info = stat()
        return lstat(entry.directory + "/" + name, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }
}
