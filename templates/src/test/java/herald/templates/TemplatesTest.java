package herald.templates;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class TemplatesTest {

    static List<String> kinds() {
        return Templates.kinds();
    }

    static List<String> welcomes() {
        return List.copyOf(MailLines.WRAPPED);
    }

    @ParameterizedTest
    @MethodSource("kinds")
    void everyKindRendersWithAFullContextAndLeavesNoTags(String kind) {
        Templates.Mail mail = Templates.render(kind, Contexts.full(kind));

        assertFalse(mail.subject().isBlank(), kind);
        assertFalse(mail.subject().contains("\n"), kind);
        for (String text : List.of(mail.subject(), mail.body())) {
            assertFalse(text.contains("{{") || text.contains("}}"), kind + ": " + text);
        }
        assertTrue(mail.body().endsWith("\n") && !mail.body().endsWith("\n\n"), kind);
        assertFalse(mail.body().contains("\n\n\n"), kind + " has a run of blank lines:\n" + mail.body());
    }

    @ParameterizedTest
    @MethodSource("kinds")
    void everyTemplatesOwnTextIsWithin78Characters(String kind) {
        String source = Templates.resource("herald/templates/mail/" + kind + ".mustache");
        for (String line : source.split("\n")) {
            String text = line.replaceAll("\\{\\{[#^/][^}]*}}", "").replaceAll("\\{\\{\\{?[^}]*}?}}", "");
            assertTrue(line.startsWith("Subject: ") || text.length() <= 78, kind + ": a line of " + text.length() + ":\n" + line);
        }
    }

    @Test
    void aWelcomeNamesThePlayersBesideYouApartFromThoseAgainstYou() {
        Map<String, Object> welcome = Contexts.full("welcome");
        welcome.put("manySides", true);
        welcome.put("allies", List.of("Gorbag's archers (gorbag@club.example)"));
        welcome.put("hasAllies", true);
        welcome.put("opponents", List.of("Blue Section (bob@club.example)", "Green Troop (cat@club.example)"));
        String w = Templates.render("welcome", welcome).body();
        assertTrue(w.contains("Beside you:\n    Gorbag's archers (gorbag@club.example)\nOpposing you:\n    Blue Section"), w);
        welcome.put("hasAllies", false);
        welcome.put("allies", List.of());
        assertFalse(Templates.render("welcome", welcome).body().contains("Beside you"));
    }

    @Test
    void withMoreThanTwoSidesTheMailsSayTheOtherSidesAndPressNeedsTo() {
        Map<String, Object> welcome = Contexts.full("welcome");
        welcome.put("manySides", true);
        welcome.put("opponents", List.of("Blue Section (bob@club.example)", "Green Troop (cat@club.example)"));
        String w = Templates.render("welcome", welcome).body();
        assertTrue(w.contains("Opposing you:\n    Blue Section (bob@club.example)\n    Green Troop (cat@club.example)"), w);
        assertTrue(w.contains("PRESS TO x") && !w.contains("to the other side,"), w);
        Map<String, Object> help = Contexts.full("command-help");
        help.put("manySides", true);
        String h = Templates.render("command-help", help).body();
        assertTrue(h.contains("your side leaves the game") && !h.contains("the other side wins"), h);
        Map<String, Object> draw = Contexts.full("draw-offered");
        draw.put("manySides", true);
        draw.put("yours", true);
        assertTrue(Templates.render("draw-offered", draw).body().contains("the other sides have\nbeen told"));
        draw.put("manySides", false);
        assertTrue(Templates.render("draw-offered", draw).body().contains("the other side has\nbeen told"));
        for (String text : List.of(w, h)) {
            text.lines().forEach(l -> assertTrue(l.length() <= 78, l));
        }
    }

    @ParameterizedTest
    @MethodSource("welcomes")
    void aWelcomeStaysWithin78CharactersWhateverItsValues(String kind) {
        Map<String, Object> context = Contexts.full(kind);
        String longer = " of the Northern Marches, as told by the club's oldest and most verbose member";
        for (String name : List.of("scenarioTitle", "sideName", "outcome", "policy", "windowDescription", "status")) {
            context.computeIfPresent(name, (k, v) -> v + longer);
        }
        context.computeIfPresent("summary", (k, v) -> List.of("S1 fires longbow at G3, 6 squares, short: 17 -1 shield"
                + " = 16; rolled 15: hit, and G3 is slain and removed from the board"));
        String body = Templates.render(kind, context).body();
        for (String line : body.split("\n")) {
            assertTrue(line.length() <= 78, kind + ": a line of " + line.length() + ":\n" + line + "\n\n" + body);
        }
    }

    @Test
    void aLongLineHangsUnderItsTextOrItsSecondColumn() {
        String prose = "word ".repeat(20).strip();
        assertEquals("word ".repeat(15).strip() + "\n" + "word ".repeat(5).strip(), MailLines.wrap(prose));
        String column = "  HOLD S4      " + "nothing ".repeat(10).strip();
        assertEquals("  HOLD S4      nothing nothing nothing nothing nothing nothing nothing nothing\n"
                + "               nothing nothing", MailLines.wrap(column));
        String report = "    " + "G3 moves ".repeat(10).strip();
        assertEquals("    G3 moves G3 moves G3 moves G3 moves G3 moves G3 moves G3 moves G3 moves G3\n"
                + "      moves G3 moves", MailLines.wrap(report));
        String hash = "x".repeat(90);
        assertEquals("see\n" + hash, MailLines.wrap("see " + hash), "a word longer than a line stays whole");
    }

    @ParameterizedTest
    @MethodSource("kinds")
    void everyVariableIsRequiredAndNamedWhenMissing(String kind) {
        for (String variable : Templates.variables(kind)) {
            Map<String, Object> context = Contexts.full(kind);
            context.remove(variable);

            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> Templates.render(kind, context), kind + " without " + variable);
            assertTrue(e.getMessage().contains(variable) && e.getMessage().contains(kind), e.getMessage());
        }
    }

    @Test
    void aNullVariableCountsAsMissing() {
        Map<String, Object> context = Contexts.full("too-big");
        context.put("limit", null);

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Templates.render("too-big", context));
        assertTrue(e.getMessage().contains("limit"), e.getMessage());
    }

    @Test
    void anUnknownKindIsNamed() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Templates.render("welcom", Map.of()));
        assertTrue(e.getMessage().contains("'welcom'"), e.getMessage());
    }

    @Test
    void welcomeGivesTheKeyTheAddressingAndTheOrderHelpUnescaped() {
        Templates.Mail mail = Templates.render("welcome", Contexts.full("welcome"));

        assertEquals("[LW-7] Welcome to The Patrol & the Bridge: you command Red Company", mail.subject());
        String body = mail.body();
        assertTrue(body.contains("YOUR ORDER KEY: TARN-4821-OXEN"), body);
        assertTrue(body.contains("    KEY TARN-4821-OXEN\n"), body);
        assertTrue(body.contains("Subject: [LW-7] orders"), body);
        assertTrue(body.contains("\"GAME LW-7\""), body);
        assertTrue(body.contains("ORDERS\n  A1 MOVE C7\n  A1 FIRE AT B2\n"), body);
        assertTrue(body.contains("Lone Wolf (1982)") && body.contains("herald@club.example"), body);
        assertTrue(body.contains("Opposing you: Blue Section (Bob Jones)\n"), body);
        assertTrue(body.contains("due by Sunday 14 April 2024, 20:00 UTC"), body);
        assertTrue(body.contains("attached as a PDF"), body);
        assertTrue(body.contains("secret seed"), body);
        assertTrue(body.contains("\n-- \n"), "a proper signature separator");
    }

    @Test
    void welcomeWithoutDeadlineAndWithScriptedDice() {
        Map<String, Object> context = Contexts.full("welcome");
        context.put("deadline", "");
        context.put("scriptedDice", true);

        String body = Templates.render("welcome", context).body();

        assertTrue(body.contains("There is no deadline"), body);
        assertFalse(body.contains("due by"), body);
        assertTrue(body.contains("scripted dice"), body);
        assertFalse(body.contains("secret seed"), body);
    }

    @Test
    void ordersAcceptedListsTheOrdersAsReadAndWhoIsAwaited() {
        String body = Templates.render("orders-accepted", Contexts.full("orders-accepted")).body();

        assertTrue(body.contains("turn 3 (both sides move)"), body);
        assertTrue(body.contains("    A1 MOVE C7\n    A2 FIRE AT B1\n"), body);
        assertTrue(body.contains("Still waiting for orders from:\n    Blue Section\n"), body);
    }

    @Test
    void ordersAcceptedNamesEverySideAwaitedOnceEach() {
        Map<String, Object> context = Contexts.full("orders-accepted");
        context.put("waitingFor", List.of("Blue Section", "Green Platoon"));

        String body = Templates.render("orders-accepted", context).body();

        assertTrue(body.contains("Still waiting for orders from:\n    Blue Section\n    Green Platoon\n\nThe turn"), body);
        assertEquals(1, body.split("Still waiting", -1).length - 1, body);
        assertEquals(1, body.split("The turn is resolved", -1).length - 1, body);
    }

    @Test
    void ordersAcceptedWhenNobodyElseIsAwaited() {
        Map<String, Object> context = Contexts.full("orders-accepted");
        context.put("waitingFor", List.of());

        String body = Templates.render("orders-accepted", context).body();

        assertTrue(body.contains("All orders are in"), body);
        assertFalse(body.contains("Still waiting"), body);
    }

    @Test
    void ordersRejectedQuotesEveryErrorAsGiven() {
        String body = Templates.render("orders-rejected", Contexts.full("orders-rejected")).body();

        assertTrue(body.contains("line 3: A1 MOVE Z99\n    there is no square Z99 on this map\n"), body);
        assertTrue(body.contains("e.g. C7."), body);
    }

    @Test
    void ordersRejectedAsksForAKeyLineOnlyFromAPlayerWhoWroteOne() {
        Map<String, Object> context = Contexts.full("orders-rejected");
        context.put("byReply", false);
        String keyed = Templates.render("orders-rejected", context).body();
        context.put("byReply", true);
        String replied = Templates.render("orders-rejected", context).body();

        assertTrue(keyed.contains("send the whole set again, KEY line and all."), keyed);
        assertTrue(replied.contains("reply to this mail with the whole set of orders, corrected"), replied);
        assertFalse(replied.contains("KEY line and all"), replied);
    }

    @Test
    void badKeyExplainsAMissingAndAWrongKeyDifferently() {
        Map<String, Object> context = Contexts.full("bad-key");
        String wrong = Templates.render("bad-key", context).body();
        context.put("reason", "missing");
        Templates.Mail missing = Templates.render("bad-key", context);

        assertTrue(wrong.contains("does not match"), wrong);
        assertTrue(missing.body().contains("has no KEY line"), missing.body());
        assertEquals("[LW-7] Mail not accepted: no order key", missing.subject());
        assertEquals(Set.of("gameId", "reason"), Templates.variables("bad-key"));
    }

    @Test
    void badKeyRefusesAnUnknownReason() {
        Map<String, Object> context = Contexts.full("bad-key");
        context.put("reason", "stale");

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Templates.render("bad-key", context));
        assertTrue(e.getMessage().contains("reason") && e.getMessage().contains("stale"), e.getMessage());
    }

    @Test
    void unknownGameWithAndWithoutAnId() {
        Templates.Mail named = Templates.render("unknown-game", Map.of("gameIdOrNothing", "LW-8"));
        Templates.Mail unnamed = Templates.render("unknown-game", Map.of("gameIdOrNothing", ""));

        assertTrue(named.body().contains("no game called \"LW-8\""), named.body());
        assertTrue(unnamed.body().contains("could not tell which game"), unnamed.body());
        assertTrue(unnamed.body().contains("\"[GAME-ID] orders\""), unnamed.body());
    }

    @Test
    void aSideThatWaitsIsNotAskedForOrders() {
        Map<String, Object> result = Contexts.full("turn-result");
        result.put("yourMove", false);
        String body = Templates.render("turn-result", result).body();
        assertTrue(body.contains("No orders are due from you"), body);
        assertFalse(body.contains("Reply to this mail with your orders"), body);

        Map<String, Object> welcome = Contexts.full("welcome");
        welcome.put("yourMove", false);
        welcome.put("firstWindow", "turn 1, player turn of the Orc Raiders");
        String text = Templates.render("welcome", welcome).body();
        assertTrue(text.replaceAll("\\s+", " ").contains("The first orders are not yours: turn 1, player turn of the"
                + " Orc Raiders."), text);
        assertFalse(text.contains("send your orders for the first turn"), text);
    }

    @Test
    void turnResultOfTheLastTurnGivesTheOutcomeNotANextTurn() {
        Map<String, Object> context = Contexts.full("turn-result");
        context.put("finished", true);
        context.put("outcome", "Blue holds the bridge");
        context.put("nextDeadline", "");
        context.put("nextWindowDescription", "");

        Templates.Mail mail = Templates.render("turn-result", context);

        assertEquals("[LW-7] Turn 3 result: game over", mail.subject());
        assertTrue(mail.body().contains("The game is over: Blue holds the bridge."), mail.body());
        assertFalse(mail.body().contains("NEXT:"), mail.body());
    }

    @Test
    void turnResultOfAnOrdinaryTurnSaysWhatComesNext() {
        Templates.Mail mail = Templates.render("turn-result", Contexts.full("turn-result"));

        assertEquals("[LW-7] Turn 3 result", mail.subject());
        assertTrue(mail.body().contains("    A1 moved to C7.\n    B2 was hit and is wounded.\n"), mail.body());
        assertTrue(mail.body().contains("NEXT: turn 4, both sides move.\nOrders are due by Sunday 21 April"), mail.body());
        assertTrue(mail.body().contains("-- \nHerald, umpire of game LW-7\nJournal head LW-7 37:3fa2b1c09d8e7f60: keep this mail;"),
                "the player's proof of the journal's head, below the signature line so a reply never reads it as orders: "
                + mail.body());
    }

    @Test
    void gameOverRevealsTheSeedOrExplainsScriptedDice() {
        Map<String, Object> context = Contexts.full("game-over");
        String seeded = Templates.render("game-over", context).body();
        context.put("seedHex", "");
        String scripted = Templates.render("game-over", context).body();

        assertTrue(seeded.contains("    9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08\n"), seeded);
        assertTrue(scripted.contains("scripted dice"), scripted);
    }

    @Test
    void aNewlineInASubjectVariableCannotBreakTheHeader() {
        Map<String, Object> context = Contexts.full("game-over");
        context.put("outcome", "Red wins\nBcc: everyone@example.org");

        assertEquals("[LW-7] Game over: Red wins Bcc: everyone@example.org",
                Templates.render("game-over", context).subject());
    }
}
