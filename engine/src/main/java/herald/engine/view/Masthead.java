package herald.engine.view;

/**
 * What the app adds to every page: facts about the game, not the rules.
 *
 * @param deadline when the next orders are due, as printed; "" when none is set or the game is over
 * @param scriptedDice true when the game plays scripted dice: every page must say so
 * @param status e.g. "awaiting orders for turn 4", or "finished: Sommerlund win"
 * @param journalHead the game's journal head the page was drawn at, "VERSION:HASH16" ("37:3fa2b1c09d8e7f60"),
 *                    printed so a player holds proof of what the umpire's journal held; "" when not known
 */
public record Masthead(String gameId, String recipientName, String deadline, boolean scriptedDice,
        String status, String journalHead) {

    public Masthead(String gameId, String recipientName, String deadline, boolean scriptedDice, String status) {
        this(gameId, recipientName, deadline, scriptedDice, status, "");
    }

    public Masthead withJournalHead(String head) {
        return new Masthead(gameId, recipientName, deadline, scriptedDice, status, head == null ? "" : head);
    }
}
