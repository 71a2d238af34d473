package herald.engine.skirmish;

import herald.engine.Outcome;
import herald.engine.RulesState;
import herald.engine.Side;
import herald.engine.board.Hex;
import herald.engine.view.ReportSection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A skirmish as a value: a fold over its events, never needing dice.
 *
 * @param roster the character types, as carried by the set-up event
 * @param terrain the terrain table, as carried by the set-up event
 * @param characters every character in scenario order, the dead included
 * @param horses the riderless horses on the map
 * @param turn the game turn (1 first, 0 before set-up)
 * @param active the side whose player turn it is
 * @param report the last player turn's report, one section per phase
 */
public record SkirmishState(Scenario scenario, Map<String, CharacterType> roster, Map<String, TerrainType> terrain,
        Options options, Board board, List<Side> sides, List<Character> characters, List<Horse> horses, int turn,
        String active, List<ReportSection> report, Outcome outcome) implements RulesState {

    public SkirmishState {
        roster = Map.copyOf(roster);
        terrain = Map.copyOf(terrain);
        sides = List.copyOf(sides);
        // Persistent lists, so that an event changes one character or adds one line without copying the rest.
        characters = Roster.of(characters);
        horses = List.copyOf(horses);
        report = Report.of(report);
    }

    public static SkirmishState initial() {
        return new SkirmishState(null, Map.of(), Map.of(), Options.defaults(), null, List.of(), List.of(), List.of(), 0,
                null, List.of(), null);
    }

    public Optional<Character> character(String id) {
        return ((Roster) characters).find(id);
    }

    public Character characterOrThrow(String id) {
        return character(id).orElseThrow(() -> new IllegalStateException("no character " + id));
    }

    public List<Character> living(String side) {
        return characters.stream().filter(c -> c.alive() && c.side().equals(side)).toList();
    }

    public List<Character> livingEnemiesOf(String side) {
        return characters.stream().filter(c -> c.alive() && !c.side().equals(side)).toList();
    }

    public List<Character> adjacentEnemies(Character c) {
        return livingEnemiesOf(c.side()).stream().filter(e -> e.hex().adjacentTo(c.hex())).toList();
    }

    /** The id of the living character or riderless horse in a hex. */
    public Optional<String> occupant(Hex h) {
        Optional<String> c = characters.stream().filter(x -> x.alive() && x.hex().equals(h)).map(Character::id).findFirst();
        return c.isPresent() ? c : horses.stream().filter(x -> x.hex().equals(h)).map(Horse::id).findFirst();
    }

    public TerrainType terrainAt(Hex h) {
        return terrain.get(board.terrain(h));
    }

    public CharacterType typeOf(Character c) {
        return roster.get(c.type());
    }

    public String sideName(String id) {
        return sides.stream().filter(s -> s.id().equals(id)).map(Side::name).findFirst().orElse(id);
    }

    public List<String> sideIds() {
        return sides.stream().map(Side::id).toList();
    }

    /** "A" for the first side of the scenario, "B" for the second. */
    public String letter(String side) {
        return sideIds().indexOf(side) == 0 ? "A" : "B";
    }

    public String other(String side) {
        return sideIds().stream().filter(s -> !s.equals(side)).findFirst().orElseThrow();
    }

    public SkirmishState withCharacter(Character changed) {
        return new SkirmishState(scenario, roster, terrain, options, board, sides, ((Roster) characters).with(changed),
                horses, turn, active, report, outcome);
    }

    public SkirmishState withHorses(List<Horse> all) {
        return new SkirmishState(scenario, roster, terrain, options, board, sides, characters, all, turn, active, report, outcome);
    }

    public SkirmishState withSetUp(Scenario s, Map<String, CharacterType> r, Map<String, TerrainType> t, Options o, Board b,
            List<Side> sd, List<Character> cs) {
        return new SkirmishState(s, r, t, o, b, sd, cs, List.of(), 1, sd.get(0).id(), report, outcome);
    }

    public SkirmishState withTurn(int n, String side) {
        return new SkirmishState(scenario, roster, terrain, options, board, sides, characters, horses, n, side, report, outcome);
    }

    public SkirmishState withOutcome(Outcome o) {
        return new SkirmishState(scenario, roster, terrain, options, board, sides, characters, horses, turn, active, report, o);
    }

    public SkirmishState withNewReport(String heading) {
        return new SkirmishState(scenario, roster, terrain, options, board, sides, characters, horses, turn, active,
                Report.fresh(heading), outcome);
    }

    public SkirmishState withReportSection(String heading) {
        return new SkirmishState(scenario, roster, terrain, options, board, sides, characters, horses, turn, active,
                ((Report) report).withSection(heading), outcome);
    }

    public SkirmishState withReportLine(String line) {
        return new SkirmishState(scenario, roster, terrain, options, board, sides, characters, horses, turn, active,
                ((Report) report).withLine(line, report.isEmpty() ? "Turn " + turn : null), outcome);
    }
}
