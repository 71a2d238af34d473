package herald.engine.skirmish;

import herald.engine.skirmish.events.CharacterRecovered;

/**
 * Phase 4 (R19): every stunned character of the active side recovers, including one stunned earlier
 * in this same player turn. A character stunned in the enemy's player turn therefore stays stunned
 * through its own side's phases 1-3 and recovers only now.
 */
final class Recovery {
    private Recovery() {}

    static void phase(TurnLog log, String side) {
        for (Character c : log.state().living(side)) {
            if (c.stunned()) {
                log.emit(new CharacterRecovered(c.id()));
            }
        }
    }
}
