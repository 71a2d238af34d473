package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.table.Point;
import herald.engine.view.PlayerView;
import herald.engine.view.SheetTable;
import herald.engine.view.TableMap;
import herald.engine.view.Trace;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** What each side of the ford at Grimwater sees: the table, its record sheets, the enemy as far as it is seen. */
class ViewTest {
    private static final Set<String> DWARVES = Set.of("D1", "X1", "Durin", "Brokk", "durins");

    private static FantasyWarriorsState ford() throws Exception {
        return FantasyWarriorsState.deployed(Deployment.read(DeploymentTest.ford(), "grimwater-ford.json"));
    }

    private static TableMap.Stand stand(PlayerView v, String id) {
        return v.table().pieces().stream().filter(p -> p.label().equals(id)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + id + " in " + v.table().pieceLabels()));
    }

    private static SheetTable sheet(PlayerView v, String title) {
        return v.sheets().stream().filter(t -> t.title().equals(title)).findFirst()
                .orElseThrow(() -> new AssertionError("no sheet " + title));
    }

    private static List<String> row(SheetTable t, String id) {
        return t.rows().stream().filter(r -> r.get(0).equals(id)).findFirst()
                .orElseThrow(() -> new AssertionError("no row " + id + " in " + t.title()));
    }

    private static Set<String> cells(List<SheetTable> sheets) {
        return sheets.stream().flatMap(t -> t.rows().stream()).flatMap(List::stream)
                .flatMap(c -> List.of(c.split("[ ,]+")).stream()).collect(Collectors.toSet());
    }

    @Test
    void byDayTheMapHoldsEveryUnitAsItsBlockInItsSidesColourWithItsId() throws Exception {
        FantasyWarriorsState s = ford();
        PlayerView v = View.of(s, "orcs");
        assertEquals(List.of("O1", "O2", "A1", "D1", "X1", "Skarg", "Gorbag", "Gash", "Durin", "Brokk"),
                v.table().pieceLabels());
        for (Unit u : s.units().values()) {
            TableMap.Stand st = stand(v, u.id());
            assertEquals(u.ground().outline().stream().map(p -> new Trace.Place(p.x(), p.y())).toList(), st.outline());
            assertEquals(s.sides().get(st.side()).colour(), st.colour());
            assertEquals(u.side(), s.sides().get(st.side()).id());
            assertEquals(u.ground().facing(), st.facingDegrees());
        }
        // O1: 20 orcs five a rank, facing south from its front edge at 30,38: 27.5-32.5 by 38-42
        assertEquals(List.of(new Trace.Place(32.5, 38), new Trace.Place(27.5, 38), new Trace.Place(27.5, 42),
                new Trace.Place(32.5, 42)), stand(v, "O1").outline().stream()
                .map(p -> new Trace.Place(Math.round(p.x() * 10) / 10.0, Math.round(p.y() * 10) / 10.0)).toList());
        assertEquals("#b3261e", stand(v, "O1").colour());
        assertEquals("#1f4e9e", stand(v, "D1").colour());
    }

    @Test
    void individualsStandOnRoundBasesTheWarchiefAndBattleLeadersMarked() throws Exception {
        PlayerView v = View.of(ford(), "dwarves");
        TableMap.Stand skarg = stand(v, "Skarg");
        assertEquals(24, skarg.outline().size());
        assertNull(skarg.facingDegrees());
        assertEquals(new Trace.Place(36, 44), skarg.at());
        assertEquals("chief", skarg.marker());
        assertEquals("leader", stand(v, "Gorbag").marker());
        assertEquals("chief", stand(v, "Durin").marker());
        assertEquals("", stand(v, "Gash").marker());
        assertEquals("", stand(v, "Brokk").marker());
    }

    @Test
    void everyTerrainFeatureIsDrawnInItsTypeWithALegendOfTheTypes() throws Exception {
        TableMap m = View.of(ford(), "orcs").table();
        assertEquals(List.of("river", "river", "swamp", "wood", "hill"), m.terrain().stream().map(TableMap.Region::terrain)
                .toList());
        assertEquals("Ashwood", m.terrain().get(3).name());
        assertEquals(List.of("river", "swamp", "wood", "hill"), m.legend().stream().map(e -> e.terrain()).toList());
        assertEquals("#6f9a4f", m.legend().get(2).colour());
        assertEquals("Wood (difficult, blocks sight, soft cover)", m.legend().get(2).name());
        assertEquals("River (impassable)", m.legend().get(0).name());
        assertEquals(72, m.width());
        assertEquals(48, m.depth());
    }

    @Test
    void aUnitsMarkerGivesItsOrderItsReactionAndTheVolleysItHasLeft() throws Exception {
        FantasyWarriorsState s = ford();
        assertEquals("A", stand(View.of(s, "orcs"), "O1").marker());
        assertEquals("O V6", stand(View.of(s, "orcs"), "A1").marker());
        assertEquals("H V6", stand(View.of(s, "orcs"), "X1").marker());
        Unit o1 = s.unitOrThrow("O1");
        FantasyWarriorsState shaken = s.withUnit(Reaction.after(o1, "shaken-and-disorganised", 1));
        assertEquals("A SD", stand(View.of(shaken, "orcs"), "O1").marker());
        FantasyWarriorsState lust = s.withUnit(Reaction.after(o1, "blood-lust", 1));
        assertEquals("A B", stand(View.of(lust, "dwarves"), "O1").marker());
        FantasyWarriorsState shot = s.withUnit(s.unitOrThrow("A1").withVolleys(3));
        assertEquals("O V3", stand(View.of(shot, null), "A1").marker());
        assertEquals("3/6", row(sheet(View.of(shot, "orcs"), "Unit state: Skarg's warband"), "A1").get(5));
    }

    @Test
    void aRoutedUnitHasLeftTheTableAndItsOwnSheetSaysWhen() throws Exception {
        FantasyWarriorsState s = ford();
        s = s.withUnit(Reaction.after(s.unitOrThrow("O2"), "rout", 2));
        for (String side : new String[] {"orcs", "dwarves", null}) {
            assertFalse(View.of(s, side).table().pieceLabels().contains("O2"), side);
        }
        assertEquals("routed (turn 2)", row(sheet(View.of(s, "orcs"), "Unit state: Skarg's warband"), "O2").get(4));
        assertFalse(cells(View.of(s, "dwarves").sheets()).contains("O2"));
    }

    @Test
    void theSheetsHoldTheArmyListsNumbers() throws Exception {
        PlayerView v = View.of(ford(), "orcs");
        assertEquals(List.of("skargs", "Skarg", "attack", "-", "O1, O2"), row(sheet(v, "Commands: Skarg's warband"), "skargs"));
        assertEquals(List.of("gorbags", "Gorbag", "oppose", "-", "A1"), row(sheet(v, "Commands: Skarg's warband"), "gorbags"));
        assertEquals(List.of("A1", "Orc archers", "12/12", "1", "5", "bow S1 12/24\"", "none", "-"),
                row(sheet(v, "Units: Skarg's warband"), "A1"));
        assertEquals(List.of("O1", "Orc warriors", "20/20", "1", "5", "sword", "light", "-"),
                row(sheet(v, "Units: Skarg's warband"), "O1"));
        assertEquals(List.of("A1", "gorbags", "average", "tribal", "OK", "6/6"),
                row(sheet(v, "Unit state: Skarg's warband"), "A1"));
        assertEquals(List.of("Skarg", "Orc warchief", "3", "5", "sword", "heavy", "6", "4", "-"),
                row(sheet(v, "Individuals: Skarg's warband"), "Skarg"));
        assertEquals(List.of("Gash", "Orc wizard", "1", "5", "hand wpn", "none", "7", "-", "20/20"),
                row(sheet(v, "Individuals: Skarg's warband"), "Gash"));
        PlayerView d = View.of(ford(), "dwarves");
        assertEquals(List.of("X1", "Dwarf crossbowmen", "10/10", "1", "4", "crossbow S2 15/30\"", "light", "-"),
                row(sheet(d, "Units: the host of Khazad Tor"), "X1"));
        assertEquals(List.of("D1", "durins", "veteran", "disciplined", "OK", "-"),
                row(sheet(d, "Unit state: the host of Khazad Tor"), "D1"));
    }

    @Test
    void anOrderOnItsWayIsOnItsOwnSheetAndNowhereInTheEnemys() throws Exception {
        FantasyWarriorsState s = ford();
        s = s.withCommand(s.commands().get("durins").withSent(Order.ATTACK));
        assertEquals(List.of("durins", "Durin", "hold", "attack", "D1, X1"),
                row(sheet(View.of(s, "dwarves"), "Commands: the host of Khazad Tor"), "durins"));
        SheetTable seen = sheet(View.of(s, "orcs"), "Seen of the host of Khazad Tor");
        assertEquals(List.of("D1", "Dwarf warriors", "16", "hold", "OK", "-"), row(seen, "D1"));
        assertEquals(List.of("X1", "Dwarf crossbowmen", "10", "hold", "OK", "6"), row(seen, "X1"));
        assertEquals(List.of("Durin", "Dwarf warchief", "1", "hold", "-", "-"), row(seen, "Durin"));
        assertFalse(cells(List.of(seen)).contains("attack"));
    }

    @Test
    void byNightADistantEnemyIsAbsentFromASidesViewButNotTheUmpires() throws Exception {
        FantasyWarriorsState s = ford().withTurn(1, 8);
        assertTrue(s.night());
        PlayerView orcs = View.of(s, "orcs");
        assertEquals(List.of("O1", "O2", "A1", "Skarg", "Gorbag", "Gash"), orcs.table().pieceLabels());
        assertEquals(List.of(List.of("-", "none in sight", "-", "-", "-", "-")),
                sheet(orcs, "Seen of the host of Khazad Tor").rows());
        assertEquals(List.of("O1", "O2", "A1", "D1", "X1", "Skarg", "Gorbag", "Gash", "Durin", "Brokk"),
                View.of(s, null).table().pieceLabels());
        assertTrue(orcs.notes().stream().anyMatch(n -> n.startsWith("Night: a side sees an enemy unit or individual only"
                + " within 12\"")), orcs.notes().toString());
        assertTrue(orcs.notes().stream().noneMatch(n -> n.contains("Khazad Tor")), orcs.notes().toString());
        assertTrue(View.of(s, null).notes().stream().anyMatch(n -> n.contains("the host of Khazad Tor 2 of 2 units, 26 of 26")));
    }

    @Test
    void byNightNoLineOfTheReportNamesAPieceOrCommandASideDoesNotSee() throws Exception {
        FantasyWarriorsState s = ford().withTurn(1, 8).withSection("Phase 2: shooting")
                .withReportLine("X1 shoots 2 volley counters at O1, 23.1\" away")
                .withReportLine("O1 loses 4 figures to X1's volley: 16 left")
                .withSection("Phase 7: command tests")
                .withReportLine("durins (Durin) takes the command test: rolled 5 +4 leadership = 9: no-change")
                .withReportLine("skargs (Skarg) takes the command test: rolled 6 +4 leadership = 10: no-change")
                .withSection("Phase 6: influence")
                .withReportLine("Durin tries to influence D1: rolled 2, needed under 4: D1 is OK again");
        assertEquals(List.of("Phase 7: command tests"), View.of(s, "orcs").report().stream()
                .map(herald.engine.view.ReportSection::heading).toList(), "the shooting names X1, unseen; influence Durin");
        assertEquals(List.of("skargs (Skarg) takes the command test: rolled 6 +4 leadership = 10: no-change"),
                View.of(s, "orcs").report().get(0).lines());
        assertEquals(3, View.of(s, null).report().size(), "the umpire reads it all");
        assertEquals(List.of("Phase 7: command tests", "skargs (Skarg) takes the command test: rolled 6 +4 leadership"
                + " = 10: no-change"), new FantasyWarriors().reportLines(s, List.of(), "orcs").orElseThrow(),
                "and so does the orcs' mail");
        assertEquals(List.of("X1 shoots 2 volley counters at O1"), View.of(ford().withTurn(1, 2).withSection("Phase 2: shooting")
                .withReportLine("X1 shoots 2 volley counters at O1"), "orcs").report().get(0).lines(), "by day every line is read");
    }

    @Test
    void byNightAnEnemyWithinTwelveInchesOfOneOfTheSidesPiecesIsSeen() throws Exception {
        FantasyWarriorsState s = ford().withTurn(1, 8);
        // D1's front edge 8 inches from O1's
        Unit d1 = s.unitOrThrow("D1");
        s = s.withUnit(d1.withGround(d1.ground().movedTo(Point.of(30, 30))));
        PlayerView orcs = View.of(s, "orcs");
        assertTrue(orcs.table().pieceLabels().contains("D1"));
        assertFalse(orcs.table().pieceLabels().contains("X1"));
        assertEquals(List.of("D1"), sheet(orcs, "Seen of the host of Khazad Tor").rows().stream().map(r -> r.get(0))
                .toList());
        assertTrue(View.of(s, "dwarves").table().pieceLabels().contains("O1"));
        assertFalse(View.of(s, "dwarves").table().pieceLabels().contains("A1"));
    }

    @Test
    void noPieceOfAnotherSideIsInASidesSheetsBeyondWhatItSees() throws Exception {
        for (FantasyWarriorsState s : List.of(ford(), ford().withTurn(1, 8))) {
            PlayerView v = View.of(s, "orcs");
            Set<String> seen = v.table().pieceLabels().stream().collect(Collectors.toSet());
            for (SheetTable t : v.sheets()) {
                for (String cell : cells(List.of(t))) {
                    boolean enemy = DWARVES.contains(cell);
                    assertTrue(!enemy || t.title().startsWith("Seen of") && seen.contains(cell), cell + " in " + t.title());
                }
            }
        }
        // a caster's power is his side's to know
        assertEquals(List.of("Gash", "Orc wizard", "1", "-", "-", "-"),
                row(sheet(View.of(ford(), "dwarves"), "Seen of Skarg's warband"), "Gash"));
    }

    @Test
    void theUmpireHasEverySidesSheetsAndTheReportIsTheStates() throws Exception {
        FantasyWarriorsState s = ford().withTurn(1, 2).withSection("Turn 1, phase 1: threat")
                .withReportLine("O1 threatens D1: D1 tests, 4: OK.");
        PlayerView u = View.of(s, null);
        assertEquals("Umpire", u.sideName());
        assertEquals(List.of("Commands: Skarg's warband", "Units: Skarg's warband", "Unit state: Skarg's warband",
                "Individuals: Skarg's warband", "Magic: Skarg's warband", "Commands: the host of Khazad Tor",
                "Units: the host of Khazad Tor",
                "Unit state: the host of Khazad Tor", "Individuals: the host of Khazad Tor"),
                u.sheets().stream().map(SheetTable::title).toList());
        assertEquals(s.report(), u.report());
        assertEquals(s.report(), View.of(s, "orcs").report());
        assertEquals(s.report(), View.of(s.withSection("Phase 2: shooting"), "orcs").report(),
                "a phase where nothing happened is left out");
        assertEquals("The ford at Grimwater", u.scenarioTitle());
        assertEquals(1, u.turn());
        assertEquals(Optional.of("Turn 1 of 8; period 2 of the time dial, day: nothing on the table is hidden"), u.notes().stream().findFirst());
    }

    @Test
    void theNightsReachIsHeraldsAndSaysWhy() {
        assertEquals(12, Tables.core().number("night-sight-inches"));
        assertTrue(Tables.core().reason("night-sight-inches").startsWith("[H] "));
    }
}
