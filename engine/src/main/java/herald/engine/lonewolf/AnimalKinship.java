package herald.engine.lonewolf;

import herald.engine.Dice;
import herald.engine.board.Square;
import herald.engine.lonewolf.events.FireHeld;
import herald.engine.lonewolf.events.MoveHalted;
import herald.engine.lonewolf.events.PieceMoved;
import herald.engine.lonewolf.events.PieceTurned;
import herald.engine.lonewolf.events.SkillRolled;
import java.util.List;
import java.util.Optional;

/**
 * K9 Animal Kinship (L1720-1742): in the first firing phase, instead of firing, a Kai Lord reaches for an animal within
 * 4 squares (G5) that he can see: a mounted piece's mount or a wolf rider's wolf, never a monster. We count a piece as
 * an animal when it is mounted ({@link Piece#mounted()}); the rider goes where his mount goes. 1D100 1-40: at the start
 * of the Kai Lord's side's movement he moves it one square into passable, unoccupied ground and/or turns it, as his
 * KINSHIP order said (no MP spent).
 */
final class AnimalKinship {
    static final String SUCCESS = "it obeys";

    private AnimalKinship() {}

    static Optional<String> problem(LoneWolfState s, Piece p, Piece animal, String animalId, boolean nothing) {
        if (!p.has(Skill.ANIMAL_KINSHIP)) {
            return Optional.of(p.id() + " has no Animal Kinship (K9)");
        }
        if (animal == null) {
            return Optional.of("there is no piece " + animalId);
        }
        if (!animal.alive()) {
            return Optional.of(animal.id() + " was removed in turn " + animal.removedTurn());
        }
        if (!animal.mounted()) {
            return Optional.of(animal.id() + " is not mounted: Animal Kinship moves animals (cavalry mounts, wolves), not"
                    + " men or monsters (K9)");
        }
        int range = p.rangeTo(animal);
        int max = s.skills().of(Skill.ANIMAL_KINSHIP).range();
        if (range > max) {
            return Optional.of(animal.id() + " is " + range + " squares away: Animal Kinship reaches " + max);
        }
        if (!animal.id().equals(p.id()) && !SkillOrders.sees(s, p, animal)) {
            return Optional.of(p.id() + " cannot see " + animal.id());
        }
        if (nothing) {
            return Optional.of("say what the animal does: a step and/or FACE, e.g. KINSHIP " + p.id() + " AT " + animal.id() + " N FACE E");
        }
        return Optional.empty();
    }

    /** Phase 1: the roll. */
    static void attempt(TurnLog log, Order.Kinship order, Dice dice) {
        LoneWolfState s = log.state();
        Piece p = s.pieceOrThrow(order.piece());
        if (!p.alive()) {
            return;
        }
        Piece animal = s.piece(order.target()).orElse(null);
        Optional<String> why = problem(s, p, animal, order.target(), false);
        if (why.isPresent()) {
            log.emit(new FireHeld(1, p.id(), "no Animal Kinship: " + why.get()));
            return;
        }
        Reveal.opening(log, p, "it reaches out with Animal Kinship");
        int roll = dice.roll(100);
        boolean ok = s.skills().of(Skill.ANIMAL_KINSHIP).inBand("success", roll);
        log.emit(new SkillRolled(1, p.id(), Skill.ANIMAL_KINSHIP.key(), animal.id(), "reaches for the mind of " + animal.id()
                + "'s animal", roll, s.skills().of(Skill.ANIMAL_KINSHIP).bands().get("success"), ok ? SUCCESS : "no control", false));
    }

    /** The start of the Kai Lord's side's movement: the animals his roll won this turn move and turn. */
    static void move(TurnLog log, String side, List<Order> orders) {
        for (Order o : orders) {
            if (!(o instanceof Order.Kinship k)) {
                continue;
            }
            boolean won = log.events().stream().anyMatch(e -> e instanceof herald.engine.lonewolf.events.SkillRolled r
                    && r.piece().equals(k.piece()) && Skill.ANIMAL_KINSHIP.key().equals(r.skill()) && k.target().equals(r.target())
                    && SUCCESS.equals(r.result()));
            Optional<Piece> animal = log.state().piece(k.target()).filter(Piece::alive);
            if (!won || animal.isEmpty()) {
                continue;
            }
            Piece a = animal.get();
            if (k.step() != null) {
                Square to = a.square().plus(k.step());
                LoneWolfState s = log.state();
                String problem = !s.board().contains(to) ? Movement.offBoard(s, to)
                        : s.sheet(a).terrainCost().cost(s.board().terrain(to)).isEmpty()
                                ? SkillOrders.lower(s.board().terrain(to).title()) + " at " + to + " is impassable"
                        : s.occupant(to).isPresent() ? to + " is occupied by " + s.occupant(to).get().id() : null;
                if (problem != null) {
                    log.emit(new MoveHalted(a.id(), a.square(), k.piece() + "'s Animal Kinship cannot move " + a.id() + ": " + problem));
                } else {
                    log.emit(new PieceMoved(a.id(), a.square(), to, 0, 0));
                }
            }
            Piece now = log.state().pieceOrThrow(a.id());
            if (k.face() != null && k.face() != now.facing()) {
                log.emit(new PieceTurned(now.id(), now.facing(), k.face(), 0, 0));
            }
        }
    }
}
