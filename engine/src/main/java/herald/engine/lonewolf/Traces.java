package herald.engine.lonewolf;

import herald.engine.RuleEvent;
import herald.engine.Side;
import herald.engine.board.Square;
import herald.engine.lonewolf.events.BrutalityUsed;
import herald.engine.lonewolf.events.LoneWolfEvent;
import herald.engine.lonewolf.events.PieceAttacked;
import herald.engine.lonewolf.events.PieceFired;
import herald.engine.lonewolf.events.PieceLeapt;
import herald.engine.lonewolf.events.PieceMoved;
import herald.engine.lonewolf.events.PieceRemoved;
import herald.engine.view.Trace;
import herald.engine.view.TraceBuilder;
import java.util.List;

/**
 * A Lone Wolf turn's moves, lines of fire, close-combat attacks and the pieces slain, for the map. Where each piece
 * stood is read from the state as the turn's events are folded one by one; a line a side may not
 * read, or one naming a piece still hidden from it, is not drawn for that side.
 */
final class Traces {
    private Traces() {}

    static List<Trace> of(LoneWolfState before, List<RuleEvent> events, String side) {
        TraceBuilder out = new TraceBuilder();
        LoneWolfState s = before;
        for (RuleEvent e : events) {
            LoneWolfState at = s;
            s = ((LoneWolfEvent) e).applyTo(s);
            if (side != null && !e.visibleTo().isEmpty() && !e.visibleTo().contains(side)) {
                continue;
            }
            if (e instanceof PieceMoved m && seen(s, m.piece(), side)) {
                out.step(m.piece(), colour(s, m.piece()), cell(m.from()), cell(m.to()));
            } else if (e instanceof PieceLeapt l && seen(s, l.piece(), side)) {
                out.step(l.piece(), colour(s, l.piece()), cell(l.from()), cell(l.to()));
            } else if (e instanceof PieceFired f && seen(s, f.firer(), side) && seen(s, f.target(), side)) {
                out.fire(f.firer(), colour(s, f.firer()), cell(at.pieceOrThrow(f.firer()).square()),
                        cell(at.pieceOrThrow(f.target()).square()), f.hit());
            } else if (e instanceof PieceAttacked a && seen(s, a.attacker(), side) && seen(s, a.defender(), side)) {
                out.attack(a.attacker(), colour(s, a.attacker()), cell(at.pieceOrThrow(a.attacker()).square()),
                        cell(at.pieceOrThrow(a.defender()).square()), a.hit());
            } else if (e instanceof PieceRemoved r && seen(at, r.piece(), side)) {
                out.fell(r.piece(), colour(at, r.piece()), cell(at.pieceOrThrow(r.piece()).square()));
            } else if (e instanceof BrutalityUsed b && seen(at, b.victim(), side)) {
                out.fell(b.victim(), colour(at, b.victim()), cell(at.pieceOrThrow(b.victim()).square()));
            }
        }
        return out.build();
    }

    private static boolean seen(LoneWolfState s, String piece, String side) {
        return side == null || !s.hidden(piece) || s.pieceOrThrow(piece).side().equals(side);
    }

    private static String colour(LoneWolfState s, String piece) {
        String side = s.pieceOrThrow(piece).side();
        return s.sides().stream().filter(x -> x.id().equals(side)).map(Side::colour).findFirst().orElse("#000000");
    }

    private static Trace.Place cell(Square sq) {
        return new Trace.Place(sq.x(), sq.y());
    }
}
