extension PageKind {
    /// The kinds a tab's root page may be: the others are reached by navigating.
    public static let rootKinds: [PageKind] = [.grid, .list, .button, .settings, .plain, .image]
}
