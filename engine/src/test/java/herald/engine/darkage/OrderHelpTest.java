package herald.engine.darkage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.OrderError;
import herald.engine.view.OrderCard;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The order card a new player writes orders from: every example an order, every verb on it, the mail within 78. */
class OrderHelpTest {

    @Test
    void everyExampleOnTheCardIsAnOrderHeraldReadsBackFromItsNormalLine() {
        for (OrderCard.Entry e : OrderHelp.ENTRIES) {
            for (String example : e.examples()) {
                var parsed = OrderParser.parse(example);
                assertTrue(parsed.errors().isEmpty() && parsed.orders().size() == 1, example + ": " + parsed.errors());
                assertEquals(example, parsed.orders().get(0).line(), "an example is written in normal form");
            }
        }
    }

    @Test
    void everyVerbIsOnTheCardAndTheVerbsAreExactlyTheWordsTheParserKnows() {
        Set<String> onCard = new TreeSet<>();
        OrderHelp.ENTRIES.forEach(e -> e.examples().forEach(x -> onCard.add(x.split(" ")[0])));
        assertEquals(new TreeSet<>(OrderParser.WORDS), onCard);
        Set<String> probes = new TreeSet<>(List.of("CHARGE", "ATTACK", "THANKS", "AT", "TO", "WITH", "USING", "REROLL"));
        probes.addAll(OrderParser.WORDS);
        Matcher m = Pattern.compile("\\b[A-Z][A-Z-]{1,}\\b").matcher(DarkAge.ORDER_HELP);
        while (m.find()) {
            probes.add(m.group());
        }
        Set<String> known = new TreeSet<>();
        for (String word : probes) {
            List<OrderError> e = OrderParser.parse(word + " X1 Y2 Z3 Q4 R5").errors();
            if (e.isEmpty() || !e.get(0).message().contains("is not an order")) {
                known.add(word);
            }
        }
        assertEquals(new TreeSet<>(OrderParser.WORDS), known);
    }

    @Test
    void theMailSetsEachExampleAtTheLeftWithItsMeaningBesideItWithin78Columns() {
        List<String> mail = DarkAge.ORDER_HELP.lines().toList();
        assertTrue(mail.stream().allMatch(l -> l.length() <= OrderCard.WIDTH), String.join("\n", mail));
        assertEquals(OrderHelp.HEAD, mail.get(0));
        String move = mail.stream().filter(l -> l.startsWith("  MOVE Ulf TO 12,20 ")).findFirst().orElseThrow();
        assertTrue(move.contains("Movement: to 12,20"), move);
        String help = DarkAge.ORDER_HELP.replace("\n", " ");
        assertTrue(help.contains("HOLD goes alone; HEROIC goes with anything"), help);
        assertTrue(help.contains("a target out of sight or range loses the shot"), help);
    }

    @Test
    void aMailListsOnlyWhatSomeFigureOfTheGameCanDo() {
        Game plain = Game.of("Odo saxons saxon-fyrdman 10,10", "Brand saxons saxon-thegn 12,10",
                "Kol vikings viking-bowman 20,20");
        // the examples only: the notes name every verb
        String mail = String.join("\n", OrderHelp.usable(plain.state).text().lines().filter(l -> l.startsWith("  ")).toList());
        assertTrue(mail.contains("SHOOT Orm AT Brand") && mail.contains("VOLLEY Orm Kol AT Brand"), mail);
        assertFalse(mail.contains("CAST") || mail.contains("HEROIC") || mail.contains("SUNDER") || mail.contains("LIGHT")
                || mail.contains("USING"), mail);
        String rich = OrderHelp.usable(OrdersTest.GAME.state).text();
        for (String shown : List.of("CAST Aelfric blessing", "CAST Thora bolt-of-fire", "HEROIC Ulf", "SUNDER Ulf",
                "LIGHT Ulf", "BURN Ulf t2", "USING fire-arrow", "USING holy-water")) {
            assertTrue(rich.contains(shown), shown + ":\n" + rich);
        }
        assertFalse(rich.contains("storm-of-fire"), "nobody in the game knows Storm of Fire:\n" + rich);
        assertEquals(OrderHelp.CARD.text(), DarkAge.ORDER_HELP);
    }
}
