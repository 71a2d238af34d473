package herald.engine.fantasywarriors.events;

import herald.engine.fantasywarriors.FantasyWarriorsState;
import java.util.List;

/**
 * A unit went over an obstacle in its move (table 4.9): the dice of its automatic hits ({@code dice}, one a pit, each
 * less {@code less}, none below 0: L406, L435-436, L508-509), then, struck as by spears, the kill dice, the specials
 * check and the saves. The figures lost follow as {@link FiguresLost}, a casualty test as {@link UnitTested}, a
 * palisade's disorganisation as {@link UnitDisorganised}.
 *
 * @param obstacle "palisade", "chevaux de frise", "spiked pit"
 * @param pits the pits (or lengths) it went over
 * @param why why it was struck or not: "crossed at more than half speed", "moved on through from the front"
 */
public record ObstacleCrossed(String unit, String piece, String obstacle, int pits, String why, List<Integer> dice,
        int less, int hits, List<Integer> killDice, int killNeeds, List<Integer> specials, List<Integer> saves, int lost,
        List<String> workings) implements FantasyWarriorsEvent {

    public ObstacleCrossed {
        dice = List.copyOf(dice);
        killDice = List.copyOf(killDice);
        specials = List.copyOf(specials);
        saves = List.copyOf(saves);
        workings = List.copyOf(workings);
    }

    @Override
    public String describe() {
        String head = unit + " crosses " + piece + " (" + obstacle + (pits > 1 ? ", " + pits + " pits" : "") + ", " + why
                + ")";
        if (dice.isEmpty()) {
            return head + ": no hits";
        }
        return head + ": " + hits + (hits == 1 ? " hit" : " hits") + (workings.isEmpty() ? "" : "; "
                + String.join("; ", workings));
    }

    @Override
    public FantasyWarriorsState applyTo(FantasyWarriorsState state) {
        return reported(state);
    }
}
