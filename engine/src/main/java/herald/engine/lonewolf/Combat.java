package herald.engine.lonewolf;

import herald.engine.Dice;
import herald.engine.board.Square;
import herald.engine.lonewolf.events.AttackHeld;
import herald.engine.lonewolf.events.Modifier;
import herald.engine.lonewolf.events.PieceAttacked;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Close combat (C1, C2, C4, H5, H6, H9, H10). In phase 4 red's pieces attack, casualties are removed at once, then
 * blue's survivors reply. One attack a piece a turn. A piece with an ATTACK order strikes its target
 * if the target is then adjacent; a piece with HOLD does nothing; any other piece next to an enemy
 * attacks by standing order the adjacent enemy it has the best chance against (ties: the earliest in
 * the scenario's list), and so does a piece whose ordered target is gone or out of reach.
 */
public final class Combat {
    private Combat() {}

    /** An attack that may be made, with the numbers behind its {@code need}. */
    public record Blow(String weapon, int basic, List<Modifier> modifiers, int need) {}

    /** Why {@code p} cannot attack anyone this turn (no hand weapon, stunned, a critical arm wound), if it cannot. */
    public static Optional<String> unable(LoneWolfState s, Piece p) {
        if (p.handWeapon().isEmpty()) {
            return Optional.of(p.id() + " has no hand weapon");
        }
        if (s.stunned(p)) {
            return Optional.of(p.id() + " is stunned this turn: no moving, shooting or close combat (H6)");
        }
        if (p.condition().noFight()) {
            return Optional.of(p.id() + " may not fight: a critical arm wound (H10)");
        }
        return SecretParry.forfeited(s, p);
    }

    public static Ruling<Blow> assess(LoneWolfState s, Piece attacker, Piece defender) {
        Optional<String> unable = unable(s, attacker);
        if (unable.isPresent()) {
            return Ruling.no(unable.get());
        }
        if (!defender.alive()) {
            return Ruling.no(defender.id() + " has been removed");
        }
        Optional<String> spared = Hypnosis.sparedFriend(s, attacker, defender);
        if (spared.isPresent()) {
            return Ruling.no(spared.get());
        }
        if (!attacker.adjacentTo(defender)) {
            return Ruling.no(defender.id() + " is not adjacent to " + attacker.id() + " ("
                    + attacker.rangeTo(defender) + " squares away)");
        }
        if (attacker.mounted() && s.houseRules().mountedStrikesFromFront() && defender.rangeTo(attacker.square()) > 1) {
            return Ruling.no(defender.id() + " touches only the rear of " + attacker.id()
                    + ": a mounted piece strikes from its front square (house rule mounted-strike=front, MV5)");
        }
        PlaySheet sheet = s.sheet(attacker);
        CombatModifiers cm = sheet.combatModifiers();
        List<Modifier> mods = new ArrayList<>();
        char from = direction(attacker, defender);
        if (from == 'L') {
            mods.add(new Modifier("flank", cm.flankAttack().value()));
        } else if (from == 'R') {
            mods.add(new Modifier("rear", cm.rearAttack().value()));
        }
        if (Poison.shieldCounts(attacker, defender)) {
            mods.add(new Modifier("shield", cm.defenderShield().value()));
        }
        Poison.note(attacker, defender).ifPresent(mods::add);
        CombatCover.of(s, attacker, defender).ifPresent(mods::add);
        if (attacker.training() == Training.VETERAN) {
            mods.add(new Modifier("veteran", cm.attackerVeteran().value()));
        } else if (attacker.training() == Training.POOR) {
            mods.add(new Modifier("poor", cm.attackerPoor().value()));
        }
        ArmourRow row = attacker.card() != null && attacker.card().combatValue().containsKey(attacker.hand())
                ? attacker.card().combatValue().get(attacker.hand()) : sheet.combatValue().weapons().get(attacker.hand());
        int basic = row.of(Poison.armourStruck(attacker, defender));
        mods.addAll(Disciplines.combat(s, attacker));
        if (attacker.condition().combatLost() > 0) {
            mods.add(new Modifier("wounds", -attacker.condition().combatLost()));
        }
        int need = basic + mods.stream().mapToInt(Modifier::value).sum();
        if (attacker.condition().halfChances()) {
            int half = Math.floorDiv(need, 2);
            mods.add(new Modifier("half chances", half - need));
            need = half;
        }
        if (s.stunned(defender) && need > 0) {
            mods.add(new Modifier("stunned defender, double chance", need));
            need *= 2;
        }
        return Ruling.yes(new Blow(attacker.hand(), basic, mods, need));
    }

    /**
     * Where {@code attacker} strikes {@code defender} from: 'F' front, 'L' flank, 'R' rear (C7). For a piece on foot
     * the squares ahead are front, beside it flank, behind it rear; for a mounted defender the diagram in
     * {@code mounted.json} (MV5). A mounted attacker strikes from its front square if that touches the defender, else its rear.
     */
    static char direction(Piece attacker, Piece defender) {
        Square from = Mounted.strikingSquare(attacker, defender);
        if (defender.mounted()) {
            return Mounted.attackFrom(defender, from);
        }
        int dx = from.x() - defender.square().x();
        int dy = from.y() - defender.square().y();
        int ahead = dx * defender.facing().dx() + dy * defender.facing().dy();
        return ahead > 0 ? 'F' : ahead == 0 ? 'L' : 'R';
    }

    /**
     * The terrain of a defender's square, "none" on open ground or water: the old flat combat cover (sheets
     * without degrees, {@link CombatCover}) and what C5's condition 2 compares.
     */
    static String coverName(LoneWolfState s, Piece defender) {
        Terrain ground = s.board().terrain(defender.square());
        return ground == Terrain.OPEN || ground == Terrain.WATER ? "none" : ground.key();
    }

    /** The adjacent enemy the standing order attacks: the best chance, then scenario order. */
    public static Optional<Piece> standingTarget(LoneWolfState s, Piece attacker) {
        return s.adjacentEnemies(attacker).stream().filter(e -> !assess(s, attacker, e).refused())
                .max(Comparator.comparingInt((Piece e) -> assess(s, attacker, e).refused() ? -1000 : assess(s, attacker, e).value().need())
                        .thenComparing(e -> -s.pieces().indexOf(e)));
    }

    static void phase(TurnLog log, Map<String, List<Order>> orders, Dice dice) {
        for (String side : List.of(log.state().red(), log.state().blue())) {
            List<Order> mine = orders.getOrDefault(side, List.of());
            for (Order o : mine) {
                if (o instanceof Order.Attack a && a.grouped() && log.state().piece(a.piece()).filter(p -> p.side().equals(side)).isPresent()) {
                    Concentration.combat(log, a, dice);
                }
            }
            for (Piece p : log.state().living(side)) {
                fight(log, log.state().pieceOrThrow(p.id()), mine, dice);
            }
        }
    }

    private static void fight(TurnLog log, Piece p, List<Order> orders, Dice dice) {
        LoneWolfState s = log.state();
        if (!p.alive() || p.attacked()) {
            return;
        }
        orders = orders.stream().filter(o -> o.piece().equals(p.id())).toList();
        Optional<String> then = LightningAttack.then(orders, p);
        orders = orders.stream().map(HeroicOrders::core).toList();
        boolean holds = orders.stream().anyMatch(o -> o instanceof Order.Hold && o.piece().equals(p.id()));
        Optional<Order.Attack> ordered = orders.stream().filter(o -> o instanceof Order.Attack && o.piece().equals(p.id()))
                .map(o -> (Order.Attack) o).filter(a -> !a.grouped()).findFirst();
        boolean engaged = !s.adjacentEnemies(p).isEmpty();
        if (holds) {
            if (engaged) {
                log.emit(new AttackHeld(p.id(), p.id() + " holds, as ordered"));
            }
            return;
        }
        Optional<String> unable = unable(s, p).or(() -> Hypnosis.mayNotStart(log, p));
        if (unable.isPresent()) {
            if (engaged || ordered.isPresent()) {
                log.emit(new AttackHeld(p.id(), unable.get()));
            }
            return;
        }
        if (ordered.isPresent()) {
            Optional<Piece> target = s.piece(ordered.get().target());
            if (target.isPresent() && !assess(s, p, target.get()).refused()) {
                strike(log, p, target.get(), false, dice);
                LightningAttack.follow(log, p, target.get(), then, dice);
                return;
            }
            String why = target.map(t -> assess(s, p, t).reason()).orElse("there is no piece " + ordered.get().target());
            log.emit(new AttackHeld(p.id(), why + (engaged ? "; it fights by standing order instead" : "")));
        }
        if (engaged) {
            standingTarget(s, p).ifPresent(t -> {
                strike(log, p, t, true, dice);
                LightningAttack.follow(log, p, t, then, dice);
            });
        }
    }

    static void strike(TurnLog log, Piece attacker, Piece defender, boolean standing, Dice dice) {
        if (SecretParry.blocks(log, attacker, defender)) {
            return;
        }
        Blow blow = assess(log.state(), attacker, defender).value();
        int roll = dice.roll(100);
        boolean hit = roll <= blow.need();
        log.emit(new PieceAttacked(attacker.id(), blow.weapon(), defender.id(), blow.basic(), blow.modifiers(), blow.need(),
                roll, hit, standing));
        if (hit) {
            Hits.take(log, defender, "struck down by " + attacker.id() + " in combat", dice,
                    Poison.severity(log.state(), attacker, defender));
        }
    }
}
