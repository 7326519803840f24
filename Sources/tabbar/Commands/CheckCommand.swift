import TabBarCore
import TabBarDemo
import TabBarKit
import TabBarX11

/// `tabbar check [--config FILE] [--size WxH] [--interruptions N] [--seed S] [--report
/// FILE.xml] [-o FILE.png]`: the motion invariants over every motion FILE configures
/// (`ConfigurationCheck`), one line per finding; exit 0 when clean, 3 when a check fails.
enum CheckCommand {
    static let usage = """
        usage: tabbar check [--config FILE] [--size WxH] [--interruptions N] [--seed S] [--report FILE.xml] \
        [-o FILE.png]
        """

    static func run(_ arguments: [String]) throws -> ExitCode {
        var configPath: String?
        var size = Size.defaultWindow
        var interruptions = 200
        var seed: UInt64 = 1
        var report: String?
        var sheet: String?
        var cursor = ArgumentCursor(arguments)
        while let argument = cursor.next() {
            switch argument {
            case "--config": configPath = try cursor.path(for: argument)
            case "--size":
                let (width, height) = try cursor.size(for: argument)
                size = Size(width: Double(width), height: Double(height))
            case "--interruptions": interruptions = try cursor.integer(for: argument, in: 0...100_000)
            case "--seed": seed = UInt64(try cursor.integer(for: argument, in: 0...Int(Int32.max)))
            case "--report":
                report = try cursor.path(for: argument)
                guard report?.hasSuffix(".xml") == true else {
                    throw UsageError("check: --report \(report ?? ""): the name ends in .xml (JUnit)")
                }
            case "-o", "--output": sheet = try cursor.path(for: argument)
            default: throw UsageError("check: unknown option \"\(argument)\"; \(usage)")
            }
        }
        guard let file = configPath ?? AssetLocator.defaultConfigPath() else {
            throw UsageError(
                "check: cannot find the demo configuration assets/\(AssetLocator.defaultConfigName); pass --config FILE"
            )
        }
        var check = ConfigurationCheck(configurationFile: file, catalog: .demo, pages: .demo)
        check.viewport = size
        check.interruptions = interruptions
        check.seed = seed
        check.reportFile = report
        check.sheetFile = sheet
        return try check.run()
    }
}
