package herald.engine.fantasywarriors;

/** What drives a unit, as the army lists name it (the base game): the enchantment reads it (Companion L957-965). */
public enum Kind {
    DISCIPLINED, TRIBAL, FANATIC, STUPID
}
