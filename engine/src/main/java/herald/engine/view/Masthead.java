package herald.engine.view;

/**
 * What the app adds to every page: facts about the game, not the rules.
 *
 * @param deadline when the next orders are due, as printed; "" when none is set or the game is over
 * @param scriptedDice true when the game plays scripted dice: every page must say so
 * @param status e.g. "awaiting orders for turn 4", or "finished: Sommerlund win"
 */
public record Masthead(String gameId, String recipientName, String deadline, boolean scriptedDice,
        String status) {}
