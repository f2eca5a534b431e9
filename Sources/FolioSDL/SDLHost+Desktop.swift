import Foundation
@_spi(Host) import Folio

extension SDLHost {
    /// Follows the desktop's appearance (light or dark) and text size: read as the loop starts,
    /// then live as the desktop announces changes. `FOLIO_USER_INTERFACE_STYLE` and
    /// `FOLIO_CONTENT_SIZE_CATEGORY`, when set, win over the desktop; `FOLIO_DESKTOP_SETTINGS=0`
    /// ignores the desktop (unless `desktopAppearance` was given).
    func startDesktopSettings() {
        if desktopAppearance == nil, ProcessInfo.processInfo.environment["FOLIO_DESKTOP_SETTINGS"] != "0" {
            desktopAppearance = DesktopAppearance()
        }
        guard let appearance = desktopAppearance else { return }
        applyDesktopSettings(appearance)
        appearance.onChange = { [weak self] in self?.applyDesktopSettings($0) }
    }

    func applyDesktopSettings(_ appearance: DesktopAppearance) {
        let environment = ProcessInfo.processInfo.environment
        if (environment["FOLIO_USER_INTERFACE_STYLE"] ?? "").isEmpty {
            application.setUserInterfaceStyle(appearance.userInterfaceStyle ?? .light)
        }
        if (environment["FOLIO_CONTENT_SIZE_CATEGORY"] ?? "").isEmpty, let category = appearance.preferredContentSizeCategory {
            application.setPreferredContentSizeCategory(category)
        }
    }
}
