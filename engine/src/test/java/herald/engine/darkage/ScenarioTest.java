package herald.engine.darkage;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import herald.engine.RuleEvent;
import herald.engine.ScenarioException;
import herald.engine.SeededDice;
import herald.engine.data.StrictJson;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A scenario a club writes is read strictly: every mistake stops the load with the file, the JSON path and what would
 * be right. One refusal a test; each given as a small table of two sides that loads, then the one thing wrong.
 */
class ScenarioTest {
    private static final String ULF = "Ulf vikings viking-huscarl 10,10";
    private static final String WULF = "Wulf saxons saxon-thegn 20,20";

    private static Game.Table two() {
        return Game.table().figures(ULF, WULF);
    }

    private static String fails(String json) {
        return assertThrows(ScenarioException.class, () -> Game.RULES.setUp(json, "bad.json", Map.of())).getMessage();
    }

    private static void refused(String json, String path, String problem) {
        String m = fails(json);
        assertTrue(m.startsWith("bad.json: " + path + ": "), m);
        assertTrue(m.contains(problem), m);
    }

    private static void loads(String json) {
        assertDoesNotThrow(() -> Game.RULES.setUp(json, "good.json", Map.of()));
    }

    @Test
    void the_two_sided_table_these_tests_start_from_loads() {
        loads(two().json());
    }

    // where figures stand

    @Test
    void a_figure_on_deep_water_is_refused() {
        refused(Game.table().terrain("water 0,0 36,0 36,12 0,12").figures(ULF, WULF).json(), "figures[0].at",
                "Ulf at 10,10 stands on t1 (deep water), where no figure may stand");
    }

    @Test
    void a_figure_on_a_deck_over_water_stands_but_not_one_whose_base_hangs_over_the_side() {
        Game.Table sea = Game.table().terrain("water 0,0 36,0 36,36 0,36", "deck 5,5 25,5 25,25 5,25");
        loads(sea.figures(ULF, WULF).json());
        refused(Game.table().terrain("water 0,0 36,0 36,36 0,36", "deck 5,5 25,5 25,25 5,25")
                .figures("Ulf vikings viking-huscarl 5.2,10", WULF).json(), "figures[0].at", "stands on t1 (deep water)");
    }

    @Test
    void a_figure_whose_base_is_partly_off_the_table_is_refused() {
        refused(Game.table().figures("Ulf vikings viking-huscarl 0.3,10", WULF).json(), "figures[0].at",
                "Ulf at 0.3,10 does not stand wholly on the 36\" x 36\" table");
        refused(Game.table().figures("Ulf vikings viking-huscarl 40,10", WULF).json(), "figures[0].at", "does not stand");
    }

    @Test
    void a_figure_whose_base_overlaps_anothers_is_refused_but_bases_may_touch() {
        refused(Game.table().figures(ULF, "Wulf saxons saxon-thegn 10.5,10").json(), "figures[1].at",
                "Wulf at 10.5,10 overlaps the base of Ulf at 10,10");
        refused(Game.table().figures(ULF, "Odd vikings viking-raider 10,10.9", WULF).json(), "figures[1].at", "overlaps");
        loads(Game.table().figures(ULF, "Wulf saxons saxon-thegn 11,10").json());
    }

    @Test
    void a_figure_id_that_is_also_a_features_is_refused() {
        refused(Game.table().terrain("hedge 1,1 5,1 5,2").figures("T1 vikings viking-huscarl 10,10", WULF).json(),
                "figures[0].id", "T1 is also a terrain feature's id");
    }

    // terrain

    @Test
    void an_outline_of_two_corners_is_refused() {
        refused(two().terrain("hedge 1,1 5,1").json(), "terrain[0].outline", "at least three corners");
    }

