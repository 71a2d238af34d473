package herald.engine.skirmish;

import herald.engine.Dice;
import herald.engine.board.Hex;
import herald.engine.skirmish.events.ActionHeld;
import herald.engine.skirmish.events.CombatFought;
import herald.engine.skirmish.events.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Phase 3 (R14-R17): the active side's characters in contact attack. All ATTACK lines on one target
 * make one combined attack: the attackers' attack values are summed, the defender's defence (plus
 * "Def. +" when it stands in a window, doorway or low wall hex; halved while stunned under
 * {@code stunned=cannot-act}) is taken away, and the difference picks the column. More than one
 * attacker shifts one column right (on the mounted table only for more than one mounted attacker,
 * unless {@code mounted-shift=any-attackers}); the shift stops at ≥40. The table is the defender's:
 * mounted or infantry. Combats are fought in the order their targets are first named.
 */
final class Combat {
    private Combat() {}

    /** The numbers of one combat before the die. */
    record Odds(List<Character> attackers, List<Integer> attacks, int defence, List<Modifier> defenceModifiers,
            int difference, boolean mountedTable, int baseColumn, int column) {}

    static Odds odds(SkirmishState s, List<Character> attackers, Character defender) {
        Tables.Combat table = Data.tables().combat();
        List<Integer> attacks = attackers.stream().map(a -> Stats.attack(s, a)).toList();
        int base = Stats.profile(s, defender).defence();
        List<Modifier> mods = new ArrayList<>();
        if (defender.stunned() && s.options().stunned().equals("cannot-act")) {
            mods.add(new Modifier("stunned, halved", -(base - Math.max(1, base / 2))));
        }
        TerrainType ground = s.terrainAt(defender.hex());
        if (ground.defencePlus() && s.options().defPlus() > 0) {
            mods.add(new Modifier(ground.name().toLowerCase(java.util.Locale.ROOT), s.options().defPlus()));
        }
        int defence = base + Modifier.sum(mods);
        int difference = attacks.stream().mapToInt(Integer::intValue).sum() - defence;
        boolean mountedTable = defender.mounted();
        int col = table.column(difference);
        long mountedAttackers = attackers.stream().filter(Character::mounted).count();
        boolean shift = attackers.size() > 1 && (!mountedTable || mountedAttackers > 1
                || s.options().mountedShift().equals("any-attackers"));
        int shifted = shift ? Math.min(col + 1, table.columns().size() - 1) : col;
        return new Odds(attackers, attacks, base, mods, difference, mountedTable, col, shifted);
    }

    static void phase(TurnLog log, List<Order> orders, Dice dice) {
        Map<String, List<Order.Attack>> byTarget = new LinkedHashMap<>();
        for (Order o : orders) {
            if (o instanceof Order.Attack a) {
                byTarget.computeIfAbsent(a.target(), k -> new ArrayList<>()).add(a);
            }
        }
        byTarget.forEach((target, attacks) -> fight(log, target, attacks, dice));
    }

    private static void fight(TurnLog log, String targetId, List<Order.Attack> orders, Dice dice) {
        SkirmishState s = log.state();
        Character defender = s.characterOrThrow(targetId);
        List<Character> attackers = new ArrayList<>();
        for (Order.Attack o : orders) {
            Character a = s.characterOrThrow(o.piece());
            String why = !a.alive() ? "it is dead" : a.stunned() ? "it is stunned"
                    : !defender.alive() ? defender.id() + " is already dead"
                    : !a.hex().adjacentTo(defender.hex()) ? "it is at " + a.hex() + ", not next to " + defender.id() + " at " + defender.hex()
                    : null;
            if (why != null) {
                log.emit(new ActionHeld(a.id(), why));
            } else {
                attackers.add(a);
            }
        }
        if (attackers.isEmpty()) {
            return;
        }
        Odds odds = odds(s, attackers, defender);
        Tables.Combat table = Data.tables().combat();
        int roll = dice.roll(10);
        Result result = table.result(odds.mountedTable(), odds.column(), roll);
        int need = 0;
        for (int d = 1; d <= 10; d++) {
            if (table.result(odds.mountedTable(), odds.column(), d).hurtsDefender()) {
                need = d;
            }
        }
        log.emit(new CombatFought(attackers.stream().map(Character::label).toList(), defender.label(), odds.attacks(),
                odds.defence(), odds.defenceModifiers(), odds.difference(), odds.mountedTable() ? "mounted" : "infantry",
                table.columns().get(odds.baseColumn()), odds.column() != odds.baseColumn(), table.columns().get(odds.column()),
                roll, need, result.code()));
        String cause = "attacked by " + String.join(" and ", attackers.stream().map(Character::id).toList());
        List<Hex> from = attackers.stream().map(Character::hex).toList();
        switch (result) {
            case AW:
                Effects.wound(log, attackers.get(0).id(), "struck back by " + defender.id());
                break;
            case AR1:
                for (Character a : attackers) {
                    Retreat.retreat(log, a.id(), 1, List.of(defender.hex()), "repulsed by " + defender.id());
                }
                break;
            default:
                Effects.onDefender(log, defender.id(), result, cause, from);
        }
    }
}
