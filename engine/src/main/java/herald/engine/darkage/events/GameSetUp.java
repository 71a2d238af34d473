package herald.engine.darkage.events;

import herald.engine.darkage.DarkAgeState;
import herald.engine.darkage.Options;
import herald.engine.darkage.Power;
import herald.engine.darkage.Profile;
import herald.engine.darkage.Scenario;
import herald.engine.darkage.ScenarioReader;
import herald.engine.darkage.Terrain;
import herald.engine.table.Inches;
import java.util.Map;
import java.util.TreeMap;

/**
 * The game set up: the whole scenario, and the profiles, terrain types and powers in force, carried in the event so a
 * game replays from its journal alone when the shipped data changes.
 */
public record GameSetUp(Scenario scenario, Map<String, Profile> profiles, Map<String, Terrain> terrain,
        Map<String, Power> powers, Options options) implements DarkAgeEvent {

    public GameSetUp {
        profiles = new TreeMap<>(profiles);
        terrain = new TreeMap<>(terrain);
        powers = new TreeMap<>(powers);
    }

    @Override
    public DarkAgeState applyTo(DarkAgeState state) {
        return state.withSetUp(scenario, options, profiles, terrain, powers, ScenarioReader.table(scenario),
                        ScenarioReader.sides(scenario), ScenarioReader.figures(scenario, profiles),
                        ScenarioReader.burning(scenario))
                .withNewReport("Set-up").withReportLine(describe());
    }

    @Override
    public String describe() {
        // at night how many figures there are is itself something a side should not know
        String figures = scenario.night() != null ? "" : scenario.figures().size() + " figures of ";
        return "Set up \"" + scenario.title() + "\": " + figures + scenario.sides().size() + " sides on a " + Inches.number(scenario.table().width()) + "\" x "
                + Inches.number(scenario.table().depth()) + "\" table, " + scenario.turns() + " turns"
                + (scenario.seaState() > 0 ? ", Sea State " + scenario.seaState() : "")
                + (scenario.night() != null ? ", at night" : "") + ".";
    }
}
