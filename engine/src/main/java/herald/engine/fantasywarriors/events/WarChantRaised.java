package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.Command;
import herald.engine.fantasywarriors.FantasyWarriorsState;
import herald.engine.fantasywarriors.MercenariesAndTricks;
import herald.engine.fantasywarriors.Order;
import herald.engine.fantasywarriors.Reaction;
import herald.engine.fantasywarriors.Scored;
import herald.engine.fantasywarriors.Unit;
import java.util.List;

/**
 * The goblin army chanted in the threat phase (Companion L525-564, table 4.2): 1D6 (2D6 by night) + the warchief's
 * leadership (the README) and its modifiers.
 *
 * @param result the line of companion-tables.json's "war-chant": "enemy-command-test" (16+), "all-blood-lust-and-attack"
 *        (15), "organised-blood-lust" (14), "goes-on" (10-13), "peters-out" (8-9), "shaken-bad-omens" (7),
 *        "shaken-bad-omens-command-test" (6 or less)
 */
public record WarChantRaised(String side, String warchief, List<Integer> roll, String workings, int score,
        String result) implements FantasyWarriorsEvent {

    public WarChantRaised {
        roll = List.copyOf(roll);
    }

    public static WarChantRaised of(String side, String warchief, Scored s) {
        return new WarChantRaised(side, warchief, s.dice(), s.line(), s.score(), s.result());
    }

    @Override
    public String describe() {
        String then = switch (result) {
            case "enemy-command-test" -> "a blood-curdling roar: every goblin unit goes into blood lust, every command"
                    + " to attack orders, and the enemy must take its command tests this turn; the chant is over";
            case "all-blood-lust-and-attack" -> "a deafening war cry: every goblin unit goes into blood lust and every"
                    + " command to attack orders; the chant is over";
            case "organised-blood-lust" -> "every goblin unit not disorganised goes into blood lust; the chant is over";
            case "goes-on" -> "the chant goes on, no effect yet: the army stays where it stands";
            case "peters-out" -> "the chant peters out, no effect; it is over";
            case "shaken-bad-omens" -> "the chant falters: every goblin unit is shaken and the omens are bad for the"
                    + " rest of the battle; the chant is over";
            default -> "disaster: every goblin unit is shaken, the omens are bad for the rest of the battle, and the"
                    + " army takes its command tests this turn; the chant is over";
        };
        return warchief + "'s army chants: " + workings + "; " + then;
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        return reported(effect(state, side, result));
    }

    /** What a chant's result does to the army of {@code side}, a broken chant's (as 7) among them. */
    static FantasyWarriorsState effect(FantasyWarriorsState state, String side, String result) {
        FantasyWarriorsState s = state;
        MercenariesAndTricks m = s.companion().mercenariesAndTricks().withChant(side, result.equals("goes-on"));
        boolean lust = result.equals("enemy-command-test") || result.equals("all-blood-lust-and-attack");
        boolean shaken = result.startsWith("shaken-bad-omens");
        for (Unit u : s.onTable(side)) {
            if (lust || (result.equals("organised-blood-lust") && !u.disorganised())) {
                s = s.withUnit(Reaction.after(u, "blood-lust", s.turn()));
            } else if (shaken) {
                s = s.withUnit(Reaction.after(u, "shaken", s.turn()));
            }
        }
        if (lust) {
            for (Command c : s.commands().values()) {
                if (c.side().equals(side)) {
                    s = s.withCommand(c.withOrder(Order.ATTACK));
                }
            }
        }
        if (result.equals("shaken-bad-omens-command-test")) {
            m = m.withTestsCalled(side, s.turn());
        }
        if (result.equals("enemy-command-test")) {
            for (var other : s.sides()) {
                if (!s.allied(other.id(), side)) {
                    m = m.withTestsCalled(other.id(), s.turn());
                }
            }
        }
        // the omens are bad for the rest of the battle (L560-562): every later command test counts them
        return s.withCompanion((shaken ? s.companion().withOmens(side, "bad") : s.companion()).withMercenariesAndTricks(m));
    }
}
