package herald.app.command;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;

/** A command is its word alone with the arguments it takes; anything else is orders or chat. */
class CommandTextTest {
    /** Order attempts as ChatLines would see them in Lone Wolf, enough for these cases. */
    private static final Predicate<String> ORDER = l -> l.toUpperCase().matches("(MOVE|FIRE|HOLD|MVOE) .*");

    private static Optional<String> word(String body) {
        return CommandText.read(body, false, ORDER).map(CommandText::word);
    }

    @Test
    void a_command_word_alone_or_with_its_arguments_is_a_command() {
        assertEquals(Optional.of("STATUS"), word("STATUS"));
        assertEquals(Optional.of("STATUS"), word("Status?"));
        assertEquals(Optional.of("HELP"), word("help!"));
        assertEquals(Optional.of("HISTORY"), word("HISTORY 0"));
        assertEquals(Optional.of("HISTORY"), word("history yesterday"), "answered with how to write it");
        assertEquals(Optional.of("PRESS"), word("PRESS Good luck, Giaks"));
        assertEquals(Optional.of("END"), word("END"), "bare, to be told it is the GM's");
    }

    @Test
    void an_ordinary_first_line_is_no_command() {
        for (String body : List.of("Orders attached.", "Orders for turn 3:", "Help me with the rules please",
                "History will judge us", "End of orders", "Pause for thought", "Press!", "Draw me a map",
                "VOID where prohibited", "MOVE S1 N")) {
            assertEquals(Optional.empty(), word(body), body);
        }
    }

    @Test
    void chat_around_a_command_is_ignored_but_a_second_command_is_not() {
        CommandText c = CommandText.read("Hi Herald,\n\nSTATUS\n\nThanks,\nBob", false, ORDER).orElseThrow();
        assertEquals(3, c.line());
        assertEquals(0, c.extraLine());
        assertEquals(3, CommandText.read("STATUS\n\nHELP", false, ORDER).orElseThrow().extraLine());
    }

    @Test
    void a_players_mail_with_an_order_anywhere_is_an_orders_mail() {
        assertEquals(Optional.empty(), word("MOVE S1 N\nSTATUS"));
        assertEquals(Optional.empty(), word("Orders\nMOVE S1 N"), "a heading, not the ORDERS command");
        assertEquals(Optional.empty(), word("STATUS\nMOVE S1 N"));
        assertEquals(Optional.of("EXTEND"), CommandText.read("EXTEND 24\nMOVE S1 N", true, ORDER).map(CommandText::word),
                "the game master sends no orders");
    }

    @Test
    void a_press_above_orders_is_an_orders_mail_so_the_orders_never_go_to_the_enemy() {
        assertEquals(Optional.empty(), word("PRESS Prepare to meet your doom\nMOVE S1 N"));
        CommandText press = CommandText.read("PRESS Prepare\nto meet your doom\n", false, ORDER).orElseThrow();
        assertEquals("Prepare\nto meet your doom", press.text());
    }

    @Test
    void the_game_master_may_give_text_to_end_pause_broadcast_and_void_turn() {
        assertEquals("giaks win", CommandText.read("END giaks win", true, ORDER).orElseThrow().text());
        assertEquals("VOID", CommandText.read("VOID TURN a misread order", true, ORDER).orElseThrow().word());
        assertTrue(CommandText.read("Pause for the holidays", true, ORDER).isPresent());
        assertEquals(Optional.empty(), CommandText.read("EXTEND the deadline please", true, ORDER));
    }
}
