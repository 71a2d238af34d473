package herald.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import herald.app.cases.Expectation;
import herald.app.cases.RuleCase;
import herald.app.game.EventCodec;
import herald.app.game.UserError;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every case file under cases/ comes out as it expects; a wrong expectation is caught. */
class RuleCasesTest {
    static final Path CASES = Path.of("..", "cases");

    static Stream<Path> caseFiles() throws IOException {
        try (Stream<Path> files = Files.walk(CASES)) {
            List<Path> list = files.filter(p -> p.toString().endsWith(".json")).sorted().toList();
            assertFalse(list.isEmpty(), "case files in " + CASES.toAbsolutePath());
            return list.stream();
        }
    }

    private static RuleCase read(Path file) throws IOException {
        return new RuleCase(file.getFileName().toString(), Files.readString(file, StandardCharsets.UTF_8));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("caseFiles")
    void the_case_comes_out_as_it_expects(Path file) throws IOException {
        RuleCase rc = read(file);
        assertFalse(rc.expect().isMissingNode(), file + " has an expect section");
        assertEquals(List.of(), Expectation.differences(rc.expect(), rc.run()), file.toString());
    }

    @Test
    void a_wrong_number_in_the_expectation_is_a_difference() throws IOException {
        Path file = CASES.resolve("lonewolf/LW-EX-01-longbow-miss.json");
        String text = Files.readString(file, StandardCharsets.UTF_8).replace("\"need\": 7", "\"need\": 8");
        RuleCase rc = new RuleCase("altered", text);
        List<String> problems = Expectation.differences(rc.expect(), rc.run());
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).contains("\"need\":8"), problems.get(0));
    }

    @Test
    void the_run_gives_every_event_with_its_window_type_payload_and_report_line() throws IOException {
        RuleCase.Run run = read(CASES.resolve("lonewolf/LW-EX-01-longbow-miss.json")).run();
        ObjectNode shot = run.events().stream().filter(e -> e.get("type").asText().equals("PieceFired")).reduce((a, b) -> b)
                .orElseThrow();
        assertEquals("T1", shot.get("window").asText());
        assertEquals(56, shot.get("payload").get("roll").asInt());
        assertTrue(shot.get("report").asText().endsWith("rolled 56: miss"));
        assertTrue(run.state().isObject());
        assertTrue(run.warnings().isEmpty(), run.warnings().toString());
    }

    @Test
    void a_case_with_an_unknown_key_or_too_few_dice_says_where() {
        UserError key = org.junit.jupiter.api.Assertions.assertThrows(UserError.class,
                () -> new RuleCase("typo.json", "{\"ruleset\":\"lonewolf\",\"position\":{},\"windows\":[],\"expected\":{}}"));
        assertTrue(key.getMessage().contains("typo.json: expected: unknown key"), key.getMessage());
        String shortDice = "{\"ruleset\":\"lonewolf\",\"position\":" + positionOf("LW-EX-01-longbow-miss.json")
                + ",\"windows\":[{\"orders\":{\"sommerlund\":\"FIRE S1 AT G1\"},\"dice\":[7,3]}]}";
        UserError dice = org.junit.jupiter.api.Assertions.assertThrows(UserError.class,
                () -> new RuleCase("short.json", shortDice).run());
        assertTrue(dice.getMessage().contains("short.json: windows[0]: the dice script ran out"), dice.getMessage());
    }

    private static String positionOf(String name) {
        try {
            return EventCodec.mapper().readTree(CASES.resolve("lonewolf").resolve(name).toFile()).get("position").toString();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
