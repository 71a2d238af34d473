package herald.engine.lonewolf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The grammar of the heroes' orders: parsed, normalised, and re-parsed from the normalised line at resolution. */
class HeroicOrdersTest {

    @Test
    void each_order_normalises_and_re_parses_to_itself() {
        for (String line : List.of("leap p1 to f7 face n", "LEAP P1 TO F7", "attack p1 g4 then g5", "hypnotise v1 at p1",
                "standing p1 parry always", "standing k1 brutality rout")) {
            herald.engine.OrderLines.Parsed<Order> p = OrderParser.parse(line);
            assertTrue(p.errors().isEmpty(), line + ": " + p.errors());
            String normalised = p.orders().get(0).normalised();
            assertEquals(line.toUpperCase(java.util.Locale.ROOT), normalised);
            assertEquals(p.orders(), OrderParser.ordersOf(List.of(normalised)));
        }
    }

    @Test
    void a_malformed_line_says_how_to_write_it() {
        assertTrue(OrderParser.parse("LEAP P1 F7").errors().get(0).message().contains("LEAP P1 TO F7 FACE N"));
        assertTrue(OrderParser.parse("LEAP P1 TO F7 FACE NE").errors().get(0).message().contains("LEAP P1 TO F7 FACE N"));
        assertTrue(OrderParser.parse("HYPNOTISE V1 P1").errors().get(0).message().contains("HYPNOTISE V1 AT P1"));
        assertTrue(OrderParser.parse("STANDING P1 PARRY").errors().get(0).message().contains("write STANDING, the piece, the order's name and its value"));
        assertTrue(OrderParser.parse("ATTACK P1 G4 THEN").errors().get(0).message().contains("ATTACK P1 G4 THEN G5"));
    }

    @Test
    void the_order_help_lists_them() {
        String help = Battle.RULES.orderHelp();
        for (String verb : List.of("LEAP P1 TO F7", "ATTACK P1 G4 THEN G5", "HYPNOTISE V1 AT P1", "STANDING P1 PARRY", "STANDING P1 BRUTALITY")) {
            assertTrue(help.contains(verb), verb);
        }
    }

    @Test
    void the_pdf_s_order_help_lists_them_too() {
        Battle b = Battle.of(Battle.open(5, 5), "S1 sommerlund human sword mail - regular C2 N", "G1 giaks giak sword mail - regular C4 S");
        String card = Battle.RULES.view(b.state, "sommerlund").orders().text();
        assertTrue(card.contains("LEAP P1 TO F7"), "the opening PDF's card has every order, heroes or none:\n" + card);
        String mail = Battle.RULES.orderHelp(b.state);
        assertFalse(mail.contains("LEAP") || mail.contains("HEAL") || mail.contains("MINDSHIELD"),
                "a welcome lists only the orders its pieces can use:\n" + mail);
    }

    @Test
    void an_order_for_an_enemy_s_hero_is_refused() {
        Battle b = Heroes.of(Battle.open(5, 5),
                "P1 sommerlund human sword plate shield veteran C2 N class=hero name=Pelathar skills=salmon-leap",
                "V1 giaks vordak sword none - veteran C5 S class=hero name=Vordak skills=hypnotise");
        assertTrue(b.check("giaks", "LEAP P1 TO C3").toString().contains("P1 is not yours"));
        assertTrue(b.check("sommerlund", "HYPNOTISE V1 AT P1").toString().contains("V1 is not yours"));
    }
}
