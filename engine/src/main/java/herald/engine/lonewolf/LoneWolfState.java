package herald.engine.lonewolf;

import herald.engine.Outcome;
import herald.engine.RulesState;
import herald.engine.Side;
import herald.engine.board.Square;
import herald.engine.view.ReportSection;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A Lone Wolf game as a value: a fold over its events, never needing dice.
 *
 * @param sheets the effective play sheets by race (after the scenario's overrides)
 * @param pieces every piece in scenario order, removed ones included
 * @param turn the game turn being played (1 first, 0 before set-up)
 * @param red this turn's initiative winner, or null before it is rolled
 * @param report the current (or last resolved) turn's report, one section per phase
 * @param outcome null until the game ends
 * @param hitRules the heroes' hit chart and the random-direction bands the game was set up with
 * @param houseRules the house-rule options the game was set up with
 * @param hidden the ids of pieces placed hidden and not yet revealed (L311-317)
 * @param skills the numbers of the Kai Disciplines, Heroic Abilities and Evil Tricks the game was set up with
 */
public record LoneWolfState(Scenario scenario, Map<String, PlaySheet> sheets, Board board, List<Side> sides,
        List<Piece> pieces, int turn, String red, String blue, List<Section> report, Outcome outcome,
        HitRules hitRules, HouseRules houseRules, Set<String> hidden, SkillBook skills) implements RulesState {

    public LoneWolfState {
        sheets = Map.copyOf(sheets);
        sides = List.copyOf(sides);
        pieces = List.copyOf(pieces);
        report = List.copyOf(report);
        hidden = Set.copyOf(hidden);
    }

    /** One section of the turn report; each line says which sides may read it (empty: everyone). */
    public record Section(String heading, List<Line> lines) {
        public Section {
            lines = List.copyOf(lines);
        }
    }

    public record Line(String text, Set<String> visibleTo) {
        public Line {
            visibleTo = Set.copyOf(visibleTo);
        }
    }

    public static LoneWolfState initial() {
        return new LoneWolfState(null, Map.of(), null, List.of(), List.of(), 0, null, null, List.of(), null, null,
                HouseRules.DEFAULTS, Set.of(), null);
    }

    /** The report as {@code side} may read it (null: the umpire's, every line). */
    public List<ReportSection> report(String side) {
        return report.stream().map(sec -> new ReportSection(sec.heading(), sec.lines().stream()
                .filter(l -> side == null || l.visibleTo().isEmpty() || l.visibleTo().contains(side))
                .map(Line::text).toList())).toList();
    }

    /** Placed hidden (L311-317) and not yet revealed. */
    public boolean hidden(String id) {
        return hidden.contains(id);
    }

    /**
     * The game as {@code side} knows it: the enemy's hidden pieces are not in it (null: the umpire's,
     * everything). Orders are checked, and the simulated player plans, against this.
     */
    public LoneWolfState seenBy(String side) {
        if (side == null || hidden.isEmpty()) {
            return this;
        }
        return withPieces(pieces.stream().filter(p -> p.side().equals(side) || !hidden.contains(p.id())).toList());
    }

    /** The living piece on {@code s} that {@code side} knows of. */
    public Optional<Piece> occupantSeenBy(Square s, String side) {
        return occupant(s).filter(p -> p.side().equals(side) || !hidden.contains(p.id()));
    }

    public LoneWolfState withRevealed(String id) {
        Set<String> out = new HashSet<>(hidden);
        out.remove(id);
        return new LoneWolfState(scenario, sheets, board, sides, pieces, turn, red, blue, report, outcome, hitRules, houseRules, out, skills);
    }

    public Optional<Piece> piece(String id) {
        return pieces.stream().filter(p -> p.id().equalsIgnoreCase(id)).findFirst();
    }

    /** The piece with this id; a bug if there is none. */
    public Piece pieceOrThrow(String id) {
        return piece(id).orElseThrow(() -> new IllegalStateException("no piece " + id));
    }

    public List<Piece> living(String side) {
        return pieces.stream().filter(p -> p.alive() && p.side().equals(side)).toList();
    }

    public List<Piece> livingEnemiesOf(String side) {
        return pieces.stream().filter(p -> p.alive() && !p.side().equals(side)).toList();
    }

    /** The living piece on {@code s}, either half of a mounted piece included (MV5). */
    public Optional<Piece> occupant(Square s) {
        return pieces.stream().filter(p -> p.alive() && p.occupies(s)).findFirst();
    }

    /** Living enemies of {@code piece} in the squares around it (around either half of a mounted piece), in scenario order. */
    public List<Piece> adjacentEnemies(Piece piece) {
        return livingEnemiesOf(piece.side()).stream().filter(e -> e.adjacentTo(piece)).toList();
    }

    /** The hit chart a wounded piece is rolled on: a monster's own, else the heroes' (H2). */
    public HitChart hitChart(Piece piece) {
        return piece.kind() == PieceClass.MONSTER ? sheet(piece).hits() : hitRules.hero();
    }

    /** Stunned in the current turn (H6). */
    public boolean stunned(Piece piece) {
        return piece.condition().stunnedIn(turn, houseRules);
    }

    /** Uses of a limited skill (Healing 3, Mindblast 2, ...) {@code piece} has left; unlimited skills never run out. */
    public int usesLeft(Piece piece, Skill skill) {
        Integer uses = skills.of(skill).uses();
        return uses == null ? Integer.MAX_VALUE : Math.max(0, uses - piece.powers().usedOf(skill));
    }

    public PlaySheet sheet(Piece piece) {
        return sheets.get(piece.race());
    }

    public String sideName(String id) {
        return sides.stream().filter(s -> s.id().equals(id)).map(Side::name).findFirst().orElse(id);
    }

    public List<String> sideIds() {
        return sides.stream().map(Side::id).toList();
    }

    public LoneWolfState withPiece(Piece changed) {
        List<Piece> out = new ArrayList<>(pieces);
        for (int i = 0; i < out.size(); i++) {
            if (out.get(i).id().equals(changed.id())) {
                out.set(i, changed);
                return new LoneWolfState(scenario, sheets, board, sides, out, turn, red, blue, report, outcome, hitRules, houseRules, hidden, skills);
            }
        }
        throw new IllegalStateException("no piece " + changed.id());
    }

    public LoneWolfState withPieces(List<Piece> all) {
        return new LoneWolfState(scenario, sheets, board, sides, all, turn, red, blue, report, outcome, hitRules, houseRules, hidden, skills);
    }

    public LoneWolfState withSetUp(Scenario s, Map<String, PlaySheet> sh, Board b, List<Side> sd, List<Piece> ps,
            HitRules hits, HouseRules house, Set<String> hiddenPieces, SkillBook book) {
        return new LoneWolfState(s, sh, b, sd, ps, 1, null, null, report, outcome, hits, house, hiddenPieces, book);
    }

    public LoneWolfState withTurn(int n) {
        return new LoneWolfState(scenario, sheets, board, sides, pieces, n, red, blue, report, outcome, hitRules, houseRules, hidden, skills);
    }

    public LoneWolfState withInitiative(String r, String b) {
        return new LoneWolfState(scenario, sheets, board, sides, pieces, turn, r, b, report, outcome, hitRules, houseRules, hidden, skills);
    }

    public LoneWolfState withOutcome(Outcome o) {
        return new LoneWolfState(scenario, sheets, board, sides, pieces, turn, red, blue, report, o, hitRules, houseRules, hidden, skills);
    }

    /** Starts a new report of one empty section. */
    public LoneWolfState withNewReport(String heading) {
        return new LoneWolfState(scenario, sheets, board, sides, pieces, turn, red, blue,
                List.of(new Section(heading, List.of())), outcome, hitRules, houseRules, hidden, skills);
    }

    public LoneWolfState withReportSection(String heading) {
        List<Section> out = new ArrayList<>(report);
        out.add(new Section(heading, List.of()));
        return new LoneWolfState(scenario, sheets, board, sides, pieces, turn, red, blue, out, outcome, hitRules, houseRules, hidden, skills);
    }

    /** Adds a line to the last section of the report (starting one if there is none). */
    public LoneWolfState withReportLine(String line) {
        return withReportLine(line, Set.of());
    }

    /** Adds a line that only {@code visibleTo} may read (empty: everyone). */
    public LoneWolfState withReportLine(String line, Set<String> visibleTo) {
        List<Section> out = new ArrayList<>(report);
        if (out.isEmpty()) {
            out.add(new Section("Turn " + turn, List.of()));
        }
        Section last = out.remove(out.size() - 1);
        List<Line> lines = new ArrayList<>(last.lines());
        lines.add(new Line(line, visibleTo));
        out.add(new Section(last.heading(), lines));
        return new LoneWolfState(scenario, sheets, board, sides, pieces, turn, red, blue, out, outcome, hitRules, houseRules, hidden, skills);
    }
}
