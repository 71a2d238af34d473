package herald.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import herald.engine.basicfantasy.BasicFantasy;
import herald.engine.lonewolf.LoneWolf;
import herald.engine.skirmish.Skirmish;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A ruleset's {@link Ruleset#orderVerbs} are exactly the first words its parser knows: the app decides by them
 * whether a mailed line is an order gone wrong or chat, so a verb added to a parser (and to its help) and not to
 * the set, or the other way round, fails here.
 */
class OrderVerbsTest {
    private static final Pattern WORD = Pattern.compile("\\b[A-Z][A-Z-]{1,}\\b");

    @Test
    void lone_wolf_verbs_are_the_words_its_parser_knows() {
        same(new LoneWolf(), b -> herald.engine.lonewolf.OrderParser.parse(b).errors());
    }

    @Test
    void skirmish_verbs_are_the_words_its_parser_knows() {
        same(new Skirmish(), b -> herald.engine.skirmish.OrderParser.parse(b).errors());
    }

    @Test
    void basic_fantasy_verbs_are_the_words_its_parser_knows() {
        same(new BasicFantasy(), b -> herald.engine.basicfantasy.OrderParser.parse(b).errors());
    }

    /** Probes every word of every ruleset's help and verbs, and some near misses, with a nonsense order. */
    private static void same(Ruleset ruleset, Function<String, List<OrderError>> errors) {
        Set<String> probes = new TreeSet<>(List.of("SHOT", "MVOE", "FIER", "ATACK", "GOOD", "HELP", "STATUS", "PRESS",
                "ORDERS", "SENT", "CHEERS", "THANKS"));
        for (Ruleset r : List.of(new LoneWolf(), new Skirmish(), new BasicFantasy())) {
            probes.addAll(r.orderVerbs());
            Matcher m = WORD.matcher(r.orderHelp());
            while (m.find()) {
                probes.add(m.group());
            }
        }
        Set<String> known = new TreeSet<>();
        for (String word : probes) {
            List<OrderError> e = errors.apply(word + " X1 Y2 Z3 Q4 R5");
            if (e.isEmpty() || !e.get(0).message().contains("is not an order")) {
                known.add(word);
            }
        }
        assertEquals(new TreeSet<>(ruleset.orderVerbs()), known, ruleset.id());
        for (String verb : ruleset.orderVerbs()) {
            assertEquals(verb.toUpperCase(Locale.ROOT), verb, "verbs are upper case");
        }
        assertFalse(ruleset.orderVerbs().isEmpty());
    }
}
