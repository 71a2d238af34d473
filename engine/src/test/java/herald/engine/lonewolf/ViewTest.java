package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.view.BoardView;
import herald.engine.view.CounterView;
import herald.engine.view.LegendEntry;
import herald.engine.view.PlayerView;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ViewTest {

    @Test
    void before_turn_1_the_view_shows_the_map_the_record_sheet_and_a_set_up_section() {
        PlayerView v = Battle.RULES.view(Battle.patrol().state, "giaks");
        BoardView b = v.board();
        assertEquals("Giak raiders", v.sideName());
        assertEquals(20, b.columns());
        assertTrue(b.originAtBottom());
        assertEquals("A", b.columnLabels().get(0));
        assertEquals("16", b.rowLabels().get(15));
        assertEquals(18, b.counters().size());
        LegendEntry scrub = b.legend().stream().filter(l -> l.terrain().equals("scrub")).findFirst().orElseThrow();
        assertEquals("Scrub", scrub.name(), "Giaks and Humans pay differently somewhere: the costs go in a table");
        assertEquals(List.of(new LegendEntry.Cost("Giak", "2"), new LegendEntry.Cost("Human", "2")), scrub.costs());
        assertEquals(LegendEntry.Symbol.SCRUB, scrub.symbol());
        assertEquals("Water (impassable)", b.legend().stream().filter(l -> l.terrain().equals("water")).findFirst().orElseThrow().name());
        assertEquals(2, v.sheets().size(), "its record sheet and its unit table");
        assertEquals("Record sheet: Giak raiders", v.sheets().get(0).title());
        assertEquals("Units: Giak raiders", v.sheets().get(1).title());
        assertEquals("Set-up", v.report().get(0).heading());
        assertTrue(v.orders().text().contains("FIRE S4 AT G7"), "the opening view carries the order card");
    }

    @Test
    void where_play_sheets_pay_differently_the_legend_carries_a_cost_for_each() {
        List<LegendEntry> legend = legendWithRocks("dwarf", "drakkarim");
        LegendEntry open = entry(legend, "open");
        assertEquals("Open ground", open.name(), "no costs repeated in the name");
        assertEquals(List.of("Drakkarim", "Dwarves of Bor"), open.costs().stream().map(LegendEntry.Cost::who).toList());
        assertEquals(List.of("1", "1"), open.costs().stream().map(LegendEntry.Cost::cost).toList());
        assertEquals(List.of("3", "2"), entry(legend, "rocks").costs().stream().map(LegendEntry.Cost::cost).toList());
    }

    @Test
    void where_play_sheets_pay_alike_the_cost_goes_in_the_name() {
        LegendEntry rocks = entry(legendWithRocks("human", "human"), "rocks");
        assertEquals("Rocks (3 MP)", rocks.name());
        assertTrue(rocks.costs().isEmpty());
    }

    /** The legend of a 5 by 5 board with rocks in a corner, one piece of each race on it. */
    private static List<LegendEntry> legendWithRocks(String sommerlund, String giaks) {
        List<String> rows = new java.util.ArrayList<>(Battle.open(5, 5));
        rows.set(0, "r....");
        return Battle.RULES.view(Battle.of(rows,
                "S1 sommerlund " + sommerlund + " sword mail - regular C2 E",
                "D1 giaks " + giaks + " sword mail - regular C4 S").state, null).board().legend();
    }

    private static LegendEntry entry(List<LegendEntry> legend, String terrain) {
        return legend.stream().filter(l -> l.terrain().equals(terrain)).findFirst().orElseThrow();
    }

    @Test
    void a_counter_shows_its_facing_side_colour_and_side_order() {
        Battle b = Battle.of(Battle.open(5, 5),
                "S1 sommerlund human sword mail - regular C2 E",
                "G1 giaks giak sword mail - regular C4 S");
        List<CounterView> counters = Battle.RULES.view(b.state, null).board().counters();
        assertEquals(CounterView.of(2, 1, "S1", "#b3261e", 90), counters.get(0));
        assertEquals(CounterView.of(2, 3, "G1", "#1f4e9e", 180).withSide(1), counters.get(1),
                "the second side's counter, drawn in the second side's pattern");
        assertEquals(List.of("sommerlund", "giaks"),
                Battle.RULES.view(b.state, null).board().sides().stream().map(herald.engine.Side::id).toList());
    }

    @Test
    void after_a_turn_the_view_shows_its_report_losses_and_removed_pieces() {
        Battle b = Battle.of(Battle.open(5, 5),
                "S1 sommerlund human sword mail - regular C2 N",
                "G1 giaks giak sword mail - regular C3 S",
                "G2 giaks giak sword mail - regular A5 S");
        PlayerView v = Battle.RULES.view(b.turn(Map.of("sommerlund", "ATTACK S1 G1", "giaks", "HOLD G2"), 6, 3, 1, 6, 6).after().state, null);

        assertEquals("Umpire", v.sideName());
        assertEquals(4, v.sheets().size(), "two record sheets, then two unit tables");
        assertTrue(v.notes().contains("Giak raiders have lost 1 of 2: G1"), v.notes().toString());
        assertEquals(List.of("G1", "G1", "Giak", "rank-and-file", "sword", "mail", "regular", "-", "-", "7", "±0", "removed turn 1"), v.sheets().get(1).rows().get(0));
        assertEquals(2, v.board().counters().size());
        assertTrue(v.report().stream().flatMap(r -> r.lines().stream()).anyMatch(l -> l.equals("S1 attacks G1 with sword: 40; rolled 1: hit")));
    }

    @Test
    void the_ruleset_is_found_by_the_service_loader() {
        assertTrue(java.util.ServiceLoader.load(herald.engine.Ruleset.class).stream()
                .anyMatch(p -> p.get().id().equals("lonewolf") && p.get().title().equals("Lone Wolf: The Board Game")));
    }
}
