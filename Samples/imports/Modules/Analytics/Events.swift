public enum Events {}
