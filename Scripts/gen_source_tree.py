#!/usr/bin/env python3
"""Writes a synthetic modular iOS project of Swift sources, for timing the import-scanning rules.

usage: gen_source_tree.py FILES OUTDIR [SEED]
OUTDIR must be missing or empty. Deterministic for a given FILES and SEED (default 1).

OUTDIR/targetlint.yml declares about one module per 40 files (500 at 20,000 files): core modules
(Core12Kit, Design4System, ...) that depend on a few lower-numbered core modules, so the graph is
acyclic; feature modules (Checkout3Feature, ...) that depend on a few core modules; an app that
links every feature; an App Clip, a share extension and a widget extension that link a few core
modules. Each target's `sources: [Modules/NAME/Sources]` holds its share of the FILES Swift files,
1 to 12 KB each (mean about 4 KB), each opening with 2 to 8 imports drawn from the target's declared
dependencies and Foundation, UIKit, SwiftUI, some under attributes (@testable, @_exported,
@preconcurrency, @_implementationOnly, @_spi), access levels (public import), kinds
(import struct M.T) or `#if DEBUG`/`canImport`/`os(iOS)`. The code after them is ordinary Swift
with what a line-based scanner mistakes for imports: lines starting with `import` inside doc
comments, nested `/* /* */ */` comments, multi-line and raw string literals.

What the rules should find, planted on purpose and printed at the end: about 1 file in 50 imports
a module its target does not declare (implicit-dependency); about 1 module in 15 declares a
dependency none of its files imports (unused-dependency); `UIApplication.shared` is used only in
the app's and feature modules' code, never in what the clip or extensions link (in their modules it
is only named in comments and strings). The manifest is otherwise clean for the graph rules.
"""
import math, os, random, sys

args = sys.argv[1:]
if len(args) not in (2, 3) or not args[0].isdigit() or int(args[0]) < 10:
    sys.exit("usage: gen_source_tree.py FILES OUTDIR [SEED]  (FILES at least 10)")
n_files = int(args[0]); outdir = args[1]; seed = int(args[2]) if len(args) > 2 else 1
if os.path.exists(outdir) and (not os.path.isdir(outdir) or os.listdir(outdir)):
    sys.exit(f"gen_source_tree.py: {outdir} exists and is not an empty folder")
rng = random.Random(seed)
rand, randint, choice, sample = rng.random, rng.randint, rng.choice, rng.sample

# --- The target graph -----------------------------------------------------------------------------

