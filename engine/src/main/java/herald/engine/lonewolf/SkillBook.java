package herald.engine.lonewolf;

import herald.engine.ScenarioException;
import herald.engine.data.StrictJson;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The numbers of every Kai Discipline, Heroic Ability and Evil Trick, from
 * {@code herald/engine/lonewolf/skills.json}. Carried whole in the set-up event, so a game keeps the
 * numbers it was set up with.
 */
public record SkillBook(Integer schema, String source, String note, Map<String, Entry> skills) {
    private static final String FILE = "/herald/engine/lonewolf/skills.json";

    public SkillBook {
        skills = skills == null ? Map.of() : new TreeMap<>(skills);
    }

    /**
     * One skill's numbers. Absent fields do not apply to it.
     *
     * @param group kai, heroic, evil, or any (weaponskill)
     * @param range in squares, counted as G5
     * @param uses per game
     * @param phase the phase it is used in (1 first fire, 2 movement), if it has one
     * @param bands D100 result bands by outcome, "1-40"
     * @param modifiers named modifiers ("enemyFiring", "mp", "morale", ...)
     * @param weapons weaponskill only: the weapons a Kai Lord, good or evil hero may take it with
     * @param races the only races that may take it
     */
    public record Entry(String title, String group, String rule, String source, Integer range, Integer uses, Integer phase,
            Map<String, String> bands, Map<String, Integer> modifiers, Map<String, List<String>> weapons,
            List<String> races, List<String> terrainExcept, List<String> terrainAsOpen, List<String> landOn,
            List<String> over, String note) {
        public Entry {
            bands = bands == null ? Map.of() : new TreeMap<>(bands);
            modifiers = modifiers == null ? Map.of() : new TreeMap<>(modifiers);
            weapons = weapons == null ? Map.of() : new TreeMap<>(weapons);
            races = races == null ? List.of() : List.copyOf(races);
            terrainExcept = terrainExcept == null ? List.of() : List.copyOf(terrainExcept);
            terrainAsOpen = terrainAsOpen == null ? List.of() : List.copyOf(terrainAsOpen);
            landOn = landOn == null ? List.of() : List.copyOf(landOn);
            over = over == null ? List.of() : List.copyOf(over);
        }

        /** A named modifier, 0 when the skill has none of that name. */
        public int modifier(String name) {
            return modifiers.getOrDefault(name, 0);
        }

        /** Whether a D100 result falls in the named band ("1-40"); false when there is no such band. */
        public boolean inBand(String band, int roll) {
            String b = bands.get(band);
            if (b == null) {
                return false;
            }
            int dash = b.indexOf('-');
            return roll >= Integer.parseInt(b.substring(0, dash).trim()) && roll <= Integer.parseInt(b.substring(dash + 1).trim());
        }
    }

    public Entry of(Skill skill) {
        Entry e = skills.get(skill.key());
        if (e == null) {
            throw new IllegalStateException("skills.json has no entry " + skill.key());
        }
        return e;
    }

    public static SkillBook shipped() {
        try (InputStream in = SkillBook.class.getResourceAsStream(FILE)) {
            if (in == null) {
                throw new IllegalStateException(FILE + " is not on the classpath");
            }
            String json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            SkillBook book = StrictJson.bind(StrictJson.tree(json, "skills.json"), SkillBook.class, "skills.json", "");
            for (Skill s : Skill.values()) {
                if (!book.skills().containsKey(s.key())) {
                    throw new ScenarioException("skills.json: skills: no entry \"" + s.key() + "\"");
                }
            }
            for (Map.Entry<String, Entry> e : book.skills().entrySet()) {
                if (Skill.parse(e.getKey()).isEmpty()) {
                    throw new ScenarioException("skills.json: skills." + e.getKey() + ": not a skill Herald knows");
                }
                for (Map.Entry<String, String> b : e.getValue().bands().entrySet()) {
                    if (!b.getValue().matches("\\d{1,3}-\\d{1,3}")) {
                        throw new ScenarioException("skills.json: skills." + e.getKey() + ".bands." + b.getKey()
                                + ": \"" + b.getValue() + "\" is not a D100 band like \"1-40\"");
                    }
                }
            }
            return book;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ScenarioException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }
}
