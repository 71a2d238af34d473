package herald.engine.lonewolf;

import herald.engine.Side;
import herald.engine.view.SheetTable;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The units of one side as its player needs them each turn: pieces left of the original strength,
 * how the unit's morale test went this turn (M4-M7), and what it must see to: half strength (M2c:
 * it tests every turn), a gap to close (U2), pieces still hidden (L311-317).
 */
final class UnitSheet {
    private UnitSheet() {}

    static SheetTable of(LoneWolfState s, Side side) {
        int resolved = s.outcome() != null ? s.turn() : s.turn() - 1;
        List<List<String>> rows = new ArrayList<>();
        for (Morale.Unit u : Morale.units(s, side.id())) {
            List<Piece> all = u.pieces(s);
            List<Piece> living = u.living(s);
            rows.add(List.of(u.name(), living.isEmpty() ? "-" : ids(living), living.size() + " / " + all.size(),
                    morale(all, resolved), notes(s, u, all, living)));
        }
        return new SheetTable("Units: " + side.name(), List.of("Unit", "Pieces", "Left / of",
                resolved < 1 ? "Morale" : "Morale, turn " + resolved, "Notes"), rows);
    }

    /** "Retire" if the unit tested in turn {@code resolved}, else "no test"; a unit that fled off the board still shows it. */
    private static String morale(List<Piece> all, int resolved) {
        return all.stream().flatMap(p -> MoraleMarks.last(p).stream()).filter(l -> l.turn() == resolved)
                .map(MoraleMarks.Last::result).findFirst().orElse(resolved < 1 ? "-" : "no test");
    }

    private static String notes(LoneWolfState s, Morale.Unit u, List<Piece> all, List<Piece> living) {
        List<String> notes = new ArrayList<>();
        if (living.isEmpty()) {
            return "all removed";
        }
        MoraleSheet sheet = s.sheet(living.get(0)).morale();
        if ((all.size() - living.size()) * 100 >= sheet.halfStrength().value() * all.size()) {
            notes.add("half strength or less: tests morale every turn (M2c)");
        }
        List<List<Piece>> groups = Coherency.groups(s, u);
        if (groups.size() > 1) {
            notes.add("out of coherency: " + groups.subList(1, groups.size()).stream().map(UnitSheet::ids)
                    .collect(Collectors.joining("; ")) + " must close up on " + ids(groups.get(0)) + " (U2)");
        }
        List<Piece> hidden = living.stream().filter(p -> s.hidden(p.id())).toList();
        if (!hidden.isEmpty()) {
            notes.add(hidden.size() == living.size() ? "hidden" : "hidden: " + ids(hidden));
        }
        String casualties = Standing.value(living.get(0), Casualties.NAME);
        if (!casualties.equals(Casualties.FRONT)) {
            notes.add("standing order CASUALTIES " + casualties + " (C5)");
        }
        List<Piece> lost = all.stream().filter(p -> !p.alive()).toList();
        if (!lost.isEmpty()) {
            notes.add("lost " + lost.stream().map(p -> p.id() + " (turn " + p.removedTurn() + ")").collect(Collectors.joining(", ")));
        }
        return notes.isEmpty() ? "-" : String.join("; ", notes);
    }

    private static String ids(List<Piece> pieces) {
        return pieces.stream().map(Piece::id).collect(Collectors.joining(" "));
    }
}
