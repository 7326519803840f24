import TabBarCore
import TabBarDemo
import TabBarReviewWindow
import TabBarX11

/// `tabbar check [--config FILE | --demo NAME] [--size WxH] [--interruptions N] [--seed S] [--report
/// FILE.xml] [-o FILE.png]`: the motion invariants over every motion FILE configures
/// (`ConfigurationCheck`), one line per finding; exit 0 when clean, 3 when a check fails.
enum CheckCommand {
    static func run(_ parsed: ParsedArguments) throws -> ExitCode {
        let configPath = try DemoLookup.configPath(parsed.text("--config"), demo: parsed.text("--demo"))
        let size = parsed.size("--size").map { Size(width: Double($0.width), height: Double($0.height)) }
        let interruptions = parsed.integer("--interruptions") ?? 200
        let seed = UInt64(parsed.integer("--seed") ?? 1)
        let report = parsed.text("--report")
        if let report, !report.hasSuffix(".xml") {
            throw UsageError("check: --report \(report): the name ends in .xml (JUnit)")
        }
        let sheet = parsed.text("--output")
        guard let file = configPath ?? AssetLocator.defaultConfigPath() else {
            throw UsageError(
                "check: cannot find the demo configuration assets/\(AssetLocator.defaultConfigName); pass --config FILE"
            )
        }
        var check = ConfigurationCheck(configurationFile: file, catalog: .demo, pages: .demo)
        check.viewport = size ?? Size.defaultWindow
        check.interruptions = interruptions
        check.seed = seed
        check.reportFile = report
        check.sheetFile = sheet
        return try check.run()
    }
}
