package herald.engine.fantasywarriors;

import herald.engine.Dice;
import herald.engine.table.Feature;
import herald.engine.table.Footprint;
import herald.engine.table.Inches;
import herald.engine.table.Sight;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Phase 1, threat (the core §4, Herald's H6): a unit may threaten one enemy unit it can see within 12 inches, base to
 * base; the threatened unit takes a threat test, and may counter-threaten its threatener, which then tests too. A
 * unit in combat cannot threaten or counter-threaten, though it can be threatened (Companion L1402); a unit in blood
 * lust or shaken cannot threaten (a reaction is adverse: [P S6]). Units block sight (L1364). A threat the rules do not
 * allow is refused as a value naming why; the others are tested, those of the greater worth first ([P S6]).
 */
public final class ThreatPhase {
    private ThreatPhase() {}

    /**
     * A unit as the threat phase sees it.
     *
     * @param dreadImmune a paladin of its race stands with it: terrible creatures do not count against it (L878)
     */
    public record Contender(String id, String side, Footprint ground, Standing unit, int worth, boolean terrible,
            int musicians, boolean inCombat, boolean dreadImmune) {
        public Contender(String id, String side, Footprint ground, Standing unit, int worth, boolean terrible,
                int musicians, boolean inCombat) {
            this(id, side, ground, unit, worth, terrible, musicians, inCombat, false);
        }
    }

    /** What the players ordered: each threatener's target, and the threatened units that answer with a counter-threat. */
    public record Declared(Map<String, String> threats, Set<String> counterThreats) {}

    public record Refusal(String unit, String reason) {}

    /** A test taken: by whom, because of whom, whether it answers a counter-threat, and the roll. */
    public record Test(String unit, String by, boolean counter, Scored roll) {}

    public record Outcome(List<Refusal> refused, List<Test> tests) {}

    public static Outcome resolve(List<Contender> units, Declared declared, List<Feature> terrain, boolean badLight,
            Dice dice, Tables core) {
        return resolve(units, declared, terrain, side -> badLight, dice, core);
    }

    /** As above, with bad light side by side ({@link Light}: an army that favours the night sees in it). */
    public static Outcome resolve(List<Contender> units, Declared declared, List<Feature> terrain,
            java.util.function.Predicate<String> badLight, Dice dice, Tables core) {
        Map<String, Contender> byId = new LinkedHashMap<>();
        units.forEach(u -> byId.put(u.id(), u));
        List<Refusal> refused = new ArrayList<>(refusal(units, declared, terrain, core));
        List<Contender[]> threats = new ArrayList<>();
        declared.threats().forEach((from, to) -> {
            if (refused.stream().noneMatch(r -> r.unit().equals(from))) {
                threats.add(new Contender[] {byId.get(from), byId.get(to)});
            }
        });
        Set<String> answers = new HashSet<>();
        for (String answer : declared.counterThreats()) {
            Optional<Contender[]> threat = threats.stream().filter(t -> t[1].id().equals(answer)).findFirst();
            Contender u = byId.get(answer);
            if (threat.isEmpty()) {
                refused.add(new Refusal(answer, "a counter-threat answers a threat, and " + answer + " was not threatened"));
            } else if (u.inCombat()) {
                refused.add(new Refusal(answer, answer + " is in combat and cannot counter-threaten (L1402)"));
            } else if (u.unit().bloodLust() || u.unit().shaken()) {
                refused.add(new Refusal(answer, answer + " is " + (u.unit().bloodLust() ? "in blood lust" : "shaken")
                        + " and cannot counter-threaten"));
            } else {
                answers.add(answer);
            }
        }
        threats.sort(Comparator.comparingInt((Contender[] t) -> -t[0].worth()).thenComparing(t -> t[0].id()));
        List<Test> tests = new ArrayList<>();
        for (Contender[] t : threats) {
            Scored roll = ThreatTest.take(threat(t[1], t[0], units, badLight, core), dice, core);
            tests.add(new Test(t[1].id(), t[0].id(), false, roll));
            // Herald's reading: a unit that routs from its own test has left the table, and its counter-threat with it.
            if (answers.contains(t[1].id()) && !roll.result().equals("rout")) {
                tests.add(new Test(t[0].id(), t[1].id(), true,
                        ThreatTest.take(threat(t[0], t[1], units, badLight, core), dice, core)));
            }
        }
        return new Outcome(refused, tests);
    }

    /** The threats of {@code declared} the rules do not allow, each with why; no dice are rolled. */
    static List<Refusal> refusal(List<Contender> units, Declared declared, List<Feature> terrain, Tables core) {
        Map<String, Contender> byId = new LinkedHashMap<>();
        units.forEach(u -> byId.put(u.id(), u));
        List<Refusal> refused = new ArrayList<>();
        declared.threats().forEach((from, to) -> refusal(byId.get(from), byId.get(to), from, to, units, terrain, core)
                .ifPresent(why -> refused.add(new Refusal(from, why))));
        return refused;
    }

    /** Why {@code from} may not threaten {@code to}, if it may not. */
    private static Optional<String> refusal(Contender from, Contender to, String fromId, String toId, List<Contender> all,
            List<Feature> terrain, Tables core) {
        if (from == null || to == null) {
            return Optional.of("there is no unit " + (from == null ? fromId : toId));
        }
        if (from.side().equals(to.side())) {
            return Optional.of(toId + " is on " + fromId + "'s own side: a unit threatens the enemy");
        }
        if (from.inCombat()) {
            return Optional.of(fromId + " is in combat and cannot threaten (L1402)");
        }
        if (from.unit().bloodLust() || from.unit().shaken()) {
            return Optional.of(fromId + " is " + (from.unit().bloodLust() ? "in blood lust" : "shaken")
                    + " and cannot threaten");
        }
        double gap = from.ground().distanceTo(to.ground());
        int range = core.number("threat-range-inches");
        if (!Inches.within(gap, range)) {
            return Optional.of(toId + " is " + Inches.measured(gap) + " from " + fromId + ", beyond the " + range
                    + "\" of a threat");
        }
        List<Footprint> screens = all.stream().filter(u -> u != from && u != to).map(Contender::ground).toList();
        if (Sight.between(from.ground(), to.ground(), terrain, screens).isEmpty()) {
            return Optional.of(fromId + " cannot see " + toId);
        }
        return Optional.empty();
    }

    /** The test {@code unit} takes when {@code by} threatens it, with the creatures about it counted. */
    private static ThreatTest.Threat threat(Contender unit, Contender by, List<Contender> all,
            java.util.function.Predicate<String> badLight, Tables core) {
        int near = core.number("terrible-within-inches");
        boolean enemyTerrible = all.stream().anyMatch(u -> u != by && u.terrible() && !u.side().equals(unit.side())
                && Inches.within(u.ground().distanceTo(unit.ground()), near));
        boolean friendlyTerrible = all.stream().anyMatch(u -> u != unit && u.terrible() && u.side().equals(unit.side())
                && Inches.within(u.ground().distanceTo(unit.ground()), near));
        // a contender's musicians are those it makes its target count, a war giant's bellow (L773): not its own help
        return new ThreatTest.Threat(unit.unit(), unit.worth(), by.worth(), by.terrible() && !unit.dreadImmune(),
                badLight.test(unit.side()), by.musicians(), 0, enemyTerrible && !unit.dreadImmune(), friendlyTerrible,
                false);
    }
}
