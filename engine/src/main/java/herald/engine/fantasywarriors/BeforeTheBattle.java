package herald.engine.fantasywarriors;

import static herald.engine.ScenarioException.require;

import herald.engine.Dice;
import herald.engine.ScenarioException;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.SpeechMade;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The Companion's "before the battle" on the table (L193-201): firewater given out and poisoned arrows counted at
 * deployment, which needs no dice; and the warchiefs' speeches in the boasts and omens step, which does. A scenario
 * says all three (SCENARIOS.md); set-up places and checks them, and the speeches are rolled as turn 1's phase 0, since
 * set-up rolls nothing (the README).
 */
public final class BeforeTheBattle {
    private BeforeTheBattle() {}

    /**
     * The unit as its scenario provisions it: its poisoned counters (L281-292) and its firewater (L259-279), each checked
     * against its army list and the Companion's limits.
     */
    static Unit provisioned(Unit unit, BattleScenario.UnitSpec u, Profile p, Army army, String src, String at)
            throws ScenarioException {
        int poisoned = u.poisoned();
        if (poisoned != 0) {
            require(p.poisonedArrows(), src, at + ".poisoned", "the " + p.key() + " entry may not buy poisoned arrows:"
                    + " only units with bows of goblins, orcs, amazons and mercenaries whose list allows them (L284-285)");
            // a poisoned counter replaces a plain one (L287): they come out of the unit's 6 at most (L286)
            require(poisoned > 0 && poisoned <= unit.volleys(), src, at + ".poisoned", "1 to " + unit.volleys()
                    + " of its " + unit.volleys() + " volley counters may be poisoned (L286-287), not " + poisoned);
        }
        if (u.firewater()) {
            require(army.modules().contains(CompanionModule.FIREWATER), src, at + ".firewater",
                    "the " + army.name() + " list does not use firewater (its modules)");
            require(p.role().category() == Role.Category.UNIT, src, at + ".firewater", u.entry() + " is not a unit of"
                    + " warriors: one counter serves a whole unit (L266), not an engine or a huge creature");
            require(!u.scouted(), src, at + ".firewater", u.id() + " scouted, and units that scouted are not given"
                    + " firewater (L273)");
        }
        return unit.withVolleys(unit.volleys(), poisoned).withStanding(unit.standing().withFirewater(u.firewater()));
    }

    /**
     * The warchief who will speak, placed with the unit he speaks to (L226, L231): its front edge, where a leader who
     * visits a unit stands. Checked: the list allows speeches, the unit is his side's and did not scout (L225).
     */
    static Individual speaker(BattleScenario.SideSpec side, Army army, Map<String, Unit> units, Individual warchief,
            String src, String at) throws ScenarioException {
        String to = side.speech().to();
        require(army.modules().contains(CompanionModule.SPEECH), src, at, "the " + army.name() + " list does not make"
                + " speeches (its modules)");
        Optional<Unit> unit = units.values().stream().filter(u -> u.id().equalsIgnoreCase(to == null ? "" : to))
                .findFirst();
        require(unit.isPresent() && unit.get().side().equals(side.id()), src, at + ".to", "the warchief speaks to one"
                + " unit of his own army: " + side.id() + " has no unit \"" + to + "\"");
        boolean scouted = side.commands().stream().flatMap(c -> c.units().stream())
                .anyMatch(u -> u.id().equalsIgnoreCase(to) && u.scouted());
        require(!scouted, src, at + ".to", unit.get().id() + " scouted, and a unit that scouted hears no speech (L225)");
        return warchief.withGround(warchief.ground().movedTo(unit.get().ground().at())).withJoined(unit.get().id());
    }

    /** Whether this battle's turn 1 begins with phase 0: some warchief has a speech to make. */
    static boolean hasSpeeches(FantasyWarriorsState s) {
        return s.turn() == 1 && s.deployment().scenario().sides().stream().anyMatch(side -> side.speech() != null);
    }

    /** Phase 0: each side's speech, in the scenario's order, rolled and its result applied to the units it reaches. */
    static List<FantasyWarriorsEvent> speeches(FantasyWarriorsState s, Dice dice) {
        List<FantasyWarriorsEvent> events = new ArrayList<>();
        for (BattleScenario.SideSpec side : s.deployment().scenario().sides()) {
            if (side.speech() == null) {
                continue;
            }
            Individual warchief = s.individuals().values().stream().filter(i -> i.side().equals(side.id())
                    && s.profile(i).role() == Role.WARCHIEF).findFirst().orElseThrow();
            Unit unit = s.unitOrThrow(warchief.joined());
            int leadership = s.profile(warchief).leadership().map(Profile.Sourced::value).orElse(0);
            Speech.Occasion o = new Speech.Occasion(leadership, side.talismans(), unit.command().equals(warchief.leads()),
                    Light.bad(s, side.id()));
            Scored scored = Speech.give(o, dice, Tables.companion());
            events.add(SpeechMade.of(side.id(), warchief.id(), unit.id(), scored, reached(s, unit, scored.result())));
        }
        return events;
    }

    /** The units a speech's result falls on: the unit, or its whole command (L253-257), or none. */
    private static List<String> reached(FantasyWarriorsState s, Unit unit, String result) {
        return switch (result) {
            case "legendary", "command-shaken-and-disorganised" -> s.commandOf(unit).units().stream()
                    .filter(id -> s.unitOrThrow(id).onTable()).toList();
            case "blood-lust", "shaken-and-disorganised" -> List.of(unit.id());
            default -> List.of();
        };
    }
}
