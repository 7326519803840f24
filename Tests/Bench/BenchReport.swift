import Foundation

/// The side-by-side report: one table row per scenario, with the yardsticks of the same
/// server and run and the ratios to them.
enum BenchReport {
    static func markdown(_ results: [ScenarioResult], extras: [String], machine: String) -> String {
        var out = "# AnimatedTabBar bench\n\n\(machine)\n\n"
        out +=
            "render = draw + present as the trace reports it (ms); draw = the part before the pixels went to the "
            + "server. PutImage and XShm: a bare full-window XPutImage / XShmPutImage + XSync by the bench on the "
            + "scenario's own server right after it, one every 1/60 s as frames are (p50 of 40, ms); "
            + "back to back: the same XPutImage with no pause between puts, which a server kept busy makes "
            + "cheaper. Ratios are render p99 over them.\n\n"
        out +=
            "| scenario | frames | render p50 | p99 | max | draw p50 | draw p99 | frames/transition | longest gap "
            + "| PutImage | XShm | p99/PutImage | p99/XShm | PutImage back to back | p99/back to back |\n"
        out +=
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n"
        for r in results {
            let put = r.yardstick.putImage.percentile(50), shm = r.yardstick.sharedPut.percentile(50)
            let busy = r.yardstick.putImageBackToBack.percentile(50)
            let p99 = r.render.percentile(99)
            let transitions =
                r.framesPerTransition.values.isEmpty
                ? "—"
                : "\(format(r.framesPerTransition.mean, 1)) (min \(Int(r.framesPerTransition.values.min() ?? 0)))"
            out +=
                "| \(r.scenario.name) | \(r.render.values.count) | \(format(r.render.percentile(50))) | \(format(p99)) | "
                + "\(format(r.render.values.max() ?? .nan)) | \(format(r.draw.percentile(50))) | "
                + "\(format(r.draw.percentile(99))) | \(transitions) | "
                + "\(r.framesPerTransition.values.isEmpty ? "—" : format(r.longestGap, 1)) | \(format(put)) | \(format(shm)) | "
                + "\(format(p99 / put)) | \(format(p99 / shm)) | \(format(busy)) | \(format(p99 / busy)) |\n"
        }
        if !extras.isEmpty { out += "\n" + extras.map { "- \($0)" }.joined(separator: "\n") + "\n" }
        return out
    }
}
