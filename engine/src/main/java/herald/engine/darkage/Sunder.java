package herald.engine.darkage;

import herald.engine.Dice;
import herald.engine.darkage.events.DarkAgeEvent;
import herald.engine.darkage.events.ShieldTested;
import herald.engine.darkage.events.SunderRolled;
import java.util.ArrayList;
import java.util.List;

/**
 * Sunder attacks (3.4.5, W10): a figure with a sundering weapon may attack its opponent's shield instead of the
 * figure. Opposed rolls: the attacker's 1D10 + FV + weapon bonus + the fighting modifiers, the defender's 1D10 + FV
 * + its shield's AR bonus. Only a higher attacker wins (a tie holds); the defender then makes a Fate roll with the
 * weapon's Fate modifier or loses the shield, and its AR falls by the shield's bonus. A legendary shield cannot be
 * Sundered. A natural 1 for the attacker fails and may fumble, as any attack.
 */
public final class Sunder {
    private Sunder() {}

    /** The shield's side: the defender's FV, the shield's bonus (usually +2), whether it is legendary (5.1.2). */
    public record Shield(int defenderFv, int bonus, boolean legendary) {}

    public static Ruling strike(Fighting.Blow b, Shield shield, Options o, Dice dice) {
        Weapons.Fighting w = Fighting.weapon(b.attacker());
        String defender = b.opponent().name();
        if (!w.sunder()) {
            return Ruling.refused("a " + w.called() + " cannot Sunder: only the axes can");
        }
        if (shield.bonus() == 0) {
            return Ruling.refused(defender + " has no shield to Sunder");
        }
        if (shield.legendary()) {
            return Ruling.refused(defender + "'s shield is legendary: it cannot be Sundered");
        }
        List<Modifier> ms = Fighting.modifiers(b, o);
        int bonus = Fighting.bonus(b.attacker(), o);
        int attack = dice.roll(10);
        int defend = dice.roll(10);
        int total = attack + b.attacker().fv() + bonus + Modifier.sum(ms);
        int defence = defend + shield.defenderFv() + shield.bonus();
        boolean beaten = attack != 1 && total > defence;
        List<DarkAgeEvent> events = new ArrayList<>();
        events.add(new SunderRolled(b.attacker().name(), w.called(), defender, List.of(attack, defend), b.attacker().fv(),
                bonus, ms, total, shield.defenderFv(), shield.bonus(), defence, defence + 1, beaten));
        if (beaten) {
            events.add(test(defender, b.opponent().fate(), w, o, dice.roll(10)));
        } else if (attack == 1) {
            events.add(Fumble.roll(b.attacker().name(), w.called(), false, dice));
        }
        return Ruling.of(events);
    }

    /** The defender's Fate roll for its shield: natural 1 loses it, natural 10 keeps it (FT2). */
    static ShieldTested test(String defender, int fate, Weapons.Fighting w, Options o, int roll) {
        List<Modifier> ms = List.of(new Modifier(w.fate(), w.called()));
        int total = roll + w.fate();
        int need = o.sunderFate().equals("equal-keeps") ? fate : fate + 1;
        boolean lost = roll == 1 || (roll != 10 && total < need);
        return new ShieldTested(defender, roll, ms, total, fate, need, lost);
    }
}
