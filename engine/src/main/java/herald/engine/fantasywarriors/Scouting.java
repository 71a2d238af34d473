package herald.engine.fantasywarriors;

import static herald.engine.ScenarioException.require;

import herald.engine.Dice;
import herald.engine.ScenarioException;
import herald.engine.Side;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.OrderRefused;
import herald.engine.fantasywarriors.events.ScoutingWon;
import herald.engine.fantasywarriors.events.ScoutsReported;
import herald.engine.fantasywarriors.events.TerrainPlaced;
import herald.engine.table.Feature;
import herald.engine.table.Point;
import herald.engine.table.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Scouting and the laying out of the battlefield (the core §12, Herald's H16, UPD 15), when the scenario asks for it:
 * each army rolls 1D6 and adds one for each of its units that scouted and each scout on the table; the highest
 * outscouts (by 1 or 2) or outmanoeuvres (by 3 or more) the others and sets down the scenario's movable features as he
 * wishes. By mail the orders are written at once, so every warchief writes where he would set them in his first
 * orders ({@code PLACE ashwood AT 20,30}), and only the winner's are carried out; on a tie for the highest, the tied
 * armies' placings are taken in turn, one feature each, the first army of the scenario first. Rolled in turn 1's
 * phase 0, before the omens and the speeches.
 */
public final class Scouting {
    private Scouting() {}

    /** A warchief's placing: {@code feature} set down with its centre at {@code at}, if his army wins the scouting. */
    public record Place(String feature, Point at) {}

    /** A terrain feature's id as the scenario spells it, or as written when there is none. */
    static String feature(FantasyWarriorsState s, String written) {
        return s.table().features().stream().map(Feature::id).filter(id -> id.equalsIgnoreCase(written)).findFirst()
                .orElse(written);
    }

    /** Whether this battle's turn 1 begins with scouting. */
    static boolean played(FantasyWarriorsState s) {
        return s.turn() == 1 && s.deployment().scenario().scouting() != null;
    }

    /** Phase 0: the scouts' rolls, and the winner's placings. {@code places} are each army's, as written. */
    static List<FantasyWarriorsEvent> resolve(FantasyWarriorsState start, Map<String, List<Place>> places,
            Dice dice) {
        List<FantasyWarriorsEvent> events = new ArrayList<>();
        if (!played(start)) {
            return events;
        }
        Map<String, Integer> scores = new LinkedHashMap<>();
        for (Side side : start.sides()) {
            int roll = dice.roll(6);
            int scouts = scouts(start, side.id());
            scores.put(side.id(), roll + scouts);
            events.add(new ScoutsReported(side.id(), roll, scouts, roll + scouts));
        }
        int best = scores.values().stream().mapToInt(Integer::intValue).max().orElse(0);
        List<String> top = scores.keySet().stream().filter(id -> scores.get(id) == best).toList();
        int next = scores.values().stream().mapToInt(Integer::intValue).filter(v -> v < best).max().orElse(best);
        events.add(new ScoutingWon(top, best - next));
        // the winner's placings, or the tied armies' in turn
        List<Place> order = new ArrayList<>();
        for (int i = 0; top.stream().anyMatch(id -> places.getOrDefault(id, List.of()).size() > order.size()); i++) {
            final int at = i;
            top.forEach(id -> {
                List<Place> mine = places.getOrDefault(id, List.of());
                if (at < mine.size()) {
                    order.add(mine.get(at));
                }
            });
            if (i > 2 * start.table().features().size()) {
                break;
            }
        }
        FantasyWarriorsState s = start;
        java.util.Set<String> placed = new java.util.HashSet<>();
        for (Place p : order) {
            Optional<String> why = placed.contains(p.feature()) ? Optional.of(p.feature() + " is already set down")
                    : refusal(s, p);
            FantasyWarriorsEvent e = why.<FantasyWarriorsEvent>map(w -> new OrderRefused(p.feature(), "place "
                    + p.feature(), w)).orElseGet(() -> new TerrainPlaced(p.feature(), p.at()));
            s = e.applyTo(s);
            events.add(e);
            placed.add(p.feature());
        }
        return events;
    }

    /** The units of the army that scouted (the scenario marks them) and its scouts on the table. */
    static int scouts(FantasyWarriorsState s, String side) {
        long units = s.deployment().scenario().sides().stream().filter(x -> x.id().equals(side))
                .flatMap(x -> x.commands().stream()).flatMap(c -> c.units().stream())
                .filter(BattleScenario.UnitSpec::scouted).count();
        long scouts = s.individuals().values().stream().filter(i -> i.side().equals(side) && i.onTable())
                .filter(i -> s.profile(i).role() == Role.SCOUT).count();
        return (int) (units + scouts);
    }

    /** Why a feature cannot be set down there, if it cannot: not movable, off the table, on a piece or a feature. */
    static Optional<String> refusal(FantasyWarriorsState s, Place p) {
        if (!played(s)) {
            return Optional.of("the terrain is laid out before the battle, and only where the scenario plays scouting");
        }
        Optional<Feature> f = s.table().features().stream().filter(x -> x.id().equals(p.feature())).findFirst();
        List<String> movable = s.deployment().scenario().scouting().movable();
        if (f.isEmpty() || !movable.contains(f.get().id())) {
            return Optional.of("the scout's winner may set down " + String.join(", ", movable) + ", not " + p.feature());
        }
        Feature moved = f.get().placedAt(p.at());
        if (!moved.outline().stream().allMatch(s.table()::holds)) {
            return Optional.of(p.feature() + " centred on " + p.at() + " would not lie wholly on the table");
        }
        Optional<String> under = s.units().values().stream().filter(Unit::onTable).filter(u -> moved.under(u.ground()))
                .map(Unit::id).findFirst()
                .or(() -> s.individuals().values().stream().filter(Individual::onTable)
                        .filter(i -> moved.under(i.ground())).map(Individual::id).findFirst())
                .or(() -> s.equipment().values().stream().filter(e -> moved.under(e.ground())).map(EquipmentPiece::id)
                        .findFirst());
        if (under.isPresent()) {
            return Optional.of(p.feature() + " centred on " + p.at() + " would lie under " + under.get());
        }
        return s.table().features().stream().filter(x -> !x.id().equals(moved.id()) && x.overlaps(moved))
                .map(x -> p.feature() + " centred on " + p.at() + " would lie on " + x.id()).findFirst();
    }

    /** The scenario's movable features checked: each a feature of its table, named once. */
    static void check(BattleScenario s, Table table, String src) throws ScenarioException {
        if (s.scouting() == null) {
            return;
        }
        List<String> movable = s.scouting().movable();
        require(!movable.isEmpty(), src, "scouting.movable", "name the terrain features the winner of the scouting may"
                + " set down, e.g. [\"" + table.features().stream().map(Feature::id).findFirst().orElse("wood-1") + "\"]");
        for (int i = 0; i < movable.size(); i++) {
            String id = movable.get(i);
            require(table.features().stream().anyMatch(f -> f.id().equals(id)), src, "scouting.movable[" + i + "]",
                    "no terrain feature \"" + id + "\" on the table");
            require(movable.indexOf(id) == i, src, "scouting.movable[" + i + "]", "\"" + id + "\" is named twice");
        }
    }
}
