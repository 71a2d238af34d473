package herald.engine.lonewolf;

import herald.engine.ScenarioException;
import herald.engine.board.Compass;
import herald.engine.board.Facing;
import herald.engine.board.Square;
import herald.engine.data.StrictJson;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Mounted pieces on two squares (MV5, L1372-1373, L1390-1396). {@code Piece.square} is the front square and the
 * rear stands directly behind it. Turning pivots on the front square: the rear half swings round through the
 * squares about the front, and may not pass over a square that is occupied, impassable to it or off the board.
 * A quarter turn sweeps the diagonal square between and the new rear square; an about turn sweeps one whole
 * side (the diagonal, the side square, the next diagonal and the new rear square): the rider swings round on
 * the right (clockwise) if that side is clear, else on the left (ours: the pivot diagram is missing).
 * Where an attack comes from (front, flank or rear) is data, {@code mounted.json} (ours, digest C7).
 */
public final class Mounted {
    private static final String FILE = "/herald/engine/lonewolf/mounted.json";

    /** The shipped {@code mounted.json}: the attack diagram for a mounted piece facing N, top row first. */
    public record Rules(String source, String note, List<String> attacks) {
        public Rules {
            attacks = List.copyOf(attacks);
        }
    }

    static final Rules RULES = load();

    private Mounted() {}

    private static Rules load() {
        try (InputStream in = Mounted.class.getResourceAsStream(FILE)) {
            if (in == null) {
                throw new IllegalStateException(FILE + " is not on the classpath");
            }
            String json = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            Rules rules = StrictJson.bind(StrictJson.tree(json, "mounted.json"), Rules.class, "mounted.json", "");
            if (rules.attacks().size() != 4 || !rules.attacks().get(1).matches("[FLR]#[FLR]")
                    || !rules.attacks().get(2).matches("[FLR]#[FLR]")) {
                throw new ScenarioException("mounted.json: attacks: four rows of three, the middle two F, L or R either side of '#'");
            }
            String top = rules.attacks().get(0);
            String bottom = rules.attacks().get(3);
            if (!top.matches("[FLR]{3}") || !bottom.matches("[FLR]{3}")) {
                throw new ScenarioException("mounted.json: attacks: the first and last rows are three of F, L or R");
            }
            return rules;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (ScenarioException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }

    /** Where an attacker on {@code from} strikes the mounted {@code defender}: 'F' front, 'L' flank, 'R' rear ('#' a bug). */
    static char attackFrom(Piece defender, Square from) {
        int dx = from.x() - defender.square().x();
        int dy = from.y() - defender.square().y();
        Facing f = defender.facing();
        int ahead = dx * f.dx() + dy * f.dy();
        int right = dx * f.dy() - dy * f.dx();
        int row = 1 - ahead;
        int col = right + 1;
        if (row < 0 || row > 3 || col < 0 || col > 2) {
            throw new IllegalArgumentException(from + " is not next to " + defender.id());
        }
        return RULES.attacks().get(row).charAt(col);
    }

    /** The square of {@code attacker} that strikes {@code defender}: its front if that touches it, else its rear. */
    static Square strikingSquare(Piece attacker, Piece defender) {
        return attacker.squares().stream().filter(q -> defender.rangeTo(q) == 1).findFirst().orElse(attacker.square());
    }

    /** The squares a mounted piece's rear half passes over turning from {@code from} to {@code to} on the given side, the new rear square last. */
    static List<Square> swept(Square front, Facing from, Facing to, boolean clockwise) {
        int start = from.ahead().ordinal() + 4;
        int end = to.ahead().ordinal() + 4;
        int step = clockwise ? 1 : 7;
        List<Square> out = new ArrayList<>();
        for (int i = (start + step) % 8; ; i = (i + step) % 8) {
            out.add(front.plus(Compass.values()[i]));
            if (i == end % 8) {
                return out;
            }
        }
    }

    /**
     * Why the mounted {@code p}, its front on {@code front}, cannot turn from {@code from} to {@code to} (MV5), or empty.
     * A quarter turn goes the short way; an about turn either way, the right (clockwise) first.
     */
    static Optional<String> pivotProblem(LoneWolfState s, Piece p, Square front, Facing from, Facing to) {
        if (from == to) {
            return Optional.empty();
        }
        boolean clockwise = (to.ordinal() - from.ordinal() + 4) % 4 == 1;
        Optional<String> first = sweepProblem(s, p, swept(front, from, to, clockwise || from.quarterTurns(to) == 2));
        if (first.isEmpty() || from.quarterTurns(to) != 2) {
            return first.map(why -> p.id() + " cannot turn to face " + to + ": " + why + " (a mounted piece pivots on its front square, MV5)");
        }
        Optional<String> other = sweepProblem(s, p, swept(front, from, to, false));
        return other.isEmpty() ? Optional.empty()
                : Optional.of(p.id() + " cannot turn about to face " + to + ": on the right " + first.get() + ", on the left " + other.get()
                        + " (a mounted piece pivots on its front square, MV5)");
    }

    private static Optional<String> sweepProblem(LoneWolfState s, Piece p, List<Square> squares) {
        for (Square q : squares) {
            Optional<String> why = blocked(s, p, q);
            if (why.isPresent()) {
                return Optional.of("its rear would swing over " + q + ", " + why.get());
            }
        }
        return Optional.empty();
    }

    /** Why the rear half of {@code p} cannot stand on or pass over {@code q}: off the board, impassable, another piece. */
    static Optional<String> blocked(LoneWolfState s, Piece p, Square q) {
        if (!s.board().contains(q)) {
            return Optional.of("off the board (" + s.board().grid().extent() + ")");
        }
        Terrain t = s.board().terrain(q);
        if (s.sheet(p).terrainCost().cost(t).isEmpty()) {
            return Optional.of(t.title().toLowerCase(Locale.ROOT) + ", impassable");
        }
        Optional<Piece> there = s.occupant(q).filter(o -> !o.id().equals(p.id()));
        return there.map(o -> "occupied by " + o.id());
    }

    /**
     * For a mounted piece stepping its front from {@code from} onto {@code to} facing {@code f}: why its rear cannot
     * follow, or empty. Straight ahead the rear takes the old front square; on a diagonal it steps beside it.
     */
    static Optional<String> rearProblem(LoneWolfState s, Piece p, Square from, Square to, Facing f) {
        if (!p.mounted()) {
            return Optional.empty();
        }
        Square rear = Piece.behind(to, f);
        if (rear.equals(from)) {
            return Optional.empty();
        }
        return blocked(s, p, rear).map(why -> p.id() + " cannot step its front to " + to + ": its rear half would stand on " + rear + ", " + why + " (MV5)");
    }
}
