import Glibc
import TabBarCairo

/// The few file-system questions the host side asks, answered with Glibc calls: Foundation
/// (and the ICU it brings) stays out of everything linked into the window (issue 8).
public enum FileSystem {
    /// The working directory, or "." when it cannot be read.
    public static func currentDirectory() -> String {
        guard let path = getcwd(nil, 0) else { return "." }
        defer { free(path) }
        return String(cString: path)
    }

    /// `path` made absolute against the working directory, without a trailing slash.
    public static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : currentDirectory() + "/" + path
        var trimmed = Substring(full)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }

    /// The folder holding `path`, absolute (what `URL.deletingLastPathComponent` gives).
    public static func directory(of path: String) -> String {
        let full = absolute(path)
        guard let slash = full.lastIndex(of: "/"), slash != full.startIndex else { return "/" }
        return String(full[..<slash])
    }

    /// The last component of `path`: "demo.json" for "assets/demo.json".
    public static func fileName(of path: String) -> String {
        let full = absolute(path)
        return full.split(separator: "/").last.map(String.init) ?? "/"
    }

    /// The names in `directory` (without "." and ".."), unsorted; nil when it cannot be listed.
    public static func contents(of directory: String) -> [String]? {
        guard let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The PNG files in `directory`, sorted by name, as full paths; nil when it cannot be listed.
    public static func pngFiles(in directory: String) -> [String]? {
        contents(of: directory).map { names in
            names.filter { $0.lowercased().hasSuffix(".png") }.sorted().map { directory + "/" + $0 }
        }
    }

    /// Whether something exists at `path`.
    public static func exists(_ path: String) -> Bool {
        access(path, F_OK) == 0
    }

    /// Whether `path` can be read.
    public static func isReadable(_ path: String) -> Bool {
        access(path, R_OK) == 0
    }

    /// Whether `path` is a folder this process may create files in.
    public static func isWritableDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR && access(path, W_OK | X_OK) == 0
    }

    /// The target of the symbolic link at `path` (such as /proc/self/exe), if it is one.
    public static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
