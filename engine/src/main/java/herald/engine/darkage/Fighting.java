package herald.engine.darkage;

import herald.engine.Dice;
import herald.engine.darkage.events.BlowRolled;
import herald.engine.darkage.events.DarkAgeEvent;
import java.util.ArrayList;
import java.util.List;

/**
 * Fighting (3.4): against a figure in base contact (F1), 1D10 + FV + the weapon's bonus + the sheet's modifiers (F3)
 * against its AR (F2, as S2). FV may be split over several attacks in one phase (F4). A natural 1 misses and may
 * fumble: a second natural 1 and the weapon is unusable for the rest of the game (F5). A hit is followed at once by
 * the opponent's Fate roll. A lance counts only after a mounted move of 3" or more; otherwise it is fought as a spear
 * (W4, Herald's).
 */
public final class Fighting {
    private Fighting() {}

    /** The attacker's side of one attack: its whole FV, the part given to this attack, and whether it is its first. */
    public record Attacker(String name, int fvOf, int fv, boolean first, Weapons.Fighting weapon, double mountedMove) {
        public static Attacker of(String name, int fv, Weapons.Fighting weapon) {
            return new Attacker(name, fv, fv, true, weapon, 0);
        }

        /** The {@code index}th (0 first) of a split attack given {@code part} of the FV. */
        public Attacker withPart(int part, int index) {
            return new Attacker(name, fvOf, part, index == 0, weapon, mountedMove);
        }

        public Attacker withMountedMove(double inches) {
            return new Attacker(name, fvOf, fv, first, weapon, inches);
        }
    }

    /** The opponent: AR, Fate, knocked down or not. */
    public record Opponent(String name, int ar, int fate, boolean down) {
        public static Opponent of(String name, int ar, int fate) {
            return new Opponent(name, ar, fate, false);
        }

        public Opponent withKnockedDown() {
            return new Opponent(name, ar, fate, true);
        }
    }

    /**
     * One attack. {@code ours} and {@code theirs} count the figures of each side in this Fight (outnumbering); {@code
     * mobbers} the other figures of the attacker's side attacking the same opponent this phase (Mobbing).
     */
    public record Blow(Attacker attacker, Opponent opponent, int ours, int theirs, int mobbers, int seaState,
            boolean poisoned) {
        public static Blow of(Attacker attacker, Opponent opponent) {
            return new Blow(attacker, opponent, 1, 1, 0, 0, false);
        }

        public Blow withOdds(int ourFigures, int theirFigures, int otherAttackers) {
            return new Blow(attacker, opponent, ourFigures, theirFigures, otherAttackers, seaState, poisoned);
        }

        public Blow withSeaState(int state) {
            return new Blow(attacker, opponent, ours, theirs, mobbers, state, poisoned);
        }

        public Blow withPoison() {
            return new Blow(attacker, opponent, ours, theirs, mobbers, seaState, true);
        }
    }

    /**
     * Why a split of {@code fv} into {@code parts} is not allowed, or null (F4, Herald's): every point of FV goes to
     * some attack, each attack has at least 1.
     */
    public static String splitProblem(int fv, List<Integer> parts) {
        if (parts.isEmpty() || parts.stream().anyMatch(p -> p < 1)) {
            return "each attack needs at least 1 of the FV";
        }
        int sum = parts.stream().mapToInt(Integer::intValue).sum();
        return sum == fv ? null : "the parts add up to " + sum + ", not the FV of " + fv;
    }

    /** The weapon as it counts in this attack: a lance without its mounted move is a spear. */
    public static Weapons.Fighting weapon(Attacker a) {
        if (a.weapon().key().equals("lance") && a.mountedMove() < Data.sheet().fighting().lanceMountedMove()) {
            return Data.weapons().fightingWeapon("spear");
        }
        return a.weapon();
    }

    /** The weapon's bonus for this attack: none on a split's later attacks under house option split-bonus=first. */
    static int bonus(Attacker a, Options o) {
        return !a.first() && o.splitBonus().equals("first") ? 0 : weapon(a).attack();
    }

    /** The sheet's fighting modifiers (F3) that apply. */
    public static List<Modifier> modifiers(Blow b, Options o) {
        Sheet.Fights sheet = Data.sheet().fighting();
        List<Modifier> ms = new ArrayList<>();
        int outnumber = b.ours() > b.theirs() ? sheet.outnumber() : 0;
        int mobbing = sheet.mobbingEach() * b.mobbers();
        if (o.outnumber().equals("larger")) {
            outnumber = outnumber > mobbing ? outnumber : 0;
            mobbing = outnumber > 0 ? 0 : mobbing;
        }
        if (outnumber > 0) {
            ms.add(new Modifier(outnumber, "outnumber"));
        }
        if (mobbing > 0) {
            ms.add(new Modifier(mobbing, "mobbing"));
        }
        if (b.seaState() > 0) {
            ms.add(new Modifier(Sheet.at(sheet.seaState(), b.seaState()), "sea"));
        }
        if (b.opponent().down()) {
            ms.add(new Modifier(sheet.targetDown(), "knocked down"));
        }
        return ms;
    }

    /** The attack and what follows it: the opponent's Fate roll on a hit, the fumble roll on a natural 1. */
    public static Ruling strike(Blow b, Options o, Dice dice) {
        Weapons.Fighting w = weapon(b.attacker());
        if (b.poisoned() && !w.cutting()) {
            return Ruling.refused("poison goes only on a cutting weapon, not a " + w.called());
        }
        List<DarkAgeEvent> events = new ArrayList<>();
        BlowRolled rolled = rolled(b, o, dice.roll(10));
        events.add(rolled);
        boolean hit = rolled.hit();
        int roll = rolled.roll();
        if (hit) {
            events.add(FateRolls.onHit(b.opponent().name(), b.opponent().fate(), w.called(), w.fate(), b.poisoned(), dice));
        } else if (roll == 1) {
            events.add(Fumble.roll(b.attacker().name(), w.called(), false, dice));
        }
        return Ruling.of(events);
    }

    /** The attack roll judged, {@code roll} the natural die. */
    public static BlowRolled rolled(Blow b, Options o, int roll) {
        Weapons.Fighting w = weapon(b.attacker());
        List<Modifier> ms = modifiers(b, o);
        int bonus = bonus(b.attacker(), o);
        int total = roll + b.attacker().fv() + bonus + Modifier.sum(ms);
        int need = o.need(b.opponent().ar());
        return new BlowRolled(b.attacker().name(), w.called(), b.opponent().name(), roll, b.attacker().fv(),
                b.attacker().fvOf(), bonus, ms, total, b.opponent().ar(), need, roll != 1 && total >= need);
    }
}
