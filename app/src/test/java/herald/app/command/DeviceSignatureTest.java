package herald.app.command;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A PRESS message read out to the enemy carries what its writer wrote, not what their phone added. */
class DeviceSignatureTest {
    @Test
    void a_press_message_loses_the_phone_signature_under_it() {
        assertEquals("Your archers are doomed.", CommandText.read("PRESS Your archers are doomed.\n\nSent from my iPhone", false, line -> false)
                .orElseThrow().text());
        assertEquals("Surrender now\nor else", CommandText.read("PRESS Surrender now\nor else\n\nVon meinem iPhone gesendet\n", false, line -> false)
                .orElseThrow().text());
        assertEquals("On se voit au gu\u00e9", CommandText.read("PRESS On se voit au gu\u00e9\nEnvoy\u00e9 de mon iPhone\n\nGet Outlook for Android", false, line -> false)
                .orElseThrow().text());
    }

    @Test
    void only_the_end_is_cut_and_only_such_lines() {
        assertEquals("I sent from my tent a rider\nCheers", CommandText.read("PRESS I sent from my tent a rider\nCheers", false, line -> false)
                .orElseThrow().text());
        assertEquals("Sent from my iPhone, he says", CommandText.read("PRESS Sent from my iPhone, he says", false, line -> false).orElseThrow().text(),
                "a message that is nothing but such words keeps them: there is nothing else to send");
    }
}
