package herald.app.archive;

import herald.app.game.GameEvent;
import herald.app.game.Games;
import herald.engine.RuleEvent;
import java.util.List;

/**
 * What a side's archive of a running game must not show. An event is either shown whole or redacted
 * whole: its payload is hashed as one text, so it cannot be trimmed without breaking the chain.
 */
final class Redaction {
    private Redaction() {}

    /**
     * Whether the {@code index}th event of the game is hidden from {@code side} while the game runs.
     *
     * @param setUpEnd the index of the first event after the set-up, from {@link #setUpEnd}
     */
    static boolean hidden(List<Games.Step> steps, int index, int setUpEnd, String side) {
        Object event = steps.get(index).event();
        if (event instanceof GameEvent.GameCreated) {
            return true; // it holds every seat's key hash
        }
        if (event instanceof GameEvent.OrdersAccepted o) {
            return !side.equals(o.side());
        }
        if (event instanceof GameEvent.SubmissionRejected r) {
            return !side.equals(r.side());
        }
        if (event instanceof GameEvent.KeyChanged || event instanceof GameEvent.SideReplaced) {
            return true; // a seat's new key hash, like GameCreated's
        }
        if (event instanceof GameEvent.PressSent p) {
            return !side.equals(p.from()) && !p.to().contains(side);
        }
        if (event instanceof GameEvent.CommandAnswered c) {
            return !side.equals(c.by()); // what another player asked Herald is theirs
        }
        if (event instanceof RuleEvent r) {
            // The set-up events carry the whole scenario, hidden deployments included; the rules cannot
            // say which parts of it a side may see, so all of it stays out until the end.
            return index < setUpEnd || !(r.visibleTo().isEmpty() || r.visibleTo().contains(side));
        }
        return false;
    }

    /** The rule events straight after GameCreated, before anything else happened, set the game up: up to here. */
    static int setUpEnd(List<Games.Step> steps) {
        int i = 1;
        while (i < steps.size() && steps.get(i).event() instanceof RuleEvent) {
            i++;
        }
        return i;
    }
}
