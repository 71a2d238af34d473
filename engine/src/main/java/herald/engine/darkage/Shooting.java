package herald.engine.darkage;

import herald.engine.Dice;
import herald.engine.darkage.events.DarkAgeEvent;
import herald.engine.darkage.events.ShotRolled;
import herald.engine.darkage.events.TargetDrawn;
import herald.engine.table.Inches;
import java.util.ArrayList;
import java.util.List;

/**
 * Shooting (3.3): range is the weapon's maximum (S5); 1D10 + SV + the weapon's bonus + the sheet's modifiers (S3)
 * against the target's AR (S2: a total equal to the AR hits, house option hit=beat). A hit is followed at once by the
 * target's Fate roll; a natural 1 misses and may fumble (house option shooting-fumbles). A figure in a Fight shoots
 * only a one-handed weapon and only at a figure it fights (S7); a crossbow that shot last turn is reloading (S9).
 * Line of sight is the table's and is checked before this.
 */
public final class Shooting {
    private Shooting() {}

    /** The shooter: its SV and inches moved this turn, whether it is in a Fight, and its traits that matter here. */
    public record Shooter(String name, int sv, double moved, boolean inFight, boolean closeQuarters, boolean reloading) {
        public static Shooter of(String name, int sv) {
            return new Shooter(name, sv, 0, false, false, false);
        }

        public Shooter withMoved(double inches) {
            return new Shooter(name, sv, inches, inFight, closeQuarters, reloading);
        }

        public Shooter withInFight(boolean closeQuartersShooting) {
            return new Shooter(name, sv, moved, true, closeQuartersShooting, reloading);
        }

        public Shooter withReloading() {
            return new Shooter(name, sv, moved, inFight, closeQuarters, true);
        }
    }

    /** The target: AR, Fate, how far it moved (and whether it ran), the difficult terrain type it stands in (0-3). */
    public record Target(String name, int ar, int fate, double moved, boolean ran, int difficult, boolean down,
            boolean fightsShooter) {
        public static Target of(String name, int ar, int fate) {
            return new Target(name, ar, fate, 0, false, 0, false, false);
        }

        public Target withMoved(double inches, boolean running) {
            return new Target(name, ar, fate, inches, running, difficult, down, fightsShooter);
        }

        public Target withDifficult(int type) {
            return new Target(name, ar, fate, moved, ran, type, down, fightsShooter);
        }

        public Target withKnockedDown() {
            return new Target(name, ar, fate, moved, ran, difficult, true, fightsShooter);
        }

        public Target withFightingShooter() {
            return new Target(name, ar, fate, moved, ran, difficult, down, true);
        }
    }

    /**
     * One Shooting attack: {@code volley} other shooters add +1 each (S4); Sea State 0 on land; {@code mist} the
     * modifier of a mist the shot goes into or out of (Sea Mist, Herald's), 0 for none.
     */
    public record Shot(Shooter shooter, Weapons.Shooting weapon, Target target, double inches, int volley, int seaState,
            boolean poisoned, int mist) {
        public static Shot of(Shooter shooter, Weapons.Shooting weapon, Target target, double inches) {
            return new Shot(shooter, weapon, target, inches, 0, 0, false, 0);
        }

        public Shot withVolley(int others) {
            return new Shot(shooter, weapon, target, inches, others, seaState, poisoned, mist);
        }

        public Shot withSeaState(int state) {
            return new Shot(shooter, weapon, target, inches, volley, state, poisoned, mist);
        }

        public Shot withPoison() {
            return new Shot(shooter, weapon, target, inches, volley, seaState, true, mist);
        }

        public Shot withMist(int value) {
            return new Shot(shooter, weapon, target, inches, volley, seaState, poisoned, value);
        }
    }

