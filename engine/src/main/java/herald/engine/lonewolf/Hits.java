package herald.engine.lonewolf;

import herald.engine.Dice;
import herald.engine.lonewolf.events.HitRolled;
import herald.engine.lonewolf.events.PieceRemoved;
import herald.engine.lonewolf.events.WoundIgnored;

/**
 * A hit on a piece (H1, H2): rank-and-file die at once; a hero, Kai Lord or monster rolls D100
 * severity then D100 location on its hit chart, and is removed only if the effect is deadly.
 */
final class Hits {
    private Hits() {}

    static void take(TurnLog log, Piece target, String cause, Dice dice) {
        take(log, target, cause, dice, 0, 0);
    }

    /** As {@link #take(TurnLog, Piece, String, Dice)}, with {@code severityModifier} added to the severity roll (ET5). */
    static void take(TurnLog log, Piece target, String cause, Dice dice, int severityModifier) {
        take(log, target, severityModifier == 0 ? cause : cause + "; poisoned (ET5)", dice, 0, severityModifier);
    }

    /**
     * A hit whose location and severity rolls are modified (a mind blast, K7/ET1: H4), each clamped to 1..100; the
     * cause names the rolls as made and as modified, and the event carries the modified ones.
     */
    static void take(TurnLog log, Piece target, String cause, Dice dice, int locationModifier, int severityModifier) {
        if (!target.kind().takesWounds()) {
            log.emit(new PieceRemoved(target.id(), cause));
            return;
        }
        HitChart chart = log.state().hitChart(target);
        int rawSeverity = dice.roll(100);
        int rawLocation = dice.roll(100);
        int severityRoll = Math.max(1, Math.min(100, rawSeverity + severityModifier));
        int locationRoll = Math.max(1, Math.min(100, rawLocation + locationModifier));
        java.util.List<String> changed = new java.util.ArrayList<>();
        if (severityModifier != 0) {
            changed.add("severity " + rawSeverity + signed(severityModifier) + " = " + severityRoll);
        }
        if (locationModifier != 0) {
            changed.add("location " + rawLocation + signed(locationModifier) + " = " + locationRoll);
        }
        if (!changed.isEmpty()) {
            cause = cause + "; " + String.join(", ", changed) + " (clamped to 1..100)";
        }
        HitChart.Row severity = HitChart.band(chart.severity(), severityRoll);
        HitChart.Row location = HitChart.band(chart.location(), locationRoll);
        HitEffect effect = chart.effect(severity, location);
        java.util.Optional<Skill> shrug = Toughness.ignores(target, severity);
        if (shrug.isPresent()) {
            log.emit(new WoundIgnored(target.id(), cause, severityRoll, severity.name(), locationRoll, location.name(), shrug.get().key()));
            return;
        }
        log.emit(new HitRolled(target.id(), cause, severityRoll, severity.name(), locationRoll, location.name(), effect));
        if (effect.dead()) {
            log.emit(new PieceRemoved(target.id(), location.name().toLowerCase(java.util.Locale.ROOT) + ", "
                    + severity.name().toLowerCase(java.util.Locale.ROOT) + ": " + cause));
        }
    }

    private static String signed(int v) {
        return v < 0 ? " −" + (-v) : " +" + v;
    }
}
