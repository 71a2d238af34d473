package herald.journal;

/** Argument checks shared by the records; the limits match the column sizes in V1__journal.sql. */
final class Checks {
    static final int MAX_GAME_ID = 100;
    static final int MAX_TYPE = 200;
    static final int MAX_DISPOSITION = 100;
    static final int MAX_MESSAGE_ID = 1000;
    static final int MAX_RULESET_VERSION = 50;

    private Checks() {
    }

    static String requireText(String value, String what) {
        if (value == null || value.isBlank()) {
            throw new IllegalArgumentException(what + " must not be blank");
        }
        return value;
    }

    /** A ruleset version, or null; one line, since the hash seals it as one. */
    static String optionalVersion(String value, String what) {
        if (value != null && (value.isBlank() || value.contains("\n") || value.contains("\r"))) {
            throw new IllegalArgumentException(what + " must be one non-blank line, not '" + value + "'");
        }
        return value == null ? null : requireSealedName(value, what, MAX_RULESET_VERSION);
    }

    /** A name the hash chain seals (game id, event type, ruleset version): also no NUL, which PostgreSQL cannot keep. */
    static String requireSealedName(String value, String what, int maxLength) {
        requireName(value, what, maxLength);
        if (value.indexOf(Sql.NUL) >= 0) {
            throw new IllegalArgumentException(what + " must not contain the NUL character: "
                    + value.replace(Sql.NUL, Sql.NUL_STANDS_IN));
        }
        return value;
    }

    static String requireName(String value, String what, int maxLength) {
        requireText(value, what);
        if (value.length() > maxLength) {
            throw new IllegalArgumentException(what + " is " + value.length() + " characters long; the journal keeps at most "
                    + maxLength + ": " + value.substring(0, 40) + "…");
        }
        return value;
    }
}
