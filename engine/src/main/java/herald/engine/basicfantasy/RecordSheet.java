package herald.engine.basicfantasy;

import herald.engine.Side;
import herald.engine.view.SheetTable;
import java.util.ArrayList;
import java.util.List;

/**
 * A side's record sheet: one row a unit, with its figures now and at the start, the wounds on its front figure,
 * every stat as it stands this turn (R0), its weapon and spells, where it stands and what it is doing.
 */
final class RecordSheet {
    static final List<String> COLUMNS = List.of("Id", "Type", "Figures", "Wounds", "Sp", "CS", "Aim", "S", "R", "Mo", "Ar",
            "W", "Weapon", "Spells", "At", "Facing", "State");

    private RecordSheet() {}

    static SheetTable of(BasicFantasyState s, Side side) {
        List<List<String>> rows = new ArrayList<>();
        for (Unit u : s.units().values()) {
            if (!u.side().equals(side.id())) {
                continue;
            }
            UnitType t = s.typeOf(u);
            Profile p = s.profile(u);
            boolean alive = u.alive();
            List<String> row = new ArrayList<>(List.of(u.id(), t.name(), u.figures() + "/" + u.startFigures(),
                    alive ? u.frontWounds() + " of " + p.wounds() : "-"));
            for (int v : List.of(p.speed(), p.combatSkill(), p.aim(), p.strength(), p.resilience(), p.morale(), p.armour(),
                    p.wounds())) {
                row.add(String.valueOf(v));
            }
            row.add(t.weapon() == null ? "-" : t.weapon().describe());
            row.add(t.spells().isEmpty() ? "-" : String.join(", ", t.spells().stream().map(k -> s.spells().get(k).name()).toList()));
            row.add(alive ? View.position(u) : "-");
            row.add(alive ? View.facing(u) : "-");
            row.add(state(u));
            rows.add(row);
        }
        return new SheetTable("Record sheet: " + side.name(), COLUMNS, rows);
    }

    static String state(Unit u) {
        if (!u.alive()) {
            return "destroyed in turn " + u.destroyedTurn();
        }
        String s = u.locked() ? "locked with " + String.join(", ", u.lockedWith()) : "free";
        return u.enhanced() ? s + "; Melee monster" : s;
    }
}
