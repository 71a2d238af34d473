package herald.engine.lonewolf.events;

import herald.engine.lonewolf.LoneWolfState;
import herald.engine.lonewolf.PlaySheet;
import herald.engine.lonewolf.Scenario;
import herald.engine.lonewolf.ScenarioReader;
import java.util.Map;
import java.util.TreeMap;

/**
 * The game was set up: the whole scenario and the effective play sheets (after its overrides), so
 * the journal alone replays the game even if the shipped files change.
 */
public record GameSetUp(Scenario scenario, Map<String, PlaySheet> playSheets) implements LoneWolfEvent {
    public GameSetUp {
        playSheets = new TreeMap<>(playSheets);
    }

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        return state.withSetUp(scenario, playSheets, ScenarioReader.board(scenario), ScenarioReader.sides(scenario),
                        ScenarioReader.pieces(scenario, playSheets))
                .withNewReport("Set-up")
                .withReportLine(describe());
    }

    @Override
    public String describe() {
        return "Set up \"" + scenario.title() + "\": " + scenario.pieces().size() + " pieces on a "
                + scenario.board().width() + " x " + scenario.board().height() + " board, " + scenario.turnLimit() + " turns.";
    }
}
