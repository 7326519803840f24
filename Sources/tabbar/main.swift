import Glibc
import TabBarCore
import TabBarX11

// tabbar: the command line. Everything here is wiring; behaviour lives in the libraries.
MemoryPolicy.applyAtStart()
let arguments = Array(CommandLine.arguments.dropFirst())
exit(CommandDispatch.run(arguments).code)
