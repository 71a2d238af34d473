package herald.engine.lonewolf;

import herald.engine.Outcome;
import herald.engine.RulesState;
import herald.engine.Side;
import herald.engine.board.Square;
import herald.engine.view.ReportSection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.pcollections.HashTreePSet;
import org.pcollections.PSet;
import org.pcollections.PVector;
import org.pcollections.TreePVector;

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
        pieces = Pieces.of(pieces);
        report = vector(report);
        hidden = hidden instanceof PSet<String> h ? h : HashTreePSet.from(Set.copyOf(hidden));
    }

    /** Kept as it is when already persistent: a fold changes one line or piece, not the whole list. */
    static <T> PVector<T> vector(List<T> list) {
        return list instanceof PVector<T> v ? v : TreePVector.from(List.copyOf(list));
    }

    /** One section of the turn report; each line says which sides may read it (empty: everyone). */
    public record Section(String heading, List<Line> lines) {
        public Section {
            lines = vector(lines);
        }

        Section withLine(Line line) {
            return new Section(heading, ((PVector<Line>) lines).plus(line));
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
        Set<String> out = ((PSet<String>) hidden).minus(id);
        return new LoneWolfState(scenario, sheets, board, sides, pieces, turn, red, blue, report, outcome, hitRules, houseRules, out, skills);
    }

    public Optional<Piece> piece(String id) {
        return ((Pieces) pieces).byId(id);
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
        return new LoneWolfState(scenario, sheets, board, sides, ((Pieces) pieces).with(changed), turn, red, blue, report,
                outcome, hitRules, houseRules, hidden, skills);
    }

    public LoneWolfState withPieces(List<Piece> all) {
        return new LoneWolfState(scenario, sheets, board, sides, ((Pieces) pieces).withAll(all), turn, red, blue, report, outcome, hitRules, houseRules, hidden, skills);
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
        List<Section> out = ((PVector<Section>) report).plus(new Section(heading, List.of()));
        return new LoneWolfState(scenario, sheets, board, sides, pieces, turn, red, blue, out, outcome, hitRules, houseRules, hidden, skills);
    }

    /** Adds a line to the last section of the report (starting one if there is none). */
    public LoneWolfState withReportLine(String line) {
        return withReportLine(line, Set.of());
    }

    /** Adds a line that only {@code visibleTo} may read (empty: everyone). */
    public LoneWolfState withReportLine(String line, Set<String> visibleTo) {
        PVector<Section> out = (PVector<Section>) report;
        if (out.isEmpty()) {
            out = out.plus(new Section("Turn " + turn, List.of()));
        }
        int last = out.size() - 1;
        out = out.with(last, out.get(last).withLine(new Line(line, visibleTo)));
        return new LoneWolfState(scenario, sheets, board, sides, pieces, turn, red, blue, out, outcome, hitRules, houseRules, hidden, skills);
    }
}
