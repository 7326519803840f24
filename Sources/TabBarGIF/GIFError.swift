import TabBarCore

/// A GIF that could not be written or read, with the path and the reason.
public typealias GIFError = FileFailure
