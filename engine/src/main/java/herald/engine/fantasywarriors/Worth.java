package herald.engine.fantasywarriors;

/**
 * A unit's worth as the tests count it: the sum over its warriors (figures times the entry's worth) and the
 * individuals standing with it (Companion L1422; the core §0). And whether it is in combat: its base touches an
 * enemy's.
 */
public final class Worth {
    private Worth() {}

    public static int of(FantasyWarriorsState s, Unit u) {
        int warriors = u.figures() * s.profile(u).worth().value();
        int joined = s.individuals().values().stream().filter(i -> i.onTable() && u.id().equals(i.joined()))
                .mapToInt(i -> s.profile(i).worth().value()).sum();
        return warriors + joined;
    }

    public static boolean inCombat(FantasyWarriorsState s, Unit u) {
        return s.enemiesOf(u.side()).stream().anyMatch(e -> e.ground().touches(u.ground()));
    }
}
