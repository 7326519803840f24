import TabBarCore
import TabBarDemo
import TabBarKit
import TabBarOutput
import TabBarX11

/// `tabbar list`: every animation, indicator and transition name, device and demo, one per
/// line, grouped.
enum ListCommand {
    static func run(_ parsed: ParsedArguments) throws -> ExitCode {
        HeadlessSignals.watch()
        var lines = ["animations"] + ItemAnimationCatalog.demo.names.map { "  " + $0 }
        lines += ["indicators"] + IndicatorKind.allCases.map { "  " + $0.rawValue }
        lines += ["transitions"] + TransitionKind.allCases.map { "  " + $0.rawValue }
        lines += ["devices"] + DevicePreset.all.map(DeviceChoice.listLine)
        lines += ["demos"] + DemoLookup.names().map { "  " + $0 }
        try StandardOutput.write(lines.joined(separator: "\n") + "\n")
        return .success
    }
}
