import BrewCore
import CheckoutFeature

public enum OrderingUIModule {}
