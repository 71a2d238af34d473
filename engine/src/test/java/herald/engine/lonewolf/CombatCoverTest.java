package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.ScenarioException;
import herald.engine.lonewolf.events.Modifier;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** CV1 (L1418-1424): cover affects combat as well as fire, by degree; CV4 low walls only when the attack crosses them. */
class CombatCoverTest {

    /**
     * Given a board with a Giak defender on C2 and a Human attacker on C1 (south of it, facing it),
     * then the attacker's cover modifier is the one the defender's race claims from the terrain.
     *
     *   3 ...
     *   2 .X.    X = the defender's square, drawn per row
     *   1 .S.
     *     ABC
     */
    @ParameterizedTest(name = "defender in {0}: {1}")
    @CsvSource({
        "s, scrub, -5", // L: human coverLight
        "r, rocks, -10", // M
        "t, trees, -15", // H
        "w, wall, -10", // a Giak claims M from a low wall, the attack crosses it
        "h, hedge, -10",
        "f, fence, -10",
    })
    void a_defender_in_cover_gives_the_attacker_the_degree_its_race_claims(char terrain, String name, int value) {
        Battle b = Battle.of(List.of("...", "." + terrain + ".", "..."),
                "S1 sommerlund human sword mail - regular B1 N",
                "G1 giaks giak sword mail - regular B2 S");

        assertEquals(Optional.of(new Modifier(name, value)), CombatCover.of(b.state, b.piece("S1"), b.piece("G1")));
    }

    @Test
    void a_gourgaz_claims_only_light_cover_from_a_low_wall_in_combat_too() {
        Battle b = Battle.of(List.of("...", ".w.", "..."),
                "S1 sommerlund human sword mail - regular B1 N",
                "G1 giaks gourgaz sword mail - regular B2 S");

        assertEquals(Optional.of(new Modifier("wall", -5)), CombatCover.of(b.state, b.piece("S1"), b.piece("G1")));
    }

    /**
     *   2 ww.    G1 on the wall at B2, S1 along the wall at A2: no crossing
     *   1 ...
     *     ABC
     */
    @Test
    void an_attacker_standing_on_the_same_wall_fights_along_it_and_the_defender_has_no_cover() {
        Battle b = Battle.of(List.of("ww.", "..."),
                "S1 sommerlund human sword mail - regular A2 E",
                "G1 giaks giak sword mail - regular B2 W");

        assertEquals(Optional.empty(), CombatCover.of(b.state, b.piece("S1"), b.piece("G1")));
    }

    /**
     *   2 ...    G1 on open ground at B2, behind the wall S1 stands on at B1: S1 has climbed it
     *   1 .w.
     *     ABC
     */
    @Test
    void a_defender_behind_a_wall_the_attacker_stands_on_has_no_cover() {
        Battle b = Battle.of(List.of("...", ".w."),
                "S1 sommerlund human sword mail - regular B1 N",
                "G1 giaks giak sword mail - regular B2 S");

        assertEquals(Optional.empty(), CombatCover.of(b.state, b.piece("S1"), b.piece("G1")));
    }

    /**
     *   2 wG     a wall drawn diagonally (A2, B1): S1 on A1 attacks G1 on B2 across its corner
     *   1 Sw
     *     AB
     */
    @Test
    void a_diagonal_attack_across_a_wall_drawn_diagonally_crosses_it() {
        Battle b = Battle.of(List.of("w.", ".w"),
                "S1 sommerlund human sword mail - regular A1 N",
                "G1 giaks giak sword mail - regular B2 S");

        assertEquals(Optional.of(new Modifier("wall", -10)), CombatCover.of(b.state, b.piece("S1"), b.piece("G1")));
        Combat.Blow blow = Combat.assess(b.state, b.piece("S1"), b.piece("G1")).value();
        assertTrue(blow.modifiers().contains(new Modifier("wall", -10)), blow.modifiers().toString());
    }

    @Test
    void a_sheet_without_the_degrees_keeps_the_old_flat_value_for_any_cover_square_as_old_games_were_played() {
        String none = "{\"human\": {\"combatModifiers\": {\"coverLight\": null, \"coverMedium\": null, \"coverHeavy\": null}}}";
        Battle trees = Battle.fromJson(Battle.json(List.of("...", ".t.", "..."), List.of(
                "S1 sommerlund human sword mail - regular B1 N", "G1 giaks giak sword mail - regular B2 S"), 10, none));
        Battle alongTheWall = Battle.fromJson(Battle.json(List.of("ww.", "..."), List.of(
                "S1 sommerlund human sword mail - regular A2 E", "G1 giaks giak sword mail - regular B2 W"), 10, none));

        assertEquals(Optional.of(new Modifier("trees", -5)), CombatCover.of(trees.state, trees.piece("S1"), trees.piece("G1")));
        assertEquals(Optional.of(new Modifier("wall", -5)),
                CombatCover.of(alongTheWall.state, alongTheWall.piece("S1"), alongTheWall.piece("G1")));
    }

    /** An old game's journal: its set-up event carries sheets from before the degrees and slopeUp (and no corner-los option). */
    @Test
    void an_old_set_up_event_replays_with_the_flat_cover_free_climbing_and_clear_corners() throws Exception {
        Battle b = Battle.of(List.of("ww.", "..."),
                "S1 sommerlund human sword mail - regular A2 E",
                "G1 giaks giak sword mail - regular B2 W");
        var plain = new com.fasterxml.jackson.databind.ObjectMapper();
        var setUp = new herald.engine.lonewolf.events.GameSetUp(b.state.scenario(), b.state.sheets(), b.state.hitRules(),
                java.util.Map.of(), b.state.skills());
        var tree = (com.fasterxml.jackson.databind.node.ObjectNode) plain.valueToTree(setUp);
        for (var sheet : tree.get("playSheets")) {
            ((com.fasterxml.jackson.databind.node.ObjectNode) sheet.get("combatModifiers")).remove(List.of("coverLight", "coverMedium", "coverHeavy"));
            ((com.fasterxml.jackson.databind.node.ObjectNode) sheet.get("terrainCost")).remove("slopeUp");
        }
        LoneWolfState old = Battle.RULES.apply(Battle.RULES.initial(),
                plain.treeToValue(tree, herald.engine.lonewolf.events.GameSetUp.class));
        old = old.withPiece(b.piece("S1")).withPiece(b.piece("G1"));

        assertEquals(Optional.of(new Modifier("wall", -5)), CombatCover.of(old, old.pieceOrThrow("S1"), old.pieceOrThrow("G1")));
        assertEquals(null, old.sheet(old.pieceOrThrow("S1")).terrainCost().slopeUp());
        assertEquals(false, old.houseRules().cornerBlocks());
    }

    @Test
    void a_sheet_with_only_some_of_the_degrees_is_refused() {
        ScenarioException e = assertThrows(ScenarioException.class,
                () -> PlaySheets.effective(new com.fasterxml.jackson.databind.ObjectMapper().readTree(
                        "{\"giak\": {\"combatModifiers\": {\"coverHeavy\": null}}}"), "t.json"));
        assertTrue(e.getMessage().contains("coverLight, coverMedium and coverHeavy"), e.getMessage());
    }

    @Test
    void every_shipped_sheet_gives_combat_cover_by_degree_and_a_slope_cost() throws ScenarioException {
        for (PlaySheet sheet : PlaySheets.shipped().values()) {
            assertTrue(sheet.combatModifiers().byDegree(), sheet.race());
            assertTrue(sheet.terrainCost().slopeUp() != null, sheet.race());
        }
    }
}
