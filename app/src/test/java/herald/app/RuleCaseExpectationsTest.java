package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import herald.app.cases.Expectation;
import herald.app.cases.RuleCase;
import herald.app.game.EventCodec;
import herald.app.game.UserError;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each new kind of expectation passes when the outcome is as written and is a difference, in words, when it is not. */
class RuleCaseExpectationsTest {
    private static final String HIT = "lonewolf/LW-EX-01-longbow-hit.json";
    private static final String HIDDEN = "lonewolf/LW-L311-hidden-until-it-shoots.json";
    private static final String KILLED = "skirmish/SK-R17-second-wound-kills.json";

    /** The case file with its expect section replaced by {@code expect}. */
    private static String withExpect(String file, String expect) throws IOException {
        ObjectNode root = (ObjectNode) EventCodec.mapper().readTree(RuleCasesTest.CASES.resolve(file).toFile());
        root.set("expect", EventCodec.mapper().readTree(expect));
        return root.toString();
    }

    private static List<String> differences(String file, String expect) throws IOException {
        RuleCase rc = new RuleCase(file, withExpect(file, expect));
        return Expectation.differences(rc.expect(), rc.run());
    }

    private static void one(List<String> problems, String... words) {
        assertEquals(1, problems.size(), problems.toString());
        for (String w : words) {
            assertTrue(problems.get(0).contains(w), "\"" + w + "\" in: " + problems.get(0));
        }
    }

    @Test
    void an_absent_event_that_happens_is_a_difference_naming_the_event_and_its_report_line() throws IOException {
        assertEquals(List.of(), differences(HIT, "{\"absent\": [{\"type\": \"PieceRemoved\", \"piece\": \"S1\"}]}"));
        one(differences(HIT, "{\"absent\": [{\"type\": \"PieceRemoved\", \"piece\": \"G1\"}]}"),
                "absent[0]: {\"type\":\"PieceRemoved\",\"piece\":\"G1\"} must not happen, but it did: event #", "(T1, PieceRemoved): \"G1");
        one(differences(KILLED, "{\"absent\": [{\"type\": \"CharacterKilled\"}]}"), "(T1-A, CharacterKilled): \"B1 is killed");
    }

    @Test
    void a_piece_is_found_by_id_removed_or_not_and_only_the_named_fields_are_compared() throws IOException {
        assertEquals(List.of(), differences(HIT, "{\"pieces\": {\"G1\": {\"removedTurn\": 1, \"square\": \"C15\"}, \"S1\": {\"removedTurn\": 0}}}"));
        one(differences(HIT, "{\"pieces\": {\"G1\": {\"square\": \"C14\"}}}"), "pieces.G1.square: expected \"C14\", got \"C15\"");
        one(differences(HIT, "{\"pieces\": {\"G9\": {\"square\": \"C14\"}}}"),
                "pieces.G9: there is no piece G9 in the final state (there are pieces: S1, G1)");
        one(differences(HIT, "{\"pieces\": {\"G1\": {\"wounds\": 2}}}"),
                "pieces.G1.wounds: expected 2, but G1 has no field \"wounds\" (its fields: id, side,", "condition");
        one(differences(HIT, "{\"pieces\": {\"G1\": {\"condition\": {\"wounds\": {\"$size\": 2}}}}}"),
                "pieces.G1.condition.wounds: expected 2 entries, got 0 entries: []");
        one(differences(HIT, "{\"pieces\": {\"G1\": {\"condition\": {\"wounds\": 2}}}}"),
                "expected 2, got [] (to count a list, write {\"$size\": 2})");
    }

    @Test
    void a_skirmish_character_is_found_among_its_characters_with_its_hex_as_printed() throws IOException {
        assertEquals(List.of(), differences(KILLED, "{\"pieces\": {\"B1\": {\"diedTurn\": 1, \"hex\": \"0302\", \"wounded\": true}}}"));
        one(differences(KILLED, "{\"pieces\": {\"B1\": {\"hex\": \"0303\"}}}"), "pieces.B1.hex: expected \"0303\", got \"0302\"");
        one(differences(KILLED, "{\"pieces\": {\"A9\": {}}}"), "there is no piece A9 in the final state (there are characters: A1, B1, B2)");
    }

    @Test
    void units_kept_in_a_map_by_id_are_found_too_as_an_open_table_ruleset_keeps_them() throws IOException {
        JsonNode state = EventCodec.mapper().readTree("{\"sides\": [{\"id\": \"elves\"}], \"units\": {\"U1\": {\"id\": \"U1\","
                + " \"figures\": 8}, \"E1\": {\"id\": \"E1\", \"figures\": 0}}}");
        RuleCase.Run run = new RuleCase.Run("table", List.of(), List.of(), state, List.of(), null, List.of());
        assertEquals(List.of(), Expectation.differences(EventCodec.mapper().readTree("{\"pieces\": {\"E1\": {\"figures\": 0}}}"), run));
        one(Expectation.differences(EventCodec.mapper().readTree("{\"pieces\": {\"U1\": {\"figures\": 10}}}"), run),
                "pieces.U1.figures: expected 10, got 8");
        one(Expectation.differences(EventCodec.mapper().readTree("{\"pieces\": {\"elves\": {}}}"), run),
                "there is no piece elves in the final state (there are units: U1, E1)");
    }

