package herald.engine.fantasywarriors;

/**
 * What a test's result does to a unit (the core §9): blood lust and shaken replace each other, shaken and disorganised
 * may be held together (L256), a rout takes the unit off the table at once (L592). "ok" changes nothing: only
 * influence (phase 6) brings a unit back to OK. The results are the bands' names in core-tables.json.
 */
public final class Reaction {
    private Reaction() {}

    public static Unit after(Unit u, String result, int turn) {
        return switch (result) {
            case "ok", "no-change", "new-order", "delayed", "refused" -> u;
            case "blood-lust" -> u.withStanding(u.standing().withShaken(false).withBloodLust(true));
            case "shaken", "command-shaken" -> u.withStanding(u.standing().withBloodLust(false).withShaken(true));
            case "shaken-and-disorganised" -> u.withStanding(u.standing().withBloodLust(false).withShaken(true))
                    .withDisorganised(true);
            case "rout", "command-rout" -> u.withRouted(turn);
            default -> throw new IllegalArgumentException("no reaction \"" + result + "\"");
        };
    }

    /**
     * Influence succeeded: the unit is OK again, its reactions cleared (the core §10); but a unit on firewater cannot
     * reorganise (L279), so its disorganisation stays.
     */
    public static Unit steadied(Unit u) {
        return u.withStanding(u.standing().withBloodLust(false).withShaken(false))
                .withDisorganised(u.disorganised() && u.standing().firewater());
    }
}
