package herald.app.loop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.app.game.Rulesets;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The one rule that tells an order gone wrong from chat, on the lines players really write. */
class ChatLinesTest {
    private final ChatLines lonewolf = new ChatLines(Rulesets.byId("lonewolf").orderVerbs(),
            Set.of("S1", "S2", "S3", "S4", "G1", "G2", "G7", "LW"));

    @Test
    void signatures_greetings_and_praise_are_chat() {
        for (String line : List.of("Cheers, Alice", "Good shot S2!", "Sent from my iPhone", "Get Outlook for Android",
                "Von meinem iPhone gesendet", "Envoyé de mon iPhone", "Enviado desde mi iPhone",
                "Sent from Yahoo Mail on Android", "Thanks!", "Orders attached.", "Love, Alice", "More later",
                "Fine by me", "Told you so", "Cold out there", "Real shame about the archers", "Last turn was fun",
                "Hi Bob,", "Regards", "Kind regards,", "Grüße, Jörg", "Bonne chance !", "--", "...", "2nd try")) {
            assertFalse(lonewolf.isOrder(line), line);
        }
    }

    @Test
    void orders_slips_and_lines_naming_a_piece_first_are_order_attempts() {
        for (String line : List.of("MOVE S1 N", "move s1 n", "FIRE S9 AT G1", "Fire!", "HOLD", "Hold on, I'll write later",
                "MVOE S1 N", "FIER S4 AT G7", "ATACK S2 G1", "MOEV S1 N", "HLOD S3", "S1 MOVE N", "G7 is mine",
                "KINSHP S1 AT G1 N", "HYPNOTIZE S1 AT G1", "MOVE S1 N   # a comment")) {
            assertTrue(lonewolf.isOrder(line), line);
        }
    }

    @Test
    void a_slip_needs_a_piece_shaped_word_after_it() {
        assertTrue(lonewolf.isOrder("LOVE S1"), "one slip from MOVE, then a piece: an order gone wrong");
        assertFalse(lonewolf.isOrder("LOVE ALICE"));
        assertTrue(lonewolf.isOrder("MVOE LW N"), "Lone Wolf's own id has no digits");
        assertFalse(lonewolf.isOrder("# MOVE S1 N"), "a comment is no line at all");
    }

    @Test
    void numbered_and_bulleted_orders_are_orders_without_their_mark() {
        assertEquals("   MOVE S1 N", lonewolf.unlisted("1. MOVE S1 N"));
        assertEquals("    FIRE S4 AT G7", lonewolf.unlisted("12) FIRE S4 AT G7"));
        assertEquals("  HOLD S3", lonewolf.unlisted("- HOLD S3"));
        assertEquals("  MVOE S1 N", lonewolf.unlisted("\u2022 MVOE S1 N"), "a slip under a bullet still rejects");
        assertEquals("1. Thanks for the game", lonewolf.unlisted("1. Thanks for the game"), "a numbered chat line stays chat");
        assertEquals(List.of(new ChatLines.Line(3, "- Alice")), OrderMail.read("1. MOVE S1 N\n* HOLD S2\n- Alice", lonewolf).ignored());
    }

    @Test
    void one_slip_is_one_insertion_deletion_substitution_or_swap_of_neighbours() {
        assertTrue(ChatLines.oneSlip("MVOE", "MOVE"));
        assertTrue(ChatLines.oneSlip("MOV", "MOVE"));
        assertTrue(ChatLines.oneSlip("MOOVE", "MOVE"));
        assertTrue(ChatLines.oneSlip("MAVE", "MOVE"));
        assertFalse(ChatLines.oneSlip("MOVE", "MOVE"), "the verb itself is no slip");
        assertFalse(ChatLines.oneSlip("GOOD", "HOLD"), "two changes");
        assertFalse(ChatLines.oneSlip("EVOM", "MOVE"));
        assertFalse(ChatLines.oneSlip("MO", "MOVE"));
    }

    @Test
    void chat_lines_are_named_with_their_numbers_in_the_mail() {
        List<ChatLines.Line> chat = OrderMail.read("Hi Bob,\n\nMOVE S1 N\nCheers, Alice\n", lonewolf).ignored();
        assertEquals(List.of(new ChatLines.Line(1, "Hi Bob,"), new ChatLines.Line(4, "Cheers, Alice")), chat);
        assertEquals("line 4 \"Cheers, Alice\"", chat.get(1).toString());
    }

    @Test
    void an_orders_mail_blanks_chat_and_commands_and_keeps_the_line_numbers() {
        OrderMail read = OrderMail.read("Hi Bob,\nMOVE S1 N\nPRESS Good luck\nMVOE S2 N\nCheers", lonewolf);
        assertEquals("\nMOVE S1 N\n\nMVOE S2 N\n", read.orders());
        assertEquals(List.of(new ChatLines.Line(1, "Hi Bob,"), new ChatLines.Line(5, "Cheers")), read.ignored());
        assertEquals(List.of(new ChatLines.Line(3, "PRESS Good luck")), read.commands());
        assertFalse(read.noOrders());
        assertTrue(OrderMail.read("Thanks!\n\nSent from my iPhone", lonewolf).noOrders());
    }

    @Test
    void each_ruleset_brings_its_own_verbs() {
        ChatLines fantasy = new ChatLines(Rulesets.byId("basicfantasy").orderVerbs(), Set.of("U1"));
        assertTrue(fantasy.isOrder("CHARGE U1 E2"));
        assertTrue(fantasy.isOrder("CAHRGE U1 E2"));
        assertFalse(lonewolf.isOrder("CHARGE U1 E2"), "no CHARGE in Lone Wolf: chat there, and named as ignored");
    }
}
