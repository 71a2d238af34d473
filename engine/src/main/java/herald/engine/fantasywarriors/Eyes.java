package herald.engine.fantasywarriors;

import herald.engine.table.Footprint;
import herald.engine.table.Inches;
import java.util.List;
import java.util.stream.Stream;

/**
 * What a side sees of the table. By day everything: the table is open, and every counter stands beside its figures
 * (the core §0), so an enemy's order, reaction and volley counters are seen with it. By night (the time dial's periods
 * 7-12; the core §11 says night exists, not what it hides) an enemy unit or individual only within
 * {@code night-sight-inches} of one of the side's own pieces, base to base (Herald's, in core-tables.json). The umpire
 * (null) sees everything.
 */
public final class Eyes {
    private final FantasyWarriorsState state;
    private final int reach;

    public Eyes(FantasyWarriorsState state) {
        this.state = state;
        this.reach = Tables.core().number("night-sight-inches");
    }

    /** The inches a side sees by night. */
    public int reach() {
        return reach;
    }

    public boolean sees(String side, Unit u) {
        return sees(side, u.side(), u.ground());
    }

    public boolean sees(String side, Individual i) {
        return sees(side, i.side(), i.ground());
    }

    /** The units on the table that {@code side} sees, in scenario order. */
    public List<Unit> units(String side) {
        return state.onTable().stream().filter(u -> sees(side, u)).toList();
    }

    /** The living individuals that {@code side} sees, in scenario order. */
    public List<Individual> individuals(String side) {
        return living().filter(i -> sees(side, i)).toList();
    }

    /**
     * Whether {@code side} may read a report line: not when it names, as a whole word, a piece of another side it does
     * not see now (by night), nor that piece's command. A line about a piece seen during the turn but out of sight at
     * its end is withheld too: a side loses a little it saw, and never learns what it did not.
     */
    public java.util.function.Predicate<String> tellable(String side) {
        List<String> hidden = new java.util.ArrayList<>();
        state.units().values().stream().filter(u -> !sees(side, u.side(), u.ground())).forEach(u -> hidden.add(u.id()));
        state.individuals().values().stream().filter(i -> !sees(side, i.side(), i.ground())).forEach(i -> {
            hidden.add(i.id());
            if (i.leads() != null) {
                hidden.add(i.leads());
            }
        });
        if (hidden.isEmpty()) {
            return line -> true;
        }
        java.util.regex.Pattern named = java.util.regex.Pattern.compile("(?<![A-Za-z0-9-])(" + String.join("|",
                hidden.stream().map(java.util.regex.Pattern::quote).toList()) + ")(?![A-Za-z0-9-])");
        return line -> !named.matcher(line).find();
    }

    private boolean sees(String side, String owner, Footprint ground) {
        if (side == null || owner.equals(side) || !state.night()) {
            return true;
        }
        return Stream.concat(state.onTable(side).stream().map(Unit::ground),
                living().filter(i -> i.side().equals(side)).map(Individual::ground))
                .anyMatch(own -> Inches.within(own.distanceTo(ground), reach));
    }

    private Stream<Individual> living() {
        return state.individuals().values().stream().filter(Individual::onTable);
    }
}
