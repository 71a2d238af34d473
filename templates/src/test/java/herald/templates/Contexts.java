package herald.templates;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** A full, realistic context for every kind of mail. */
final class Contexts {

    private Contexts() {}

    static Map<String, Object> full(String kind) {
        Map<String, Object> c = new HashMap<>();
        c.put("gameId", "LW-7");
        switch (kind) {
            case "welcome" -> {
                c.put("manySides", false);
                c.put("playerName", "Ann Smith");
                c.put("side", "red");
                c.put("sideName", "Red Company");
                c.put("scenarioTitle", "The Patrol & the Bridge");
                c.put("rulesetTitle", "Lone Wolf (1982)");
                c.put("key", "TARN-4821-OXEN");
                c.put("orderHelp", "ORDERS\n  A1 MOVE C7\n  A1 FIRE AT B2\n");
                c.put("deadline", "Sunday 14 April 2024, 20:00 UTC");
                c.put("policy", "At the deadline the turn is resolved: a side without orders holds (every piece stays put).");
                c.put("scriptedDice", false);
                c.put("heraldAddress", "herald@club.example");
                c.put("opponents", List.of("Blue Section (Bob Jones)"));
                c.put("allies", List.of());
                c.put("hasAllies", false);
                c.put("yourMove", true);
                c.put("firstWindow", "turn 1, both sides");
                c.put("journalHead", "2:2fd3270b0617dbdf");
            }
            case "orders-accepted" -> {
                c.put("turn", 3);
                c.put("windowDescription", "both sides move");
                c.put("normalised", List.of("A1 MOVE C7", "A2 FIRE AT B1"));
                c.put("waitingFor", List.of("Blue Section"));
                c.put("resolution", "when their orders are in or, at the latest,\nTue 1 Dec 2026 20:00 London time (the deadline).");
                c.put("ignored", List.of("line 7 \"Cheers, Alice\""));
                c.put("commandLines", List.of("line 5 \"STATUS\""));
                c.put("pressSent", List.of("line 6 \"PRESS Good luck\" to Giak raiders"));
            }
            case "orders-rejected" -> {
                c.put("byReply", false);
                c.put("errors", List.of("line 3: A1 MOVE Z99\n    there is no square Z99 on this map"));
                c.put("hint", "Squares are named by column letter and row number, e.g. C7.");
                c.put("ignored", List.of("line 9 \"Sent from my iPhone\""));
            }
            case "unknown-sender" -> c.put("sender", "mallory@evil.example");
            case "delivery-failed" -> {
                c.put("recipient", "ann.smith@club.example");
                c.put("subject", "[LW-7] Turn 3: results");
                c.put("queuedAt", "Sunday 14 April 2024, 20:00 UTC");
                c.put("attempts", 1);
                c.put("reason", "550 5.1.1 <ann.smith@club.example>: Recipient address rejected: User unknown");
            }
            case "bad-key" -> c.put("reason", "wrong");
            case "unknown-game" -> {
                c.remove("gameId");
                c.put("gameIdOrNothing", "LW-8");
            }
            case "game-finished" -> c.put("outcome", "Red wins a decisive victory");
            case "empty-orders" -> {
                c.put("ignored", List.of("line 1 \"Orders attached.\""));
                c.put("commandLines", List.of());
                c.put("attachments", List.of("orders.txt"));
            }
            case "no-route" -> { }
            case "turn-result" -> {
                c.put("turn", 3);
                c.put("sideName", "Red Company");
                c.put("summary", List.of("A1 moved to C7.", "B2 was hit and is wounded."));
                c.put("nextDeadline", "Sunday 21 April 2024, 20:00 UTC");
                c.put("policy", "At the deadline the turn is resolved: a side without orders holds (every piece stays put).");
                c.put("noOrders", List.of("Blue Section"));
                c.put("nextWindowDescription", "turn 4, both sides move");
                c.put("finished", false);
                c.put("outcome", "");
                c.put("press", List.of("From Blue Section:\n    Your bridge will burn."));
                c.put("journalHead", "37:3fa2b1c09d8e7f60");
                c.put("yourMove", true);
            }
            case "reminder", "late-note" -> {
                c.put("turn", 3);
                c.put("windowDescription", "turn 3, both sides move");
                c.put("sideName", "Red Company");
                c.put("deadline", "Thu 26 Nov 2026 20:00 London time");
                c.put("policy", "Late orders are still taken until Fri 27 Nov 2026 20:00 London time;"
                        + " then the turn is resolved and a side without orders holds (every piece stays put).");
                c.put("late", true);
                c.put("lateSides", List.of("Blue Section"));
            }
            case "game-over" -> {
                c.put("outcome", "Red wins a decisive victory");
                c.put("seedHex", "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08");
            }
            case "command-help" -> {
                c.put("manySides", false);
                c.put("gm", false);
                c.put("heraldAddress", "herald@club.example");
                c.put("campaign", true);
            }
            case "command-field" -> {
                c.put("campaign", "northmarch");
                c.put("sideName", "Red Company");
                c.put("chosen", "LW, CP, H1");
                c.put("staying", "H2, CB1");
            }
            case "command-status" -> {
                c.put("sideName", "Red Company");
                c.put("status", "awaiting orders: turn 4, both sides");
                c.put("deadline", "Sunday 21 April 2024, 20:00 UTC");
                c.put("finished", false);
                c.put("ordersIn", List.of("Red Company: orders in", "Blue Section: no orders yet"));
            }
            case "command-history" -> {
                c.put("turn", 2);
                c.put("sideName", "Red Company");
                c.put("lines", List.of("A1 moved to C7."));
            }
            case "command-orders" -> {
                c.put("windowDescription", "turn 4, both sides");
                c.put("due", true);
                c.put("orders", List.of("MOVE A1 N N"));
                c.put("received", "Sun 21 Apr 2024 09:14 UTC");
            }
            case "command-refused" -> {
                c.put("command", "HISTORY");
                c.put("where", "line 2");
                c.put("reason", "turn 99 has not been played; the last turn resolved is 3");
                c.put("gm", false);
            }
            case "press-sent" -> {
                c.put("to", "Blue Section");
                c.put("text", "Your bridge will burn.");
            }
            case "draw-offered" -> {
                c.put("manySides", false);
                c.put("fromName", "Red Company");
                c.put("yours", false);
                c.put("waitingFor", "Blue Section");
            }
            case "side-left" -> {
                c.put("sideName", "Red Company");
                c.put("yours", false);
                c.put("lines", List.of("Red Company resigned in turn 3; its units leave the table: U1, U2."));
                c.put("playing", "Blue Section, Green Troop");
                c.put("status", "awaiting orders: Turn 3, Blue Section's player turn");
                c.put("deadline", "Sunday 14 April 2024, 20:00 UTC");
            }
            case "game-ended" -> {
                c.put("result", "Red Company resigned: Blue Section win");
                c.put("how", "resigned");
                c.put("player", true);
                c.put("scriptedDice", false);
            }
            case "new-key" -> {
                c.put("key", "TARN-4821-OXEN");
                c.put("sideName", "Red Company");
            }
            case "gm-welcome" -> {
                c.put("manySides", false);
                c.put("key", "TARN-4821-OXEN");
                c.put("scenarioTitle", "The Patrol & the Bridge");
                c.put("rulesetTitle", "Lone Wolf (1982)");
                c.put("heraldAddress", "herald@club.example");
                c.put("players", List.of("Red Company (side red): ann@club.example"));
                c.put("deadline", "Sunday 14 April 2024, 20:00 UTC");
            }
            case "gm-notice" -> {
                c.put("what", "voided");
                c.put("player", true);
                c.put("hours", 24);
                c.put("reason", "a misprinted map");
                c.put("text", "");
                c.put("turn", 3);
                c.put("windowDescription", "turn 3, both sides");
                c.put("deadline", "Sunday 21 April 2024, 20:00 UTC");
            }
            case "newcomer", "side-replaced", "side-replaced-gm" -> {
                c.put("sideName", "Red Company");
                c.put("side", "red");
                c.put("key", "TARN-4821-OXEN");
                c.put("scenarioTitle", "The Patrol & the Bridge");
                c.put("rulesetTitle", "Lone Wolf (1982)");
                c.put("orderHelp", "ORDERS\n  A1 MOVE C7\n");
                c.put("status", "awaiting orders: turn 4, both sides");
                c.put("deadline", "Sunday 21 April 2024, 20:00 UTC");
                c.put("heraldAddress", "herald@club.example");
                c.put("newcomer", "carol@club.example");
                c.put("leaver", "ann@club.example");
            }
            case "too-big" -> {
                c.remove("gameId");
                c.put("what", "orders");
                c.put("limit", "20,000 characters");
            }
            case "no-text" -> {
                c.remove("gameId");
                c.put("why", "its only part is an image (orders.png)");
            }
            case "apology" -> c.remove("gameId");
            default -> throw new IllegalArgumentException(kind);
        }
        if (kind.equals("no-route")) {
            c.remove("gameId");
        }
        return c;
    }
}
