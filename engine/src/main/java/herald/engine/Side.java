package herald.engine;

/** A side of a scenario: {@code id} as players write it, a display name, and its counter colour. */
public record Side(String id, String name, String colour) {}
