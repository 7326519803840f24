import Glibc
import TabBarCairo
import TabBarCore
import TabBarX11

/// The default mode: open the window and run until it closes.
enum WindowCommand {
    /// Runs the window mode and returns the process exit code.
    static func run(_ arguments: [String]) -> Int32 {
        let options: WindowOptions
        let configuration: AppConfiguration
        let renderer = SceneRenderer()
        do {
            options = try WindowOptions.parse(arguments)
            configuration = try loadConfiguration(options.configPath, images: renderer.images)
        } catch let error as UsageError {
            Console.error(error.description)
            return 2
        } catch {
            Console.error("\(error)")
            return 2
        }
        let window: X11Window
        do {
            window = try X11Window(title: configuration.title, width: options.width, height: options.height)
        } catch {
            Console.error("\(error)")
            return 1
        }
        // A debugging knob, and the way tests cover the XPutImage fallback.
        window.allowsSharedMemory = getenv("TABBAR_NO_SHM") == nil
        let trace = TraceWriter(isEnabled: options.trace)
        let controller = TabBarController(configuration: configuration,
                                          viewport: Size(width: Double(options.width), height: Double(options.height)),
                                          measurer: renderer.text)
        let driver = WindowDriver(controller: controller, renderer: renderer, trace: trace, scale: 1)
        let loop = EventLoop(window: window, client: driver)
        let exit = loop.run(exitAfter: options.exitAfter)
        trace.write(.exit(code: exit.code))
        return exit.code
    }
}

/// Loads `path`, or the built-in demo's configuration when it is nil, with the demo's
/// custom animations available.
func loadConfiguration(_ path: String?, images: ImageCache) throws(ConfigError) -> AppConfiguration {
    guard let file = path ?? AssetLocator.defaultConfigPath() else {
        throw ConfigError(message: "cannot find the demo configuration assets/\(AssetLocator.defaultConfigName); pass --config FILE")
    }
    return try ConfigurationFile.load(file, catalog: .demo, images: images)
}
