package herald.engine.fantasywarriors;

/**
 * Paladin heroes (Companion L875-881): a unit of his own race in base contact with a paladin is immune to terrible
 * creatures and undead dread (in its threat tests; arcane terror, L1168, is a threat test too). Otherwise a paladin is
 * a hero: his fall calls the command tests as a hero's does, and he is barred from armies with orcs, goblins, trolls
 * or ogres when the army list is read.
 */
public final class Paladins {
    private Paladins() {}

    /** Whether a living paladin of {@code u}'s race stands in base contact with it, or with it. */
    public static boolean shelter(FantasyWarriorsState s, Unit u) {
        String race = s.profile(u).race();
        return s.individuals().values().stream().filter(i -> i.onTable() && i.side().equals(u.side()))
                .filter(i -> s.profile(i).role() == Role.PALADIN && s.profile(i).race().equals(race))
                .anyMatch(i -> u.id().equals(i.joined()) || i.ground().touches(u.ground()));
    }
}
