package herald.engine.fantasywarriors;

import static herald.engine.ScenarioException.require;

import herald.engine.ScenarioException;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * What a whole army list must hold together: one warchief, a destroyer of his race, no paladin beside orcs or goblins,
 * crews that exist, and the Companion modules it names fielded by what it has, and named wherever it fields them.
 */
final class ArmyChecks {
    private ArmyChecks() {}

    static void check(Army a, String file, UnaryOperator<String> placeOf) throws ScenarioException {
        List<Profile> chiefs = a.profiles().stream().filter(p -> p.role() == Role.WARCHIEF).toList();
        require(chiefs.size() == 1, file, "individuals", "an army has one warchief (the core §2), not " + chiefs.size());
        Profile chief = chiefs.get(0);
        List<Profile> destroyers = a.profiles().stream().filter(p -> p.role() == Role.DESTROYER).toList();
        for (Profile d : destroyers) {
            require(destroyers.size() == 1, file, placeOf.apply(d.key()), "one destroyer for each warchief (L887)");
            require(d.race().equals(chief.race()), file, placeOf.apply(d.key()) + ".race",
                    "a destroyer is of his warchief's race (L887), " + chief.race() + ", not " + d.race());
        }
        for (Profile p : a.profiles()) {
            String at = placeOf.apply(p.key());
            if (p.role() == Role.PALADIN) {
                for (Profile q : a.profiles()) {
                    require(!ArmyLists.noPaladin().contains(q.race()), file, at, "a paladin cannot serve in an army"
                            + " with orcs, goblins, trolls or ogres (L880); " + q.key() + " is " + q.race());
                }
            }
            if (p.crew().isPresent()) {
                String crew = p.crew().get().profile();
                require(a.units().containsKey(crew) && a.units().get(crew).role() == Role.CREW, file, at + ".crew.profile",
                        "the key of a crew entry in this list, not \"" + crew + "\"");
            }
            require(!p.poisonedArrows() || a.modules().contains(CompanionModule.POISONED_ARROWS), file,
                    at + ".poisonedArrows", "the list does not name the module poisoned-arrows");
            require(!p.mercenary() || a.modules().contains(CompanionModule.MERCENARIES), file, at + ".mercenary",
                    "the list does not name the module mercenaries");
            require(!p.flags().flyer() || a.modules().contains(CompanionModule.FLYING), file, at + ".flyer",
                    "the list does not name the module flying");
        }
        for (CompanionModule m : CompanionModule.values()) {
            if (a.modules().contains(m)) {
                require(m.races().isEmpty() || m.races().contains(a.race()), file, "modules",
                        m.key() + " is written for " + m.races() + ", not " + a.race());
                require(m.couldBeFieldedBy(a), file, "modules", m.key() + " is named but nothing in the list fields it");
            } else if (m.role().isPresent()) {
                for (Profile p : a.profiles()) {
                    require(p.role() != m.role().get(), file, placeOf.apply(p.key()) + ".role",
                            "a " + p.role().key() + " is the module " + m.key() + ", which the list does not name");
                }
            }
        }
    }
}
