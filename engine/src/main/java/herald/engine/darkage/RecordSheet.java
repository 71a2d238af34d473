package herald.engine.darkage;

import herald.engine.table.Inches;
import herald.engine.view.SheetTable;
import java.util.ArrayList;
import java.util.List;

/**
 * A side's record sheets, in two narrow tables a phone can show at a readable size: the figures' numbers (profile,
 * stats, AR from what it wears now, Hero Points, condition, where it stands), then their gear (weapons, a broken one
 * marked, armour, ammunition, torch, powers, a lost one marked, and a Hero's standing orders).
 */
final class RecordSheet {
    static final List<String> STATS = List.of("Id", "Profile", "Speed", "SV", "FV", "AR", "Fate", "Ldr", "Move", "HP",
            "Condition", "At");
    static final List<String> GEAR = List.of("Id", "Fighting", "Shooting", "Armour", "Ammo", "Torch", "Powers",
            "Standing orders");

    /** The sheet's short heads, for a player with the PDF alone. */
    static final String KEY = "Record sheet: Speed adds to the 6\" move (M1); SV shooting value and FV fighting value add"
            + " to a D10 against the target's AR; AR armour rating from what the figure wears now; Fate: a D10 above it"
            + " is OK, equal knocked down, below out of the game; Ldr Leadership (initiative); Move its move / its run in"
            + " inches (- where its armour does not let it run); HP Hero Points; At the centre of its base, inches from the bottom-left corner.";

    private RecordSheet() {}

    /** The side's two sheets; none for a side that is not in the game (or an empty list for a side with no figures). */
    static List<SheetTable> of(DarkAgeState s, String side) {
        List<Figure> own = s.figures().values().stream().filter(f -> f.side().equals(side)).toList();
        if (own.isEmpty()) {
            return List.of();
        }
        List<List<String>> stats = new ArrayList<>();
        List<List<String>> gear = new ArrayList<>();
        for (Figure f : own) {
            stats.add(stats(s, f));
            gear.add(gear(s, f));
        }
        String name = s.sideName(side);
        return List.of(new SheetTable("Record sheet: " + name, STATS, stats),
                new SheetTable("Arms and gear: " + name, GEAR, gear));
    }

    static List<String> stats(DarkAgeState s, Figure f) {
        Profile p = s.profileOf(f);
        String hp = p.has("hero") || f.heroPoints() > 0 ? String.valueOf(f.heroPoints()) : "-";
        return List.of(f.id(), p.name() + traits(p), String.valueOf(p.speed()), String.valueOf(p.sv()),
                String.valueOf(p.fv()), String.valueOf(s.ar(f)), String.valueOf(p.fate()), String.valueOf(p.leadership()),
                move(s, f, p), hp, condition(s, f), f.inGame() ? Inches.number(f.at().x()) + "," + Inches.number(f.at().y())
                        : "-");
    }

    private static String traits(Profile p) {
        return p.traits().isEmpty() ? "" : " (" + String.join(", ", p.traits()) + ")";
    }

    /** "7/10": the move and the run (M1-M4); "6/-" in armour that cannot run. */
    private static String move(DarkAgeState s, Figure f, Profile p) {
        Sheet.Moving m = Data.sheet().movement();
        Armour.Weight w = s.weight(f);
        int move = m.base() + (w == Armour.Weight.HEAVY ? 0 : p.speed());
        return move + "/" + (w == Armour.Weight.LIGHT ? String.valueOf(move + m.run()) : "-");
    }

    static String condition(DarkAgeState s, Figure f) {
        return switch (f.condition()) {
            case STANDING -> f.shieldLost() ? "standing; shield lost" : "standing";
            case DOWN -> "KNOCKED DOWN" + (f.shieldLost() ? "; shield lost" : "");
            case OUT -> "out of the game (turn " + f.outTurn() + ")";
        };
    }

    static List<String> gear(DarkAgeState s, Figure f) {
        Profile p = s.profileOf(f);
        Weapons w = Data.weapons();
        List<String> fighting = p.fighting().stream().map(k -> weapon(f, k, w.fightingWeapon(k).called(),
                Modifier.signed(w.fightingWeapon(k).attack()))).toList();
        List<String> shooting = p.shooting().stream().map(k -> {
            Weapons.Shooting x = w.shootingWeapon(k);
            return weapon(f, k, x.called(), Modifier.signed(x.attack()) + " " + x.range() + "\"");
        }).toList();
        List<String> armour = new ArrayList<>();
        for (String piece : p.armour()) {
            String n = Data.armour().pieces().get(piece).name().toLowerCase(java.util.Locale.ROOT);
            boolean gone = f.shieldLost() && Data.armour().pieces().get(piece).slot().equals("shield");
            armour.add(gone ? n + " [LOST]" : n);
        }
        String ammo = f.ammo().isEmpty() ? "-" : String.join(", ", f.ammo().entrySet().stream()
                .map(e -> e.getValue() + " " + e.getKey().replace('-', ' ')).toList());
        List<String> powers = p.powers().stream().map(k -> {
            Power pw = s.powers().get(k);
            String n = pw == null ? k : pw.name();
            return f.lostPowers().contains(k) || f.lostPowers().contains(n) ? n + " [LOST]" : n;
        }).toList();
        return List.of(f.id(), list(fighting), list(shooting), armour.isEmpty() ? "ordinary clothes" : list(armour), ammo,
                f.torchLit() ? "lit" : "-", list(powers), standing(s, f, p));
    }

    /** "long sword +3", or "long sword +3 [BROKEN]" after a second natural 1 (F5): words, not only a strike-through. */
    private static String weapon(Figure f, String key, String called, String numbers) {
        boolean broken = f.broken().stream().anyMatch(b -> b.equalsIgnoreCase(key) || b.equalsIgnoreCase(called));
        return called + " " + numbers + (broken ? " [BROKEN]" : "");
    }

    private static String standing(DarkAgeState s, Figure f, Profile p) {
        if (!p.has("hero")) {
            return "-";
        }
        Standing st = s.standing(f.id());
        String reroll = switch (st.reroll()) {
            case "fate" -> "Hero Point on a bad Fate roll";
            case "attacks" -> "Hero Point on a missed attack";
            case "both" -> "Hero Point on a bad Fate roll or a missed attack";
            default -> "no Hero Point re-rolls";
        };
        String last = st.lastAct().equals("speech") ? "Death Speech" + (st.speech() == null ? "" : ": \"" + st.speech()
                + "\"") : "its ordered act";
        return reroll + "; Last Heroic Act: " + last;
    }

    private static String list(List<String> items) {
        return items.isEmpty() ? "-" : String.join(", ", items);
    }
}
