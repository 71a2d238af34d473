package herald.engine.lonewolf.events;

import herald.engine.lonewolf.LoneWolfState;

/**
 * A unit carried on in a hero's Aura of Goodness (HA6) or Inspire Terror zone (ET6): it need not test again for
 * that hero's zone while it stays in or re-enters it. Marked on each of its pieces as "steady:HERO".
 */
public record ZoneWithstood(String side, String unit, String hero, String skill) implements LoneWolfEvent {

    public static final String MARK = "steady:";

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        LoneWolfState s = state;
        for (var p : state.pieces()) {
            if (p.side().equals(side) && p.unit().equals(unit)) {
                s = s.withPiece(p.withPowers(p.powers().withMark(MARK + hero)));
            }
        }
        return reported(s);
    }

    @Override
    public String describe() {
        return unit + " carried on: it tests no more for " + hero + "'s "
                + (skill.equals("aura-of-goodness") ? "Aura of Goodness (HA6)" : "Inspire Terror (ET6)");
    }
}
