package herald.engine.darkage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.Side;
import herald.engine.view.LegendEntry;
import herald.engine.view.PlayerView;
import herald.engine.view.SheetTable;
import herald.engine.view.TableMap;
import herald.engine.view.Trace;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a side sees: by day the whole table; at night its own, its allies' and the enemies in its sight, no more. */
class ViewTest {

    @Test
    void by_day_every_figure_stands_on_the_map_as_a_round_base_in_its_sides_colour() {
        Game g = Game.table().terrain("dense-wood 2,2 8,2 8,8 2,8")
                .figures("Ulf vikings viking-huscarl 10,20 torch", "Wulf saxons saxon-thegn 30,30").play();
        TableMap m = Game.RULES.view(g.state, "vikings").table();
        assertEquals(36.0, m.width());
        assertEquals(View.REFERENCE, m.reference());
        assertEquals(List.of("Ulf", "Wulf"), m.pieceLabels());
        TableMap.Stand wulf = m.pieces().get(1);
        assertEquals(new Trace.Place(30, 30), wulf.at());
        assertEquals(g.state.colour("saxons"), wulf.colour());
        assertEquals(1, wulf.side());
        // a round base 1" across: 24 corners, each half an inch from the centre, and no front
        assertEquals(24, wulf.outline().size());
        wulf.outline().forEach(c -> assertEquals(0.5, Math.hypot(c.x() - 30, c.y() - 30), 1e-9));
        assertEquals(null, wulf.facingDegrees());
        assertEquals("torch", m.pieces().get(0).marker(), "Ulf's lit torch is marked");
        assertEquals(List.of("open", "dense-wood"), m.legend().stream().map(LegendEntry::terrain).toList());
        assertEquals(LegendEntry.Symbol.TREE, m.legend().get(1).symbol());
        assertEquals("dense-wood 1", m.terrain().get(0).name());
    }

    @Test
    void at_night_an_enemy_out_of_sight_is_nowhere_in_the_view_yet_in_its_own_sides() {
        Game g = Game.table().figures("Ulf vikings viking-huscarl 10,10", "Wulf saxons saxon-thegn 30,30").night(3, 6)
                .play();
        DarkAgeState s = g.state.withReportLine("Wulf shoots spear at Ulf, 28.3\" (9): out of range",
                List.of("vikings", "saxons"));
        PlayerView vikings = Game.RULES.view(s, "vikings");
        assertEquals(List.of("Ulf"), vikings.table().pieceLabels());
        String all = everything(vikings);
        assertFalse(all.contains("Wulf"), all);
        assertTrue(all.contains("An unseen figure shoots spear at Ulf"), "the line stays, the shooter unnamed");
        assertTrue(vikings.notes().contains("The Saxons (saxons): 0 points"), "by night nobody counts an enemy's figures");
        PlayerView saxons = Game.RULES.view(s, "saxons");
        assertEquals(List.of("Wulf"), saxons.table().pieceLabels());
        assertTrue(everything(saxons).contains("Wulf shoots spear at an unseen figure"), "Ulf is in the dark for them");
        assertEquals(List.of("Ulf", "Wulf"), Game.RULES.view(s, null).table().pieceLabels(), "the umpire sees all");
    }

    @Test
    void at_night_a_torch_or_a_fire_shows_an_enemy_and_a_burning_feature_gives_its_rating() {
        Game g = Game.table().terrain("wooden-building 10,10 16,10 16,18 10,18 burning=9")
                .figures("Ulf vikings viking-huscarl 10,30", "Wulf saxons saxon-thegn 20,20",
                        "Oswy saxons saxon-fyrdman 30,5").night(3, 6).play();
        TableMap m = Game.RULES.view(g.state, "vikings").table();
        assertEquals(List.of("Ulf", "Wulf"), m.pieceLabels(), "Wulf in the hall's light, Oswy in the dark");
        assertEquals("wooden-building 1: burning 9", m.terrain().get(0).name());
        assertEquals("wooden-building/burning", m.terrain().get(0).terrain());
        LegendEntry fire = m.legend().stream().filter(e -> e.terrain().equals("wooden-building/burning")).findFirst()
                .orElseThrow();
        assertTrue(fire.name().startsWith("Wooden building, burning"), fire.name());
        assertTrue(Game.RULES.view(g.state, "vikings").notes().stream()
                .anyMatch(n -> n.startsWith("Fire: wooden-building 1 burns as Dangerous Terrain at rating 9")));
    }

    @Test
    void allies_that_share_sight_see_what_the_other_sees() {
        Game.Table t = Game.table().figures("Ulf vikings viking-huscarl 5,5", "Rolf normans norman-knight 30,30",
                "Wulf saxons saxon-thegn 32,30").night(3, 6);
        Game apart = t.side("vikings", "\"allies\": [\"normans\"]").side("normans", "\"allies\": [\"vikings\"]").play();
        assertEquals(List.of("Ulf", "Rolf"), Game.RULES.view(apart.state, "vikings").table().pieceLabels(),
                "an ally's figure is always seen; the enemy beside it only with shared sight");
        Game shared = Game.table().figures("Ulf vikings viking-huscarl 5,5", "Rolf normans norman-knight 30,30",
                "Wulf saxons saxon-thegn 32,30").night(3, 6)
                .side("vikings", "\"allies\": [\"normans\"], \"alliesShareSight\": true")
                .side("normans", "\"allies\": [\"vikings\"]").play();
        assertEquals(List.of("Ulf", "Rolf", "Wulf"), Game.RULES.view(shared.state, "vikings").table().pieceLabels());
        assertTrue(Game.RULES.view(shared.state, "vikings").notes().stream()
                .anyMatch(n -> n.startsWith("The Vikings (vikings): 0 points; 1 of 1 figures in the game; allied with The Normans")));
    }

