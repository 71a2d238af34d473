package herald.engine.darkage;

import herald.engine.darkage.events.FigureMoved;
import herald.engine.table.Inches;
import java.util.List;

/**
 * Movement (3.2): 6" + Speed (M1), +3" running (M2); Heavy armour loses the Speed bonus (M3), Medium and Heavy cannot
 * run (M4); a figure in a Fight moves only to disengage (M5); difficult terrain takes its type in inches (M7), the
 * Sea State aboard ship as much again (M8, Herald's amount). A knocked-down figure gets up as it moves, for half its
 * allowance (house option get-up). The path and what it touches are the table's: here only the inches.
 */
public final class Movement {
    private Movement() {}

    /** The figure as movement sees it. */
    public record Mover(String name, int speed, Armour.Weight weight, boolean inFight, boolean knockedDown) {
        public static Mover of(String name, int speed, Armour.Weight weight) {
            return new Mover(name, speed, weight, false, false);
        }

        public Mover withInFight(boolean fight) {
            return new Mover(name, speed, weight, fight, knockedDown);
        }

        public Mover withKnockedDown(boolean down) {
            return new Mover(name, speed, weight, inFight, down);
        }
    }

    /**
     * One move: its length as measured on the table, whether the figure runs or disengages, the types (1-3) of the
     * difficult terrain it enters, and the Sea State if it is aboard ship (0 otherwise).
     */
    public record Step(double inches, boolean run, boolean disengage, List<Integer> difficult, int seaState) {
        public Step {
            difficult = List.copyOf(difficult);
        }

        public static Step of(double inches) {
            return new Step(inches, false, false, List.of(), 0);
        }

        public Step running() {
            return new Step(inches, true, disengage, difficult, seaState);
        }

        public Step disengaging() {
            return new Step(inches, run, true, difficult, seaState);
        }

        public Step through(Integer... types) {
            return new Step(inches, run, disengage, List.of(types), seaState);
        }

        public Step atSea(int state) {
            return new Step(inches, run, disengage, difficult, state);
        }
    }

    /** How far the figure may go, and how that was reached. */
    public record Allowance(int base, int speed, int run, int terrain, int sea, boolean gettingUp, double inches,
            String workings) {}

    public static Allowance allowance(Mover m, Step s, Options o) {
        Sheet.Moving sheet = Data.sheet().movement();
        int speed = m.weight() == Armour.Weight.HEAVY ? 0 : m.speed();
        int run = s.run() ? sheet.run() : 0;
        int terrain = o.difficult().equals("each-feature")
                ? s.difficult().stream().mapToInt(t -> Sheet.at(sheet.difficult(), t)).sum()
                : s.difficult().stream().mapToInt(t -> Sheet.at(sheet.difficult(), t)).max().orElse(0);
        int sea = Sheet.at(sheet.seaState(), s.seaState());
        int whole = Math.max(0, sheet.base() + speed + run - terrain - sea);
        StringBuilder w = new StringBuilder().append(sheet.base()).append(" +Speed ").append(speed);
        if (speed != m.speed()) {
            w.append(" (").append(m.speed()).append(" lost to Heavy armour)");
        }
        w.append(run > 0 ? " +run " + run : "").append(terrain > 0 ? " −" + terrain + " terrain" : "")
                .append(sea > 0 ? " −" + sea + " sea" : "").append(" = ").append(whole).append('"');
        double inches = whole;
        if (m.knockedDown()) {
            inches = o.getUp().equals("whole-move") ? 0 : whole / 2.0;
            w.append(o.getUp().equals("whole-move") ? ", all spent getting up" : ", half to get up = " + Inches.show(inches));
        }
        return new Allowance(sheet.base(), speed, run, terrain, sea, m.knockedDown(), inches, w.toString());
    }

    /** The move, or why it cannot be made. */
    public static Ruling move(Mover m, Step s, Options o) {
        if (m.inFight() && !s.disengage()) {
            return Ruling.refused(m.name() + " is in a fight: it may move only to disengage");
        }
        if (!m.inFight() && s.disengage()) {
            return Ruling.refused(m.name() + " is in no fight to disengage from");
        }
        if (s.run() && m.weight() != Armour.Weight.LIGHT) {
            return Ruling.refused(m.name() + " wears " + (m.weight() == Armour.Weight.HEAVY ? "Heavy" : "Medium")
                    + " armour: it cannot run");
        }
        if (s.run() && m.knockedDown()) {
            return Ruling.refused(m.name() + " is knocked down: it gets up as it moves and cannot run");
        }
        Allowance a = allowance(m, s, o);
        if (!Inches.within(s.inches(), a.inches())) {
            return Ruling.refused(m.name() + " may move " + Inches.show(a.inches()) + " (" + a.workings() + "), not "
                    + Inches.measured(s.inches()));
        }
        String how = s.disengage() ? "disengages" : m.knockedDown() ? "gets up and moves" : s.run() ? "runs" : "moves";
        return Ruling.of(List.of(new FigureMoved(m.name(), how, Inches.measure(s.inches()), a.inches(), a.workings(), List.of())));
    }
}
