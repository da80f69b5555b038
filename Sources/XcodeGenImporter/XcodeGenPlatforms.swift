/// XcodeGen's multi-platform targets: a target whose `platform` is a list becomes one target per
/// platform, named `platformPrefix + name + platformSuffix` (default suffix `_PLATFORM`), with
/// `${platform}` filled in and a per-platform `deploymentTarget` map narrowed to its platform.
enum XcodeGenPlatforms {
    /// The spec with every multi-platform target split; other targets stay as they are, in order.
    /// Each copy of a target is paid for from `budget` before any is made.
    /// - Parameter splits: gains, for each target split, the names of its copies in order.
    static func resolve(
        _ spec: SpecNode, budget: inout SpecBudget, splits: inout [String: [String]]
    ) throws(SpecBudget.Exceeded) -> SpecNode {
        guard let targets = spec["targets"], let pairs = targets.mapping, pairs.allSatisfy({ $0.value.mapping != nil })
        else { return spec }
        guard pairs.contains(where: { $0.value["platform"]?.strings != nil }) else { return spec }
        for pair in pairs {
            for platform in pair.value["platform"]?.strings ?? [] {
                try budget.spend(pair.value.cost(expanding: ["platform": platform], upTo: budget.remaining))
            }
        }
        var resolved: [SpecPair] = []
        for pair in pairs {
            guard let platforms = pair.value["platform"]?.strings else {
                resolved.append(pair)
                continue
            }
            for platform in platforms {
                let copy = split(pair, platform: platform)
                resolved.append(copy)
                splits[pair.key, default: []].append(copy.key)
            }
        }
        var spec = spec
        spec.set("targets", SpecNode(.mapping(resolved), at: targets.location, template: targets.template))
        return spec
    }

    private static func split(_ pair: SpecPair, platform: String) -> SpecPair {
        let original = pair.value
        var target = original.expandingVariables(["platform": platform])
        let platformLocation = original["platform"]?.location ?? original.location
        target.set("platform", SpecNode(.scalar(platform, isNull: false), at: platformLocation))
        let suffix = target["platformSuffix"]?.string ?? "_\(platform)"
        let prefix = target["platformPrefix"]?.string ?? ""
        let name = prefix + pair.key + suffix
        var settings = target["settings"] ?? SpecNode(.mapping([]), at: original.location)
        if settings.mapping == nil { settings = SpecNode(.mapping([]), at: settings.location) }
        let productName = SpecNode(.scalar(pair.key, isNull: false), at: pair.keyLocation)
        if settings["configs"] != nil || settings["groups"] != nil || settings["base"] != nil {
            var base = settings["base"] ?? SpecNode(.mapping([]), at: settings.location)
            if base.mapping != nil && base["PRODUCT_NAME"] == nil { base.set("PRODUCT_NAME", productName) }
            settings.set("base", base)
        } else if settings["PRODUCT_NAME"] == nil {
            settings.set("PRODUCT_NAME", productName)
        }
        target.set("productName", productName)
        target.set("settings", settings)
        if let deploymentTargets = original["deploymentTarget"], deploymentTargets.mapping != nil {
            if let version = deploymentTargets[platform] {
                target.set("deploymentTarget", version)
            } else {
                target.remove("deploymentTarget")
            }
        }
        return SpecPair(key: name, keyLocation: pair.keyLocation, value: target)
    }
}
