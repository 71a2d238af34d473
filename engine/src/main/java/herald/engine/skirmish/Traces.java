package herald.engine.skirmish;

import herald.engine.RuleEvent;
import herald.engine.Side;
import herald.engine.board.Hex;
import herald.engine.skirmish.events.CharacterMoved;
import herald.engine.skirmish.events.CharacterRetreated;
import herald.engine.skirmish.events.CombatFought;
import herald.engine.skirmish.events.MissileFired;
import herald.engine.skirmish.events.SkirmishEvent;
import herald.engine.view.Trace;
import herald.engine.view.TraceBuilder;
import java.util.List;

/**
 * A player turn's moves (retreats included), missile fire and combats, for the map. Nothing is hidden
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
            } else if (e instanceof MissileFired f && where(at, f.target()).isPresent()) {
                out.fire(f.shooter(), colour(s, f.shooter()), cell(at.characterOrThrow(f.shooter()).hex()),
                        cell(where(at, f.target()).get()), f.hit());
            } else if (e instanceof CombatFought c && where(at, c.defender()).isPresent()) {
                Hex defender = where(at, c.defender()).get();
                for (String attacker : c.attackers()) {
                    out.attack(attacker, colour(s, attacker), cell(at.characterOrThrow(attacker).hex()), cell(defender),
                            !c.result().isEmpty());
                }
            }
        }
        return out.build();
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
