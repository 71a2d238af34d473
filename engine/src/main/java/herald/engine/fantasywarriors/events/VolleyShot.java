package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;
import herald.engine.fantasywarriors.Unit;
import herald.engine.table.Inches;
import java.util.List;

/**
 * A unit loosed a volley in the shooting phase (the core §5): every die from the to-hit throw to the saves, and the
 * counters it spent. The figures it killed are removed once every volley of the phase is loosed ({@link FiguresLost}),
 * so this event changes only the shooter's counters.
 *
 * @param counters the volley counters spent
 * @param poisoned how many of them were poisoned arrows, each lowering the target's saves by 1 (Companion L291)
 * @param figures the figures that shot, the first two ranks as the phase began
 * @param inches the range as measured base to base, to the tenth
 * @param longRange read at long range (beyond the weapon's short range, or at or from a flyer: L1430)
 * @param roll the first rank's to-hit dice; {@code need} the face each needed, modifiers counted (7: none could)
 * @param secondRankRoll the second rank's, thrown apart at its own −1; {@code secondRankNeed} 0 when no second rank
 * @param cover the cover the target claimed from the terrain it stands in: "none", "soft", "hard"
 * @param killRoll a die for each hit; {@code killNeed} the face a kill needed on the weapons v armour chart
 * @param specialsRoll a die for each kill, when the target has specials; {@code onSpecials} the kills that fall on them
 * @param saveRoll the 2D6 totals of the saves, each passing at or under {@code saveNeed} (0 when no save)
 * @param lost the figures this volley killed, no more than the target still had this phase
 * @param workings each step as the report prints it
 */
public record VolleyShot(String unit, String target, int counters, int poisoned, int figures, double inches, boolean longRange,
        List<Integer> roll, int need, List<Integer> secondRankRoll, int secondRankNeed, int hits, String cover,
        List<Integer> killRoll, int killNeed, int kills, List<Integer> specialsRoll, int onSpecials,
        List<Integer> saveRoll, int saveNeed, int lost, List<String> workings) implements FantasyWarriorsEvent {

    public VolleyShot {
        roll = List.copyOf(roll);
        secondRankRoll = List.copyOf(secondRankRoll);
        killRoll = List.copyOf(killRoll);
        specialsRoll = List.copyOf(specialsRoll);
        saveRoll = List.copyOf(saveRoll);
        workings = List.copyOf(workings);
    }

    @Override
    public String describe() {
        return unit + " shoots " + counters + (counters == 1 ? " volley counter" : " volley counters")
                + (poisoned == 0 ? "" : " (" + poisoned + " poisoned)") + " at " + target
                + ", " + Inches.measured(inches) + " away (" + (longRange ? "long" : "short") + " range), " + figures
                + " figures " + (cover.equals("none") ? "" : "into " + cover + " cover ") + "— " + String.join("; ", workings)
                + "; " + lost + " slain";
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        Unit u = state.unitOrThrow(unit);
        return reported(state.withUnit(u.withVolleys(u.volleys() - counters, u.poisoned() - poisoned)));
    }
}
