package herald.engine.lonewolf.events;

import herald.engine.lonewolf.HitRules;
import herald.engine.lonewolf.HouseRules;
import herald.engine.lonewolf.LoneWolfState;
import herald.engine.lonewolf.PlaySheet;
import herald.engine.lonewolf.Scenario;
import herald.engine.lonewolf.ScenarioReader;
import herald.engine.lonewolf.SkillBook;
import java.util.Map;
import java.util.TreeMap;

/**
 * The game was set up: the whole scenario, the effective play sheets (after its overrides), the
 * heroes' hit chart and the house-rule options with every default filled in, so the journal alone
 * replays the game even if the shipped files change. A journal written before hit charts, options
 * and skills existed lacks them: the shipped files and the defaults apply.
 */
public record GameSetUp(Scenario scenario, Map<String, PlaySheet> playSheets, HitRules hitRules,
        Map<String, String> options, SkillBook skills) implements LoneWolfEvent {
    public GameSetUp {
        playSheets = new TreeMap<>(playSheets);
        options = options == null ? null : new TreeMap<>(options);
    }

    @Override
    public LoneWolfState applyTo(LoneWolfState state) {
        HouseRules house = new HouseRules(options);
        HitRules hits = hitRules == null ? HitRules.shipped() : hitRules;
        return state.withSetUp(scenario, playSheets, ScenarioReader.board(scenario), ScenarioReader.sides(scenario),
                        ScenarioReader.pieces(scenario, playSheets, hits), hits, house,
                        ScenarioReader.hidden(scenario), skills == null ? SkillBook.shipped() : skills)
                .withNewReport("Set-up")
                .withReportLine(describe());
    }

    @Override
    public String describe() {
        long placed = scenario.pieces().stream().filter(p -> !p.placedHidden()).count();
        return "Set up \"" + scenario.title() + "\": " + placed + " pieces on a "
                + scenario.board().width() + " x " + scenario.board().height() + " board, " + scenario.turnLimit() + " turns"
                + (options == null || options.isEmpty() ? "." : "; house rules " + options + ".");
    }
}
