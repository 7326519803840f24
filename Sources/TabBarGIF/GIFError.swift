/// A GIF that could not be written or read, with the path and the reason.
public struct GIFError: Error, CustomStringConvertible, Equatable, Sendable {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
