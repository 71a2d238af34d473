package herald.engine.basicfantasy;

import herald.engine.basicfantasy.events.CombatEnded;
import herald.engine.basicfantasy.events.UnitDestroyed;
import java.util.List;

/** A unit with no figures left is destroyed (R7), and every combat it was locked in is over (R15). */
final class Losses {
    private Losses() {}

    static void check(TurnLog log, String unit, String cause) {
        Unit u = log.state().unitOrThrow(unit);
        if (!u.alive() || u.figures() > 0) {
            return;
        }
        log.emit(new UnitDestroyed(unit, log.state().turn(), cause));
        for (String enemy : u.lockedWith()) {
            List<String> left = log.state().unitOrThrow(enemy).lockedWith().stream().filter(x -> !x.equals(unit)).toList();
            log.emit(new CombatEnded(enemy, unit, left));
        }
    }
}
