package herald.engine.fantasywarriors;

import herald.engine.fantasywarriors.events.CrewLost;
import herald.engine.fantasywarriors.events.FantasyWarriorsEvent;
import herald.engine.fantasywarriors.events.FiguresLost;

/**
 * The crew that serves an engine (Companion L689, L721): shot at or fighting, the engine is its crew, with the crew's
 * profile and as many figures as crew are left; their losses are the crew's, and the engine goes with the last of them.
 * Everything else (huge creatures among them) is itself.
 */
final class EngineCrew {
    private EngineCrew() {}

    static boolean isEngine(FantasyWarriorsState s, Unit u) {
        return s.profile(u).role().category() == Role.Category.ARTILLERY;
    }

    /** The profile it is shot at and fights with: an engine's crew's (L689). */
    static Profile profile(FantasyWarriorsState s, Unit u) {
        Profile p = s.profile(u);
        return isEngine(s, u) ? s.army(u.side()).profile(p.crew().orElseThrow().profile()) : p;
    }

    /** The figures that can be killed: an engine's crew left. */
    static int figures(FantasyWarriorsState s, Unit u) {
        return isEngine(s, u) ? s.companion().artillery().crewOf(s, u) : u.figures();
    }

    /** Whether the crew has its leader special: while any of it stands, if its list offers one (Herald's). */
    static boolean leader(FantasyWarriorsState s, Unit u) {
        return figures(s, u) > 0 && profile(s, u).specials().containsKey(Profile.Special.LEADER);
    }

    /** Inches it moves: a ballista 2 for each living crew member, at most its list's 4 (L691); others their list's. */
    static int move(FantasyWarriorsState s, Unit u) {
        int listed = s.profile(u).move().ground().value();
        return s.profile(u).role() == Role.BALLISTA
                ? Math.min(listed, Tables.companion().number("ballista-inches-a-crew-member") * figures(s, u)) : listed;
    }

    /** Its figures on its own record sheet: "16/20", an engine's "crew 3/4" (L721: the ignition counts them). */
    static String sheetFigures(FantasyWarriorsState s, Unit u) {
        return isEngine(s, u) ? "crew " + figures(s, u) + "/" + s.profile(u).crew().orElseThrow().count().value()
                : u.figures() + "/" + u.startFigures();
    }

    /** A dragon's breath counters left, "breath 4/6", where its sheet shows a unit's volleys (L842-848). */
    static java.util.Optional<String> sheetBreath(FantasyWarriorsState s, Unit u) {
        return s.profile(u).breathCounters().map(b -> "breath " + s.companion().artillery().breathOf(s, u) + "/"
                + b.value());
    }

    /** The loss of {@code n} of it: a crew's or a unit's figures. */
    static FantasyWarriorsEvent lost(FantasyWarriorsState s, Unit u, int n, String cause) {
        int left = figures(s, u) - n;
        return isEngine(s, u) ? new CrewLost(u.id(), n, left, cause) : new FiguresLost(u.id(), n, left, cause);
    }
}
