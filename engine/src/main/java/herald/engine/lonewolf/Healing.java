package herald.engine.lonewolf;

import herald.engine.Dice;
import herald.engine.lonewolf.events.FireHeld;
import herald.engine.lonewolf.events.SkillRolled;
import herald.engine.lonewolf.events.WoundHealed;
import java.util.List;
import java.util.Optional;

/**
 * K5 Healing (L1664-1682): in the first firing phase, instead of firing, a Kai Lord heals himself or a Kai Lord, hero or
 * monster next to him: 1D100, 51-100 works. A Slight wound or Wound is cured; a Serious wound becomes a Wound and a
 * Critical one Serious, in the same location (for a monster's chart: one severity band less). Three uses a game; a
 * failed roll spends one too (ours: the digest's reading). One use treats one wound: the one at the location named in
 * the order, else by standing order HEAL the worst (ties: the latest) or the latest.
 */
final class Healing {
    private Healing() {}

    static Optional<String> problem(LoneWolfState s, Piece healer, Piece patient, String patientId, String location) {
        if (!healer.has(Skill.HEALING)) {
            return Optional.of(healer.id() + " has no Healing (K5)");
        }
        if (s.usesLeft(healer, Skill.HEALING) <= 0) {
            return Optional.of(healer.id() + " has used Healing " + s.skills().of(Skill.HEALING).uses() + " times: no uses left (K5)");
        }
        if (patient == null) {
            return Optional.of("there is no piece " + patientId);
        }
        if (!patient.alive()) {
            return Optional.of(patient.id() + " was removed in turn " + patient.removedTurn());
        }
        if (!patient.side().equals(healer.side())) {
            return Optional.of(patient.id() + " is an enemy: heal your own pieces");
        }
        if (!patient.kind().takesWounds()) {
            return Optional.of(patient.id() + " is rank-and-file: Healing works only on Kai Lords, heroes and monsters (K5)");
        }
        if (!patient.id().equals(healer.id()) && !patient.adjacentTo(healer)) {
            return Optional.of(patient.id() + " is " + healer.rangeTo(patient) + " squares away: the patient"
                    + " must be next to the healer (K5)");
        }
        if (patient.condition().wounds().isEmpty()) {
            return Optional.of(patient.id() + " has no wounds to heal");
        }
        if (location != null && patient.condition().wounds().stream().noneMatch(w -> w.location().equalsIgnoreCase(location))) {
            return Optional.of(patient.id() + " has no wound in the " + SkillOrders.lower(location));
        }
        return Optional.empty();
    }

    static void heal(TurnLog log, Order.Heal order, Dice dice) {
        LoneWolfState s = log.state();
        Piece healer = s.pieceOrThrow(order.piece());
        if (!healer.alive()) {
            return;
        }
        Piece patient = s.piece(order.patient()).orElse(null);
        Optional<String> why = problem(s, healer, patient, order.patient(), order.location());
        if (why.isPresent()) {
            log.emit(new FireHeld(1, healer.id(), "he does not heal: " + why.get()));
            return;
        }
        int roll = dice.roll(100);
        boolean works = s.skills().of(Skill.HEALING).inBand("heals", roll);
        log.emit(new SkillRolled(1, healer.id(), Skill.HEALING.key(), patient.id(),
                patient.id().equals(healer.id()) ? "tries to heal himself" : "tries to heal " + patient.id(), roll,
                s.skills().of(Skill.HEALING).bands().get("heals"), works ? "it works" : "it fails", true));
        if (!works) {
            return;
        }
        List<Wound> wounds = patient.condition().wounds();
        HitChart chart = s.hitChart(patient);
        boolean latest = "LATEST".equals(Standing.value(healer, "HEAL"));
        int pick = -1;
        for (int i = 0; i < wounds.size(); i++) {
            Wound w = wounds.get(i);
            if (order.location() != null && !w.location().equalsIgnoreCase(order.location())) {
                continue;
            }
            if (pick < 0 || latest || severity(chart, w) >= severity(chart, wounds.get(pick))) {
                pick = i;
            }
        }
        Wound before = wounds.get(pick);
        log.emit(new WoundHealed(healer.id(), patient.id(), pick, before, lighter(chart, before)));
    }

    /**
     * The wound one band lighter, in the same location: null when it is cured (a Slight wound or a Wound: the two
     * lightest bands).
     */
    static Wound lighter(HitChart chart, Wound before) {
        int sev = severity(chart, before);
        if (sev <= 1) {
            return null;
        }
        HitChart.Row lower = chart.severity().get(sev - 1);
        HitChart.Row where = chart.location().stream().filter(r -> r.name().equals(before.location())).findFirst().orElseThrow();
        return new Wound(before.turn(), lower.name(), before.location(), chart.effect(lower, where));
    }

    /** The index of the worst of {@code wounds} (ties: the latest), or with {@code latest} simply the last. */
    static int worst(HitChart chart, List<Wound> wounds, boolean latest) {
        int pick = -1;
        for (int i = 0; i < wounds.size(); i++) {
            if (pick < 0 || latest || severity(chart, wounds.get(i)) >= severity(chart, wounds.get(pick))) {
                pick = i;
            }
        }
        return pick;
    }

    /** The wound's severity band, 0 the lightest. */
    private static int severity(HitChart chart, Wound w) {
        for (int i = 0; i < chart.severity().size(); i++) {
            if (chart.severity().get(i).name().equals(w.severity())) {
                return i;
            }
        }
        return 0;
    }
}
