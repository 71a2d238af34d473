package herald.engine.basicfantasy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.view.LegendEntry;
import herald.engine.view.PlayerView;
import herald.engine.view.SheetTable;
import herald.engine.view.TableMap;
import herald.engine.view.Trace;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a side sees: the whole table, every unit's sheet, the losses and the report; nothing is hidden. */
class ViewTest {

    @Test
    void the_map_is_the_table_in_inches_with_its_terrain_a_legend_and_a_stand_per_unit() {
        Game g = Game.scenario("battle-of-the-barrow.json");
        TableMap m = Game.RULES.view(g.state, "kingdom").table();
        assertEquals(72.0, m.width());
        assertEquals(48.0, m.depth());
        assertEquals(View.REFERENCE, m.reference());
        // the map's key reads "Coordinates are inches from the bottom-left corner and name " + the reference
        assertTrue(m.reference().startsWith("the centre of a unit's front edge"), m.reference());
        assertEquals(8, m.terrain().size());
        assertEquals("The Barrow", m.terrain().get(0).name());
        List<String> legend = m.legend().stream().map(LegendEntry::terrain).toList();
        assertEquals(List.of("open", "hill", "wood", "marsh", "river", "ford", "building", "wall", "rough"), legend);
        assertEquals(LegendEntry.Symbol.WAVES, m.legend().get(4).symbol());
        assertEquals(14, m.pieces().size());
        TableMap.Stand k2 = m.pieces().stream().filter(p -> p.label().equals("K2")).findFirst().orElseThrow();
        assertEquals(new Trace.Place(20, 8), k2.at());
        assertEquals(0.0, k2.facingDegrees());
        assertEquals("#1f4e9e", k2.colour());
        // 12 figures in files of 6, 1" bases: 6" wide, 2" deep behind the front edge at y 8
        List<Trace.Place> corners = k2.outline();
        assertEquals(17.0, corners.get(0).x(), 1e-9);
        assertEquals(8.0, corners.get(0).y(), 1e-9);
        assertEquals(23.0, corners.get(2).x(), 1e-9);
        assertEquals(6.0, corners.get(2).y(), 1e-9);
        TableMap.Stand kw = m.pieces().stream().filter(p -> p.label().equals("KW")).findFirst().orElseThrow();
        assertNull(kw.facingDegrees(), "a round base has no front");
    }

    @Test
    void every_side_sees_every_record_sheet_its_own_first_with_every_stat() {
        Game g = Game.of("U1 a spearmen 10/5 24,10 N", "W1 a wizard 1 30,4 N 2", "E1 b archers 8/4 24,40 S");
        PlayerView v = Game.RULES.view(g.state, "b");
        assertEquals(2, v.sheets().size());
        SheetTable orcs = v.sheets().get(0);
        assertEquals("Record sheet: The Orcs", orcs.title());
        assertEquals(List.of("E1", "Archers", "8/8", "0 of 1", "5", "2", "3", "3", "3", "3", "2", "1", "longbow 24\" S3", "-",
                "24,40", "180° (S)", "free"), orcs.rows().get(0));
        SheetTable elves = v.sheets().get(1);
        assertEquals("2 of 3", elves.rows().get(1).get(3));
        assertEquals("Heal, Blast of the Heavens, Melee monster, Assailing of the Mind", elves.rows().get(1).get(13));
        assertEquals("2W", Game.RULES.view(g.state, null).table().pieces().get(1).marker());
        // every short head of the sheet is spelled out for a player who has only the PDF
        String key = v.notes().stream().filter(n -> n.startsWith("Record sheet: ")).findFirst().orElseThrow();
        for (String head : List.of("Sp speed", "CS combat skill", "Aim (", "S strength", "R resilience", "Mo morale",
                "Ar armour", "W wounds a figure", "Wounds: those on the front figure")) {
            assertTrue(key.contains(head), head + " in " + key);
        }
    }

    @Test
    void the_notes_give_each_sides_losses_the_house_rules_and_whose_turn_it_is() {
        Game g = Game.scenario("skirmish-at-the-ford.json");
        PlayerView v = Game.RULES.view(g.state, null);
        assertEquals("Umpire", v.sideName());
        assertTrue(v.notes().get(0).startsWith("The Wardens of the Ford: 4 of 4 units standing, 27 of 27 figures"), v.notes().get(0));
        assertTrue(v.notes().get(2).startsWith("House rules: difficult=whole-move"), v.notes().get(2));
        assertEquals("Turn 1 of 8: The Orc Raiders to give orders", v.notes().get(3));
        List<String> setUp = v.report().get(0).lines();
        assertTrue(setUp.stream().anyMatch(l -> l.contains("The Orc Raiders, then The Wardens of the Ford play a whole player turn")),
                setUp.toString());
        assertTrue(v.orders().sections().get(0).notes().stream().anyMatch(n -> n.contains("CENTRE OF ITS FRONT EDGE")),
                "the card after the report");
    }

    @Test
    void the_order_window_is_the_active_sides_player_turn() {
        Game g = Game.scenario("skirmish-at-the-ford.json");
        var w = Game.RULES.window(g.state).orElseThrow();
        assertEquals("T1-raiders", w.id());
        assertEquals(List.of("raiders"), w.sides());
        assertEquals("Turn 1, the Orc Raiders' player turn", w.description());
        Game next = g.pass();
        assertEquals("T1-wardens", Game.RULES.window(next.state).orElseThrow().id());
        assertEquals("T2-raiders", Game.RULES.window(next.pass().state).orElseThrow().id());
    }
}
