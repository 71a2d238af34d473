package herald.engine.fantasywarriors;

import static herald.engine.ScenarioException.require;

import herald.engine.ScenarioException;
import java.util.Map;

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

    /**
     * No paladin fights beside orcs, goblins, trolls or ogres, allied commands included (L880): the army list checks
     * its own entries; here the units its allies field (sides of the same alliance) are checked too.
     */
    static void checkAllies(BattleScenario scenario, Map<String, Army> armies, Map<String, Unit> units,
            Map<String, Individual> individuals, String src) throws ScenarioException {
        for (Individual p : individuals.values()) {
            if (armies.get(p.side()).profile(p.entry()).role() != Role.PALADIN) {
                continue;
            }
            String alliance = alliance(scenario, p.side());
            for (Unit u : units.values()) {
                String race = armies.get(u.side()).profile(u.entry()).race();
                require(!alliance.equals(alliance(scenario, u.side())) || !ArmyLists.noPaladin().contains(race), src,
                        "sides", "the paladin " + p.id() + " cannot fight beside " + u.id() + ", " + race
                                + ": no paladin serves with orcs, goblins, trolls or ogres, allies included (L880)");
            }
        }
    }

    private static String alliance(BattleScenario scenario, String side) {
        return scenario.sides().stream().filter(sd -> sd.id().equals(side)).findFirst()
                .map(sd -> sd.alliance() == null ? sd.id() : sd.alliance()).orElse(side);
    }
}
