package herald.app.command;

import java.time.Instant;

/**
 * Who gave a command, already authenticated.
 *
 * @param side the player's side, or null for the game master
 * @param email where answers go; null for the organiser at the command line
 * @param by what the journal records as the giver: the side id, "gm" (by mail) or "cli"
 * @param messageId the mail's Message-ID; null on the command line
 */
record Asker(String side, String email, String by, String messageId, Instant at) {
    boolean isGm() {
        return side == null;
    }
}
