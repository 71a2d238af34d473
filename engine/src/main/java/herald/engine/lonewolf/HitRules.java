package herald.engine.lonewolf;

import herald.engine.data.StrictJson;
import herald.engine.ScenarioException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * The rulebook's hit chart for heroes and Kai Lords (digest 4.1) and the blinded piece's random
 * direction (H7), from {@code herald/engine/lonewolf/hits.json}. Carried whole in the set-up event.
 *
 * @param randomDirection D100 bands of the directions A (ahead) to H (ahead-left), clockwise
 */
public record HitRules(String source, String note, HitChart hero, List<HitChart.Row> randomDirection) {
    private static final String FILE = "/herald/engine/lonewolf/hits.json";

    public HitRules {
        randomDirection = randomDirection == null ? null : List.copyOf(randomDirection);
    }

    public static HitRules shipped() {
        try (InputStream in = HitRules.class.getResourceAsStream(FILE)) {
            if (in == null) {
                throw new IllegalStateException(FILE + " is not on the classpath");
            }
            String json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            HitRules rules = StrictJson.bind(StrictJson.tree(json, "hits.json"), HitRules.class, "hits.json", "");
            if (rules.hero() == null) {
                throw new ScenarioException("hits.json: hero: missing");
            }
            rules.hero().check("hits.json", "hero.");
            HitChart.checkBands(rules.randomDirection(), "hits.json", "randomDirection");
            if (rules.randomDirection().size() != 8) {
                throw new ScenarioException("hits.json: randomDirection: eight directions, A to H");
            }
            return rules;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ScenarioException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }
}
