import SharedConstants

/// Reads the cart the full app left in the shared container.
struct CartStore {
    let suiteName = AppGroup.identifier
    let key = "cart"  // "group." inside a comment is not a literal
}
