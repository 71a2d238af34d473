package herald.engine.darkage;

import java.util.List;
import java.util.Map;

/** The play sheet's numbers (sheet.json): the rules are code, what they add and take away is here. */
public record Sheet(String source, String note, Moving movement, Shots shooting, Fights fighting, Fates fate,
        Fires fire, Bases bases) {

    /** 6" + Speed, +3" running (M1, M2); the inches lost to difficult terrain type 1-3 and to Sea State 1-3 (M7, M8). */
    public record Moving(int base, int run, List<Integer> difficult, List<Integer> seaState, String seaStateSource) {}

    /** The shooting modifiers (S3): a move counts once it is over {@code movedOver} inches. */
    public record Shots(int movedOver, int targetMoved, int targetRan, int shooterMoved, int volleyEach,
            List<Integer> targetInDifficult, List<Integer> seaState, int targetDown) {}

    /** The fighting modifiers (F3) and the lance's mounted move (W4). */
    public record Fights(int outnumber, int mobbingEach, List<Integer> seaState, int targetDown, int lanceMountedMove) {}

    /** Poison's Fate modifier (W5). */
    public record Fates(int poison) {}

    /** Fire attacks (5.2.5): against AR {@code againstAr}, burning at a rating by source, decaying to {@code floor}. */
    public record Fires(int againstAr, int floor, Map<String, Integer> ratings) {}

    /** Herald's: a figure's round base across, and the radius a torch lights (W8), in inches. */
    public record Bases(double diameter, double lightRadius, String source, String note) {}

    /** The value of a 1-3 scale (terrain type, Sea State) at {@code level}; 0 for level 0. */
    static int at(List<Integer> scale, int level) {
        return level == 0 ? 0 : scale.get(level - 1);
    }
}
