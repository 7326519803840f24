import Glibc
import Synchronization
import TabBarCore

/// Every output still being written, so that a forced exit (a signal past its grace, a lost X
/// server, a headless command's signal) leaves no half-written file behind: `settle()` first
/// lets the outputs that can end cleanly do so (a GIF capture writes its trailer), then removes
/// the temporary files of the rest, whose destinations keep their old contents.
///
/// One lock guards the list and every rename, so an output is either renamed into place before
/// `settle()` or never: there is no moment at which a destination holds a partial file.
public enum PendingOutputs {
    /// A temporary file that `OutputFile` writes and will rename or remove.
    struct Temporary: Sendable {
        let id: Int
        let path: String
    }

    /// A registration made by `whenSettling`, to cancel it.
    public struct Finisher: Sendable {
        let id: Int
    }

    private struct State {
        var temporaries: [Int: String] = [:]
        var finishers: [Int: @Sendable () -> Void] = [:]
        var nextID = 1
        /// Set by `settle()`: the process is ending, nothing more is renamed into place.
        var isSettled = false
    }

    private static let state = Mutex(State())

    /// Runs `finish` when the process is forced to end (see `settle()`), on whatever thread
    /// ends it; it must finish promptly and never wait on the thread it interrupts.
    public static func whenSettling(_ finish: @escaping @Sendable () -> Void) -> Finisher {
        state.withLock { state in
            let id = state.nextID
            state.nextID += 1
            state.finishers[id] = finish
            return Finisher(id: id)
        }
    }

    /// Forgets a finisher: its output ended the usual way.
    public static func cancel(_ finisher: Finisher) {
        _ = state.withLock { $0.finishers.removeValue(forKey: finisher.id) }
    }

    /// Called just before a forced exit: runs the finishers (in the order they were made),
    /// then removes every temporary file left and stops any later rename. Afterwards only
    /// `_exit` should follow.
    public static func settle() {
        let finishers = state.withLock { state in
            let sorted = state.finishers.sorted { $0.key < $1.key }.map(\.value)
            state.finishers = [:]
            return sorted
        }
        for finish in finishers { finish() }
        state.withLock { state in
            state.isSettled = true
            for path in state.temporaries.values { unlink(path) }
            state.temporaries = [:]
        }
    }

    /// Creates a new, empty temporary file in `destination`'s folder, with `mode` (or 0666 less
    /// the umask), and lists it.
    static func createTemporary(
        beside destination: String, mode: mode_t?, shownAs shown: String
    ) throws(FileFailure) -> (fd: Int32, temporary: Temporary) {
        let slash = destination.lastIndex(of: "/")
        let folder = slash.map { String(destination[...$0]) } ?? ""
        let name = slash.map { String(destination[destination.index(after: $0)...]) } ?? destination
        for attempt in 0..<100 {
            let path = folder + "." + shortened(name) + "." + randomSuffix(attempt) + ".tmp"
            let made: Result<(Int32, Temporary), FileFailure>? = state.withLock { state in
                guard !state.isSettled else {
                    return .failure(FileFailure(writing: shown, reason: "the program is ending"))
                }
                let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOCTTY, 0o666)
                guard fd >= 0 else {
                    let code = errno
                    return code == EEXIST ? nil : .failure(FileFailure(writing: shown, errno: code))
                }
                let id = state.nextID
                state.nextID += 1
                state.temporaries[id] = path
                return .success((fd, Temporary(id: id, path: path)))
            }
            switch made {
            case .success(let (fd, temporary))?:
                if let mode { _ = fchmod(fd, mode) }
                return (fd, temporary)
            case .failure(let error)?: throw error
            case nil: continue
            }
        }
        throw FileFailure(writing: shown, reason: "cannot make a temporary file beside it")
    }

    /// Renames `temporary` over `destination`; the reason it failed, or nil. The temporary file
    /// is gone either way.
    static func rename(_ temporary: Temporary, to destination: String) -> String? {
        let failure: String? = state.withLock { state in
            state.temporaries[temporary.id] = nil
            guard !state.isSettled else {
                unlink(temporary.path)
                return "the program is ending"
            }
            guard Glibc.rename(temporary.path, destination) == 0 else {
                let reason = SystemError.reason(errno)
                unlink(temporary.path)
                return reason
            }
            return nil
        }
        if failure == nil { syncFolder(of: destination) }
        return failure
    }

    /// Removes `temporary`, if `settle()` has not already.
    static func remove(_ temporary: Temporary) {
        state.withLock { state in
            guard state.temporaries.removeValue(forKey: temporary.id) != nil else { return }
            unlink(temporary.path)
        }
    }

    /// Makes a rename durable: the folder's entry is synced too (best effort: some file
    /// systems cannot sync a folder).
    private static func syncFolder(of path: String) {
        let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? "."
        let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        close(fd)
    }

    /// At most 200 bytes of `name`, cut on a character boundary, so the temporary name stays
    /// within the 255 bytes a file name may have.
    private static func shortened(_ name: String) -> String {
        guard name.utf8.count > 200 else { return name }
        var out = ""
        for character in name {
            guard out.utf8.count + character.utf8.count <= 200 else { break }
            out.append(character)
        }
        return out
    }

    /// Six letters and digits from the process, the time and `attempt`: names that differ
    /// between processes and tries (`O_EXCL` settles any clash, so they need not be secret).
    private static func randomSuffix(_ attempt: Int) -> String {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        var seed = UInt64(bitPattern: Int64(now.tv_nsec) &* 1_000_003 &+ Int64(now.tv_sec))
        seed = (seed ^ UInt64(getpid()) << 32 ^ UInt64(attempt)) &* 0x9E37_79B9_7F4A_7C15
        seed ^= seed >> 29
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        return String(
            (0..<6).map { _ in
                let character = alphabet[Int(seed % 36)]
                seed /= 36
                return character
            })
    }
}
