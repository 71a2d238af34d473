package herald.engine.lonewolf;

import herald.engine.Dice;
import herald.engine.board.Compass;
import herald.engine.board.Square;
import herald.engine.lonewolf.events.AttackHeld;
import herald.engine.lonewolf.events.PieceLeapt;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Lightning Attack (HA5, L1867-1872): if a hero's first attack of the combat phase kills its target, he attacks a
 * second opponent within 2 squares of the first one's square (G5) at once. If it is not next to him he steps into
 * contact first: ours (digest HA5), one square at most, for no MP, onto a free square he could enter (so no
 * impassable terrain between), keeping his facing; the first opponent's square if that will do, else the free
 * square listed first going round from N. The order may name the second opponent ({@code ATTACK P1 G4 THEN G5});
 * without it, or if the named one is out of reach, he takes the reachable enemy nearest the first one's square
 * (ties: the scenario's order).
 */
final class LightningAttack {
    private LightningAttack() {}

    /** The THEN of a piece's orders. */
    static Optional<String> then(List<Order> orders, Piece p) {
        return orders.stream().filter(o -> o instanceof Order.Lightning && o.piece().equals(p.id()))
                .map(o -> ((Order.Lightning) o).then()).findFirst();
    }

    /** After {@code p}'s first blow at {@code first} (standing where it stood): the follow-up, if it killed. */
    static void follow(TurnLog log, Piece p, Piece first, Optional<String> named, Dice dice) {
        LoneWolfState s = log.state();
        Piece hero = s.pieceOrThrow(p.id());
        if (!hero.has(Skill.LIGHTNING_ATTACK) || !hero.alive() || s.pieceOrThrow(first.id()).alive()) {
            return;
        }
        int range = s.skills().of(Skill.LIGHTNING_ATTACK).range();
        Square from = first.square();
        List<Piece> candidates = s.livingEnemiesOf(hero.side()).stream()
                .filter(e -> e.rangeTo(from) <= range)
                .filter(e -> !s.hidden(e.id()))
                .sorted(Comparator.comparingInt((Piece e) -> named.map(n -> n.equalsIgnoreCase(e.id()) ? 0 : 1).orElse(0))
                        .thenComparingInt(e -> e.rangeTo(from))
                        .thenComparingInt(e -> s.pieces().indexOf(e)))
                .toList();
        for (Piece second : candidates) {
            // a rider on two squares does not step in (ours): he strikes only an opponent he already touches
            Optional<Square> stand = hero.adjacentTo(second) ? Optional.of(hero.square())
                    : hero.mounted() ? Optional.<Square>empty() : step(s, hero, first, second);
            if (stand.isEmpty()) {
                continue;
            }
            if (!stand.get().equals(hero.square())) {
                log.emit(new PieceLeapt(hero.id(), hero.square(), stand.get(), hero.facing(), Skill.LIGHTNING_ATTACK.key()));
            }
            Piece moved = log.state().pieceOrThrow(hero.id());
            Piece target = log.state().pieceOrThrow(second.id());
            Ruling<Combat.Blow> blow = Combat.assess(log.state(), moved, target);
            if (blow.refused()) {
                log.emit(new AttackHeld(hero.id(), "Lightning Attack on " + target.id() + ": " + blow.reason()));
                return;
            }
            Combat.strike(log, moved, target, named.isEmpty(), dice);
            return;
        }
        log.emit(new AttackHeld(hero.id(), "his Lightning Attack finds no second opponent within " + range + " squares of "
                + from + " that he can reach (HA5)"));
    }

    /** A free square next to the hero and next to {@code second} that he can enter. */
    private static Optional<Square> step(LoneWolfState s, Piece hero, Piece first, Piece second) {
        if (Movement.unable(s, hero).isPresent()) {
            return Optional.empty();
        }
        java.util.List<Square> options = new java.util.ArrayList<>();
        options.add(first.square());
        for (Compass c : Compass.values()) {
            options.add(hero.square().plus(c));
        }
        return options.stream()
                .filter(sq -> sq.adjacentTo(hero.square()) && sq.adjacentTo(second.square()))
                .filter(sq -> s.board().contains(sq) && s.occupant(sq).isEmpty())
                .filter(sq -> s.sheet(hero).terrainCost().cost(s.board().terrain(sq)).isPresent())
                .findFirst();
    }
}
