import TabBarCore
import TabBarDemo
import TabBarKit
import TabBarOutput
import TabBarReview
import TabBarX11

/// `tabbar schema`: the configuration's JSON Schema, generated from the decoder's own reads
/// (`make schema` writes it to assets/tabbar.schema.json). `--undescribed` lists the keys
/// that still need a line in `ConfigurationSchema.descriptions`; `--script` writes the QA
/// scripts' schema (assets/script.schema.json).
enum SchemaCommand {
    static func run(_ parsed: ParsedArguments) throws -> ExitCode {
        guard parsed.occurrences.count <= 1 else { throw UsageError("usage: tabbar schema [--script | --undescribed]") }
        HeadlessSignals.watch()
        switch parsed.occurrences.first?.name {
        case "--script": try StandardOutput.write(ScriptSchema.generate())
        case "--undescribed":
            try StandardOutput.write(
                try ConfigurationSchema.undescribedKeys(catalog: .demo, pages: .demo).map { $0 + "\n" }.joined())
        default: try StandardOutput.write(ConfigurationSchema.generate(catalog: .demo, pages: .demo))
        }
        return .success
    }
}