    @Test
    void the_record_sheets_are_the_sides_own_with_the_profiles_numbers() {
        Game g = Game.of("Ulf vikings viking-huscarl 10,20", "Hrolf vikings viking-hero 12,20 hp=2",
                "Wulf saxons saxon-thegn 20,20");
        DarkAgeState s = g.state.withFigure(g.f("Ulf").withBroken("one-handed axe").withCondition(Figure.Condition.DOWN, 1)
                .withShieldLost());
        PlayerView v = Game.RULES.view(s, "vikings");
        assertEquals(List.of("Record sheet: The Vikings", "Arms and gear: The Vikings"),
                v.sheets().stream().map(SheetTable::title).toList());
        List<String> ulf = v.sheets().get(0).rows().get(0);
        Profile p = s.profileOf(s.figureOrThrow("Ulf"));
        assertEquals(List.of("Ulf", p.name(), "" + p.speed(), "" + p.sv(), "" + p.fv(), "" + (s.ar(s.figureOrThrow("Ulf"))),
                "" + p.fate(), "" + p.leadership()), ulf.subList(0, 8));
        assertEquals("10", ulf.get(5), "byrnie and light helm, the shield Sundered: 7 +2 +1");
        assertEquals("KNOCKED DOWN; shield lost", ulf.get(10));
        assertEquals("down", v.table().pieces().get(0).marker());
        assertTrue(v.table().pieces().get(0).struck(), "a knocked-down figure's base is struck through");
        assertFalse(v.table().pieces().get(1).struck());
        List<String> gear = v.sheets().get(1).rows().get(0);
        assertEquals("one-handed axe +3 [BROKEN]", gear.get(1));
        assertTrue(gear.get(3).contains("shield [LOST]"), gear.get(3));
        List<String> hrolf = v.sheets().get(0).rows().get(1);
        assertEquals("2", hrolf.get(9), "Hero Points");
        assertTrue(v.sheets().get(1).rows().get(1).get(7).contains("Hero Point on a bad Fate roll"));
        assertFalse(everything(v).contains("Record sheet: The Saxons"), "an enemy's sheet is not the side's to read");
    }

    @Test
    void three_to_six_sides_each_have_their_own_colour_and_a_line_in_the_key() {
        String[] cultures = {"viking-huscarl", "saxon-thegn", "norman-knight", "viking-bowman", "saxon-fyrdman",
                "norman-crossbowman"};
        for (int n = 3; n <= 6; n++) {
            String[] figures = new String[n];
            for (int i = 0; i < n; i++) {
                figures[i] = "F" + i + " s" + i + " " + cultures[i] + " " + (4 + 5 * i) + ",10";
            }
            DarkAgeState s = Game.of(figures).state.withPoints("s1", 2).withLeft("s2");
            TableMap m = Game.RULES.view(s, "s0").table();
            assertEquals(n, m.sides().size());
            assertEquals(n, new HashSet<>(m.sides().stream().map(Side::colour).toList()).size(), "distinct colours");
            for (int i = 0; i < n; i++) {
                assertEquals(Side.defaultColour(i), m.sides().get(i).colour());
                assertEquals(i, m.pieces().get(i).side());
            }
            assertEquals("The S1, 2 points", m.sides().get(1).name());
            assertEquals("The S2, left the game", m.sides().get(2).name());
            assertNotEquals(m.sides().get(0).colour(), m.sides().get(1).colour());
        }
    }

    @Test
    void the_opening_view_carries_the_order_card_and_the_turn() {
        Game g = Game.of("Ulf vikings viking-huscarl 10,20", "Wulf saxons saxon-thegn 20,20");
        PlayerView v = Game.RULES.view(g.state, "vikings");
        assertTrue(v.orders() != null);
        assertEquals("Turn 1 of 10: orders for the whole turn are due", v.notes().get(0));
        assertTrue(v.notes().contains("Victory: Most points wins."));
        List<String> setUp = v.report().get(0).lines();
        assertTrue(setUp.contains("The orders are on the reference card after this report."), setUp.toString());
    }

    /** Every word of the view a player could read, the map's labels and names included. */
    static String everything(PlayerView v) {
        StringBuilder b = new StringBuilder();
        TableMap m = v.table();
        m.pieces().forEach(p -> b.append(p.label()).append('\n'));
        m.terrain().forEach(r -> b.append(r.name()).append('\n'));
        m.traces().forEach(t -> b.append(t.label()).append('\n'));
        m.sides().forEach(sd -> b.append(sd.name()).append('\n'));
        v.sheets().forEach(t -> {
            b.append(t.title()).append('\n');
            t.rows().forEach(r -> b.append(String.join(" | ", r)).append('\n'));
        });
        v.notes().forEach(n -> b.append(n).append('\n'));
        v.report().forEach(r -> {
            b.append(r.heading()).append('\n');
            r.lines().forEach(l -> b.append(l).append('\n'));
        });
        return b.toString();
    }
}
