/// The offline review commands: a frame, a film strip, a GIF, an export, a plot.
extension CLITable {
    static let render = CLICommand(
        name: "render", summary: "one frame as a PNG", usage: ["[options] -o FILE.png"],
        details: "The frame the window shows SECONDS after a tap on item I, played headless and drawn by the"
            + " window's renderer.",
        options: offline + [
            CLIOption("--select", .integer(0...999), "I", "select item I (slot order) at time 0"),
            CLIOption("--at", .number(0...3600), "SECONDS", "the moment to draw, 0-3600", default: "0"),
        ])

    static let filmstrip = CLICommand(
        name: "filmstrip", summary: "evenly spaced, labelled frames of one motion as a PNG",
        usage: ["(--animation|--transition|--indicator) NAME [options] -o FILE.png"],
        options: offline + motion + [
            role, frames(2...60, default: 9), crop,
            CLIOption("--onion", "all frames overlaid in one tile (onion skin)"),
        ])

    static let animate = CLICommand(
        name: "animate", summary: "one motion as an animated GIF",
        usage: ["(--animation|--transition|--indicator) NAME [options] -o FILE.gif"],
        details: "Every frame 2 cs long, ending on a 0.5 s hold; two runs write the same bytes.",
        options: offline + motion + [
            crop, CLIOption("--slow", .number(1...100), "FACTOR", "play FACTOR times slower, 1-100", default: "1"),
        ])

    static let export = CLICommand(
        name: "export", summary: "one motion handed off as a Lottie file or as code with its values",
        usage: ["(--lottie | --format swift|kotlin|css) (--animation|--transition|--indicator) NAME [options] -o FILE"],
        options: offline + motion + [
            CLIOption("--lottie", "a Lottie JSON file: every moving node a layer, keyframed at 60 fps"),
            CLIOption(
                "--format", .choice(.exportFormats), "",
                "the motion's timing as code: CAKeyframeAnimation (swift), keyframes { } (kotlin), @keyframes (css)"),
            role, crop,
        ])

    static let plot = CLICommand(
        name: "plot", summary: "every property that moves while a motion plays, one lane each, as a PNG or CSV",
        usage: ["(--animation|--transition|--indicator) NAME [options] -o FILE"],
        details: "One lane per node and property (\"item 1 button scale\", \"indicator left\", \"tab 0 page 2 x\"),"
            + " sampled from the frames the headless window draws. --item is the item clicked (animations), the"
            + " tab whose page plays the transition, or the indicator's target (default 2).",
        options: offline + motion + [
            role, CLIOption("--velocity", "a velocity lane under each property"),
            CLIOption(
                "--format", .choice(.plotFormats), "", "csv: time and one column per lane instead of a PNG",
                default: "png"),
        ])
}