    @Test
    void a_corner_off_the_table_is_refused() {
        refused(two().terrain("hedge 1,1 40,1 5,2").json(), "terrain[0].outline[1]", "40,1 is off the 36\" x 36\" table");
        refused(two().terrain("hedge 1,1 north 5,2").json(), "terrain[0].outline[1]", "\"north\" is not a point");
    }

    @Test
    void an_outline_that_crosses_itself_is_refused() {
        refused(two().terrain("hedge 1,1 5,5 5,1 1,5").json(), "terrain[0].outline", "crosses itself");
        refused(two().terrain("hedge 1,1 3,3 5,5").json(), "terrain[0].outline", "no area");
    }

    @Test
    void a_feature_id_orders_cannot_name_or_used_twice_is_refused() {
        refused(two().terrain("hedge 1,1 5,1 5,2").json().replace("\"t1\"", "\"the hedge\""), "terrain[0].id",
                "a letter, then letters, digits and hyphens");
        refused(two().terrain("hedge 1,1 5,1 5,2", "hedge 1,3 5,3 5,4").json().replace("\"t2\"", "\"T1\""),
                "terrain[1].id", "\"T1\" is used twice");
    }

    @Test
    void a_fire_rating_outside_2_to_9_is_refused() {
        refused(two().terrain("wooden-building 1,1 5,1 5,5 1,5 burning=10").json(), "terrain[0].burning", "2 to 9");
        refused(two().terrain("wooden-building 1,1 5,1 5,5 1,5 burning=1").json(), "terrain[0].burning", "not 1");
        loads(two().terrain("wooden-building 1,1 5,1 5,5 1,5 burning=2").json());
    }

    @Test
    void a_fire_on_ground_that_does_not_burn_is_refused() {
        refused(two().terrain("stone-building 1,1 5,1 5,5 1,5 burning=9").json(), "terrain[0].burning",
                "a stone building does not burn");
    }

    // the top level

    @Test
    void a_sea_state_outside_0_to_3_is_refused() {
        refused(two().sea(4).json(), "seaState", "a Sea State of 0 to 3, not 4");
        refused(two().sea(-1).json(), "seaState", "0 to 3");
    }

    @Test
    void no_turns_is_refused() {
        refused(two().turns(0).json(), "turns", "1 to 99");
    }

    @Test
    void a_table_too_small_or_too_large_is_refused() {
        refused(two().json().replace("\"width\": 36", "\"width\": 0"), "table", "12\" to 240\" each way");
        refused(two().json().replace("\"depth\": 36", "\"depth\": 1e400"), "table", "12\" to 240\"");
    }

    @Test
    void a_night_without_sight_or_light_is_refused() {
        refused(two().night(0, 6).json(), "night.sight", "more than 0");
        refused(two().night(3, -6).json(), "night.torchLight", "more than 0");
    }

    @Test
    void a_null_is_refused_where_it_stands() {
        refused(two().json().replace("\"seaState\": 0", "\"seaState\": null"), "seaState", "leave the key out");
        refused(two().json().replace("\"figures\": [", "\"figures\": [null, "), "figures[0]", "null is not a value");
    }

    @Test
    void a_key_written_twice_is_refused_where_it_stands() {
        refused(two().json().replace("\"title\": \"Test\"", "\"title\": \"Test\", \"title\": \"Again\""), "title",
                "written twice");
        refused(two().json().replace("{\"id\": \"Wulf\"", "{\"id\": \"Wulf\", \"id\": \"Wulf2\""), "figures[1].id",
                "written twice");
    }

    @Test
    void a_fraction_where_a_whole_number_belongs_or_a_value_of_the_wrong_kind_is_refused() {
        refused(two().json().replace("\"turns\": 10", "\"turns\": 5.5"), "turns", "a whole number, not 5.5");
        refused(Game.table().figures("Ulf vikings viking-bowman 10,10 ammo=fire-arrow:1.5", WULF).json(),
                "figures[0].ammo.fire-arrow", "a whole number");
        refused(two().json().replace("\"turns\": 10", "\"turns\": \"ten\""), "turns", "a whole number, not \"ten\"");
        refused(two().json().replace("\"figures\": [", "\"figures\": [1, "), "figures[0]", "an object");
        refused(two().json().replace("\"width\": 36", "\"width\": [36]"), "table.width", "a number of inches");
    }

