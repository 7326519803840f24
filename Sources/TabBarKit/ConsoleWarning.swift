extension Console {
    /// One warning line on stderr ("NAME: warning: …", `message` giving "warning: …"):
    /// something legal but likely wrong.
    public static func warning(_ message: String) {
        line(message)
    }
}
