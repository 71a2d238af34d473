package herald.engine.lonewolf;

import herald.engine.Outcome;
import herald.engine.RulesState;
import herald.engine.Side;
import herald.engine.board.Square;
import herald.engine.view.ReportSection;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

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
 */
public record LoneWolfState(Scenario scenario, Map<String, PlaySheet> sheets, Board board, List<Side> sides,
        List<Piece> pieces, int turn, String red, String blue, List<ReportSection> report, Outcome outcome,
        HitRules hitRules, HouseRules houseRules) implements RulesState {

    public LoneWolfState {
        sheets = Map.copyOf(sheets);
        sides = List.copyOf(sides);
        pieces = List.copyOf(pieces);
        report = List.copyOf(report);
    }

    public static LoneWolfState initial() {
        return new LoneWolfState(null, Map.of(), null, List.of(), List.of(), 0, null, null, List.of(), null, null, HouseRules.DEFAULTS);
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

    public Optional<Piece> occupant(Square s) {
        return pieces.stream().filter(p -> p.alive() && p.square().equals(s)).findFirst();
    }

    /** Living enemies of {@code piece} in the eight squares around it, in scenario order. */
    public List<Piece> adjacentEnemies(Piece piece) {
        return livingEnemiesOf(piece.side()).stream().filter(e -> e.square().adjacentTo(piece.square())).toList();
    }

    /** The hit chart a wounded piece is rolled on: a monster's own, else the heroes' (H2). */
    public HitChart hitChart(Piece piece) {
        return piece.kind() == PieceClass.MONSTER ? sheet(piece).hits() : hitRules.hero();
    }

    /** Stunned in the current turn (H6). */
    public boolean stunned(Piece piece) {
        return piece.condition().stunnedIn(turn, houseRules);
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
                return new LoneWolfState(scenario, sheets, board, sides, out, turn, red, blue, report, outcome, hitRules, houseRules);
            }
        }
        throw new IllegalStateException("no piece " + changed.id());
    }

    public LoneWolfState withPieces(List<Piece> all) {
        return new LoneWolfState(scenario, sheets, board, sides, all, turn, red, blue, report, outcome, hitRules, houseRules);
    }

    public LoneWolfState withSetUp(Scenario s, Map<String, PlaySheet> sh, Board b, List<Side> sd, List<Piece> ps,
            HitRules hits, HouseRules house) {
        return new LoneWolfState(s, sh, b, sd, ps, 1, null, null, report, outcome, hits, house);
    }

    public LoneWolfState withTurn(int n) {
        return new LoneWolfState(scenario, sheets, board, sides, pieces, n, red, blue, report, outcome, hitRules, houseRules);
    }

    public LoneWolfState withInitiative(String r, String b) {
        return new LoneWolfState(scenario, sheets, board, sides, pieces, turn, r, b, report, outcome, hitRules, houseRules);
    }

    public LoneWolfState withOutcome(Outcome o) {
        return new LoneWolfState(scenario, sheets, board, sides, pieces, turn, red, blue, report, o, hitRules, houseRules);
    }

    /** Starts a new report of one empty section. */
    public LoneWolfState withNewReport(String heading) {
        return new LoneWolfState(scenario, sheets, board, sides, pieces, turn, red, blue,
                List.of(new ReportSection(heading, List.of())), outcome, hitRules, houseRules);
    }

    public LoneWolfState withReportSection(String heading) {
        List<ReportSection> out = new ArrayList<>(report);
        out.add(new ReportSection(heading, List.of()));
        return new LoneWolfState(scenario, sheets, board, sides, pieces, turn, red, blue, out, outcome, hitRules, houseRules);
    }

    /** Adds a line to the last section of the report (starting one if there is none). */
    public LoneWolfState withReportLine(String line) {
        List<ReportSection> out = new ArrayList<>(report);
        if (out.isEmpty()) {
            out.add(new ReportSection("Turn " + turn, List.of()));
        }
        ReportSection last = out.remove(out.size() - 1);
        List<String> lines = new ArrayList<>(last.lines());
        lines.add(line);
        out.add(new ReportSection(last.heading(), lines));
        return new LoneWolfState(scenario, sheets, board, sides, pieces, turn, red, blue, out, outcome, hitRules, houseRules);
    }
}
