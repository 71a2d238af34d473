package herald.engine.lonewolf;

import herald.engine.board.Square;
import herald.engine.lonewolf.events.Modifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Cover in close combat (CV1, L1418-1424: "this can influence combat as well as missile fire"). The
 * defender's race's play sheet ({@code cover}) gives the degree it claims, the attacker's
 * ({@code combatModifiers.coverLight/Medium/Heavy}) what the degree is worth, as for fire.
 *
 * <p>Scrub, rocks and trees shelter the piece standing in them (CV2, CV5). A low wall, hedge, fence or
 * crenellations shelter a defender only when the attack crosses them (CV4, CV7). On this board such an
 * obstacle is a square and combat is between neighbouring squares, so "crossing" is our reading:
 * <ul>
 *   <li>the defender stands in the obstacle's square and the attacker is not on an obstacle square: the
 *       attacker reaches over the wall at the man behind it (an attacker on the wall line fights along
 *       it, not across it, and gets no such penalty);</li>
 *   <li>a diagonal attack between two squares whose shared corner the obstacle runs through: both
 *       squares beside the diagonal are obstacle squares (a wall drawn diagonally).</li>
 * </ul>
 * A defender on open ground behind a wall the attacker stands on is not covered: the attacker has
 * climbed it. Only the best cover counts. A sheet without the degree values (a game set up before them)
 * keeps the old flat rule: {@code defenderInCover} for any defender in a square that is not open
 * ground or water.
 */
final class CombatCover {
    private CombatCover() {}

    /** The cover modifier the attacker suffers, named after the terrain (as C5 compares cover by name), if any. */
    static Optional<Modifier> of(LoneWolfState s, Piece attacker, Piece defender) {
        CombatModifiers cm = s.sheet(attacker).combatModifiers();
        if (!cm.byDegree()) {
            String cover = Combat.coverName(s, defender);
            return cover.equals("none") ? Optional.empty() : Optional.of(new Modifier(cover, cm.defenderInCover().value()));
        }
        CoverRow row = s.sheet(defender).cover();
        List<Modifier> options = new ArrayList<>();
        for (Terrain t : sheltering(s.board(), attacker.square(), defender.square())) {
            options.add(new Modifier(t.key(), cm.cover(row.of(t))));
        }
        return options.stream().filter(m -> m.value() != 0).min(Comparator.comparingInt(Modifier::value));
    }

    /** The terrains that may shelter a defender on {@code d} from an attack from the neighbouring {@code a}. */
    static List<Terrain> sheltering(Board board, Square a, Square d) {
        List<Terrain> out = new ArrayList<>();
        Terrain ground = board.terrain(d);
        if (ground == Terrain.SCRUB || ground == Terrain.ROCKS || ground == Terrain.TREES) {
            out.add(ground);
        }
        if (ground.isLowWall() && !board.terrain(a).isLowWall()) {
            out.add(ground);
        }
        if (a.x() != d.x() && a.y() != d.y()) {
            Terrain one = board.terrain(new Square(a.x(), d.y()));
            Terrain other = board.terrain(new Square(d.x(), a.y()));
            if (one.isLowWall() && other.isLowWall()) {
                out.add(one);
                out.add(other);
            }
        }
        return out;
    }
}
