package herald.engine.fantasywarriors;

import static herald.engine.ScenarioException.require;

import herald.engine.ScenarioException;
import herald.engine.Side;
import herald.engine.fantasywarriors.events.PlayerLeft;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Who plays a battle, and what each player may order (Companion L1452-1490). Every army has its warchief's player,
 * who is the side: he writes as the side's id. In the single-warchief game an army has more players, each one of its
 * battle leaders, who writes as his own id and orders the units of his own command; only the warchief changes a
 * command's order (L1460). Allied warchiefs are sides sharing an alliance; each orders his own army only (L1474,
 * L1488). The app knows players as its sides; the rules know armies: this is where one becomes the other.
 */
public final class Players {
    private Players() {}

    /** Every player, in the scenario's order: each army's warchief, then its battle leaders' players. */
    public static List<Side> seats(FantasyWarriorsState s) {
        List<Side> out = new ArrayList<>();
        for (Side army : s.sides()) {
            out.add(army);
            for (BattleScenario.PlayerSpec p : spec(s, army.id()).players()) {
                out.add(new Side(p.id(), p.name(), army.colour()));
            }
        }
        return out;
    }

    /** The army a player fights in: the side he writes for. */
    public static String army(FantasyWarriorsState s, String seat) {
        for (BattleScenario.SideSpec side : s.deployment().scenario().sides()) {
            if (side.id().equals(seat) || side.players().stream().anyMatch(p -> p.id().equals(seat))) {
                return side.id();
            }
        }
        return seat;
    }

    /** Whether {@code seat} is an army's warchief's player (and so may change orders). */
    public static boolean warchief(FantasyWarriorsState s, String seat) {
        return s.sides().stream().anyMatch(side -> side.id().equals(seat));
    }

    /** The player who orders a unit's or an individual's command: a battle leader's, or the warchief's. */
    public static String seatOf(FantasyWarriorsState s, String side, String command) {
        // a battle leader's player who resigned leaves his command to his warchief's
        return spec(s, side).players().stream().filter(p -> p.command().equals(command)).map(BattleScenario.PlayerSpec::id)
                .filter(id -> !s.companion().left().contains(id)).findFirst().orElse(side);
    }

    /**
     * A player resigns from a battle of three or more players, which goes on without him: a warchief's player takes his
     * army off the field (its units routed, its individuals gone), a battle leader's player leaves his command to his
     * warchief's; the battle ends at once when the armies left stand together.
     */
    static List<herald.engine.RuleEvent> leave(FantasyWarriorsState s, String seat) {
        String side = army(s, seat);
        List<String> removed = !warchief(s, seat) ? List.of() : java.util.stream.Stream.concat(
                s.onTable(side).stream().map(Unit::id), s.individuals().values().stream()
                        .filter(i -> i.side().equals(side) && i.onTable()).map(Individual::id)).toList();
        PlayerLeft left = new PlayerLeft(seat, name(s, seat), removed);
        List<herald.engine.RuleEvent> out = new ArrayList<>(List.of(left));
        FantasyWarriorsState after = left.applyTo(s);
        long alliances = after.sides().stream().map(Side::id).filter(id -> !Victory.beaten(after, id))
                .map(after::alliance).distinct().count();
        if (alliances <= 1) {
            Victory.after(after).ifPresent(out::add);
        }
        return out;
    }

    /**
     * Why {@code seat} may not order {@code piece}, if he may not: a piece of his army under another player's command.
     * The individuals who lead no command, couriers among them, are the warchief's player's to move.
     */
    public static Optional<String> refusal(FantasyWarriorsState s, String seat, String piece) {
        String side = army(s, seat);
        Optional<Unit> unit = s.unit(piece).filter(u -> u.side().equals(side));
        Optional<Individual> individual = s.individual(piece).filter(i -> i.side().equals(side));
        if (unit.isEmpty() && individual.isEmpty()) {
            return Optional.empty();
        }
        // an individual who leads no command is the warchief's to order
        String command = unit.map(Unit::command).orElseGet(() -> individual.get().leads());
        String owner = command == null ? side : seatOf(s, side, command);
        return owner.equals(seat) ? Optional.empty() : Optional.of(piece + " is not yours to order: "
                + (command == null ? "your warchief's player orders it" : "it is in " + command + ", which "
                + name(s, owner) + " orders"));
    }

    /**
     * Why {@code from} may not send PRESS to {@code to} now (the game's "press" house rule): by the rules, players on
     * one side of the battle (one army's, or allies) plan freely before the first battle turn (L1474, L1486), and
     * after it talk only while their figures touch (L1464, L1476), writing by courier otherwise (L1478). Across the
     * table, talk is the players' own affair.
     */
    static Optional<String> pressRefusal(FantasyWarriorsState s, String from, String to) {
        String press = s.deployment().option("press");
        if (press.equals("off")) {
            return Optional.of("PRESS is off in this game (its house rule press=off)");
        }
        if (press.equals("on") || !s.allied(army(s, from), army(s, to)) || s.turn() <= 1) {
            return Optional.empty();
        }
        Optional<Individual> a = figure(s, from).filter(Individual::onTable);
        Optional<Individual> b = figure(s, to).filter(Individual::onTable);
        if (a.isPresent() && b.isPresent() && a.get().ground().touches(b.get().ground())) {
            return Optional.empty();
        }
        return Optional.of("once the battle has begun, " + name(s, to) + " hears you only while your figures touch"
                + " (Companion L1464, L1476): send a MESSAGE by courier among your orders instead, e.g. MESSAGE TO " + to
                + " BY <courier>: <text>");
    }

