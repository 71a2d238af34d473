package herald.engine.fantasywarriors;

/** The cover a unit shot at claims, from none to the best; it counts in the kills, not the hits (Companion L319-323). */
public enum Cover {
    NONE, SOFT, HARD
}
