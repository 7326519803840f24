import Glibc
import TabBarCore
import TabBarX11

// tabbar: the command line. Everything here is wiring; behaviour lives in the libraries.
// Errors say "tabbar: error: …" however the binary was named or linked.
ProgramName.current = "tabbar"
MemoryPolicy.applyAtStart()
let arguments = Array(CommandLine.arguments.dropFirst())
exit(CommandDispatch.run(arguments).code)