n_mod = max(4, round(n_files / 40) - 4)
n_core = max(3, n_mod * 55 // 100); n_feat = max(1, n_mod - n_core)
CORE_KINDS = [("Core", "Kit"), ("Design", "System"), ("Network", "Kit"), ("Storage", "Kit"),
              ("Analytics", "Kit"), ("Auth", "Kit"), ("Logging", "Kit"), ("Media", "Kit"),
              ("Localization", "Kit"), ("Persistence", "Kit"), ("UI", "Components"), ("Utility", "Kit")]
DOMAINS = ["Checkout", "Catalog", "Cart", "Profile", "Search", "Onboarding", "Settings", "Orders",
           "Wishlist", "Reviews", "Inbox", "Loyalty", "StoreLocator", "Payments", "Delivery", "Help"]
core = [f"{a}{i}{b}" for i, (a, b) in enumerate(CORE_KINDS[0:1] + [choice(CORE_KINDS) for _ in range(n_core - 1)])]
feat = [f"{choice(DOMAINS)}{j}Feature" for j in range(n_feat)]
APP, CLIP, SHARE, WIDGET = "BenchApp", "BenchClip", "BenchShare", "BenchWidget"
products = [APP, CLIP, SHARE, WIDGET]
kind = {APP: "app", CLIP: "clip", SHARE: "share", WIDGET: "widget"}
kind.update({c: "core" for c in core}); kind.update({f: "feature" for f in feat})
number = {name: i for i, name in enumerate(core)}

deps = {}
for i, c in enumerate(core):
    k = min(i, choice([0, 1, 1, 2, 2, 2, 3, 3, 4, 5]))
    deps[c] = sorted({core[int(i * rand() ** 2)] for _ in range(k)}, key=number.get)
for f in feat:
    deps[f] = sorted({core[int(n_core * rand() ** 1.5)] for _ in range(randint(2, 6))}, key=number.get)
low = core[:min(n_core, 12)]
deps[CLIP] = sorted(set(sample(low, min(len(low), 4))) | {core[0]}, key=number.get)
deps[SHARE] = sorted(set(sample(low, min(len(low), 2))) | {core[0]}, key=number.get)
deps[WIDGET] = sorted(set(sample(low, min(len(low), 3))) | {core[0]}, key=number.get)
deps[APP] = sorted(set(sample(core, min(n_core, 3))), key=number.get) + feat + [CLIP, SHARE, WIDGET]
targets = products + core + feat

# Files per target: the app a bit more than a module, the clip and extensions fewer, modules varied.
weight = {APP: 1.6, CLIP: 0.6, SHARE: 0.3, WIDGET: 0.3}
for m in core + feat:
    weight[m] = rng.lognormvariate(0, 0.45)
total_w = sum(weight.values())
count = {t: max(1, int(n_files * weight[t] / total_w)) for t in targets}
by_weight = sorted(targets, key=lambda t: -weight[t])
i = 0
while sum(count.values()) != n_files:
    t = by_weight[i % len(by_weight)]
    if sum(count.values()) < n_files: count[t] += 1
    elif count[t] > 1: count[t] -= 1
    i += 1

# Import pools: the dependencies a target's files import; about 1 module in 12 leaves one unused.
pool = {}
for t in targets:
    ds = [d for d in deps[t] if kind[d] in ("core", "feature")]
    if len(ds) >= 2 and t != APP and rng.randrange(12) == 0:
        ds.remove(choice(ds))
    pool[t] = ds

# --- Vocabulary -----------------------------------------------------------------------------------

NOUNS = ["Order", "Product", "Cart", "User", "Session", "Payment", "Address", "Review", "Coupon",
         "Store", "Item", "Price", "Image", "Token", "Account", "Receipt", "Shipment", "Category",
         "Banner", "Message", "Feed", "Profile", "Wallet", "Ticket", "Location", "Basket", "Offer",
         "Invoice", "Voucher", "Device", "Report", "Filter", "Slot", "Route", "Badge", "Theme"]
TYPE_KINDS = {"Models": ["", "Model", "DTO", "Summary", "Detail", "Snapshot", "State"],
              "Views": ["View", "ListView", "Cell", "ViewController", "Row", "Header", "Card"],
              "Services": ["Service", "Repository", "Client", "Store", "Loader", "Cache", "Provider"],
              "Support": ["Formatter", "Validator", "Mapper", "Builder", "Router", "Coordinator", "ViewModel"],
              "Extensions": ["+Formatting", "+Codable", "+Preview", "+Equatable", "+Helpers"]}
FOLDERS = list(TYPE_KINDS)
PROPS = [("id", "UUID", "UUID()"), ("title", "String", '""'), ("subtitle", "String?", "nil"),
         ("amount", "Decimal", "0"), ("createdAt", "Date", "Date()"), ("isEnabled", "Bool", "true"),
         ("count", "Int", "0"), ("url", "URL?", "nil"), ("name", "String", '"Untitled"'),
         ("tags", "[String]", "[]"), ("rating", "Double", "0.0"), ("updatedAt", "Date?", "nil"),
         ("currencyCode", "String", '"EUR"'), ("quantity", "Int", "1"), ("isFavorite", "Bool", "false")]
VERBS = ["load", "refresh", "validate", "apply", "reset", "submit", "prepare", "render", "cancel",
         "merge", "fetch", "store", "track", "resolve", "update", "present", "dismiss", "sync"]
PEOPLE = ["Jane Appleseed", "Ravi Patel", "Mia Chen", "Lukas Müller", "Sofia García", "Tom O'Neil"]
all_modules = core + feat

# --- Code blocks ----------------------------------------------------------------------------------
# Each takes the file's context (c) and returns text ending in a newline; together they are
# lexically valid Swift: strings terminated, comments closed, braces balanced.

class Ctx:
    pass

def props(n):
    return sample(PROPS, n)

def doc(c, what):
    r = rand()
    if r < 0.55:
        return f"/// {what.capitalize()} for {c.stem}.\n"
    if r < 0.8:
        return (f"/// {what.capitalize()}.\n///\n/// - Parameter completion: called on the main queue.\n"
                f"/// - Returns: the {choice(NOUNS).lower()} or `nil` when none matches.\n")
    return ""

def block_struct(c):
    name = c.stem + choice(["", "Value", "Payload", "Entry", "Item", "Record"]) + str(c.seq())
    ps = props(randint(2, 6))
    fields = "".join(f"    {c.acc}let {n}: {t}\n" for n, t, _ in ps)
    params = ", ".join(f"{n}: {t} = {d}" for n, t, d in ps)
    assigns = "".join(f"        self.{n} = {n}\n" for n, _, _ in ps)
    n0 = ps[0][0]
    return (f"{doc(c, 'a value')}{c.acc}struct {name}: Hashable, Sendable {{\n{fields}\n"
            f"    {c.acc}init({params}) {{\n{assigns}    }}\n\n"
            f"    var debugLabel: String {{\n        \"{name}(\\({n0}))\"\n    }}\n}}\n\n")

def block_class(c):
    name = c.stem + choice(["", "Controller", "Handler", "Worker", "Session"]) + str(c.seq())
    v1, v2 = sample(VERBS, 2)
    noun = choice(NOUNS)
    weak = rand() < 0.7
    return (f"{doc(c, 'coordinates ' + noun.lower() + ' work')}{c.acc}final class {name} {{\n"
            f"    private var items: [{noun}ID] = []\n"
            f"    private let queue = DispatchQueue(label: \"com.example.{c.module.lower()}.{name.lower()}\")\n"
            f"    private var observers: [(Int) -> Void] = []\n\n"
            f"    {c.acc}init() {{}}\n\n"
            f"    {c.acc}func {v1}(_ ids: [{noun}ID], completion: @escaping (Result<Int, Error>) -> Void) {{\n"
            f"        queue.async {{{' [weak self] in' if weak else ''}\n"
            + (f"            guard let self else {{ return }}\n" if weak else "") +
            f"            let fresh = ids.filter {{ !self.items.contains($0) }}\n"
            f"            self.items.append(contentsOf: fresh)\n"
            f"            let total = self.items.count\n"
            f"            DispatchQueue.main.async {{\n"
            f"                self.observers.forEach {{ $0(total) }}\n"
            f"                completion(.success(total))\n"
            f"            }}\n"
            f"        }}\n"
            f"    }}\n\n"
            f"    {c.acc}func {v2}(where predicate: ({noun}ID) -> Bool) -> Int {{\n"
            f"        var removed = 0\n"
            f"        for (index, item) in items.enumerated().reversed() where predicate(item) {{\n"
            f"            items.remove(at: index)\n"
            f"            removed += 1\n"
            f"        }}\n"
            f"        return removed\n"
            f"    }}\n}}\n\n")

def block_enum(c):
    name = c.stem + choice(["Kind", "Status", "Step", "Mode", "Event"]) + str(c.seq())
    cases = sample(["idle", "loading", "loaded", "failed", "empty", "pending", "archived", "draft", "shipped", "refunded"], randint(3, 6))
    body = "".join(f"        case .{k}: return \"{k.capitalize()}\"\n" for k in cases)
    return (f"{c.acc}enum {name}: String, CaseIterable, Codable {{\n"
            + "".join(f"    case {k}\n" for k in cases)
            + f"\n    var localizedTitle: String {{\n        switch self {{\n{body}        }}\n    }}\n}}\n\n")

def block_protocol(c):
    name = c.stem + choice(["Providing", "Loading", "Handling", "Routing"]) + str(c.seq())
    v = choice(VERBS); noun = choice(NOUNS)
    return (f"{c.acc}protocol {name}: AnyObject {{\n"
            f"    func {v}{noun}(id: {noun}ID) async throws -> {noun}DTO\n"
            f"    var isReady: Bool {{ get }}\n}}\n\n"
            f"extension {name} {{\n"
            f"    func {v}All(_ ids: [{noun}ID]) async -> [{noun}DTO] {{\n"
            f"        await withTaskGroup(of: {noun}DTO?.self) {{ group in\n"
            f"            for id in ids {{\n"
            f"                group.addTask {{ try? await self.{v}{noun}(id: id) }}\n"
            f"            }}\n"
            f"            var results: [{noun}DTO] = []\n"
            f"            for await result in group {{\n"
            f"                if let result {{ results.append(result) }}\n"
            f"            }}\n"
            f"            return results\n"
            f"        }}\n"
            f"    }}\n}}\n\n")

def block_function(c):
    v = choice(VERBS); noun = choice(NOUNS); n2 = choice(NOUNS)
    return (f"{doc(c, v + 's ' + noun.lower() + 's')}"
            f"func {v}{noun}s(_ input: [{noun}DTO], limit: Int = {randint(5, 200)}) -> [String: [{noun}DTO]] {{\n"
            f"    guard !input.isEmpty else {{ return [:] }}\n"
            f"    let sorted = input\n"
            f"        .filter {{ $0.isEnabled && $0.amount > 0 }}\n"
            f"        .sorted {{ lhs, rhs in\n"
            f"            if lhs.amount == rhs.amount {{ return lhs.title < rhs.title }}\n"
            f"            return lhs.amount > rhs.amount\n"
            f"        }}\n"
            f"    var grouped: [String: [{noun}DTO]] = [:]\n"
            f"    for item in sorted.prefix(limit) {{\n"
            f"        let key = item.title.isEmpty ? \"{n2.lower()}-\\(item.id)\" : String(item.title.prefix(1))\n"
            f"        grouped[key, default: []].append(item)\n"
            f"    }}\n"
            f"    return grouped\n}}\n\n")

def block_extension(c):
    t = choice(["String", "Array where Element == " + choice(NOUNS) + "DTO", "Date", "Decimal", "Optional where Wrapped == String"])
    body = {
        "String": "    var trimmedOrNil: String? {\n        let value = trimmingCharacters(in: .whitespacesAndNewlines)\n        return value.isEmpty ? nil : value\n    }\n",
        "Date": "    func isSameDay(as other: Date, calendar: Calendar = .current) -> Bool {\n        calendar.isDate(self, inSameDayAs: other)\n    }\n",
        "Decimal": "    var formattedPrice: String {\n        let formatter = NumberFormatter()\n        formatter.numberStyle = .currency\n        return formatter.string(from: self as NSDecimalNumber) ?? \"\\(self)\"\n    }\n",
    }.get(t, "    var summary: String {\n        map { \"\\($0)\" }.joined(separator: \", \")\n    }\n")
    if t.startswith("Optional"):
        body = "    var orEmpty: String { self ?? \"\" }\n"
    return f"extension {t} {{\n{body}}}\n\n"

def block_swiftui(c):
    name = c.stem + choice(["Row", "Section", "Badge", "Screen", "Tile"]) + str(c.seq())
    title = choice(NOUNS)
    return (f"struct {name}: View {{\n"
            f"    @State private var isExpanded = false\n"
            f"    let items: [String]\n\n"
            f"    var body: some View {{\n"
            f"        VStack(alignment: .leading, spacing: 8) {{\n"
            f"            Text(\"{title} (\\(items.count))\")\n"
            f"                .font(.headline)\n"
            f"            if isExpanded {{\n"
            f"                ForEach(items, id: \\.self) {{ item in\n"
            f"                    Text(item).foregroundStyle(.secondary)\n"
            f"                }}\n"
            f"            }}\n"
            f"            Button(isExpanded ? \"Less\" : \"More\") {{\n"
            f"                withAnimation(.easeInOut) {{ isExpanded.toggle() }}\n"
            f"            }}\n"
            f"        }}\n"
            f"        .padding()\n"
            f"    }}\n}}\n\n"
            + (f"#if DEBUG\n#Preview {{\n    {name}(items: [\"One\", \"Two\", \"Three\"])\n}}\n#endif\n\n" if rand() < 0.5 else ""))

def block_uikit(c):
    name = c.stem + choice(["ViewController", "Cell", "ContainerView"]) + str(c.seq())
    open_url = ""
    if c.may_use_shared and rand() < c.shared_rate:
        c.shared += 1
        open_url = ("\n    @objc private func openSettings() {\n"
                    "        guard let url = URL(string: UIApplication.openSettingsURLString) else { return }\n"
                    "        UIApplication.shared.open(url)\n    }\n")
    return (f"final class {name}: UIViewController {{\n"
            f"    private let tableView = UITableView(frame: .zero, style: .insetGrouped)\n"
            f"    private lazy var refresh: UIRefreshControl = {{\n"
            f"        let control = UIRefreshControl()\n"
            f"        control.addTarget(self, action: #selector(reload), for: .valueChanged)\n"
            f"        return control\n"
            f"    }}()\n\n"
            f"    override func viewDidLoad() {{\n"
            f"        super.viewDidLoad()\n"
            f"        title = NSLocalizedString(\"{c.stem}.title\", comment: \"Screen title\")\n"
            f"        tableView.refreshControl = refresh\n"
            f"        view.addSubview(tableView)\n"
            f"        tableView.translatesAutoresizingMaskIntoConstraints = false\n"
            f"        NSLayoutConstraint.activate([\n"
            f"            tableView.topAnchor.constraint(equalTo: view.topAnchor),\n"
            f"            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),\n"
            f"        ])\n"
            f"    }}\n\n"
            f"    @objc private func reload() {{\n"
            f"        refresh.endRefreshing()\n"
            f"    }}\n{open_url}}}\n\n")

def decoy_name(c):
    return choice(c.undeclared) if rand() < 0.7 else choice(["LegacyNetworking", "OldAnalytics", "XCTest", "Quick", "Nimble"])

def block_doc_import(c):
    # A doc comment whose usage example starts lines with `import`.
    c.decoys += 2
    return (f"/**\n A {choice(NOUNS).lower()} source others can use.\n\n Usage:\n\n"
            f" ```swift\n import {c.module}\n import {decoy_name(c)}\n\n let source = {c.stem}()\n ```\n"
            + (" - Note: never call `UIApplication.shared` here; extensions link this module.\n" if c.kind == "core" and rand() < 0.3 else "")
            + " */\n")

def block_nested_comment(c):
    # A nested block comment: a scanner that ends it at the first `*/` sees the imports after it.
    c.decoys += 2
    v = choice(VERBS)
    return (f"/* Kept until the {choice(NOUNS).lower()} migration ships:\n"
            f"/* the old implementation, before {c.module} split:\nimport {decoy_name(c)}\n*/\n"
            f"import {decoy_name(c)}\n\nfunc legacy{v.capitalize()}() {{\n    // UIApplication.shared.beginIgnoringInteractionEvents()\n}}\n*/\n\n")

def block_multiline_string(c):
    c.decoys += 2
    name = choice(["template", "snippet", "scaffold", "sample"]) + str(c.seq())
    interp = '\\(moduleName)' if rand() < 0.5 else c.module
    return (f"let {name} = \"\"\"\n"
            f"    import Foundation\n    import {interp}\n\n"
            f"    // Generated \\(Date()) \"quoted\" and \\\"\"\"escaped\\\"\"\"\n"
            f"    struct Generated {{ let value = \"\\(value)\" }}\n"
            f"    \"\"\"\n\n")

def block_raw_strings(c):
    if rand() < 0.5:
        return (f"let {choice(NOUNS).lower()}Pattern{c.seq()} = #\"\\d+ \"{choice(NOUNS)}\" \\#(value) items\"#\n"
                f"let escaped{c.seq()} = \"Tab\\tQuote\\\"Backslash\\\\ emoji 🛒 \\u{{1F6D2}}\"\n\n")
    c.decoys += 2
    return ("enum ImportPattern" + str(c.seq()) + " {\n"
            "    static let line = #\"^\\s*(@\\w+\\s+)*import\\s+(\\w+)\"#\n"
            "    static let quoted = #\"she said \"import\" and left\"#\n"
            "    static let note = \"\"\"\n"
            f"        import {decoy_name(c)}\n"
            "        \"\"\"\n"
            "    static let rawBlock = #\"\"\"\n"
            f"        import {decoy_name(c)}\n"
            "        \"\"\" is not the end here, nor \\\"\"\" nor \\(interpolation)\n"
            "        \"\"\"#\n"
            + ("    static let warning = \"UIApplication.shared is unavailable in app extensions\"\n" if rand() < 0.3 else "")
            + "}\n\n")

def block_conditional(c):
    r = rand()
    inner = block_extension(c)
    if r < 0.4:
        return f"#if DEBUG\n{inner}#endif\n\n"
    if r < 0.7:
        return f"#if canImport(UIKit)\n{inner}#else\nextension String {{}}\n#endif\n\n"
    return f"#if os(iOS) || os(visionOS)\n{inner}#elseif os(macOS)\nextension Date {{}}\n#endif\n\n"

def block_mark(c):
    return f"// MARK: - {choice(VERBS).capitalize()} {choice(NOUNS).lower()}s\n\n"

COMMON = [block_struct] * 4 + [block_class] * 3 + [block_enum] * 2 + [block_protocol] * 2 + \
    [block_function] * 3 + [block_extension] * 2 + [block_conditional] + [block_mark] * 2
TRICKY = [block_doc_import, block_nested_comment, block_multiline_string, block_raw_strings]

# --- Files ----------------------------------------------------------------------------------------

def import_line(name, c, declared):
    """One import declaration of a target module or system module, sometimes with an attribute."""
    r = rand()
    if r < 0.86 or name in ("Foundation",):
        return f"import {name}\n"
    if r < 0.875: return f"@preconcurrency import {name}\n"
    if r < 0.89: return f"@_exported import {name}\n" if declared else f"import {name}\n"
    if r < 0.90: return f"#if DEBUG\n@testable import {name}\n#endif\n"
    if r < 0.91: return f"public import {name}\n"
    if r < 0.92: return f"@_implementationOnly import {name}\n"
    if r < 0.93: return f"@_spi(Internal) import {name}\n"
    if r < 0.945 and name in kind:
        k, t = choice([("struct", choice(NOUNS) + "DTO"), ("class", choice(NOUNS) + "Service"),
                       ("enum", choice(NOUNS) + "Kind"), ("protocol", choice(NOUNS) + "Providing"),
                       ("func", "make" + choice(NOUNS))])
        return f"import {k} {name}.{t}\n"
    if r < 0.96: return f"#if canImport({name})\nimport {name}\n#endif\n"
    if r < 0.97: return f"#if os(iOS)\nimport {name}\n#endif\n"
    if r < 0.98: return f"import {name} // {choice(NOUNS)}DTO\n"
    if r < 0.99: return f"internal import {name}\n"
    return f"@preconcurrency internal import {name}\n"

def header(c, filename):
    r = rand()
    if r < 0.7:
        year = randint(2017, 2024)
        return (f"//\n//  {filename}\n//  {c.module}\n//\n//  Created by {choice(PEOPLE)} on "
                f"{randint(1, 28):02}/{randint(1, 12):02}/{year}.\n//  Copyright © {year} Example Inc. All rights reserved.\n//\n\n")
    if r < 0.85:
        return "// swiftlint:disable file_length type_body_length\n"
    if r < 0.9:
        c.decoys += 1
        return ("/*\n Licensed under the Apache License, Version 2.0.\n Do not\n"
                f"import {decoy_name(c)}\n here; see ARCHITECTURE.md.\n*/\n\n")
    return ""

stats = {"files": 0, "bytes": 0, "largest": 0, "imports": 0, "decoys": 0, "undeclared": 0,
         "shared": 0}
imported = {t: set() for t in targets}
SIZE_MU = math.log(3200)

def write_target(t):
    k = kind[t]
    folder = os.path.join(outdir, "Modules", t, "Sources")
    declared = set(deps[t])
    # What a file may import undeclared: a module below it that it reaches, or any other module.
    others = [m for m in all_modules if m != t and m not in declared]
    c = Ctx()
    c.module, c.kind = t, k
    c.undeclared = others or ["LegacyNetworking"]
    c.may_use_shared = k in ("app", "feature")
    c.shared_rate = 0.35 if k == "app" else 0.05
    c.acc = "public " if k == "core" else ""
    c.shared = 0
    seq = [0]
    def nxt():
        seq[0] += 1
        return seq[0]
    c.seq = nxt
    names, made = set(), set()
    system = {"app": ["UIKit", "SwiftUI"], "clip": ["SwiftUI", "StoreKit"], "share": ["UIKit", "Social"],
              "widget": ["SwiftUI", "WidgetKit"]}.get(k, ["UIKit", "SwiftUI", "Combine"])
    ds = pool[t]
    per_file = -(-len(ds) // count[t])
    for f_index in range(count[t]):
        fold = choice(FOLDERS)
        stem = choice(NOUNS) + choice(["", choice(NOUNS)]) + choice(TYPE_KINDS[fold])
        while stem in names:
            stem = choice(NOUNS) + choice(NOUNS) + choice(TYPE_KINDS[fold])
        names.add(stem)
        filename = stem + ".swift"
        c.stem = stem.replace("+", "")
        c.decoys = 0
        # The imports: Foundation mostly, a UI framework often, then the target's dependencies,
        # every dependency in its pool imported by some file of the target.
        n = randint(2, 8)
        chosen = ["Foundation"] if rand() < 0.9 else []
        if rand() < 0.6:
            chosen.append(choice(system))
        if ds:
            # The files take turns at the dependencies, so that each is imported somewhere (the
            # app's many features a few to a file); the rest of the n are drawn at random.
            forced = ds[f_index * per_file:(f_index + 1) * per_file]
            rest = [d for d in ds if d not in forced]
            chosen += forced + sample(rest, min(len(rest), max(0 if forced else 1, n - len(chosen) - len(forced))))
        while len(chosen) < 2:
            extra = choice(["Foundation"] + system)
            if extra not in chosen: chosen.append(extra)
        if rand() < 0.02 and others:
            pick = choice([m for m in others if m in number and number[m] < number.get(t, len(core))] or others) \
                if rand() < 0.6 else choice(others)
            chosen.insert(randint(1, len(chosen)), pick)
            stats["undeclared"] += 1
        if rand() < 0.3:
            chosen = chosen[:1] + sorted(chosen[1:])
        parts = [header(c, filename)]
        for name in chosen:
            parts.append(import_line(name, c, name in declared))
            if name in declared: imported[t].add(name)
        if rand() < 0.12 and "UIKit" not in chosen:
            parts.append("#if canImport(UIKit)\nimport UIKit\n#endif\n")
            chosen.append("UIKit")
        stats["imports"] += len(chosen)
        parts.append("\n")
        has_ui = "UIKit" in chosen; has_swiftui = "SwiftUI" in chosen
        # The code, to a size drawn from a log-normal clipped to 1-12 KB.
        target = min(11800, max(1100, int(rng.lognormvariate(SIZE_MU, 0.6))))
        size = sum(map(len, parts))
        tricky = 0
        while size < target:
            r = rand()
            if r < 0.05 and tricky < 2:
                b = choice(TRICKY)(c); tricky += 1
            elif r < 0.2 and has_ui:
                b = block_uikit(c)
            elif r < 0.3 and has_swiftui:
                b = block_swiftui(c)
            else:
                b = choice(COMMON)(c)
            if size + len(b) > 12000:
                if size >= 1100: break
                continue
            parts.append(b); size += len(b)
        text = "".join(parts).rstrip("\n") + "\n"
        data = text.encode()
        if fold not in made:
            os.makedirs(os.path.join(folder, fold), exist_ok=True); made.add(fold)
        path = os.path.join(folder, fold, filename)
        with open(path, "wb") as fh:
            fh.write(data)
        stats["files"] += 1; stats["bytes"] += len(data); stats["largest"] = max(stats["largest"], len(data))
        stats["decoys"] += c.decoys
    stats["shared"] += c.shared

for t in targets:
    write_target(t)

# --- The manifest ---------------------------------------------------------------------------------

out = []
w = out.append
w(f"# Synthetic project for timing the import rules: gen_source_tree.py {n_files} (seed {seed}).")
w(f"# {len(targets)} targets, {n_files} Swift files under Modules/*/Sources.")
w("project: SourceBench")
w("x-size-settings: &size-settings")
for k, v in [("DEAD_CODE_STRIPPING", "YES"), ("STRIP_INSTALLED_PRODUCT", "YES"),
             ("ASSETCATALOG_COMPILER_OPTIMIZATION", "space"), ("GCC_OPTIMIZATION_LEVEL", "s"),
             ("SWIFT_OPTIMIZATION_LEVEL", "-Osize")]:
    w(f"  {k}: {v}")
w("targets:")
for t in targets:
    w(f"  {t}:")
    if t == APP:
        w("    type: app"); w("    bundle-id: com.example.bench")
    elif t == CLIP:
        w("    type: app-clip"); w("    bundle-id: com.example.bench.Clip")
        w('    deployment-target: "16.0"')
    elif t in (SHARE, WIDGET):
        w("    type: app-extension")
        w("    extension-point: " + ("com.apple.share-services" if t == SHARE else "com.apple.widgetkit-extension"))
        w(f"    bundle-id: com.example.bench.{t[5:]}")
    else:
        w("    type: framework")
    if t in products:
        w("    app-groups: [group.com.example.bench]")
    w(f"    sources: [Modules/{t}/Sources]")
    if deps[t]:
        if len(deps[t]) > 6:
            w("    dependencies:")
            for d in deps[t]: w(f"      - {d}")
        else:
            w("    dependencies: [" + ", ".join(deps[t]) + "]")
    if t in (CLIP, SHARE, WIDGET):
        w("    settings:"); w("      configs:"); w("        Release:"); w("          <<: *size-settings")
with open(os.path.join(outdir, "targetlint.yml"), "w") as fh:
    fh.write("\n".join(out) + "\n")

unused = sum(len([d for d in deps[t] if kind[d] in ("core", "feature") and d not in imported[t]]) for t in targets)
print(f"{stats['files']} Swift files, {stats['bytes']} bytes (mean {stats['bytes'] // stats['files']}, "
      f"largest {stats['largest']}) in {len(targets)} targets ({n_core} core, {n_feat} feature); "
      f"{stats['imports']} imports, {stats['decoys']} import lines in comments and strings; planted: "
      f"{stats['undeclared']} undeclared imports, {unused} unused dependencies, "
      f"{stats['shared']} UIApplication.shared in app and feature code")
