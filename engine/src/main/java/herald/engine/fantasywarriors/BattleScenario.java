package herald.engine.fantasywarriors;

import com.fasterxml.jackson.databind.JsonNode;
import herald.engine.table.TableReader;
import java.util.List;

/**
 * A Fantasy Warriors scenario as written (schema 1; the format is in the ruleset's README): the table, and for each of
 * two to four sides its army list, the commands with their leaders, orders and units, and the other individuals.
 * Kept whole in the set-up, so that a game replays from its journal even when the shipped file changes.
 *
 * @param turns the battle turns before the game ends undecided; absent means 8 (Herald's)
 * @param period the time dial's period at the first turn, 1 to 12 (1-6 day, 7-12 night); absent means 1 (Herald's)
 * @param omens each army's omens are read before the battle ({@link Omens}); absent: not read, no army's are good or bad
 */
public record BattleScenario(Integer schema, String title, String description, Integer turns, Integer period,
        TableReader.TableSpec table, List<TableReader.TerrainSpec> terrain, List<SideSpec> sides, String source,
        String note, Boolean omens, ScoutingSpec scouting) {

    /**
     * Scouting before the battle (Herald's H16, UPD 15): the terrain features the side that wins it may set down again,
     * by their ids. Absent: no scouting is rolled and the table stands as the scenario draws it.
     */
    public record ScoutingSpec(List<String> movable) {
        public ScoutingSpec {
            movable = movable == null ? List.of() : List.copyOf(movable);
        }
    }

    public BattleScenario {
        omens = omens != null && omens;
        schema = schema == null ? 1 : schema;
        turns = turns == null ? 8 : turns;
        period = period == null ? 1 : period;
        terrain = terrain == null ? List.of() : List.copyOf(terrain);
        sides = sides == null ? null : List.copyOf(sides);
    }

    /**
     * @param army an army list's key (armies/*.json)
     * @param overrides the army list's entries changed for this battle ({@link ArmyLists#override})
     * @param individuals the individuals who lead no command: wizards, heroes, scouts...
     * @param equipment its battlefield equipment on the table (Companion L311-515), absent for none
     * @param talismans the talismans the army carries, its army standard among them (each +1 to a speech, L235, and
     *        to the command test); absent means none
     * @param speech the unit the warchief rouses before the battle (Companion L215-257); absent: he makes none
     * @param alliance the sides that fight together share one (the Companion's allied warchiefs); absent: its own id
     * @param players the players beside the warchief's who command this army, each his battle leader's command (the
     *        Companion's single warchief, L1456-1468); absent: the warchief's player commands it all
     * @param overall its warchief is in overall charge of his alliance (L1482-1490); absent: allies are equals
     */
    public record SideSpec(String id, String name, String colour, String army, JsonNode overrides,
            List<CommandSpec> commands, List<PieceSpec> individuals, List<EquipmentSpec> equipment, Integer talismans,
            SpeechSpec speech, String alliance, List<PlayerSpec> players, Boolean overall) {
        public SideSpec {
            commands = commands == null ? null : List.copyOf(commands);
            players = players == null ? List.of() : List.copyOf(players);
            overall = overall != null && overall;
            individuals = individuals == null ? List.of() : List.copyOf(individuals);
            equipment = equipment == null ? List.of() : List.copyOf(equipment);
            talismans = talismans == null ? 0 : talismans;
        }
    }

    /**
     * A piece of battlefield equipment: its kind (equipment.json's key), and its front edge as two points "x,y", its
     * left end first as its own side sees it from behind, so that it faces to the left of the way from the first point
     * to the second; mantlets and pavises may name the unit of the side that carries them.
     */
    public record EquipmentSpec(String id, String kind, List<String> front, String carriedBy) {}

    /**
     * A player who is one of the army's battle leaders: {@code id} is how mail and orders name him, as a side's id
     * is; he orders the units of {@code command}, whose leader he is.
     */
    public record PlayerSpec(String id, String name, String command) {}

    /** The warchief's pre-battle speech: {@code to} the unit he speaks to, which he then stands with (L226, L231). */
    public record SpeechSpec(String to) {}

    /**
     * A command: its leader (the warchief or a battle leader), its starting order, its units.
     *
     * @param pay the mercenary command's pay, "paid-up", "half-paid" or "unpaid" (Companion L602-612); absent: the
     *        army's own command
     */
    public record CommandSpec(String id, PieceSpec leader, String order, List<UnitSpec> units, String pay) {
        public CommandSpec {
            units = units == null ? List.of() : List.copyOf(units);
        }
    }

    /** An individual: his army list entry, where he stands, which way he faces (absent: as his side's first unit). */
    public record PieceSpec(String id, String entry, String at, String facing) {}

    /**
     * A unit: its entry, its figures (absent for an engine or a huge creature: one) in ranks {@code files} wide (absent:
     * five, or fewer), the centre of its front edge and its facing, a bearing or compass point.
     *
     * @param poisoned how many of its volley counters are poisoned arrows (L281-292); absent means none
     * @param firewater it was given firewater at deployment (L259-279)
     * @param scouted it took part in scouting, which Herald does not play yet: no firewater (L273), no speech (L225)
     * @param forward the wood elves set it up forwards in a wood, having outmanoeuvred the enemy (L570-584)
     */
    public record UnitSpec(String id, String entry, Integer figures, Integer files, String at, String facing,
            Integer poisoned, Boolean firewater, Boolean scouted, Boolean forward) {
        public UnitSpec {
            forward = forward != null && forward;
            poisoned = poisoned == null ? 0 : poisoned;
            firewater = firewater != null && firewater;
            scouted = scouted != null && scouted;
        }
    }
}