    @Test
    void what_a_side_sees_is_checked_line_by_line_and_on_its_map() throws IOException {
        one(differences(HIDDEN, "{\"view\": {\"side\": \"sommerlund\", \"after\": \"set-up\", \"hiddenPieces\": [\"G1\"]}}"),
                "view (sommerlund, after set-up): G1 is on sommerlund's map, but should be hidden from them");
        one(differences(HIDDEN, "{\"view\": {\"side\": \"sommerlund\", \"after\": \"set-up\", \"pieces\": [\"G2\"]}}"),
                "G2 should be on sommerlund's map, but is not (on it: S1, G1)");
        List<String> leak = differences(HIDDEN, "{\"view\": {\"side\": \"sommerlund\", \"hiddenPieces\": [\"G2\"]}}");
        assertEquals(2, leak.size(), leak.toString());
        assertTrue(leak.get(1).contains("G2 should be hidden from sommerlund, but what they see names it: \"G2 was hidden and is revealed"),
                leak.get(1));
        one(differences(HIDDEN, "{\"view\": {\"side\": \"giaks\", \"contains\": [\"G2 is destroyed\"]}}"),
                "view (giaks): no line of what giaks see holds \"G2 is destroyed\"");
        one(differences(HIDDEN, "{\"view\": {\"side\": \"giaks\", \"absent\": [\"rolled 99: miss\"]}}"),
                "\"rolled 99: miss\" must not be shown to giaks, but is: \"G2 fires shortbow at S1, 6 squares, short: 12; rolled 99: miss\"");
        one(differences(HIDDEN, "{\"view\": [{\"side\": \"giaks\"}, {\"side\": \"giaks\", \"after\": \"T9\"}]}"),
                "view (giaks, after T9): no window T9 was resolved (there are: set-up, T1)");
        one(differences(HIDDEN, "{\"view\": {\"side\": \"orcs\"}}"), "there is no side \"orcs\" (sides: sommerlund, giaks)");
    }

    @Test
    void the_pdf_a_side_is_sent_is_read_back() throws IOException {
        List<String> problems = differences(HIDDEN, "{\"view\": {\"side\": \"sommerlund\", \"after\": \"set-up\","
                + " \"pdf\": {\"contains\": [\"S1\", \"G2\"], \"absent\": [\"Sommerlund\", \"G2\"]}}}");
        assertEquals(List.of("view (sommerlund, after set-up): the PDF sommerlund are sent does not hold \"G2\"",
                "view (sommerlund, after set-up): the PDF sommerlund are sent holds \"Sommerlund\", which must not be shown to them"),
                problems);
    }

    @Test
    void a_list_pattern_matches_entry_by_entry_and_contains_may_take_a_pattern() throws IOException {
        String stunned = "lonewolf/LW-H6-a-hero-who-starts-stunned.json";
        assertEquals(List.of(), differences(stunned, "{\"events\": [{\"type\": \"PieceAttacked\", \"modifiers\": [{\"value\": 40}]}]}"));
        one(differences(stunned, "{\"events\": [{\"type\": \"PieceAttacked\", \"modifiers\": {\"$contains\": {\"name\": \"shield\"}}}]}"),
                "no event after #0 matches");
        one(differences(stunned, "{\"pieces\": {\"G1\": {\"condition\": {\"wounds\": [{\"turn\": 1}]}}}}"),
                "pieces.G1.condition.wounds[0].turn: expected 1, got 0");
    }

    @Test
    void an_expect_section_that_could_never_be_checked_is_refused_at_once_naming_the_place() {
        for (String[] bad : new String[][] {
                {"{\"evnts\": []}", "x.json: expect.evnts: unknown key; known: absent, events, pieces, report, state, view"},
                {"{\"absent\": {\"type\": \"PieceRemoved\"}}", "x.json: expect.absent: a list of event patterns"},
                {"{\"pieces\": {\"G1\": \"C5\"}}", "x.json: expect.pieces.G1: the fields to compare"},
                {"{\"view\": {\"contains\": [\"x\"]}}", "x.json: expect.view.side: the id of the side whose view is checked"},
                {"{\"view\": [{\"side\": \"giaks\", \"seen\": []}]}", "x.json: expect.view[0].seen: unknown key"},
                {"{\"view\": {\"side\": \"giaks\", \"pieces\": \"G1\"}}", "x.json: expect.view.pieces: a list of texts"},
                {"{\"view\": {\"side\": \"giaks\", \"pdf\": {\"holds\": []}}}", "x.json: expect.view.pdf.holds: unknown key"}}) {
            UserError e = assertThrows(UserError.class, () -> new RuleCase("x.json", withExpect(HIT, bad[0])), bad[0]);
            assertTrue(e.getMessage().startsWith(bad[1]), e.getMessage());
        }
    }

    @Test
    void adjudicate_with_expect_prints_each_difference_and_exits_3(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("absent.json");
        Files.writeString(file, withExpect(HIT, "{\"absent\": [{\"type\": \"PieceRemoved\", \"piece\": \"G1\"}],"
                + " \"pieces\": {\"G1\": {\"removedTurn\": 0}}}"));
        HeraldCli.Run run = HeraldCli.run("adjudicate", file.toString(), "--expect");
        String said = run.err();
        assertEquals(3, run.exit(), said);
        assertTrue(said.contains("must not happen, but it did"), said);
        assertTrue(said.contains("pieces.G1.removedTurn: expected 0, got 1"), said);
        assertTrue(said.contains("LW-EX-1 (hit): 2 differences"), said);
        JsonNode state = EventCodec.mapper().readTree(run.out().lines().reduce((a, b) -> b).orElseThrow());
        assertTrue(state.has("state"), run.out());
    }
}