    /** The lines of the army's orders that {@code seat} may give: the simulated players of a shared army. */
    static String simulated(FantasyWarriorsState s, String seat, String armyOrders) {
        if (warchief(s, seat) && spec(s, seat).players().isEmpty()) {
            return armyOrders;
        }
        List<String> mine = armyOrders.lines().filter(line -> {
            List<OrderLine> parsed = OrderParser.parse(line).orders();
            return parsed.size() == 1 && !(parsed.get(0) instanceof OrderLine.Hold)
                    && (warchief(s, seat) || !(parsed.get(0) instanceof OrderLine.NewOrder
                            || parsed.get(0) instanceof OrderLine.Chant || parsed.get(0) instanceof OrderLine.Place))
                    && (!(parsed.get(0) instanceof OrderLine.Chant) || warchief(s, seat))
                    && Orders.find(s, parsed.get(0).piece()).flatMap(p -> refusal(s, seat, p)).isEmpty();
        }).toList();
        return mine.isEmpty() ? "HOLD" : String.join("\n", mine);
    }

    /** The figure who stands for the player on the table: his battle leader, or the army's warchief. */
    public static Optional<Individual> figure(FantasyWarriorsState s, String seat) {
        String side = army(s, seat);
        Optional<String> command = spec(s, side).players().stream().filter(p -> p.id().equals(seat))
                .map(BattleScenario.PlayerSpec::command).findFirst();
        return s.individuals().values().stream().filter(i -> i.side().equals(side))
                .filter(i -> command.map(c -> c.equals(i.leads())).orElse(s.profile(i).role() == Role.WARCHIEF))
                .findFirst();
    }

    /** The id of the player's figure, or the player's own id once no figure stands for him. */
    public static String figureId(FantasyWarriorsState s, String seat) {
        return figure(s, seat).map(Individual::id).orElse(seat);
    }

    /** The player's name as mail and the report give it. */
    public static String name(FantasyWarriorsState s, String seat) {
        return seats(s).stream().filter(x -> x.id().equals(seat)).map(Side::name).findFirst().orElse(seat);
    }

    /** Whether the army's warchief is in overall charge of his alliance (L1482-1490). */
    public static boolean overall(FantasyWarriorsState s, String side) {
        return spec(s, side).overall();
    }

    /** The warchief in overall charge of {@code seat}'s alliance, if there is one and it is another army's. */
    static Optional<String> commander(FantasyWarriorsState s, String seat) {
        String side = army(s, seat);
        return s.sides().stream().map(Side::id).filter(id -> !id.equals(side) && s.allied(id, side) && overall(s, id))
                .findFirst();
    }

    private static BattleScenario.SideSpec spec(FantasyWarriorsState s, String side) {
        return s.deployment().scenario().sides().stream().filter(x -> x.id().equals(side)).findFirst().orElseThrow();
    }

    /**
     * The scenario's players checked: ids unique among every side and player, each the leader of one battle leader's
     * command of his army; one warchief in overall charge at most in an alliance, and only in one.
     */
    static void check(BattleScenario s, String src, Map<String, Command> commands, Map<String, Individual> individuals,
            Map<String, Army> armies) throws ScenarioException {
        Set<String> seen = new HashSet<>();
        s.sides().forEach(side -> seen.add(side.id()));
        Set<String> alliancesLed = new HashSet<>();
        for (int i = 0; i < s.sides().size(); i++) {
            BattleScenario.SideSpec side = s.sides().get(i);
            String at = "sides[" + i + "]";
            Set<String> given = new HashSet<>();
            for (int p = 0; p < side.players().size(); p++) {
                BattleScenario.PlayerSpec player = side.players().get(p);
                String place = at + ".players[" + p + "]";
                ScenarioException.requireSide(player.id(), player.name(), null, src, place, seen, "gorbag");
                Command c = commands.get(player.command());
                require(c != null && c.side().equals(side.id()), src, place + ".command", "a player commands one of "
                        + side.id() + "'s commands, not \"" + player.command() + "\"");
                require(given.add(c.id()), src, place + ".command", c.id() + " has two players");
                Individual leader = individuals.get(c.leader());
                require(armies.get(side.id()).profile(leader.entry()).role() != Role.WARCHIEF, src, place + ".command", c.id() + " is the warchief's"
                        + " own command, which the side's own player orders");
            }
            if (side.overall()) {
                require(side.alliance() != null, src, at + ".overall", "only a warchief with allies is in overall"
                        + " charge of them: give the side an alliance");
                require(alliancesLed.add(side.alliance()), src, at + ".overall", "alliance " + side.alliance()
                        + " has two warchiefs in overall charge");
            }
        }
    }
}
