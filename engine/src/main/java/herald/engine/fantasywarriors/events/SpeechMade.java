package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;
import herald.engine.fantasywarriors.Reaction;
import herald.engine.fantasywarriors.Scored;
import java.util.List;

/**
 * A warchief made his pre-battle speech to a unit (Companion L215-257; phase 0 of turn 1): 1D6 + his leadership and
 * its modifiers, and the units the result fell on.
 *
 * @param result the band of companion-tables.json's "speech": "legendary" (the unit's command in blood lust),
 *        "blood-lust" (the unit), "no-effect", "shaken-and-disorganised" (the unit), "command-shaken-and-disorganised"
 * @param units the units the result falls on, none for "no-effect"
 */
public record SpeechMade(String side, String warchief, String unit, List<Integer> roll, String workings, int score,
        String result, List<String> units) implements FantasyWarriorsEvent {

    public SpeechMade {
        roll = List.copyOf(roll);
        units = List.copyOf(units);
    }

    public static SpeechMade of(String side, String warchief, String unit, Scored s, List<String> units) {
        return new SpeechMade(side, warchief, unit, s.dice(), s.line(), s.score(), s.result(), units);
    }

    /** The reaction the result puts on each unit it reaches, as a test's result would (L253-257). */
    private String reaction() {
        return result.equals("legendary") || result.equals("blood-lust") ? "blood-lust" : "shaken-and-disorganised";
    }

    @Override
    public String describe() {
        String then = units.isEmpty() ? "no effect"
                : String.join(", ", units) + (reaction().equals("blood-lust") ? " go into blood lust"
                        : " are shaken and disorganised");
        return warchief + " speaks to " + unit + ": " + workings + "; " + then;
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        FantasyWarriorsState s = state;
        for (String u : units) {
            s = s.withUnit(Reaction.after(s.unitOrThrow(u), reaction(), s.turn()));
        }
        return reported(s);
    }
}
