package herald.engine.lonewolf;

import herald.engine.Dice;
import herald.engine.lonewolf.events.HitRolled;
import herald.engine.lonewolf.events.PieceRemoved;

/**
 * A hit on a piece (H1, H2): rank-and-file die at once; a hero, Kai Lord or monster rolls D100
 * severity then D100 location on its hit chart, and is removed only if the effect is deadly.
 */
final class Hits {
    private Hits() {}

    static void take(TurnLog log, Piece target, String cause, Dice dice) {
        if (!target.kind().takesWounds()) {
            log.emit(new PieceRemoved(target.id(), cause));
            return;
        }
        HitChart chart = log.state().hitChart(target);
        int severityRoll = dice.roll(100);
        int locationRoll = dice.roll(100);
        HitChart.Row severity = HitChart.band(chart.severity(), severityRoll);
        HitChart.Row location = HitChart.band(chart.location(), locationRoll);
        HitEffect effect = chart.effect(severity, location);
        log.emit(new HitRolled(target.id(), cause, severityRoll, severity.name(), locationRoll, location.name(), effect));
        if (effect.dead()) {
            log.emit(new PieceRemoved(target.id(), location.name().toLowerCase(java.util.Locale.ROOT) + ", "
                    + severity.name().toLowerCase(java.util.Locale.ROOT) + ": " + cause));
        }
    }
}
