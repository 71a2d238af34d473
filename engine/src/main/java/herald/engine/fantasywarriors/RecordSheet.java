package herald.engine.fantasywarriors;

import herald.engine.table.Inches;
import herald.engine.view.SheetTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A side's record sheets, in narrow tables a phone shows at a readable size: its commands (leader, order, an order on
 * its way), its units' numbers from the army list, their state (quality, kind, reaction, volley counters), its
 * individuals; and, for a player, a short sheet of each enemy side as far as it is seen.
 */
final class RecordSheet {
    static final List<String> COMMANDS = List.of("Cmd", "Leader", "Order", "Sent", "Units");
    static final List<String> UNITS = List.of("Id", "Unit", "Figs", "Wth", "Mv", "Weapon", "Ar", "Sv");
    static final List<String> STATE = List.of("Id", "Cmd", "Quality", "Kind", "Reaction", "Vol");
    static final List<String> INDIVIDUALS = List.of("Id", "Who", "Wth", "Mv", "Weapon", "Ar", "Sv", "Ldr", "Power");
    static final List<String> EQUIPMENT = List.of("Id", "Kind", "Length", "Steps", "With");
    static final List<String> SEEN = List.of("Id", "Unit", "Figs", "Order", "Reaction", "Vol");

    /** The sheets' short heads, for a player with the PDF alone. */
    static final String KEY = "Sheets: Figs, Vol (volleys), Power (magic) left/at the start; Wth worth a figure; Mv"
            + " inches (ground/air); Weapon S strength, range short/long; Sv save, 2D6 at or under; Ldr leadership;"
            + " Sent an order on its way, in force once its leader passes the battle leaders test; Steps the mantlets,"
            + " pavises, lengths or pits a piece of equipment counts as, With the unit carrying it (left: abandoned).";

    private RecordSheet() {}

    /** Every sheet of {@code side}'s own army. */
    static List<SheetTable> own(FantasyWarriorsState s, String side) {
        String name = s.sideName(side);
        List<List<String>> commands = new ArrayList<>();
        s.commands().values().stream().filter(c -> c.side().equals(side)).forEach(c -> commands.add(List.of(c.id(),
                c.leader(), word(c.order()) + Mercenaries.pay(s, c.id()).map(p -> ", " + p.name().toLowerCase(java.util.Locale.ROOT)
                        .replace('_', ' ') + " mercenaries").orElse(""), c.sent().map(RecordSheet::word).orElse("-"),
                String.join(", ", c.units()))));
        List<List<String>> units = new ArrayList<>();
        List<List<String>> state = new ArrayList<>();
        for (Unit u : s.units().values()) {
            if (u.side().equals(side)) {
                Profile p = s.profile(u);
                units.add(List.of(u.id(), p.name(), EngineCrew.sheetFigures(s, u), number(p.worth()), move(p),
                        arms(p), word(p.armour()), save(p)));
                state.add(List.of(u.id(), u.command(), word(u.standing().quality()), word(p.kind()),
                        (u.onTable() ? reaction(u) : "routed (turn " + u.routed() + ")")
                                + (Flying.airborne(s, u.id()) ? ", flying" : ""),
                        EngineCrew.sheetBreath(s, u).orElse(volleys(u, p))));
            }
        }
        List<List<String>> individuals = new ArrayList<>();
        for (Individual i : s.individuals().values()) {
            if (i.side().equals(side)) {
                Profile p = s.profile(i);
                String who = p.name() + (i.joined() == null ? "" : ", with " + i.joined())
                        + (i.onTable() ? "" : ", fell in turn " + i.dead()) + (Flying.airborne(s, i.id()) ? ", flying" : "");
                individuals.add(List.of(i.id(), who, number(p.worth()), move(p), weapon(p.weapon()), word(p.armour()),
                        save(p), p.leadership().map(RecordSheet::number).orElse("-"), p.magicPower()
                                .map(m -> i.magicPower() + "/" + m.value()).orElse("-")));
            }
        }
        List<SheetTable> out = new ArrayList<>();
        out.add(new SheetTable("Commands: " + name, COMMANDS, commands));
        out.add(new SheetTable("Units: " + name, UNITS, units));
        out.add(new SheetTable("Unit state: " + name, STATE, state));
        if (!individuals.isEmpty()) {
            out.add(new SheetTable("Individuals: " + name, INDIVIDUALS, individuals));
        }
        MagicSheet.of(s, side).ifPresent(out::add);
        List<List<String>> equipment = new ArrayList<>();
        s.equipment().values().stream().filter(e -> e.side().equals(side)).forEach(e -> equipment.add(List.of(e.id(),
                e.kind().title(), Inches.show(e.ground().frontage()), String.valueOf(e.lengths()),
                e.carried() ? e.carrier() : e.kind().carried() ? "left" : "set up")));
        if (!equipment.isEmpty()) {
            out.add(new SheetTable("Equipment: " + name, EQUIPMENT, equipment));
        }
        return out;
    }

