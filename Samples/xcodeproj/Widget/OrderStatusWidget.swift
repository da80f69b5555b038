import WidgetKit

let orderStatusKind = "OrderStatus"
