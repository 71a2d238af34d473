package herald.engine.darkage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.RuleEvent;
import herald.engine.darkage.events.BlowRolled;
import herald.engine.darkage.events.FateRolled;
import herald.engine.darkage.events.FigureMoved;
import herald.engine.darkage.events.FireAttacked;
import herald.engine.darkage.events.PowerWorked;
import herald.engine.darkage.events.ShotRolled;
import herald.engine.table.Point;
import herald.engine.view.Trace;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The turn drawn over the map: moves along their paths, shots and blows as lines, each only where the side saw it. */
class TracesTest {

    static FigureMoved move(String figure, Point... path) {
        return new FigureMoved(figure, "moves", 0, 7, "6 +Speed 1 = 7\"", List.of(path));
    }

    static ShotRolled shot(String shooter, String target, boolean hit) {
        return new ShotRolled(shooter, "spear", target, 5, 9, 7, 2, 2, List.of(), 11, 13, 13, hit, false, null);
    }

    static List<Trace> traces(DarkAgeState before, String side, RuleEvent... events) {
        return Game.RULES.traces(before, List.of(events), side);
    }

    @Test
    void by_day_a_move_is_traced_along_its_path_with_its_corners() {
        Game g = Game.of("Ulf vikings viking-huscarl 10,20", "Wulf saxons saxon-thegn 30,30");
        List<Trace> t = traces(g.state, "saxons", move("Ulf", Point.of(10, 20), Point.of(13, 20), Point.of(13, 24)));
        assertEquals(1, t.size());
        assertEquals(Trace.Kind.MOVE, t.get(0).kind());
        assertEquals("Ulf", t.get(0).label());
        assertEquals(List.of(new Trace.Place(10, 20), new Trace.Place(13, 20), new Trace.Place(13, 24)), t.get(0).places());
        assertEquals(g.state.colour("vikings"), t.get(0).colour());
    }

    @Test
    void at_night_an_unseen_figures_move_and_shot_are_not_traced_for_the_enemy_but_are_for_its_own_side() {
        Game g = Game.table().figures("Ulf vikings viking-huscarl 5,5", "Wulf saxons saxon-thegn 30,30").night(3, 6)
                .play();
        RuleEvent walk = move("Wulf", Point.of(30, 30), Point.of(30, 25));
        assertEquals(List.of(), traces(g.state, "vikings", walk));
        assertEquals(1, traces(g.state, "saxons", walk).size());
        // a spear out of the dark at Ulf: no line for the vikings, which would show where Wulf stands
        RuleEvent spear = shot("Wulf", "Ulf", false);
        assertEquals(List.of(), traces(g.state, "vikings", spear));
        assertEquals(List.of(), traces(g.state, "saxons", spear), "nor for the saxons, who do not see Ulf");
        assertEquals(1, traces(g.state, null, spear).size(), "the umpire sees every line");
    }

    @Test
    void at_night_a_move_into_sight_is_traced_from_where_the_figure_came_into_sight() {
        Game g = Game.table().figures("Ulf vikings viking-huscarl 5,5", "Wulf saxons saxon-thegn 5,20").night(3, 6)
                .play();
        List<Trace> t = traces(g.state, "vikings", move("Wulf", Point.of(5, 20), Point.of(5, 8)));
        assertEquals(1, t.size());
        List<Trace.Place> p = t.get(0).places();
        assertEquals(new Trace.Place(5, 8), p.get(p.size() - 1));
        // seen within 3" of Ulf's base: from 4" centre to centre and less, a step past it at most
        assertTrue(p.get(0).y() <= 9.51 && p.get(0).y() > 8, "first seen at " + p.get(0));
        assertEquals(2, p.size(), "a straight stretch is one line: " + p);
    }

    @Test
    void a_blow_and_a_figure_taken_out_are_drawn_where_they_stood() {
        Game g = Game.of("Ulf vikings viking-huscarl 10,20", "Wulf saxons saxon-thegn 11,20");
        BlowRolled blow = new BlowRolled("Ulf", "one-handed axe", "Wulf", 9, 4, 4, 3, List.of(), 16, 13, 13, true);
        FateRolled fate = new FateRolled("Wulf", 2, List.of(), 1, 4, 5, FateRolled.Result.OUT, "vikings");
        List<Trace> t = traces(g.state, "saxons", blow, fate);
        assertEquals(List.of(Trace.Kind.ATTACK, Trace.Kind.FELL), t.stream().map(Trace::kind).toList());
        assertEquals(List.of(new Trace.Place(10, 20), new Trace.Place(11, 20)), t.get(0).places());
        assertTrue(t.get(0).hit());
        assertEquals(List.of(new Trace.Place(11, 20)), t.get(1).places());
    }

    @Test
    void a_torch_put_to_a_hall_is_a_line_to_its_nearest_wall_and_a_sea_mist_a_line_to_its_centre() {
        Game g = Game.table().terrain("wooden-building 10,10 16,10 16,18 10,18")
                .figures("Ulf vikings viking-huscarl 8,14 torch", "Gudrun vikings viking-seeress 4,4",
                        "Wulf saxons saxon-thegn 30,30").play();
        FireAttacked torch = new FireAttacked("Ulf", "torch", "t1", 8, "FV", 4, 0, List.of(), 12, 7, true);
        PowerWorked mist = new PowerWorked("Gudrun", "Sea Mist", "mist", List.of(), Point.of(6, 26), 3, -2);
        List<Trace> t = traces(g.state, "saxons", torch, mist);
        assertEquals(List.of(Trace.Kind.FIRE, Trace.Kind.SPELL), t.stream().map(Trace::kind).toList());
        assertEquals(List.of(new Trace.Place(8, 14), new Trace.Place(10, 14)), t.get(0).places());
        assertEquals(new Trace.Place(6, 26), t.get(1).last());
    }
}
