package herald.engine.lonewolf;

import static herald.engine.ScenarioException.require;

import herald.engine.data.StrictJson;
import herald.engine.ScenarioException;
import herald.engine.Side;
import herald.engine.board.Facing;
import herald.engine.board.Grid;
import herald.engine.board.Square;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads and checks a scenario document; every error names the source, the place in the JSON and
 * the problem. Once checked, {@link #board}, {@link #sides} and {@link #pieces} cannot fail.
 */
public final class ScenarioReader {

    private ScenarioReader() {}

    /** The scenario as written, not yet checked: its overrides are needed to make the sheets it is checked against. */
    public static Scenario bind(String json, String source) throws ScenarioException {
        return StrictJson.bind(StrictJson.tree(json, source), Scenario.class, source, "");
    }

    /** Every check of a bound scenario against its effective play sheets and the skill book, hero cards included. */
    public static void check(Scenario s, Map<String, PlaySheet> sheets, SkillBook book, String src) throws ScenarioException {
        require(s.schema() == 1, src, "schema", "this Herald reads schema 1, not " + s.schema());
        require(s.title() != null && !s.title().isBlank(), src, "title", "missing");
        require(s.turnLimit() != null && s.turnLimit() >= 1, src, "turnLimit", "must be a whole number of turns, at least 1");
        Board board = checkBoard(s.board(), src);
        require(s.sides() != null && s.sides().size() == 2, src, "sides", "Lone Wolf is played by exactly two sides");
        Set<String> sideIds = new HashSet<>();
        for (int i = 0; i < s.sides().size(); i++) {
            Scenario.SideSpec side = s.sides().get(i);
            String at = "sides[" + i + "]";
            ScenarioException.requireSide(side.id(), side.name(), side.colour(), src, at, sideIds, "giaks");
        }
        require(s.pieces() != null && !s.pieces().isEmpty(), src, "pieces", "a scenario needs pieces");
        Set<String> ids = new HashSet<>();
        Map<Square, String> taken = new HashMap<>();
        for (int i = 0; i < s.pieces().size(); i++) {
            checkPiece(s.pieces().get(i), "pieces[" + i + "]", src, sheets, board, sideIds, ids, taken);
        }
        checkHidden(s, board, src);
        checkCamps(s, sheets, src);
        for (int i = 0; i < s.pieces().size(); i++) {
            SkillChoice.check(s.pieces().get(i), "pieces[" + i + "]", src, sheets, book);
        }
        Disciplines.check(s, sheets, book, src);
        for (String side : sideIds) {
            require(s.pieces().stream().anyMatch(p -> side.equals(p.side())), src, "pieces", "side \"" + side + "\" has no pieces");
        }
        for (int i = 0; i < s.sides().size(); i++) {
            Scenario.SideSpec side = s.sides().get(i);
            require(side.leader() == null || s.pieces().stream().anyMatch(p -> side.leader().equals(p.id()) && side.id().equals(p.side())),
                    src, "sides[" + i + "].leader", "no piece \"" + side.leader() + "\" of side \"" + side.id() + "\" to lead it");
        }
    }

    private static Board checkBoard(Scenario.BoardSpec b, String src) throws ScenarioException {
        require(b != null, src, "board", "missing");
        require(b.width() != null && b.width() >= 2 && b.width() <= Square.MAX_COLUMNS, src, "board.width",
                "must be 2 to 26 columns (A to Z)");
        require(b.height() != null && b.height() >= 2 && b.height() <= 99, src, "board.height", "must be 2 to 99 rows");
        for (Map.Entry<String, String> e : b.key().entrySet()) {
            require(e.getKey().length() == 1, src, "board.key", "\"" + e.getKey() + "\" is not one character");
            require(Terrain.parse(e.getValue()).isPresent(), src, "board.key." + e.getKey(), "unknown terrain \""
                    + e.getValue() + "\" (known: open, scrub, rocks, trees, wall, hedge, fence, high_wall, door, window, arrow_slit, crenellations, water)");
        }
        require(b.terrain() != null && b.terrain().size() == b.height(), src, "board.terrain",
                (b.terrain() == null ? 0 : b.terrain().size()) + " rows for a board " + b.height() + " high (rows are listed top row first)");
        for (int r = 0; r < b.height(); r++) {
            String row = b.terrain().get(r);
            int y = b.height() - 1 - r;
            String at = "board.terrain[" + r + "] (row " + (y + 1) + ")";
            require(row != null && row.length() == b.width(), src, at,
                    (row == null ? 0 : row.length()) + " characters, the board is " + b.width() + " wide");
            for (int x = 0; x < row.length(); x++) {
                String c = String.valueOf(row.charAt(x));
                require(b.key().containsKey(c), src, at, "unknown terrain character '" + c + "' at " + new Square(x, y)
                        + " (key: " + String.join(" ", b.key().keySet()) + ")");
            }
            if (b.levels() != null) {
                require(b.levels().size() == b.height(), src, "board.levels", b.levels().size() + " rows for a board " + b.height() + " high");
                String lv = b.levels().get(r);
                String lat = "board.levels[" + r + "] (row " + (y + 1) + ")";
                require(lv != null && lv.length() == b.width() && lv.chars().allMatch(Character::isDigit), src, lat,
                        "must be " + b.width() + " digits (0 the plain, odd a slope, even a hilltop)");
            }
        }
        return toBoard(b);
    }

    private static void checkPiece(Scenario.PieceSpec p, String at, String src, Map<String, PlaySheet> sheets, Board board,
            Set<String> sideIds, Set<String> ids, Map<Square, String> taken) throws ScenarioException {
        require(p.id() != null && p.id().matches("[A-Z][A-Z0-9]{0,5}"), src, at + ".id",
                "a piece id is a capital letter and up to five more letters or digits, e.g. \"G12\"");
        require(ids.add(p.id()), src, at + ".id", p.id() + " is used twice");
        require(sideIds.contains(p.side()), src, at + ".side", "no side \"" + p.side() + "\" (sides: " + String.join(", ", sideIds) + ")");
        require(p.race() != null && sheets.containsKey(p.race()), src, at + ".race",
                "unknown race \"" + p.race() + "\" (known: " + String.join(", ", sheets.keySet()) + ")");
        require(p.unit() != null && !p.unit().isBlank(), src, at + ".unit", "missing");
        PlaySheet sheet = sheets.get(p.race());
        require(p.weapons() != null && !p.weapons().isEmpty(), src, at + ".weapons", "a piece needs a missile weapon, a hand weapon or both");
        int missiles = 0;
        int hands = 0;
        for (String w : p.weapons()) {
            boolean missile = sheet.isMissile(w);
            boolean hand = sheet.isHandWeapon(w);
            require(missile || hand, src, at + ".weapons", "unknown weapon \"" + w + "\" for a " + p.race() + " (known: "
                    + String.join(", ", sheet.weaponChart().weapons().keySet()) + ", "
                    + String.join(", ", sheet.combatValue().weapons().keySet()) + ")");
            missiles += missile ? 1 : 0;
            hands += hand && !missile ? 1 : 0;
        }
        require(missiles <= 1 && hands <= 1, src, at + ".weapons", "at most one missile weapon and one hand weapon");
        require(Armour.parse(p.armour()).isPresent(), src, at + ".armour", "unknown armour \"" + p.armour() + "\" (none, leather, mail, plate)");
        require(p.training() == null || Training.parse(p.training()).isPresent(), src, at + ".training",
                "unknown training \"" + p.training() + "\" (poor, regular, veteran)");
        require(p.facing() != null && Facing.parse(p.facing()).isPresent(), src, at + ".facing", "a piece faces N, E, S or W");
        require(p.square() != null && Square.parse(p.square()).isPresent(), src, at + ".square", "\"" + p.square() + "\" is not a square like \"C7\"");
        Square sq = Square.parse(p.square()).orElseThrow();
        require(board.contains(sq), src, at + ".square", sq + " is off the board (" + board.grid().extent() + ")");
        require(sheet.terrainCost().cost(board.terrain(sq)).isPresent(), src, at + ".square",
                p.id() + " cannot stand on " + sq + ": " + board.terrain(sq).title().toLowerCase(java.util.Locale.ROOT) + " is impassable");
        String other = taken.putIfAbsent(sq, p.id());
        require(other == null, src, at + ".square", p.id() + " and " + other + " are both on " + sq);
        if (p.onTwoSquares()) {
            checkRear(p, at, src, sheet, board, taken, sq);
        }
        checkClass(p, at, src, sheet);
    }

    /** MV5: a mounted piece's rear square, directly behind its front square, is on the board, passable to it and free. */
    private static void checkRear(Scenario.PieceSpec p, String at, String src, PlaySheet sheet, Board board,
            Map<Square, String> taken, Square front) throws ScenarioException {
        Square rear = Piece.behind(front, Facing.parse(p.facing()).orElseThrow());
        String mounted = "mounted " + p.id() + " at " + front + " facing " + p.facing().trim().toUpperCase(java.util.Locale.ROOT);
        require(board.contains(rear), src, at + ".mounted", mounted + " has its rear square " + rear
                + " off the board (" + board.grid().extent() + "): a mounted piece takes two squares, the rear one behind its front (MV5)");
        require(sheet.terrainCost().cost(board.terrain(rear)).isPresent(), src, at + ".mounted", mounted
                + " cannot have its rear on " + rear + ": " + board.terrain(rear).title().toLowerCase(java.util.Locale.ROOT) + " is impassable");
        String other = taken.putIfAbsent(rear, p.id());
        require(other == null, src, at + ".mounted", mounted + " has its rear square " + rear + " where " + other + " stands (MV5)");
    }

    /** G2, G3: heroes and Kai Lords have a card and are veterans; monsters need a hit chart; units need morale. */
    private static void checkClass(Scenario.PieceSpec p, String at, String src, PlaySheet sheet) throws ScenarioException {
        require(p.kind() == null || PieceClass.parse(p.kind()).isPresent(), src, at + ".class",
                "unknown class \"" + p.kind() + "\" (rank-and-file, hero, kai-lord, monster)");
        PieceClass kind = kindOf(p);
        if (kind.character()) {
            require(p.card() != null && p.card().name() != null && !p.card().name().isBlank(), src, at + ".card",
                    "a " + kind.key() + " needs a hero card with a name");
            require(p.training() == null || Training.parse(p.training()).orElse(null) == Training.VETERAN, src, at + ".training",
                    "heroes and Kai Lords always fire and fight as veterans (leave training out, or write \"veteran\")");
        }
        if (kind == PieceClass.RANK_AND_FILE) {
            require(p.card() == null, src, at + ".card", "a rank-and-file piece has no hero card (class hero, kai-lord or monster)");
            require(sheet.morale() != null, src, at + ".race", "the " + sheet.name() + " play sheet has no morale section for its units");
        }
        if (kind == PieceClass.MONSTER) {
            require(sheet.hits() != null, src, at + ".race", "the " + sheet.name() + " play sheet has no hit chart for a monster");
        }
        if (p.card() != null) {
            HeroCard card = p.card();
            require(card.movement() == null || card.movement() >= 0, src, at + ".card.movement", "MP cannot be negative");
            for (Map.Entry<String, ArmourRow> e : card.basicFiring().entrySet()) {
                require(sheet.isMissile(e.getKey()), src, at + ".card.basicFiring." + e.getKey(), "not a missile weapon of the " + sheet.name());
                Required.check(e.getValue(), src, at + ".card.basicFiring." + e.getKey());
            }
            for (int k = 0; k < card.skills().size(); k++) {
                String entry = card.skills().get(k);
                require(Skill.parse(entry).isPresent(), src, at + ".card.skills[" + k + "]", "\"" + entry
                        + "\" is not a Kai Discipline, Heroic Ability or Evil Trick (known: " + String.join(", ",
                        java.util.Arrays.stream(Skill.values()).map(Skill::key).toList()) + "; a weaponskill is \"weaponskill:WEAPON\")");
            }
            for (Map.Entry<String, ArmourRow> e : card.combatValue().entrySet()) {
                require(sheet.isHandWeapon(e.getKey()), src, at + ".card.combatValue." + e.getKey(), "not a hand weapon of the " + sheet.name());
                Required.check(e.getValue(), src, at + ".card.combatValue." + e.getKey());
            }
        }
    }

    private static PieceClass kindOf(Scenario.PieceSpec p) {
        return p.kind() == null ? PieceClass.RANK_AND_FILE : PieceClass.parse(p.kind()).orElseThrow();
    }

    private static Board toBoard(Scenario.BoardSpec b) {
        List<Terrain> cells = new ArrayList<>();
        List<Integer> levels = new ArrayList<>();
        for (int y = 0; y < b.height(); y++) {
            String row = b.terrain().get(b.height() - 1 - y);
            for (int x = 0; x < b.width(); x++) {
                cells.add(Terrain.parse(b.key().get(String.valueOf(row.charAt(x)))).orElseThrow());
                levels.add(b.levels() == null ? 0 : b.levels().get(b.height() - 1 - y).charAt(x) - '0');
            }
        }
        return new Board(new Grid(b.width(), b.height()), cells, levels);
    }

    /** The board of a checked scenario. */
    public static Board board(Scenario s) {
        return toBoard(s.board());
    }

    public static List<Side> sides(Scenario s) {
        List<Side> out = new ArrayList<>();
        for (int i = 0; i < s.sides().size(); i++) {
            Scenario.SideSpec side = s.sides().get(i);
            out.add(new Side(side.id(), side.name(), side.colour() != null ? side.colour() : Side.defaultColour(i)));
        }
        return out;
    }

    /** L62-72: good and evil never in one army; neutrals may join either. A Hero Card's alignment overrides the race's camp. */
    private static void checkCamps(Scenario s, Map<String, PlaySheet> sheets, String src) throws ScenarioException {
        for (int i = 0; i < s.pieces().size(); i++) {
            Scenario.PieceSpec p = s.pieces().get(i);
            String alignment = p.card() == null ? null : p.card().alignment();
            require(alignment == null || Camp.parse(alignment).isPresent(), src, "pieces[" + i + "].card.alignment",
                    "\"" + alignment + "\" is not an alignment (good, evil, neutral)");
        }
        for (Scenario.SideSpec side : s.sides()) {
            Map<Camp, String> first = new java.util.EnumMap<>(Camp.class);
            for (Scenario.PieceSpec p : s.pieces()) {
                if (side.id().equals(p.side())) {
                    first.putIfAbsent(camp(p, sheets), p.id());
                }
            }
            require(!(first.containsKey(Camp.GOOD) && first.containsKey(Camp.EVIL)), src, "pieces", "the "
                    + side.name() + " mix good (" + first.get(Camp.GOOD) + ") and evil (" + first.get(Camp.EVIL)
                    + "): good and evil never fight in one army; neutrals may join either (L62-72)");
        }
    }

    /** A piece's camp: its Hero Card's alignment, else its race's. */
    static Camp camp(Scenario.PieceSpec p, Map<String, PlaySheet> sheets) {
        String alignment = p.card() == null ? null : p.card().alignment();
        return Camp.parse(alignment != null ? alignment : sheets.get(p.race()).camp()).orElseThrow();
    }

    /** L311-317: hidden pieces start in cover, where no enemy piece could see them. */
    private static void checkHidden(Scenario s, Board board, String src) throws ScenarioException {
        for (int i = 0; i < s.pieces().size(); i++) {
            Scenario.PieceSpec p = s.pieces().get(i);
            if (!p.placedHidden()) {
                continue;
            }
            for (Square sq : squaresOf(p)) {
                require(Concealment.cover(board.terrain(sq)), src, "pieces[" + i + "].hidden", p.id() + " cannot start hidden on "
                        + board.terrain(sq).title().toLowerCase(java.util.Locale.ROOT) + " at " + sq
                        + ": hidden troops start in scrub, rocks or trees" + (p.onTwoSquares() ? " (both squares of a mounted piece)" : ""));
                for (Scenario.PieceSpec e : s.pieces()) {
                    for (Square at : squaresOf(e)) {
                        require(e.side().equals(p.side()) || !Concealment.couldSee(board, at, sq), src, "pieces[" + i + "].hidden",
                                p.id() + " cannot start hidden at " + sq + ": the enemy " + e.id() + " at " + at + " could see it");
                    }
                }
            }
        }
    }

    /** A checked piece's squares: its own, or a mounted piece's front and rear (MV5). */
    private static List<Square> squaresOf(Scenario.PieceSpec p) {
        Square front = Square.parse(p.square()).orElseThrow();
        return p.onTwoSquares() ? List.of(front, Piece.behind(front, Facing.parse(p.facing()).orElseThrow())) : List.of(front);
    }

    /** The ids of the pieces a checked scenario places hidden. */
    public static Set<String> hidden(Scenario s) {
        Set<String> out = new HashSet<>();
        s.pieces().stream().filter(Scenario.PieceSpec::placedHidden).forEach(p -> out.add(p.id()));
        return out;
    }

    /**
     * The pieces of a checked scenario, as they stand before turn 1: with the wounds, stun, skill uses, standing
     * orders and marks it starts them with ({@link PieceStart}), read on {@code hits} and the sheets' charts.
     */
    public static List<Piece> pieces(Scenario s, Map<String, PlaySheet> sheets, HitRules hits) {
        List<Piece> fresh = pieces(s, sheets);
        List<Piece> out = new ArrayList<>();
        for (int i = 0; i < fresh.size(); i++) {
            out.add(PieceStart.applied(fresh.get(i), s.pieces().get(i), s.pieces(), sheets, hits));
        }
        return out;
    }

    /** The pieces of a checked scenario as they would stand fresh, before any start field is applied. */
    static List<Piece> pieces(Scenario s, Map<String, PlaySheet> sheets) {
        List<Piece> out = new ArrayList<>();
        for (Scenario.PieceSpec p : s.pieces()) {
            PlaySheet sheet = sheets.get(p.race());
            String missile = p.weapons().stream().filter(sheet::isMissile).findFirst().orElse(null);
            String hand = p.weapons().stream().filter(w -> !sheet.isMissile(w) && sheet.isHandWeapon(w)).findFirst().orElse(null);
            PieceClass kind = kindOf(p);
            Training training = kind.character() ? Training.VETERAN
                    : p.training() == null ? Training.REGULAR : Training.parse(p.training()).orElseThrow();
            out.add(new Piece(p.id(), p.side(), p.race(), p.unit(), p.weapons(), missile, hand,
                    Armour.parse(p.armour()).orElseThrow(), Boolean.TRUE.equals(p.shield()), training,
                    Square.parse(p.square()).orElseThrow(), Facing.parse(p.facing()).orElseThrow(),
                    0, null, false, false, false, kind, p.card(), Condition.FIT, p.onTwoSquares(), Powers.NONE));
        }
        return out;
    }
}