    /**
     * What {@code side} knows of the enemy side {@code enemy}: the units and individuals it sees, as they stand on the
     * table with their counters beside them. A sent order is a written message (L1328), and a caster's power is his
     * own (an arcane duel commits it face down, L1227-1229): neither is shown.
     */
    static SheetTable seen(FantasyWarriorsState s, Eyes eyes, String side, String enemy) {
        List<List<String>> rows = new ArrayList<>();
        for (Unit u : eyes.units(side)) {
            if (u.side().equals(enemy)) {
                Profile p = s.profile(u);
                rows.add(List.of(u.id(), p.name(), String.valueOf(u.figures()), word(s.commandOf(u).order()),
                        reaction(u), p.volleyCounters().isPresent() ? String.valueOf(u.volleys()) : "-"));
            }
        }
        for (Individual i : eyes.individuals(side)) {
            if (i.side().equals(enemy)) {
                String order = i.leads() == null ? "-" : word(s.commands().get(i.leads()).order());
                rows.add(List.of(i.id(), s.profile(i).name(), "1", order, "-", "-"));
            }
        }
        if (rows.isEmpty()) {
            // a table of heads alone reads as a mistake in print
            rows.add(List.of("-", "none in sight", "-", "-", "-", "-"));
        }
        return new SheetTable("Seen of " + s.sideName(enemy), SEEN, rows);
    }

    /** "OK", or its reactions and firewater in words: "shaken, disorganised". */
    static String reaction(Unit u) {
        List<String> words = new ArrayList<>();
        if (u.standing().bloodLust()) {
            words.add("blood lust");
        }
        if (u.standing().shaken()) {
            words.add("shaken");
        }
        if (u.disorganised()) {
            words.add("disorganised");
        }
        if (u.standing().firewater()) {
            words.add("firewater");
        }
        return words.isEmpty() ? "OK" : String.join(", ", words);
    }

    /** "6/6", or with its poisoned arrows among them "6/6, 2 poisoned": the orders must say how many they spend. */
    private static String volleys(Unit u, Profile p) {
        return p.volleyCounters().map(v -> u.volleys() + "/" + v.value()
                + (u.poisoned() == 0 ? "" : ", " + u.poisoned() + " poisoned")).orElse("-");
    }

    /** "5", or "6/15" ground and air for a flyer. */
    static String move(Profile p) {
        return number(p.move().ground()) + p.move().air().map(a -> "/" + a.value()).orElse("");
    }

    /** "sword"; a missile "bow S1 12/24\"", a single range "crossbow S4 30\"". */
    /** A unit's weapon; an engine's is itself (its list borrows a weapon line for the chart: the cannon's crossbow). */
    private static String arms(Profile p) {
        String weapon = weapon(p.weapon());
        return p.role().category() != Role.Category.ARTILLERY ? weapon
                : weapon.replaceFirst("^[^ ]+", p.role() == Role.WAR_CANNON ? "cannon" : "ballista");
    }

    static String weapon(Profile.Arms a) {
        String line = switch (a.line()) {
            case HAND_WEAPON -> "hand wpn";
            case DOUBLE_HANDED_AXE -> "2-h axe";
            case LANCE_ON_THE_CHARGE -> "lance";
            default -> word(a.line());
        };
        if (a.shortRange().isEmpty()) {
            return line;
        }
        int near = a.shortRange().get().value();
        int far = a.longRange().map(Profile.Sourced::value).orElse(near);
        return line + a.strength().map(st -> " S" + st.value()).orElse("") + " " + (near == far ? near : near + "/" + far)
                + "\"";
    }

    private static String save(Profile p) {
        return p.save().map(RecordSheet::number).orElse("-");
    }

    private static String number(Profile.Sourced n) {
        return String.valueOf(n.value());
    }

    static String word(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }
}