    /** Why the shot cannot be taken, or null. */
    public static String problem(Shot s) {
        String who = s.shooter().name();
        String weapon = s.weapon().called();
        if (s.weapon().reload() && s.shooter().reloading()) {
            return who + "'s " + weapon + " is reloading: it shot last turn and takes a full turn to reload";
        }
        if (!Inches.within(s.inches(), s.weapon().range())) {
            return s.target().name() + " is " + Inches.measured(s.inches()) + " from " + who + ": beyond the " + weapon
                    + "'s " + s.weapon().range() + "\"";
        }
        if (s.shooter().inFight() && !s.shooter().closeQuarters()) {
            if (s.weapon().hands() > 1) {
                return who + " is in a fight: only a one-handed weapon may shoot there, not a " + weapon;
            }
            if (!s.target().fightsShooter()) {
                return who + " is in a fight: it may shoot only at a figure it is fighting";
            }
        }
        if (s.poisoned() && !s.weapon().penetrating()) {
            return "poison goes only on a penetrating weapon, not a " + weapon;
        }
        return null;
    }

    /** The sheet's shooting modifiers (S3) that apply, in the sheet's order. */
    public static List<Modifier> modifiers(Shot s) {
        Sheet.Shots sheet = Data.sheet().shooting();
        List<Modifier> ms = new ArrayList<>();
        if (s.target().ran()) {
            ms.add(new Modifier(sheet.targetRan(), "ran"));
        } else if (Inches.measure(s.target().moved()) > sheet.movedOver()) {
            ms.add(new Modifier(sheet.targetMoved(), "moved"));
        }
        if (Inches.measure(s.shooter().moved()) > sheet.movedOver()) {
            ms.add(new Modifier(sheet.shooterMoved(), "shooter moved"));
        }
        if (s.volley() > 0) {
            ms.add(new Modifier(sheet.volleyEach() * s.volley(), "volley"));
        }
        if (s.target().difficult() > 0) {
            ms.add(new Modifier(Sheet.at(sheet.targetInDifficult(), s.target().difficult()), "terrain"));
        }
        if (s.seaState() > 0) {
            ms.add(new Modifier(Sheet.at(sheet.seaState(), s.seaState()), "sea"));
        }
        if (s.target().down()) {
            ms.add(new Modifier(sheet.targetDown(), "knocked down"));
        }
        if (s.mist() != 0) {
            ms.add(new Modifier(s.mist(), "mist"));
        }
        return ms;
    }

    /** The attack and what follows it: the target's Fate roll on a hit, the fumble roll on a natural 1. */
    public static Ruling shoot(Shot s, Options o, Dice dice) {
        String problem = problem(s);
        if (problem != null) {
            return Ruling.refused(problem);
        }
        List<DarkAgeEvent> events = new ArrayList<>();
        ShotRolled rolled = rolled(s, o, dice.roll(10), null);
        events.add(rolled);
        boolean hit = rolled.hit();
        int roll = rolled.roll();
        if (hit) {
            events.add(FateRolls.onHit(s.target().name(), s.target().fate(), s.weapon().called(), s.weapon().fate(),
                    s.poisoned(), dice));
        } else if (roll == 1 && o.shootingFumbles().equals("yes")) {
            events.add(Fumble.roll(s.shooter().name(), s.weapon().called(), false, dice));
        }
        return Ruling.of(events);
    }

    /** The attack roll judged, {@code roll} the natural die; {@code ammo} the special ammunition it uses, or null. */
    public static ShotRolled rolled(Shot s, Options o, int roll, String ammo) {
        List<Modifier> ms = modifiers(s);
        int total = roll + s.shooter().sv() + s.weapon().attack() + Modifier.sum(ms);
        int need = o.need(s.target().ar());
        boolean hit = roll != 1 && total >= need;
        return new ShotRolled(s.shooter().name(), s.weapon().called(), s.target().name(), Inches.measure(s.inches()),
                s.weapon().range(), roll, s.shooter().sv(), s.weapon().attack(), ms, total, s.target().ar(), need, hit,
                s.weapon().reload(), ammo);
    }

    /**
     * Shooting into a Fight (S6): which of its figures the shot is actually at, each equally likely. A shooter with
     * Uncanny Accuracy skips this and shoots at the figure it declared.
     */
    public static TargetDrawn draw(String shooter, String declared, List<String> fight, Dice dice) {
        int roll = dice.roll(fight.size());
        return new TargetDrawn(shooter, declared, fight, roll, fight.indexOf(declared) + 1, fight.get(roll - 1));
    }
}
