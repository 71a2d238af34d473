package herald.engine.fantasywarriors;

/** Short or long range; shooting at or from a flyer is always long (Companion L1430). */
public enum Range {
    SHORT, LONG
}
