package herald.engine.fantasywarriors;

import java.util.Locale;

/** A line of the weapons v armour chart (Companion L692; its numbers Herald's H4, in weapons.json). */
public enum WeaponLine {
    CROSSBOW, HANDGUN, BOW, SPEAR, SWORD, HAND_WEAPON, DOUBLE_HANDED_AXE, LANCE_ON_THE_CHARGE;

    /** Its key in weapons.json: "double-handed-axe". */
    public String key() {
        return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
}
