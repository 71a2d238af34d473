package herald.engine.fantasywarriors;

import static org.junit.jupiter.api.Assertions.assertTrue;

import herald.engine.fantasywarriors.events.FlyingCounterMoved;
import herald.engine.fantasywarriors.events.WarChantRaised;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The demo's warchiefs with the mercenaries and tricks: a goblin horde that chants, against barbarians with a hired
 * command and a marksman, and wood elves with eagle riders, allied. Seeded battles played to the end through the
 * ruleset's seams, every order the simulated players write accepted.
 */
class SimulatedTricksTest {

    static final String FIELD = """
            {"title": "Tricks", "turns": 6, "table": {"width": 60, "depth": 48},
             "sides": [
              {"id": "goblins", "name": "Gruk's horde", "army": "goblins", "alliance": "horde",
               "commands": [
                {"id": "gruks", "order": "hold", "leader": {"id": "Gruk", "entry": "goblin-warchief", "at": "20,44"},
                 "units": [{"id": "G1", "entry": "goblin-warriors", "figures": 20, "at": "20,36", "facing": "S"},
                           {"id": "G2", "entry": "goblin-archers", "figures": 10, "at": "34,36", "facing": "S"}]},
                {"id": "snagas", "order": "hold", "leader": {"id": "Snaga", "entry": "goblin-battle-leader", "at": "46,44"},
                 "units": [{"id": "G3", "entry": "goblin-warriors", "figures": 20, "at": "46,36", "facing": "S"}]}]},
              {"id": "men", "name": "the barbarians", "army": "men", "alliance": "west",
               "commands": [
                {"id": "brans", "order": "attack", "leader": {"id": "Bran", "entry": "barbarian-warchief", "at": "14,2"},
                 "units": [{"id": "S1", "entry": "spearmen", "figures": 20, "at": "14,10", "facing": "N"}]},
                {"id": "hired", "order": "oppose", "pay": "half-paid",
                 "leader": {"id": "Hrolf", "entry": "barbarian-battle-leader", "at": "28,2"},
                 "units": [{"id": "H1", "entry": "spearmen", "figures": 10, "at": "28,10", "facing": "N"}]}],
               "individuals": [{"id": "M1", "entry": "marksman", "at": "22,14"}]},
              {"id": "elves", "name": "the elves", "army": "wood-elves", "alliance": "west",
               "commands": [
                {"id": "aelfs", "order": "attack", "leader": {"id": "Aelf", "entry": "elf-warchief", "at": "46,2"},
                 "units": [{"id": "E1", "entry": "eagle-riders", "figures": 4, "files": 4, "at": "46,8", "facing": "N"},
                           {"id": "B1", "entry": "elf-archers", "figures": 10, "at": "54,12", "facing": "N"}]}]}]}""";

    @Test
    void seededBattlesWithChantsMercenariesMarksmenAndFlyersPlayToTheEnd() throws Exception {
        Set<String> seen = new HashSet<>();
        for (String seed : List.of("tricks-1", "tricks-2", "tricks-3", "tricks-4")) {
            SimulatedBattle.fight(FIELD, "tricks.json", Map.of(), seed, 6, (before, e, w) ->
                    seen.add(e.getClass().getSimpleName()));
        }
        assertTrue(seen.contains(WarChantRaised.class.getSimpleName()), "the goblins chant: " + seen);
        assertTrue(seen.contains(FlyingCounterMoved.class.getSimpleName()), "the eagles fly: " + seen);
    }
}
