import TabBarOutput

/// A GIF that could not be written, with the path and the reason: "cannot write PATH: REASON".
public typealias GIFError = OutputFileError
