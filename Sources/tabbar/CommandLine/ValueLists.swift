import TabBarCore
import TabBarDemo
import TabBarReview

/// The lists option values come from, read from the catalogues the commands use, so that a
/// new transition or device reaches the help, the man page and the completions by itself.
extension ValueList {
    /// Item animations: the demo catalogue's, and "lottie" (an item's own Lottie icon).
    static var animations: ValueList {
        ValueList(noun: "animation", values: ItemAnimationCatalog.demo.names + [LottieAnimation.animationName])
    }
    static var transitions: ValueList {
        ValueList(noun: "transition", values: TransitionKind.allCases.map(\.rawValue))
    }
    static var indicators: ValueList {
        ValueList(noun: "indicator", values: IndicatorKind.allCases.map(\.rawValue))
    }
    /// An item animation's roles, then a page transition's.
    static var roles: ValueList {
        ValueList(
            noun: "role",
            values: MotionRecipe.ItemRole.allCases.map(\.rawValue) + TransitionRole.allCases.map(\.rawValue))
    }
    static var crops: ValueList {
        ValueList(noun: "crop", values: MotionCrop.allCases.map(\.rawValue))
    }
    /// Device presets, spelt as a shell word ("iPhone-15"): `DevicePreset.named` ignores case,
    /// spaces, hyphens and the inch mark.
    static var devices: ValueList {
        ValueList(
            noun: "device",
            values: DevicePreset.all.map {
                String($0.name.filter { $0 != "\"" }.map { $0 == " " ? "-" : $0 })
            })
    }
    /// The demos: the files in the demos folder when the command runs, which users add to, so
    /// nothing generated from the table names them (`tabbar list` does).
    static var demos: ValueList { ValueList(noun: "demo", group: "demos") }
    static var exportFormats: ValueList {
        ValueList(noun: "format", values: ExportCommand.Format.allCases.filter { $0 != .lottie }.map(\.rawValue))
    }
    static var plotFormats: ValueList {
        ValueList(noun: "format", values: PlotCommand.Format.allCases.map(\.rawValue))
    }
}
