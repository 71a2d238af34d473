package herald.engine.basicfantasy.events;

import herald.engine.basicfantasy.BasicFantasyState;
import herald.engine.basicfantasy.Unit;

/** What a hit that told leaves behind (R7): figures off the target, and the tally of the side that removed them. */
final class Casualties {
    private Casualties() {}

    static BasicFantasyState apply(BasicFantasyState state, String striker, String target, int removed, int frontWounds) {
        Unit t = state.unitOrThrow(target);
        BasicFantasyState s = state.withUnit(t.withCasualties(removed, frontWounds));
        String by = state.unitOrThrow(striker).side();
        return by.equals(t.side()) ? s : s.withRemoved(by, removed);
    }
}
