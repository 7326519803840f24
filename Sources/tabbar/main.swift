import Glibc
import TabBarCore
import TabBarOutput
import TabBarX11

// tabbar: the command line. Everything here is wiring; behaviour lives in the libraries.
// Errors say "tabbar: error: …" however the binary was named or linked.
ProgramName.current = "tabbar"
// A closed stdin, stdout or stderr stays closed to us, rather than becoming the next file opened.
StandardOutput.reserveClosedStreams()
MemoryPolicy.applyAtStart()
let arguments = Array(CommandLine.arguments.dropFirst())
exit(CommandDispatch.run(arguments).code)
