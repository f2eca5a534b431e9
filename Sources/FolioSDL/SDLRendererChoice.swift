import Foundation
import CSDL2

/// Which SDL renderer a window host uses.
///
/// A GPU renderer when the machine has a GPU (a DRM render node); otherwise SDL's plain software
/// framebuffer. Without a GPU, SDL's default OpenGL renderer runs on Mesa's software rasteriser
/// (llvmpipe), which loads LLVM: a window under Xvfb then needs about 180 ms and 147 MiB to show
/// its first frame, against about 70 ms and 60 MiB on the software framebuffer — and Folio draws
/// with Cairo on the CPU anyway, so the GPU only copies one texture per frame.
/// `SDL_RENDER_DRIVER` in the environment always wins.
enum SDLRendererChoice: Equatable {
    /// SDL's default (accelerated) renderer, with vsync.
    case accelerated
    /// SDL's software renderer on the window framebuffer (no OpenGL).
    case software
    /// What the user named in `SDL_RENDER_DRIVER`.
    case user(String)

    /// The choice for this machine: the user's, else accelerated when a GPU render node exists and
    /// the video driver is a real one, else software.
    static func forMachine(environment: [String: String] = ProcessInfo.processInfo.environment,
                           renderNodes: [String] = SDLRendererChoice.renderNodes()) -> SDLRendererChoice {
        if let named = environment["SDL_RENDER_DRIVER"], !named.isEmpty { return .user(named) }
        let driver = environment["SDL_VIDEODRIVER"] ?? ""
        if driver == "offscreen" || driver == "dummy" { return .software }
        return renderNodes.isEmpty ? .software : .accelerated
    }

    /// The DRM render nodes (`/dev/dri/renderD128`…): a GPU the process can draw with.
    static func renderNodes() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/dev/dri")) ?? []
        return names.filter { $0.hasPrefix("renderD") }.sorted()
    }

    /// Sets SDL's hints once the video driver is known and before the window exists (the
    /// framebuffer hint matters at window creation; Wayland has no plain framebuffer to ask for).
    func applyHints(videoDriver: String) {
        if self == .software {
            SDL_SetHint(SDL_HINT_RENDER_DRIVER, "software")
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, videoDriver == "wayland" ? nil : "0")
        }
    }

    /// What puts frames on `window`: the window's own framebuffer for `.software` (damaged boxes
    /// go to the display alone; on Wayland, which has none, the software renderer), else a
    /// renderer's streaming texture.
    @MainActor
    func makePresenter(for window: OpaquePointer) -> (any WindowPresenter)? {
        // Wayland has no window framebuffer of SDL's own: there the software renderer's texture.
        let wayland = SDL_GetCurrentVideoDriver().map { String(cString: $0) } == "wayland"
        if self == .software, !wayland { return WindowSurfacePresenter(window: window) }
        return makeRenderer(for: window).map { TexturePresenter(renderer: $0) }
    }

    /// Makes the renderer for `window`; a GPU renderer that turns out to be a software rasteriser
    /// is replaced by SDL's software renderer.
    func makeRenderer(for window: OpaquePointer) -> OpaquePointer? {
        switch self {
        case .software:
            return SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        case .user:
            return SDL_CreateRenderer(window, -1, 0) ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        case .accelerated:
            guard let r = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue) else {
                return SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
            }
            if Self.isSoftwareRasteriser() {
                SDL_DestroyRenderer(r)
                return SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
            }
            return r
        }
    }

    /// Whether the current OpenGL context draws on the CPU (llvmpipe, softpipe, swrast).
    private static func isSoftwareRasteriser() -> Bool {
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        guard SDL_GL_GetCurrentContext() != nil, let address = SDL_GL_GetProcAddress("glGetString") else { return false }
        let glGetString = unsafeBitCast(address, to: GetString.self)
        guard let name = glGetString(0x1F01 /* GL_RENDERER */) else { return false }
        let renderer = String(cString: name).lowercased()
        return ["llvmpipe", "softpipe", "swrast", "software"].contains { renderer.contains($0) }
    }

    /// The name SDL gives the renderer (`opengl`, `software`…).
    static func name(of renderer: OpaquePointer) -> String {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name else { return "?" }
        return String(cString: name)
    }
}
