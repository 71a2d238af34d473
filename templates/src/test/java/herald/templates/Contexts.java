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
                c.put("playerName", "Ann Smith");
                c.put("side", "red");
                c.put("sideName", "Red Company");
                c.put("scenarioTitle", "The Patrol & the Bridge");
                c.put("rulesetTitle", "Lone Wolf (1982)");
                c.put("key", "TARN-4821-OXEN");
                c.put("orderHelp", "ORDERS\n  A1 MOVE C7\n  A1 FIRE AT B2\n");
                c.put("deadline", "Sunday 14 April 2024, 20:00 UTC");
                c.put("scriptedDice", false);
                c.put("heraldAddress", "herald@club.example");
                c.put("opponents", List.of("Blue Section (Bob Jones)"));
            }
            case "orders-accepted" -> {
                c.put("turn", 3);
                c.put("windowDescription", "both sides move");
                c.put("normalised", List.of("A1 MOVE C7", "A2 FIRE AT B1"));
                c.put("waitingFor", List.of("Blue Section"));
            }
            case "orders-rejected" -> {
                c.put("errors", List.of("line 3: A1 MOVE Z99\n    there is no square Z99 on this map"));
                c.put("hint", "Squares are named by column letter and row number, e.g. C7.");
            }
            case "unknown-sender" -> c.put("sender", "mallory@evil.example");
            case "bad-key" -> c.put("reason", "wrong");
            case "unknown-game" -> {
                c.remove("gameId");
                c.put("gameIdOrNothing", "LW-8");
            }
            case "game-finished" -> c.put("outcome", "Red wins a decisive victory");
            case "empty-orders", "no-route" -> { }
            case "duplicate" -> c.put("firstReceived", "2024-04-12 09:14 UTC");
            case "turn-result" -> {
                c.put("turn", 3);
                c.put("sideName", "Red Company");
                c.put("summary", List.of("A1 moved to C7.", "B2 was hit and is wounded."));
                c.put("nextDeadline", "Sunday 21 April 2024, 20:00 UTC");
                c.put("nextWindowDescription", "turn 4, both sides move");
                c.put("finished", false);
                c.put("outcome", "");
            }
            case "game-over" -> {
                c.put("outcome", "Red wins a decisive victory");
                c.put("seedHex", "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08");
            }
            case "too-big" -> {
                c.remove("gameId");
                c.put("what", "orders");
                c.put("limit", "20,000 characters");
            }
            case "no-text", "apology" -> c.remove("gameId");
            default -> throw new IllegalArgumentException(kind);
        }
        if (kind.equals("no-route")) {
            c.remove("gameId");
        }
        return c;
    }
}
