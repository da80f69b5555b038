extension PackageManifest {
    /// The manifest with what the branches of its `if` statements add (``PackageManifestReader``'s
    /// `conditional`) taken in: every such target (a second declaration of a name adds its
    /// dependencies to the first's, see ``LocalPackageSet``), and the products and package
    /// dependencies it does not have yet. An evaluation runs one branch of each `if`; this gives
    /// back the others, as the static reading reads them.
    package func takingIn(_ conditional: PackageManifest) -> PackageManifest {
        var merged = self
        merged.targets += conditional.targets
        var products = Set(products.map(\.name.value))
        for product in conditional.products where products.insert(product.name.value).inserted {
            merged.products.append(product)
        }
        var identities = Set(dependencies.map(\.identity))
        for dependency in conditional.dependencies where identities.insert(dependency.identity).inserted {
            merged.dependencies.append(dependency)
        }
        return merged
    }
}
