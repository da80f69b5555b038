import WidgetKit
import BrewCore

let orderStatusKind = "OrderStatus"
