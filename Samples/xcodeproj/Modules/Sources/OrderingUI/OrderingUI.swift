public enum OrderingUIModule {}
