package herald.engine.fantasywarriors;

import herald.engine.table.Bearing;
import herald.engine.table.Inches;
import herald.engine.table.Point;
import java.util.List;
import java.util.OptionalDouble;
import java.util.stream.Collectors;

/**
 * One line of a side's orders for a battle turn, as parsed: which phase it acts in and the ids it names, as written
 * (upper case); {@link OrderCheck} finds the pieces and judges it. {@link #normalised} is the line as accepted.
 */
public sealed interface OrderLine {
    int line();

    /** The piece the order is given to (a unit, an individual, or for ORDER a command). */
    String piece();

    String normalised();

    /** THREATEN O1 AT D1: phase 1. */
    record Threaten(int line, String piece, String target) implements OrderLine {
        public String normalised() {
            return "THREATEN " + piece + " AT " + target;
        }
    }

    /** ANSWER D1: phase 1, D1 counter-threatens whoever threatens it. */
    record Answer(int line, String piece) implements OrderLine {
        public String normalised() {
            return "ANSWER " + piece;
        }
    }

    /** SHOOT A1 AT D1 [n VOLLEYS] [p POISONED]: phase 2, {@code poisoned} of the counters poisoned arrows. */
    record Shoot(int line, String piece, String target, int volleys, int poisoned) implements OrderLine {
        public Shoot(int line, String piece, String target, int volleys) {
            this(line, piece, target, volleys, 0);
        }

        public String normalised() {
            return "SHOOT " + piece + " AT " + target + " " + volleys + (volleys == 1 ? " VOLLEY" : " VOLLEYS")
                    + (poisoned == 0 ? "" : " " + poisoned + " POISONED");
        }
    }

    /** MOVE O1 TO 30,34 [THEN 32,30 ...] [FACING S]: phase 3. */
    record Move(int line, String piece, List<Point> path, OptionalDouble facing) implements OrderLine {
        public Move {
            path = List.copyOf(path);
        }

        public String normalised() {
            return "MOVE " + piece + " TO " + path.stream().map(p -> Inches.number(p.x()) + "," + Inches.number(p.y()))
                    .collect(Collectors.joining(" THEN ")) + (facing.isPresent() ? " FACING "
                    + Math.round(Bearing.normal(facing.getAsDouble())) : "");
        }
    }

    /** REORGANISE O1: phase 3, instead of moving. */
    record Reorganise(int line, String piece) implements OrderLine {
        public String normalised() {
            return "REORGANISE " + piece;
        }
    }

    /** ORDER gorbags ATTACK: phase 5, the warchief's new order by courier. */
    record NewOrder(int line, String piece, Order order) implements OrderLine {
        public String normalised() {
            return "ORDER " + piece + " " + order;
        }
    }

    /** INFLUENCE A1 WITH Gorbag: phase 6. */
    record Influence(int line, String piece, String leader) implements OrderLine {
        public String normalised() {
            return "INFLUENCE " + piece + " WITH " + leader;
        }
    }

    /**
     * MESSAGE TO gorbag [BY C1]: text. A message to an ally's or one's own army's player, in the new orders phase
     * (L1478), carried by the courier or, without one, spoken face to face; {@code from} is the writer, as accepted.
     * The text keeps its case: it is the only part of an order a player reads as written.
     */
    record Message(int line, String from, String to, String courier, String text) implements OrderLine {
        public String piece() {
            return courier == null ? "" : courier;
        }

        public String normalised() {
            return "MESSAGE " + (from == null ? "" : "FROM " + from + " ") + "TO " + to
                    + (courier == null ? "" : " BY " + courier) + ": " + text;
        }
    }

    /**
     * CAST SHIELD BY W1 ON D1 2 COUNTERS, CAST TERROR BY W1 AT O2...: {@code piece} is the caster, {@code target} the
     * unit, wizard or terrain feature the spell names (empty when it names none), {@code amount} its counters, inches,
     * power or dice (0 when none), {@code toDeath} a duel answered to the death. See {@link SpellOrders}.
     */
    record Cast(int line, String piece, Spell spell, String target, int amount, boolean toDeath) implements OrderLine {
        public String normalised() {
            return SpellOrders.normalised(this);
        }
    }

    /**
     * PLACE ashwood AT 20,30: before the battle, where the warchief sets down a terrain feature the scenario lets the
     * winner of the scouting move, its centre at the point; carried out only if his army wins it ({@link Scouting}).
     */
    record Place(int line, String piece, Point at) implements OrderLine {
        public String normalised() {
            return "PLACE " + piece + " AT " + Inches.number(at.x()) + "," + Inches.number(at.y());
        }
    }

    /** HOLD: nothing this turn, every command as its orders have it. */
    record Hold(int line) implements OrderLine {
        public String piece() {
            return "";
        }

        public String normalised() {
            return "HOLD";
        }
    }

    /** CHANT: phase 1, the goblin army begins or keeps up its war chant (Companion L525-564). */
    record Chant(int line) implements OrderLine {
        public String piece() {
            return "";
        }

        public String normalised() {
            return "CHANT";
        }
    }

    /** SNIPE M1 AT Gorbag: phase 2, a marksman's shot at a lone individual (Companion L895-922). */
    record Snipe(int line, String piece, String target) implements OrderLine {
        public String normalised() {
            return "SNIPE " + piece + " AT " + target;
        }
    }

    /** FLY E1 or LAND E1: phase 3, a flying counter placed or taken away before anything moves (Companion L304-307). */
    record Fly(int line, String piece, boolean up) implements OrderLine {
        public String normalised() {
            return (up ? "FLY " : "LAND ") + piece;
        }
    }
}
