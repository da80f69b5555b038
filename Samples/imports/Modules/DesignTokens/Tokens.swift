public enum Tokens {}