    @Test
    void a_scenario_that_is_not_an_object_is_refused() {
        assertTrue(fails("[]").contains("bad.json: the whole file: a scenario is one JSON object"), fails("[]"));
        assertTrue(fails("").contains("the whole file"), fails(""));
    }

    // sides

    @Test
    void one_side_or_seven_are_refused() {
        refused(Game.table().figures(ULF).json(), "sides", "2 to 6 sides");
        Game.Table seven = Game.table();
        for (int i = 0; i < 7; i++) {
            seven.figures("F" + i + " s" + i + " saxon-fyrdman " + (3 + 4 * i) + ",3");
        }
        refused(seven.json(), "sides", "2 to 6 sides");
    }

    @Test
    void a_side_with_no_figure_is_refused() {
        String json = two().json().replace("\"sides\": [", "\"sides\": [{\"id\": \"danes\", \"name\": \"The Danes\"}, ");
        refused(json, "figures", "side \"danes\" has no figure");
    }

    @Test
    void a_leader_who_is_not_one_of_the_sides_figures_is_refused() {
        refused(two().side("vikings", "\"leader\": \"Wulf\"").json(), "sides[0].leader",
                "\"Wulf\" is not a figure of vikings (its figures: Ulf)");
        refused(two().side("vikings", "\"leader\": \"Bjorn\"").json(), "sides[0].leader", "is not a figure of vikings");
    }

    @Test
    void an_ally_that_is_no_side_or_the_side_itself_is_refused() {
        refused(two().side("vikings", "\"allies\": [\"danes\"]").json(), "sides[0].allies[0]", "no side \"danes\"");
        refused(two().side("vikings", "\"allies\": [\"vikings\"]").json(), "sides[0].allies[0]", "not its own ally");
    }

    @Test
    void an_alliance_named_one_way_only_is_refused() {
        Game.Table three = Game.table().figures(ULF, WULF, "Odo normans norman-knight 30,30");
        refused(three.side("saxons", "\"allies\": [\"normans\"]").json(), "sides[1].allies[0]",
                "normans does not name saxons among its allies");
    }

    @Test
    void allies_of_allies_must_be_allies() {
        Game.Table four = Game.table().figures(ULF, WULF, "Odo normans norman-knight 30,30", "Eric danes viking-raider 30,5")
                .side("vikings", "\"allies\": [\"danes\"]").side("danes", "\"allies\": [\"vikings\", \"saxons\"]")
                .side("saxons", "\"allies\": [\"danes\"]");
        refused(four.json(), "sides[0].allies", "danes is allied with saxons, so vikings must name saxons too");
    }

    @Test
    void every_side_allied_with_every_other_is_refused() {
        refused(two().side("vikings", "\"allies\": [\"saxons\"]").side("saxons", "\"allies\": [\"vikings\"]").json(),
                "sides", "nobody is left to fight");
    }

    // goals

    @Test
    void a_goal_of_an_unknown_kind_is_refused() {
        refused(two().goals("[{\"side\": \"vikings\", \"kind\": \"loot\", \"feature\": \"t1\"}]").json(),
                "victory.goals[0].kind", "\"loot\" is not a goal: burn, hold, take-out");
    }

    @Test
    void a_goal_for_an_unknown_side_is_refused() {
        refused(two().goals("[{\"side\": \"danes\", \"kind\": \"take-out\", \"figure\": \"Wulf\"}]").json(),
                "victory.goals[0].side", "no side \"danes\"");
    }

