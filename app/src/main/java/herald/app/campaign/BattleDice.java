package herald.app.campaign;

import herald.app.game.GameRecord;
import herald.engine.Dice;
import herald.engine.ScriptedDice;
import herald.engine.SeededDice;
import herald.journal.Journal;
import java.util.HexFormat;

/**
 * The dice of a battle's aftermath (recovery, learning): a fair battle's seed under a stream of their own, which no
 * window of any game is named, so that anyone holding the seed the battle revealed can check them; a scripted
 * battle's script, from where the battle stopped.
 *
 * @param stream "campaign" (the seed's stream) or "script"
 * @param from the first die of the script used (0 for the seed's stream)
 */
record BattleDice(Dice dice, String stream, int from) {
    static final String STREAM = "campaign";
    static final String SCRIPT = "script";

    /** The dice to apply {@code game}'s end with, now. */
    static BattleDice of(GameRecord game, Journal journal) {
        if (game.scripted()) {
            return new BattleDice(new ScriptedDice(game.created().scriptedDice(), game.diceUsed()), SCRIPT, game.diceUsed());
        }
        byte[] seed = game.seedHex() != null ? HexFormat.of().parseHex(game.seedHex()) : journal.secret(game.id());
        return new BattleDice(new SeededDice(seed, STREAM), STREAM, 0);
    }

    /** The same dice again, from what the battle's own journal shows: its script, or the seed it revealed. */
    static BattleDice replayed(GameRecord game, CampaignEvent.BattleApplied applied) {
        if (SCRIPT.equals(applied.dice())) {
            return new BattleDice(new ScriptedDice(game.created().scriptedDice(), applied.diceFrom()), SCRIPT,
                    applied.diceFrom());
        }
        if (game.seedHex() == null) {
            throw new IllegalStateException("battle " + game.id() + " has not revealed its seed");
        }
        return new BattleDice(new SeededDice(HexFormat.of().parseHex(game.seedHex()), STREAM), STREAM, 0);
    }
}
