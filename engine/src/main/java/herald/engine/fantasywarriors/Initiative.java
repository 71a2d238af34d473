package herald.engine.fantasywarriors;

import herald.engine.Dice;
import herald.engine.fantasywarriors.events.InitiativeRolled;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Who moves first in phase 3 (the core §12: "dice by player, or by command with numbered counters", p26-27, whose
 * details no text Herald has gives). Herald dices by side, H13: a play-by-email side writes its moves as one list, and
 * a command's counter would need the base book's numbering. Each side rolls, the tied ones re-roll until none is tied,
 * and the highest moves first.
 */
final class Initiative {
    private Initiative() {}

    static InitiativeRolled roll(List<String> sides, Dice dice, Tables core) {
        int perSide = core.number("initiative-dice");
        Map<String, List<Integer>> rolls = new LinkedHashMap<>();
        sides.forEach(side -> rolls.put(side, new ArrayList<>(List.of(throwDice(perSide, dice)))));
        while (true) {
            List<String> tied = sides.stream().filter(a -> sides.stream()
                    .anyMatch(b -> !a.equals(b) && rolls.get(a).equals(rolls.get(b)))).toList();
            if (tied.isEmpty()) {
                break;
            }
            tied.forEach(side -> rolls.get(side).add(throwDice(perSide, dice)));
        }
        List<String> order = new ArrayList<>(sides);
        order.sort(Comparator.comparing(rolls::get, Initiative::higherFirst));
        return new InitiativeRolled(sides, sides.stream().map(rolls::get).toList(), order);
    }

    private static int throwDice(int n, Dice dice) {
        int total = 0;
        for (int i = 0; i < n; i++) {
            total += dice.roll(6);
        }
        return total;
    }

    /** The first roll that differs decides; a re-roll only breaks a tie. */
    private static int higherFirst(List<Integer> a, List<Integer> b) {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            if (!a.get(i).equals(b.get(i))) {
                return Integer.compare(b.get(i), a.get(i));
            }
        }
        return Integer.compare(b.size(), a.size());
    }
}
