package herald.engine;

/** How a game ended: {@code winner} is a side id, or null for a draw. */
public record Outcome(String winner, String reason) {}
