package herald.engine.skirmish;

import java.util.Optional;

/** A result printed in the missile or combat tables (blank = {@link #NONE}). */
public enum Result {
    NONE(""), H("H"), K("K"), W("W"), HK("HK"), W_HK("W+HK"), R1("R1"), R2("R2"), S("S"), S_HK("S+HK"),
    K_HK("K+HK"), AW("AW"), AR1("AR1");

    private final String code;

    Result(String code) {
        this.code = code;
    }

    public String code() {
        return code;
    }

    public static Optional<Result> parse(String code) {
        for (Result r : values()) {
            if (r.code.equals(code)) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    /** Does this result touch the defender (or target), rather than nothing or the attackers? */
    public boolean hurtsDefender() {
        return this != NONE && this != AW && this != AR1 && this != H;
    }
}
