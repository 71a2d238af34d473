package herald.engine.fantasywarriors;

import static herald.engine.ScenarioException.require;

import herald.engine.ScenarioException;
import herald.engine.table.Point;
import herald.engine.table.Table;
import herald.engine.table.TableReader;

/**
 * The wood elves setting up forwards (Companion L570-584), at deployment: an army solely of wood elves that
 * outmanoeuvred the enemy may set units up in woods in its own half of the table; those units start disorganised, and
 * their commands on hold. Herald plays no scouting, so a scenario's {@code forward} on a unit says the army
 * outmanoeuvred the enemy; its half of the table is the one its warchief stands in (the README).
 */
final class SettingUpForwards {
    /** Terrain that holds trees (L577: trees, or trees and bushes; not bushes alone). */
    private static final String TREES = "wood";

    private SettingUpForwards() {}

    static Unit placed(Unit unit, BattleScenario.UnitSpec spec, Order order, BattleScenario.SideSpec side, Army army,
            BattleScenario scenario, Table table, String src, String at) throws ScenarioException {
        if (!spec.forward()) {
            return unit;
        }
        String place = at + ".forward";
        require(CompanionModule.FORWARD_SET_UP.fieldedBy(army), src, place, "only an army solely of wood elves sets up"
                + " forwards (L576), and the " + army.name() + " list does not");
        require(!spec.scouted(), src, place, unit.id() + " scouted, and units that scouted cannot set up forwards (L579)");
        require(order == Order.HOLD, src, place, "a command with units set up forwards starts on hold orders (L580)");
        boolean inTrees = table.features().stream().filter(f -> f.terrain().equals(TREES))
                .anyMatch(f -> unit.ground().outline().stream().allMatch(f::holds));
        require(inTrees, src, place, unit.id() + " must stand wholly in a wood to set up forwards (L576-577)");
        BattleScenario.PieceSpec chief = side.commands().stream().map(BattleScenario.CommandSpec::leader)
                .filter(l -> l != null && army.profiles().stream().anyMatch(p -> p.key().equals(l.entry())
                        && p.role() == Role.WARCHIEF))
                .findFirst().orElseThrow(() -> new ScenarioException(src + ": " + at + ": the side has no warchief"));
        Point warchief = TableReader.point(chief.at(), scenario.table(), src, at);
        double middle = table.depth() / 2;
        boolean ownHalf = unit.ground().outline().stream().allMatch(p -> (p.y() < middle) == (warchief.y() < middle)
                || p.y() == middle);
        require(ownHalf, src, place, unit.id() + " must stand in its army's half of the table (L576), the half its"
                + " warchief stands in");
        return unit.withDisorganised(true);
    }
}
