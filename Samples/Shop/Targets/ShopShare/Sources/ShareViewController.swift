import SharedConstants

/// Saves a shared product link for the app to pick up.
struct SharedLinkWriter {
    let container = AppGroup.identifier
    let message = "Saved to \(container)"
}
