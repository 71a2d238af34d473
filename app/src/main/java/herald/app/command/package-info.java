/**
 * Commands by mail (players and the game master) and on the command line ({@code herald gm}).
 *
 * <p>Decisions, and why:
 * <ul>
 *   <li>A line is a command when it is a command word alone with the arguments that word takes
 *       ({@link herald.app.command.CommandText}); a mail is a command when its first line that is not chat is
 *       one and (from a player) no order stands anywhere in it. No order verb of any ruleset is a command word.
 *       A command among orders is not carried out but named in the orders' answer, so a PRESS never carries
 *       orders to the enemy and orders are never half-taken.</li>
 *   <li>A player's command is vouched for as orders are (a KEY line, else the reply address's token); the GM
 *       has no reply address, so the GM's KEY line alone.</li>
 *   <li>The GM has a key of their own (salted hash in {@code GameCreated.gm}) and may not play a side:
 *       one address with two keys would make every mail ambiguous, and the GM settles disputes.</li>
 *   <li>Every command is journalled: a past-tense event when carried out ({@code CommandAnswered} for the
 *       read-only ones), a {@code SubmissionRejected} when refused; the inbound mail goes in the same
 *       transaction. On the command line the giver is recorded as {@code cli}.</li>
 *   <li>RESIGN, an agreed DRAW and END journal {@code ResultDeclared}: a game-level outcome that
 *       {@code GameRecord.outcome()} prefers to the ruleset's, so the game is finished, no window is open
 *       and the seed is revealed exactly as at an end by the rules.</li>
 *   <li>VOID TURN journals {@code TurnVoided}; folding it restores the game from just before the last
 *       resolution (kept in {@code Table.beforeLast}), clears the pending orders and re-keys the window's
 *       dice ({@code DiceStream}). It is refused once the game is over, when a fair game's seed is public.</li>
 *   <li>EXTEND, PAUSE, RESUME and RESOLVE only journal the GM's time events and tell the players; what they
 *       do to deadlines and resolution is {@code GameRecord}'s (the deadlines work).</li>
 * </ul>
 */
package herald.app.command;
