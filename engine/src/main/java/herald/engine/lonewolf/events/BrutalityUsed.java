package herald.engine.lonewolf.events;

import herald.engine.lonewolf.LoneWolfState;

/**
 * An evil hero next to a friendly unit that had to test morale killed one of its pieces instead of the test (ET3):
 * the piece is removed, and the unit is marked, for Brutality works on a unit once.
 */
public record BrutalityUsed(String hero, String side, String unit, String victim, String onlyFor) implements LoneWolfEvent, Concealable {

    public static final String MARK = "brutalised";

    public BrutalityUsed(String hero, String side, String unit, String victim) {
        this(hero, side, unit, victim, null);
    }

    @Override
    public java.util.List<String> named() {
        return java.util.List.of(hero, victim);
    }

    @Override
    public BrutalityUsed seenOnlyBy(String only) {
        return new BrutalityUsed(hero, side, unit, victim, only);
    }

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        LoneWolfState s = state;
        for (var p : state.pieces()) {
            if (p.side().equals(side) && p.unit().equals(unit)) {
                var q = p.withPowers(p.powers().withMark(MARK));
                s = s.withPiece(p.id().equals(victim) ? q.withRemoved(state.turn(), "killed by " + hero + "'s Brutality") : q);
            }
        }
        return reported(s);
    }

    @Override
    public String describe() {
        return hero + " terrifies " + unit + " into obedience: he kills " + victim + ", who is removed, and the unit takes"
                + " no morale test (Brutality, ET3)";
    }
}
