package herald.engine.fantasywarriors;

/** The three orders a warchief gives each command (the core §3; Companion L533, L558, L1460-1462). */
public enum Order {
    HOLD, ATTACK, OPPOSE
}
