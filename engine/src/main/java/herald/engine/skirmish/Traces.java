package herald.engine.skirmish;

import herald.engine.RuleEvent;
import herald.engine.Side;
import herald.engine.board.Hex;
import herald.engine.skirmish.events.CharacterKilled;
import herald.engine.skirmish.events.CharacterMoved;
import herald.engine.skirmish.events.CharacterRetreated;
import herald.engine.skirmish.events.CombatFought;
import herald.engine.skirmish.events.MissileFired;
import herald.engine.skirmish.events.SkirmishEvent;
import herald.engine.view.Trace;
import herald.engine.view.TraceBuilder;
import java.util.List;

/**
 * A player turn's moves (retreats included), missile fire, combats and the characters killed, for the map. Nothing is hidden
 * in the skirmish, so every side sees them all. Positions are read from the state as each event is folded.
 */
final class Traces {
    private Traces() {}

    static List<Trace> of(SkirmishState before, List<RuleEvent> events) {
        TraceBuilder out = new TraceBuilder();
        SkirmishState s = before;
        for (RuleEvent e : events) {
            SkirmishState at = s;
            s = ((SkirmishEvent) e).applyTo(s);
            if (e instanceof CharacterMoved m) {
                out.step(m.piece(), colour(s, m.piece()), cell(m.from()), cell(m.to()));
            } else if (e instanceof CharacterRetreated r) {
                out.step(r.piece(), colour(s, r.piece()), cell(r.from()), cell(r.to()));
            } else if (e instanceof MissileFired f && where(at, id(f.target())).isPresent()) {
                String shooter = id(f.shooter());
                out.fire(shooter, colour(s, shooter), cell(at.characterOrThrow(shooter).hex()),
                        cell(where(at, id(f.target())).get()), f.hit());
            } else if (e instanceof CombatFought c && where(at, id(c.defender())).isPresent()) {
                Hex defender = where(at, id(c.defender())).get();
                for (String named : c.attackers()) {
                    String attacker = id(named);
                    out.attack(attacker, colour(s, attacker), cell(at.characterOrThrow(attacker).hex()), cell(defender),
                            !c.result().isEmpty());
                }
            } else if (e instanceof CharacterKilled k) {
                out.fell(k.piece(), colour(at, k.piece()), cell(at.characterOrThrow(k.piece()).hex()));
            }
        }
        return out.build();
    }

    /**
     * The id in a piece as fire and combat events name it, "A3 (archer)": they name the piece as the report
     * reads, so a trace looked up by the whole name found no one and the hex map drew only the moves.
     */
    static String id(String named) {
        int cut = named.indexOf(" (");
        return cut < 0 ? named : named.substring(0, cut);
    }

    /** Where a character, or a riderless horse (a target too), stands. */
    private static java.util.Optional<Hex> where(SkirmishState s, String id) {
        return s.character(id).map(Character::hex)
                .or(() -> s.horses().stream().filter(h -> h.id().equalsIgnoreCase(id)).map(Horse::hex).findFirst());
    }

    private static String colour(SkirmishState s, String piece) {
        String side = s.characterOrThrow(piece).side();
        return s.sides().stream().filter(x -> x.id().equals(side)).map(Side::colour).findFirst().orElse("#000000");
    }

    private static Trace.Place cell(Hex h) {
        return new Trace.Place(h.x(), h.y());
    }
}
