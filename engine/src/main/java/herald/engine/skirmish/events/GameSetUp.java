package herald.engine.skirmish.events;

import herald.engine.skirmish.CharacterType;
import herald.engine.skirmish.Options;
import herald.engine.skirmish.Scenario;
import herald.engine.skirmish.ScenarioReader;
import herald.engine.skirmish.SkirmishState;
import herald.engine.skirmish.TerrainType;
import java.util.Map;
import java.util.TreeMap;

/**
 * The game was set up: the whole scenario, the roster and terrain table in force and the house
 * rules chosen, so the journal alone replays the game even if the shipped files change.
 */
public record GameSetUp(Scenario scenario, Map<String, CharacterType> roster, Map<String, TerrainType> terrain,
        Options options) implements SkirmishEvent {

    public GameSetUp {
        roster = new TreeMap<>(roster);
        terrain = new TreeMap<>(terrain);
    }

    @Override
    public SkirmishState applyTo(SkirmishState state) {
        return state.withSetUp(scenario, roster, terrain, options, ScenarioReader.board(scenario),
                        ScenarioReader.sides(scenario), ScenarioReader.characters(scenario))
                .withNewReport("Set-up").withReportLine(describe());
    }

    @Override
    public String describe() {
        return "Set up \"" + scenario.title() + "\": " + scenario.characters().size() + " characters on a "
                + scenario.board().columns() + " x " + scenario.board().rows() + " hex map, " + scenario.turnLimit()
                + " turns. House rules: " + options.describe() + "." + changed();
    }

    /** " Play sheets changed by the scenario: knight; terrain scrub." when it changes any. */
    private String changed() {
        if (scenario.overrides() == null || scenario.overrides().isEmpty()) {
            return "";
        }
        java.util.List<String> parts = new java.util.ArrayList<>();
        scenario.overrides().path("types").fieldNames().forEachRemaining(parts::add);
        scenario.overrides().path("terrain").fieldNames().forEachRemaining(t -> parts.add("terrain " + t));
        return " Play sheets changed by the scenario: " + String.join(", ", parts) + ".";
    }
}