    @Test
    void a_goal_naming_a_missing_feature_or_figure_is_refused() {
        refused(two().goals("[{\"side\": \"vikings\", \"kind\": \"burn\", \"feature\": \"hall\"}]").json(),
                "victory.goals[0].feature", "no terrain feature \"hall\"");
        refused(two().goals("[{\"side\": \"vikings\", \"kind\": \"take-out\", \"figure\": \"Harold\"}]").json(),
                "victory.goals[0].figure", "no figure \"Harold\"");
        refused(two().goals("[{\"side\": \"vikings\", \"kind\": \"take-out\"}]").json(), "victory.goals[0]",
                "a take-out goal names the enemy \"figure\" to take out");
    }

    @Test
    void a_take_out_goal_on_a_friend_or_an_ally_is_refused() {
        refused(two().goals("[{\"side\": \"vikings\", \"kind\": \"take-out\", \"figure\": \"Ulf\"}]").json(),
                "victory.goals[0].figure", "Ulf is of vikings, not an enemy of vikings");
        Game.Table three = Game.table().figures(ULF, WULF, "Odo normans norman-knight 30,30")
                .side("saxons", "\"allies\": [\"normans\"]").side("normans", "\"allies\": [\"saxons\"]");
        refused(three.goals("[{\"side\": \"saxons\", \"kind\": \"take-out\", \"figure\": \"Odo\"}]").json(),
                "victory.goals[0].figure", "not an enemy of saxons");
        loads(three.goals("[{\"side\": \"saxons\", \"kind\": \"take-out\", \"figure\": \"Ulf\"}]").json());
    }

    @Test
    void a_burn_goal_on_what_cannot_burn_and_a_hold_goal_on_deep_water_are_refused() {
        Game.Table t = two().terrain("stone-building 1,1 5,1 5,5 1,5", "water 30,1 35,1 35,5 30,5");
        refused(t.goals("[{\"side\": \"vikings\", \"kind\": \"burn\", \"feature\": \"t1\"}]").json(),
                "victory.goals[0].feature", "t1 is a stone building, which does not burn");
        refused(t.goals("[{\"side\": \"vikings\", \"kind\": \"hold\", \"feature\": \"t2\"}]").json(),
                "victory.goals[0].feature", "cannot be held");
        loads(t.goals("[{\"side\": \"vikings\", \"kind\": \"hold\", \"feature\": \"t1\"}]").json());
    }

    @Test
    void a_goal_naming_both_a_figure_and_a_feature_or_no_points_is_refused() {
        refused(two().terrain("haystack 1,1 5,1 5,5").goals(
                "[{\"side\": \"vikings\", \"kind\": \"burn\", \"feature\": \"t1\", \"figure\": \"Wulf\"}]").json(),
                "victory.goals[0].figure", "a burn goal names a feature, not a figure");
        refused(two().goals("[{\"side\": \"vikings\", \"kind\": \"take-out\", \"figure\": \"Wulf\", \"points\": 0}]").json(),
                "victory.goals[0].points", "1 to 99 points");
    }

    @Test
    void a_victory_without_words_is_refused() {
        refused(two().json().replace("\"text\": \"Most points wins.\"", "\"text\": \" \""), "victory.text", "say in words");
    }

    // figures' own equipment

    @Test
    void ammunition_of_an_unknown_kind_or_a_negative_count_is_refused() {
        refused(Game.table().figures("Ulf vikings viking-bowman 10,10 ammo=greek-fire:2", WULF).json(),
                "figures[0].ammo.greek-fire", "unknown ammunition \"greek-fire\" (kinds: fire-arrow, holy-water, torch)");
        refused(Game.table().figures("Ulf vikings viking-bowman 10,10 ammo=fire-arrow:-1", WULF).json(),
                "figures[0].ammo.fire-arrow", "a count of 0 to 99, not -1");
    }

