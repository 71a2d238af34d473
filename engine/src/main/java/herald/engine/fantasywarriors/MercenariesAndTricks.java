package herald.engine.fantasywarriors;

import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What the mercenaries, the goblin war chant and flying carry from one battle turn to the next (Companion L302-309,
 * L525-564, L590-675): each side's chant, the commands that have changed sides once, the turn in which a chant called
 * a side's command tests, and the pieces flying. The omens a chant turns bad are the omens' own ({@link Omens}). A mercenary command's pay is the
 * scenario's and does not change (L670), so it is read from there.
 *
 * @param chants by side: "chanting" while its war chant goes on, "over" once it has ended (it is begun only once)
 * @param turned the mercenary commands that have betrayed their side once (L666-670): a second time they rout
 * @param testsCalled by side, the turn in which a chant called that side's command tests (L556, L562)
 * @param airborne the units and individuals with a flying counter next to them (L304-307)
 */
public record MercenariesAndTricks(Map<String, String> chants, Set<String> turned,
        Map<String, Integer> testsCalled, Set<String> airborne) {

    public static final MercenariesAndTricks NONE = new MercenariesAndTricks(Map.of(), Set.of(), Map.of(), Set.of());

    public MercenariesAndTricks {
        // sorted, so the state reads (and prints) the same on every run
        chants = Collections.unmodifiableSortedMap(new TreeMap<>(chants));
        turned = Collections.unmodifiableSortedSet(new TreeSet<>(turned));
        testsCalled = Collections.unmodifiableSortedMap(new TreeMap<>(testsCalled));
        airborne = Collections.unmodifiableSortedSet(new TreeSet<>(airborne));
    }

    public boolean chanting(String side) {
        return "chanting".equals(chants.get(side));
    }

    public boolean chanted(String side) {
        return chants.containsKey(side);
    }

    public boolean testsCalled(String side, int turn) {
        return testsCalled.getOrDefault(side, 0) == turn;
    }

    public MercenariesAndTricks withChant(String side, boolean goesOn) {
        Map<String, String> c = new HashMap<>(chants);
        c.put(side, goesOn ? "chanting" : "over");
        return new MercenariesAndTricks(c, turned, testsCalled, airborne);
    }

    public MercenariesAndTricks withTurned(String command) {
        Set<String> t = new HashSet<>(turned);
        t.add(command);
        return new MercenariesAndTricks(chants, t, testsCalled, airborne);
    }

    public MercenariesAndTricks withTestsCalled(String side, int turn) {
        Map<String, Integer> t = new HashMap<>(testsCalled);
        t.put(side, turn);
        return new MercenariesAndTricks(chants, turned, t, airborne);
    }

    public MercenariesAndTricks withAirborne(String piece, boolean flying) {
        Set<String> a = new HashSet<>(airborne);
        if (flying) {
            a.add(piece);
        } else {
            a.remove(piece);
        }
        return new MercenariesAndTricks(chants, turned, testsCalled, a);
    }
}
