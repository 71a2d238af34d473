package herald.engine.fantasywarriors;

import herald.engine.Dice;
import java.util.ArrayList;
import java.util.List;

/**
 * The dwarven war cannon (Companion L681-760): one to three gunpowder charges, each a volley counter and 8 worth, then
 * the ignition, 1D6 less what the crew lacks and what the charge risks. A score of 0 or less blows the gun up.
 */
public final class WarCannon {
    private WarCannon() {}

    /** How the gun is served and loaded when the spark is laid. */
    public record Loading(int charges, int crew, boolean leader, boolean disorganised, boolean shaken) {
        public Loading {
            if (charges < 1) {
                throw new IllegalArgumentException("a cannon fires one charge at least, not " + charges);
            }
        }
    }

    /** The ignition, and the worth the shot fires at (none when it misfires or explodes). */
    public record Shot(Scored ignition, int worth) {}

    public static Shot fire(Loading l, Dice dice, Tables t) {
        if (l.charges() > t.number("cannon-most-charges")) {
            throw new IllegalArgumentException("a cannon takes " + t.number("cannon-most-charges") + " charges at most, not "
                    + l.charges());
        }
        List<Modifier> m = new ArrayList<>();
        for (int short_ = l.crew(); short_ < 4; short_++) {
            m.add(new Modifier("crew short of 4", t.modifier("cannon-ignition", "each-crew-short-of-4")));
        }
        if (!l.leader()) {
            m.add(new Modifier("no leader", t.modifier("cannon-ignition", "no-leader")));
        }
        if (l.disorganised()) {
            m.add(new Modifier("disorganised", t.modifier("cannon-ignition", "disorganised")));
        }
        if (l.shaken()) {
            m.add(new Modifier("shaken", t.modifier("cannon-ignition", "shaken")));
        }
        if (l.charges() == 2) {
            m.add(new Modifier("double charge", t.modifier("cannon-ignition", "double-charge")));
        } else if (l.charges() == 3) {
            m.add(new Modifier("treble charge", t.modifier("cannon-ignition", "treble-charge")));
        }
        Scored ignition = t.table("cannon-ignition").score(List.of(dice.roll(6)), m);
        Integer change = ignition.band().worth();
        int worth = change == null ? 0 : l.charges() * t.number("cannon-worth-per-charge") + change;
        return new Shot(ignition, worth);
    }
}