    @Test
    void fire_arrows_for_a_figure_without_a_bow_are_refused() {
        refused(Game.table().figures("Ulf vikings viking-huscarl 10,10 ammo=fire-arrow:2", WULF).json(),
                "figures[0].ammo.fire-arrow", "Ulf has no bow or crossbow to shoot fire arrows with");
        loads(Game.table().figures("Ulf vikings viking-bowman 10,10 ammo=fire-arrow:2", WULF).json());
    }

    @Test
    void hero_points_on_a_figure_without_the_hero_trait_are_refused() {
        refused(Game.table().figures("Ulf vikings viking-huscarl 10,10 hp=1", WULF).json(), "figures[0].heroPoints",
                "has not the hero trait");
        refused(Game.table().figures("Ulf vikings viking-hero 10,10 hp=-1", WULF).json(), "figures[0].heroPoints",
                "0 or more Hero Points (H1 has no maximum)");
        loads(Game.table().figures("Ulf vikings viking-hero 10,10 hp=12", WULF).json());
        loads(Game.table().figures("Ulf vikings viking-huscarl 10,10 hp=0", WULF).json());
    }

    // the scenario's own profiles

    private static final String JARL = "{\"name\": \"Jarl\", \"culture\": \"Viking\", \"speed\": 1, \"sv\": 2, \"fv\": 4,"
            + " \"fate\": 4, \"leadership\": 3, \"armour\": [\"byrnie\", \"full-helm\", \"shield\"], \"fighting\": [\"axe\"],"
            + " \"shooting\": [], \"traits\": [\"leader\"], \"heroPoints\": 0, \"powers\": [], \"source\": \"our club\"}";

    private static String withJarl(String from, String to) {
        return Game.table().figures("Ulf vikings jarl 10,10", WULF).json()
                .replace("\"figures\"", "\"profiles\": {\"jarl\": " + JARL.replace(from, to) + "}, \"figures\"");
    }

    @Test
    void a_scenarios_own_profile_loads_and_is_used() throws Exception {
        DarkAgeState s = Game.fold(Game.RULES.initial(), Game.RULES.setUp(withJarl("", ""), "jarl.json", Map.of()));
        assertEquals("Jarl", s.profileOf(s.figureOrThrow("Ulf")).name());
    }

    @Test
    void an_own_profiles_unknown_armour_weapon_trait_or_power_is_refused() {
        refused(withJarl("\"byrnie\"", "\"chainmail\""), "profiles.jarl.armour", "unknown piece \"chainmail\"");
        refused(withJarl("[\"axe\"]", "[\"axe\", \"halberd\"]"), "profiles.jarl.fighting", "unknown fighting weapon \"halberd\"");
        refused(withJarl("\"shooting\": []", "\"shooting\": [\"musket\"]"), "profiles.jarl.shooting",
                "unknown shooting weapon \"musket\"");
        refused(withJarl("[\"leader\"]", "[\"berserk\"]"), "profiles.jarl.traits", "unknown trait \"berserk\"");
        refused(withJarl("\"powers\": []", "\"powers\": [\"fireball\"]"), "profiles.jarl.powers", "unknown power \"fireball\"");
        refused(withJarl("\"powers\": []", "\"powers\": [\"blessing\", \"bolt-of-fire\"]"), "profiles.jarl.powers",
                "Miracles or Wyrd Powers, not both");
    }

    @Test
    void an_own_profile_with_two_helms_is_refused() {
        refused(withJarl("\"full-helm\"", "\"full-helm\", \"light-helm\""), "profiles.jarl.armour", "two pieces in one slot");
    }

    @Test
    void an_own_profiles_numbers_out_of_range_are_refused() {
        refused(withJarl("\"fate\": 4", "\"fate\": 11"), "profiles.jarl.fate", "a Fate of 1 to 10");
        refused(withJarl("\"fv\": 4", "\"fv\": 2147483647"), "profiles.jarl.fv", "an FV of 0 to 10");
        refused(withJarl("\"speed\": 1", "\"speed\": -1"), "profiles.jarl.speed", "a Speed of 0 to 6");
        refused(withJarl("\"heroPoints\": 0", "\"heroPoints\": 2"), "profiles.jarl.heroPoints", "hero trait");
    }

