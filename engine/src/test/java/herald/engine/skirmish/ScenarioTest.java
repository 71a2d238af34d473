package herald.engine.skirmish;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.BoardKind;
import herald.engine.Ruleset;
import herald.engine.ScenarioException;
import herald.engine.view.BoardView;
import herald.engine.view.PlayerView;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

class ScenarioTest {

    @Test
    void the_ruleset_is_found_by_the_service_loader_beside_lone_wolf() {
        List<String> ids = ServiceLoader.load(Ruleset.class).stream().map(p -> p.get().id()).toList();
        assertTrue(ids.containsAll(List.of("lonewolf", "skirmish")), ids.toString());
        assertEquals(BoardKind.HEXES, Fight.RULES.boardKind());
        assertEquals("Medieval Skirmish (Cry Havoc style)", Fight.RULES.title());
    }

    @Test
    void the_shipped_village_raid_sets_up_with_both_sides_and_a_house_a_forge_and_a_wall() {
        SkirmishState s = Fight.village().state;
        assertEquals("Raid on the village", s.scenario().title());
        assertEquals(20, s.board().width());
        assertEquals(15, s.board().height());
        assertEquals(7, s.living("raiders").size());
        assertEquals(7, s.living("villagers").size());
        assertTrue(s.board().cells().containsAll(List.of("house", "door", "window", "stairs", "balcony", "lowwall", "tree",
                "scrub", "slope", "anvil", "bucket")));
        assertEquals(8, s.scenario().turnLimit());
    }

    @Test
    void the_view_draws_hexes_from_the_top_with_two_digit_labels_and_a_legend_with_mp_costs() {
        PlayerView v = Fight.RULES.view(Fight.village().state, "raiders");
        BoardView b = v.board();
        assertEquals(BoardKind.HEXES, b.kind());
        assertEquals(false, b.originAtBottom());
        assertEquals("01", b.columnLabels().get(0));
        assertEquals("20", b.columnLabels().get(19));
        assertEquals("15", b.rowLabels().get(14));
        assertTrue(b.legend().stream().anyMatch(l -> l.name().equals("Scrub (2 MP foot, 4 horse)")), b.legend().toString());
        assertTrue(b.counters().stream().anyMatch(c -> c.label().equals("A1") && c.marker().equals("M") && c.x() == 1 && c.y() == 5));
        assertEquals(1, v.sheets().size());
        assertEquals(List.of("Id", "Type", "Foot/mounted", "State", "Attack", "Defence", "MP", "Missile", "Armour", "Hex"),
                v.sheets().get(0).columns());
        assertTrue(v.notes().get(0).startsWith("Raiders have lost 0 of 7"));
    }

    @Test
    void an_unknown_key_names_the_file_and_the_key() {
        String json = Fight.json(Fight.flat(4, 4), List.of("A1 a billman 0101", "B1 b billman 0404"), 5)
                .replace("\"turnLimit\"", "\"turnLimt\": 3, \"turnLimit\"");
        ScenarioException e = assertThrows(ScenarioException.class, () -> Fight.RULES.setUp(json, "bad.json"));
        assertTrue(e.getMessage().startsWith("bad.json: unknown key \"turnLimt\""), e.getMessage());
    }

    @Test
    void a_key_given_twice_and_a_fraction_for_a_whole_number_are_refused_not_guessed() {
        String base = Fight.json(Fight.flat(4, 4), List.of("A1 a billman 0101", "B1 b billman 0404"), 5);
        String twice = base.replace("\"turnLimit\"", "\"turnLimit\": 9, \"turnLimit\"");
        ScenarioException dup = assertThrows(ScenarioException.class, () -> Fight.RULES.setUp(twice, "twice.json"));
        assertTrue(dup.getMessage().startsWith("twice.json: not valid JSON: Duplicate field 'turnLimit'"), dup.getMessage());
        String half = base.replaceFirst("\"turnLimit\": *5", "\"turnLimit\": 5.5");
        assertTrue(!half.equals(base), "the scenario names its turn limit");
        ScenarioException fraction = assertThrows(ScenarioException.class, () -> Fight.RULES.setUp(half, "half.json"));
        assertTrue(fraction.getMessage().startsWith("half.json: turnLimit: ") && fraction.getMessage().contains("5.5"),
                fraction.getMessage());
    }

    @Test
    void scenario_mistakes_name_the_place() throws Exception {
        String json = Fight.json(List.of("t...", "...."), List.of("A1 a knight 0101 mounted", "B1 b billman 0404"), 5);
        ScenarioException e = assertThrows(ScenarioException.class, () -> Fight.RULES.setUp(json, "bad.json"));
        assertTrue(e.getMessage().contains("characters[0].hex: A1 cannot stand on 0101: Tree is impassable to mounted"), e.getMessage());
        String village = Files.readString(Fight.VILLAGE).replace("\"sergeant\"", "\"serjeant\"");
        ScenarioException t = assertThrows(ScenarioException.class, () -> Fight.RULES.setUp(village, "village.json"));
        assertTrue(t.getMessage().startsWith("village.json: characters[7].type: unknown type \"serjeant\""), t.getMessage());
    }

    @Test
    void options_are_listed_with_defaults_and_checked() throws Exception {
        assertEquals(List.of("stunned", "wounded-attack", "wounded-move", "def-plus", "retreat", "retreat-blocked", "ranges",
                "missile-rolls", "mounted-shift", "edge-los"), Fight.RULES.options().stream().map(o -> o.key()).toList());
        String json = Files.readString(Fight.VILLAGE);
        ScenarioException unknown = assertThrows(ScenarioException.class,
                () -> Fight.RULES.setUp(json, "village.json", Map.of("stunning", "x")));
        assertTrue(unknown.getMessage().contains("no house-rule option \"stunning\""), unknown.getMessage());
        ScenarioException value = assertThrows(ScenarioException.class,
                () -> Fight.RULES.setUp(json, "village.json", Map.of("ranges", "C")));
        assertTrue(value.getMessage().contains("option ranges: \"C\" is not allowed (A | B)"), value.getMessage());
        assertThrows(ScenarioException.class, () -> Fight.RULES.setUp(json, "village.json", Map.of("def-plus", "x")));
        assertEquals("B", ((herald.engine.skirmish.events.GameSetUp) Fight.RULES.setUp(json, "village.json",
                Map.of("ranges", "B")).get(0)).options().ranges());
    }
}
