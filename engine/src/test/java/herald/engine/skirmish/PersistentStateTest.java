package herald.engine.skirmish;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import herald.engine.board.Hex;
import herald.engine.skirmish.events.SkirmishEvent;
import herald.engine.view.ReportSection;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The state keeps its characters and report in persistent lists (issue 17): they must read, compare and
 * write exactly as the plain lists they replace, whatever built them.
 */
class PersistentStateTest {

    /** Every sample event folded, one state after each. */
    private static List<SkirmishState> folds() {
        List<SkirmishState> out = new ArrayList<>();
        SkirmishState s = Fight.RULES.initial();
        for (SkirmishEvent e : EventsTest.samples()) {
            s = Fight.RULES.apply(s, e);
            out.add(s);
        }
        return out;
    }

    /** The same state built from plain lists, as a snapshot read by Jackson builds it. */
    private static SkirmishState plain(SkirmishState s) {
        return new SkirmishState(s.scenario(), s.roster(), s.terrain(), s.options(), s.board(), s.sides(),
                new ArrayList<>(s.characters()), s.horses(), s.turn(), s.active(),
                s.report().stream().map(r -> new ReportSection(r.heading(), new ArrayList<>(r.lines()))).toList(),
                s.outcome());
    }

    @Test
    void a_folded_state_equals_and_hashes_as_the_same_state_built_from_plain_lists() {
        for (SkirmishState s : folds()) {
            SkirmishState p = plain(s);
            assertEquals(s, p);
            assertEquals(p, s);
            assertEquals(s.hashCode(), p.hashCode());
            assertEquals(List.copyOf(s.characters()), s.characters());
            assertEquals(List.copyOf(s.report()), s.report());
            assertEquals(s.report().hashCode(), List.copyOf(s.report()).hashCode());
        }
    }

    @Test
    void a_state_writes_the_same_json_as_plain_lists_and_reads_back_equal() throws Exception {
        ObjectMapper json = new ObjectMapper();
        for (SkirmishState s : folds()) {
            String written = json.writeValueAsString(s);
            assertEquals(json.writeValueAsString(plain(s)), written);
            SkirmishState read = json.readValue(written, SkirmishState.class);
            assertEquals(s, read);
            // as trees: the roster and terrain maps (Map.copyOf) need not iterate in the same order once read
            assertEquals(json.readTree(written), json.readTree(json.writeValueAsString(read)));
        }
    }

    @Test
    void a_character_is_found_by_id_in_any_case_and_a_change_leaves_the_state_before_it_alone() {
        SkirmishState s = EventsTest.samples().stream().limit(1)
                .reduce(Fight.RULES.initial(), (st, e) -> Fight.RULES.apply(st, e), (a, b) -> b);
        Character b1 = s.characterOrThrow("b1");
        assertEquals("B1", b1.id());
        assertEquals(b1, s.character("B1").orElseThrow());
        assertTrue(s.character("B9").isEmpty());
        assertTrue(s.character("").isEmpty());
        SkirmishState moved = s.withCharacter(b1.withHex(new Hex(3, 3)));
        assertEquals(new Hex(3, 3), moved.characterOrThrow("B1").hex());
        assertEquals(b1, s.characterOrThrow("B1"));
        assertEquals(s.characters().indexOf(b1), moved.characters().indexOf(moved.characterOrThrow("B1")));
        assertNotEquals(s, moved);
        assertThrows(IllegalStateException.class,
                () -> s.withCharacter(new Character("Z9", "b", "billman", new Hex(0, 0), false, false, false, false, 0)));
        assertThrows(UnsupportedOperationException.class, () -> moved.characters().set(0, b1));
    }

    @Test
    void report_lines_go_to_the_last_section_and_an_earlier_state_keeps_its_own() {
        SkirmishState s = Fight.RULES.initial().withNewReport("One").withReportLine("a");
        SkirmishState t = s.withReportLine("b").withReportSection("Two").withReportLine("c");
        assertEquals(List.of(new ReportSection("One", List.of("a"))), s.report());
        assertEquals(List.of(new ReportSection("One", List.of("a", "b")), new ReportSection("Two", List.of("c"))), t.report());
        assertSame(t.report().get(1), t.report().get(1));
        assertThrows(UnsupportedOperationException.class, () -> t.report().get(1).lines().add("d"));
        assertThrows(IndexOutOfBoundsException.class, () -> t.report().get(2));
        SkirmishState fresh = Fight.RULES.initial().withReportLine("x");
        assertEquals(List.of(new ReportSection("Turn 0", List.of("x"))), fresh.report());
        assertFalse(Fight.RULES.initial().withReportSection("Empty").report().isEmpty());
        assertThrows(NullPointerException.class, () -> s.withReportLine(null));
    }
}