    @Test
    void an_own_profile_missing_a_key_is_refused() {
        refused(withJarl("\"armour\": [\"byrnie\", \"full-helm\", \"shield\"], ", ""), "profiles.jarl",
                "missing \"armour\": a profile writes every key as warband.json does");
        refused(withJarl("\"fate\": 4, ", ""), "profiles.jarl", "missing \"fate\"");
        refused(withJarl("\"fate\": 4", "\"fate\": 4.5"), "profiles.jarl.fate", "a whole number, not 4.5");
        refused(withJarl("\"name\": \"Jarl\"", "\"name\": \" \""), "profiles.jarl", "a name and a source");
    }

    @Test
    void an_own_profiles_key_orders_and_figures_cannot_use_is_refused() {
        refused(withJarl("", "").replace("\"jarl\": {", "\"Jarl One\": {"), "profiles.Jarl One", "lower-case letters");
    }

    // every value of the shipped scenarios, changed

    private static final List<String> ODD = List.of("null", "-1", "0", "1", "0.5", "99999999999", "1e400", "\"\"",
            "\"x\"", "\"10,10\"", "\"-1,-1\"", "[]", "{}", "true", "[null]", "{\"x\": 1}");

    @Test
    void every_value_of_a_shipped_scenario_replaced_by_an_odd_one_loads_and_plays_or_is_refused_by_its_place()
            throws Exception {
        for (String name : ScenariosTest.SHIPPED) {
            JsonNode whole = StrictJson.MAPPER.readTree(Game.resource(name));
            List<String> places = new ArrayList<>();
            pointers(whole, "", places);
            for (String place : places) {
                for (String odd : ODD) {
                    JsonNode changed = whole.deepCopy();
                    JsonPointer at = JsonPointer.compile(place);
                    JsonNode parent = changed.at(at.head());
                    JsonNode value = StrictJson.MAPPER.readTree(odd);
                    if (parent instanceof ObjectNode o) {
                        o.set(at.last().getMatchingProperty(), value);
                    } else {
                        ((ArrayNode) parent).set(at.last().getMatchingIndex(), value);
                    }
                    loadsAndPlaysOrIsRefused(changed.toString(), name + " with " + place + " = " + odd);
                }
            }
        }
    }

    private static void pointers(JsonNode node, String at, List<String> out) {
        if (!at.isEmpty()) {
            out.add(at);
        }
        if (node.isObject()) {
            node.properties().forEach(e -> pointers(e.getValue(), at + "/" + e.getKey().replace("~", "~0").replace("/", "~1"), out));
        } else if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                pointers(node.get(i), at + "/" + i, out);
            }
        }
    }

    private static void loadsAndPlaysOrIsRefused(String json, String what) {
        List<RuleEvent> setUp;
        try {
            setUp = Game.RULES.setUp(json, "odd.json", Map.of());
        } catch (ScenarioException e) {
            assertTrue(e.getMessage().matches("odd\\.json: [^:]+: .+") || e.getMessage().startsWith("odd.json: not valid JSON"),
                    what + ": the refusal names no place: " + e.getMessage());
            assertTrue(!e.getMessage().contains("herald.") && !e.getMessage().contains("java."),
                    what + ": the refusal speaks Java: " + e.getMessage());
            return;
        } catch (RuntimeException e) {
            throw new AssertionError(what + ": " + e, e);
        }
        try {
            DarkAgeState s = Game.fold(Game.RULES.initial(), setUp);
            for (String side : s.sideIds()) {
                View.of(s, side);
            }
            Game.fold(s, Game.RULES.resolve(s, Map.of(), new SeededDice(what.getBytes(StandardCharsets.UTF_8), "T1")));
        } catch (RuntimeException e) {
            throw new AssertionError(what + ": loaded, then " + e, e);
        }
    }
}
