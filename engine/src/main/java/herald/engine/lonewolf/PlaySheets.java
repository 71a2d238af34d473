package herald.engine.lonewolf;

import herald.engine.data.Shipped;
import herald.engine.data.StrictJson;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import herald.engine.ScenarioException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The shipped play sheets, and the effective sheets of a scenario: each shipped sheet with the
 * scenario's {@code overrides.<race>} merged over it key by key (objects merge, any other value
 * replaces), then checked as strictly as the shipped file.
 */
public final class PlaySheets {
    /** The races with a shipped sheet, in the order the legend lists them. */
    public static final List<String> RACES = List.of("giak", "human", "doomwolf", "gourgaz", "drakkarim", "dwarf", "vordak", "helghast",
            "wolfrider");
    private static final String FOLDER = "/herald/engine/lonewolf/playsheets/";

    private PlaySheets() {}

    /** The shipped sheets, unmodified. */
    public static Map<String, PlaySheet> shipped() throws ScenarioException {
        return effective(null, "");
    }

    public static Map<String, PlaySheet> effective(JsonNode overrides, String scenarioSource) throws ScenarioException {
        if (overrides != null && !overrides.isNull()) {
            if (!overrides.isObject()) {
                throw new ScenarioException(scenarioSource + ": overrides: must be an object keyed by race");
            }
            for (Map.Entry<String, JsonNode> entry : overrides.properties()) {
                String race = entry.getKey();
                if (!RACES.contains(race)) {
                    throw new ScenarioException(scenarioSource + ": overrides." + race + ": no play sheet for race \""
                            + race + "\" (known: " + String.join(", ", RACES) + ")");
                }
            }
        }
        Map<String, PlaySheet> out = new LinkedHashMap<>();
        for (String race : RACES) {
            String file = race + ".json";
            JsonNode base = StrictJson.tree(Shipped.text(FOLDER + file), file);
            PlaySheet sheet = bindAndCheck(base, file, "");
            JsonNode override = overrides == null ? null : overrides.get(race);
            if (override != null && !override.isNull()) {
                if (!override.isObject()) {
                    throw new ScenarioException(scenarioSource + ": overrides." + race + ": must be an object");
                }
                JsonNode merged = merge(base.deepCopy(), override);
                sheet = bindAndCheck(merged, scenarioSource, "overrides." + race);
            }
            if (!race.equals(sheet.race())) {
                throw new ScenarioException(file + ": race: is \"" + sheet.race() + "\", expected \"" + race + "\"");
            }
            out.put(race, sheet);
        }
        return out;
    }

    private static PlaySheet bindAndCheck(JsonNode node, String source, String place) throws ScenarioException {
        PlaySheet sheet = StrictJson.bind(node, PlaySheet.class, source, place);
        Required.check(sheet, source, place);
        if (Camp.parse(sheet.camp()).isEmpty()) {
            throw new ScenarioException(source + ": " + prefix(place) + "camp: \"" + sheet.camp()
                    + "\" is not a camp (good, evil, neutral)");
        }
        for (Map.Entry<String, RangeBands> e : sheet.weaponChart().weapons().entrySet()) {
            RangeBands b = e.getValue();
            if (!(b.shortMax() <= b.medium() && b.medium() <= b.longMax() && b.longMax() >= 2)) {
                throw new ScenarioException(source + ": " + prefix(place) + "weaponChart.weapons." + e.getKey()
                        + ": bands must grow: short " + b.shortMax() + ", medium " + b.medium() + ", long " + b.longMax());
            }
            if (!sheet.basicFiring().weapons().containsKey(e.getKey())) {
                throw new ScenarioException(source + ": " + prefix(place) + "basicFiring.weapons: no row for " + e.getKey());
            }
        }
        CombatModifiers cm = sheet.combatModifiers();
        long degrees = java.util.stream.Stream.of(cm.coverLight(), cm.coverMedium(), cm.coverHeavy()).filter(v -> v != null).count();
        if (degrees != 0 && degrees != 3) {
            throw new ScenarioException(source + ": " + prefix(place) + "combatModifiers: give coverLight, coverMedium and coverHeavy"
                    + " together, or none of them for the old flat defenderInCover");
        }
        if (sheet.hits() != null) {
            sheet.hits().check(source, prefix(place) + "hits.");
        }
        for (Terrain t : Terrain.values()) {
            if (t != Terrain.OPEN && t != Terrain.WATER && t != Terrain.DOOR) {
                String letter = switch (t) {
                    case SCRUB -> sheet.cover().scrub();
                    case ROCKS -> sheet.cover().rocks();
                    case TREES -> sheet.cover().trees();
                    case WALL -> sheet.cover().wall();
                    case HEDGE -> sheet.cover().hedge();
                    case FENCE -> sheet.cover().fence();
                    case WINDOW -> sheet.cover().window();
                    case ARROW_SLIT -> sheet.cover().arrowSlit();
                    case CRENELLATIONS -> sheet.cover().crenellations();
                    default -> sheet.cover().highWall();
                };
                if (CoverDegree.parse(letter).isEmpty()) {
                    throw new ScenarioException(source + ": " + prefix(place) + "cover: \"" + letter + "\" for " + t.key()
                            + " is not a degree of cover (L, M, H, X or -)");
                }
            }
            if (sheet.terrainCost().cost(t).isPresent() && sheet.terrainCost().cost(t).getAsInt() < 1) {
                throw new ScenarioException(source + ": " + prefix(place) + "terrainCost." + t.key()
                        + ": a square costs at least 1 MP (leave it out, or null, for impassable)");
            }
        }
        return sheet;
    }

    private static String prefix(String place) {
        return place.isEmpty() ? "" : place + ".";
    }

    private static JsonNode merge(JsonNode base, JsonNode override) {
        if (!(base instanceof ObjectNode target) || !override.isObject()) {
            return override.deepCopy();
        }
        for (Map.Entry<String, JsonNode> e : override.properties()) {
            JsonNode existing = target.get(e.getKey());
            target.set(e.getKey(), existing == null ? e.getValue().deepCopy() : merge(existing, e.getValue()));
        }
        return target;
    }

}
