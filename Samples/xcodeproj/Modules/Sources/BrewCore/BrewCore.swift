public enum BrewCoreModule {}
