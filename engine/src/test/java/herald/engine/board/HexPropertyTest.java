package herald.engine.board;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class HexPropertyTest {

    @Property
    boolean distance_is_symmetric(@ForAll @IntRange(max = 30) int ax, @ForAll @IntRange(max = 30) int ay,
            @ForAll @IntRange(max = 30) int bx, @ForAll @IntRange(max = 30) int by) {
        Hex a = new Hex(ax, ay);
        Hex b = new Hex(bx, by);
        return a.distance(b) == b.distance(a) && (a.distance(b) == 0) == a.equals(b);
    }

    @Property
    boolean distance_obeys_the_triangle_inequality(@ForAll @IntRange(max = 25) int ax, @ForAll @IntRange(max = 25) int ay,
            @ForAll @IntRange(max = 25) int bx, @ForAll @IntRange(max = 25) int by,
            @ForAll @IntRange(max = 25) int cx, @ForAll @IntRange(max = 25) int cy) {
        Hex a = new Hex(ax, ay);
        Hex b = new Hex(bx, by);
        Hex c = new Hex(cx, cy);
        return a.distance(c) <= a.distance(b) + b.distance(c);
    }

    @Property
    boolean every_neighbour_is_at_distance_one_and_leads_back(@ForAll @IntRange(max = 40) int x, @ForAll @IntRange(max = 40) int y) {
        Hex a = new Hex(x, y);
        Set<Hex> six = new HashSet<>(a.neighbours());
        return six.size() == 6 && six.stream().allMatch(n -> a.distance(n) == 1 && n.neighbours().contains(a)
                && a.directionTo(n).isPresent());
    }

    @Property
    boolean line_of_sight_crosses_the_same_hexes_from_either_end(@ForAll @IntRange(max = 20) int ax, @ForAll @IntRange(max = 20) int ay,
            @ForAll @IntRange(max = 20) int bx, @ForAll @IntRange(max = 20) int by, @ForAll @IntRange(max = 20) int wx,
            @ForAll @IntRange(max = 20) int wy, @ForAll boolean both) {
        Hex a = new Hex(ax, ay);
        Hex b = new Hex(bx, by);
        Hex wall = new Hex(wx, wy);
        List<HexLine.Step> there = HexLine.between(a, b);
        List<HexLine.Step> back = HexLine.between(b, a);
        boolean sameSteps = there.size() == back.size();
        for (int i = 0; sameSteps && i < there.size(); i++) {
            sameSteps = Set.copyOf(there.get(i).hexes()).equals(Set.copyOf(back.get(back.size() - 1 - i).hexes()));
        }
        boolean adjacentSteps = true;
        Hex prev = a;
        for (HexLine.Step s : there) {
            adjacentSteps &= s.hexes().stream().allMatch(h -> h.distance(a) + h.distance(b) <= a.distance(b) + 1);
            prev = s.hexes().get(0);
        }
        return sameSteps && adjacentSteps && prev != null
                && HexLine.blocked(a, b, wall::equals, both) == HexLine.blocked(b, a, wall::equals, both);
    }
}
