import Glibc
import TabBarCore

// tabbar: the command line. Everything here is wiring; behaviour lives in the libraries.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    Console.out(WindowOptions.usage + "\n")
    exit(0)
}
exit(WindowCommand.run(arguments))
