package herald.engine.basicfantasy.events;

import herald.engine.basicfantasy.BasicFantasyState;
import herald.engine.basicfantasy.Options;
import herald.engine.basicfantasy.Scenario;
import herald.engine.basicfantasy.ScenarioReader;
import herald.engine.basicfantasy.SpellType;
import herald.engine.basicfantasy.TerrainType;
import herald.engine.basicfantasy.UnitType;
import herald.engine.table.Inches;
import java.util.Map;
import java.util.TreeMap;

/**
 * The game was set up: the whole scenario, the roster in force (the scenario's overrides applied), the terrain
 * types, the spells' numbers and the house rules chosen, so that the journal alone replays the game even when the
 * shipped files change.
 */
public record GameSetUp(Scenario scenario, Map<String, UnitType> roster, Map<String, TerrainType> terrain,
        Map<String, SpellType> spells, Options options) implements BasicFantasyEvent {

    public GameSetUp {
        roster = new TreeMap<>(roster);
        terrain = new TreeMap<>(terrain);
        spells = new TreeMap<>(spells);
    }

    @Override
    public BasicFantasyState applyTo(BasicFantasyState state) {
        return state.withSetUp(scenario, roster, terrain, spells, options, ScenarioReader.table(scenario),
                        ScenarioReader.sides(scenario), ScenarioReader.units(scenario, roster))
                .withNewReport("Set-up").withReportLine(describe());
    }

    @Override
    public String describe() {
        return "Set up \"" + scenario.title() + "\": " + scenario.units().size() + " units on a "
                + Inches.number(scenario.table().width()) + "\" x " + Inches.number(scenario.table().depth())
                + "\" table, " + scenario.turns() + " turns. House rules: " + options.describe() + ".";
    }
}
