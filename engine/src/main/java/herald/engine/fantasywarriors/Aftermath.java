package herald.engine.fantasywarriors;

import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * What follows at once from any event of the turn, for the mercenaries and the war chant: a mercenary individual
 * leaves when his battle leader falls (L621), and a goblin army's chant breaks when one of its units reacts or
 * fights (L538-541). Asked after every event, as {@link Abandonment} is, so it does not matter which phase did it.
 */
public final class Aftermath {
    private Aftermath() {}

    public static List<FantasyWarriorsEvent> after(FantasyWarriorsState s) {
        List<FantasyWarriorsEvent> out = new ArrayList<>(Mercenaries.after(s));
        out.addAll(WarChantPlayed.broken(s));
        return out;
    }
}
