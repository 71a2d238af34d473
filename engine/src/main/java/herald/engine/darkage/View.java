package herald.engine.darkage;

import herald.engine.Side;
import herald.engine.table.Feature;
import herald.engine.table.Footprint;
import herald.engine.table.Inches;
import herald.engine.table.Point;
import herald.engine.view.LegendEntry;
import herald.engine.view.PlayerView;
import herald.engine.view.ReportSection;
import herald.engine.view.SheetTable;
import herald.engine.view.TableMap;
import herald.engine.view.Trace;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What one side (or the umpire, null) sees. By day the whole table; at night its own and allied figures and the
 * enemies {@link Eyes} says it sees, and nothing else: an enemy out of sight is on no map, sheet, note or trace, and
 * its name is taken out of the report lines the side was given (a shot from the dark names no shooter).
 */
final class View {
    /** A noun phrase: the map's key prints "Coordinates ... name " + this. */
    static final String REFERENCE = "the centre of a figure's round base";

    /** What the words by a figure's id mean: colour is never the only mark. */
    static final String MARKERS = "On the map the red word after a figure's id says what colour alone cannot: down, knocked"
            + " down, its base struck through (attacks on it +2; it gets up in its next move); torch, it carries a lit"
            + " torch. A burning feature's name gives its fire rating; a Sea Mist is the dotted circle.";

    private View() {}

    static PlayerView of(DarkAgeState s, String side) {
        if (s.scenario() == null) {
            throw new IllegalStateException("the game has not been set up");
        }
        Eyes eyes = new Eyes(s);
        List<Figure> seen = s.inGame().stream().filter(f -> eyes.sees(side, f)).toList();
        List<SheetTable> sheets = side == null ? s.sideIds().stream().flatMap(id -> RecordSheet.of(s, id).stream()).toList()
                : RecordSheet.of(s, side);
        String name = side == null ? "Umpire" : s.sideName(side);
        List<ReportSection> report = report(s, side, eyes);
        PlayerView view = new PlayerView(s.scenario().title(), side, name, s.turn(), map(s, seen), sheets,
                notes(s, side), opening(s) ? welcome(s, report) : report);
        return opening(s) ? view.withOrders(OrderHelp.CARD) : view;
    }

    /** The set-up section of the opening view, told as a player needs it before the first orders. */
    private static List<ReportSection> welcome(DarkAgeState s, List<ReportSection> report) {
        Scenario sc = s.scenario();
        List<String> lines = new ArrayList<>(report.get(0).lines());
        if (sc.description() != null) {
            lines.add(sc.title() + ": " + sc.description());
        }
        if (sc.victory() != null && sc.victory().text() != null) {
            lines.add("Victory: " + sc.victory().text());
        }
        lines.add("The game lasts " + sc.turns() + " turns. Every side mails its orders for the whole turn at once; each"
                + " turn every side rolls initiative (D10 + its leader's Leadership), and the highest acts first in"
                + " each phase: movement, then shooting, then fighting.");
        lines.add("The orders are on the reference card after this report.");
        List<ReportSection> out = new ArrayList<>(report);
        out.set(0, new ReportSection(report.get(0).heading(), lines));
        return out;
    }

    /** Before the first turn is resolved: the view the welcome's PDF shows, with the order card. */
    private static boolean opening(DarkAgeState s) {
        return !s.report().isEmpty() && s.report().get(0).heading().equals("Set-up");
    }

    static TableMap map(DarkAgeState s, List<Figure> seen) {
        Map<String, LegendEntry> legend = new LinkedHashMap<>();
        legend.put("open", entry(s.terrain().get("open")));
        List<TableMap.Region> regions = new ArrayList<>();
        for (Feature f : s.table().features()) {
            Terrain t = s.terrain().get(f.terrain());
            Burning fire = s.fires().get(f.id());
            String label = f.name().isEmpty() ? f.id() : f.name();
            if (fire == null) {
                legend.putIfAbsent(t.key(), entry(t));
                regions.add(new TableMap.Region(t.key(), label, places(f.outline())));
            } else {
                // a fire is its own legend entry, in flame colours, and its rating is in the name: readable in grey
                String key = t.key() + "/burning";
                legend.putIfAbsent(key, new LegendEntry(key, t.name() + ", burning (Dangerous Terrain; rating on the"
                        + " map)", "#f08a4b", symbol(t)));
                regions.add(new TableMap.Region(key, label + ": burning " + fire.rating(), places(f.outline())));
            }
        }
        for (Mist m : s.mists()) {
            legend.putIfAbsent("mist", new LegendEntry("mist", "Sea Mist (shots into or out of it are harder)",
                    "#dde3e8", LegendEntry.Symbol.DOTS));
            Footprint.Round round = new Footprint.Round(m.at(), 0, m.radius());
            regions.add(new TableMap.Region("mist", "Sea Mist: shots " + Modifier.signed(m.value()),
                    places(round.outline())));
        }
        List<TableMap.Stand> stands = new ArrayList<>();
        for (Figure f : seen) {
            stands.add(new TableMap.Stand(f.id(), s.colour(f.side()), places(Ground.footprint(f.at()).outline()),
                    place(f.at()), null, marker(f), Side.indexOf(s.sides(), f.side()), f.down()));
        }
        return new TableMap(s.table().width(), s.table().depth(), REFERENCE, regions, List.copyOf(legend.values()),
                stands, List.of(), keySides(s));
    }

    /** The sides as the map's key names them: each with its points, or that it left the game. */
    private static List<Side> keySides(DarkAgeState s) {
        return s.sides().stream().map(sd -> new Side(sd.id(), sd.name() + ", " + (s.left().contains(sd.id())
                ? "left the game" : points(s.points(sd.id()))), sd.colour())).toList();
    }

    private static String points(int n) {
        return n + (n == 1 ? " point" : " points");
    }

    /** "down" knocked down, "torch" a lit torch, "down torch" both: words, read without a key. */
    static String marker(Figure f) {
        List<String> parts = new ArrayList<>();
        if (f.down()) {
            parts.add("down");
        }
        if (f.torchLit()) {
            parts.add("torch");
        }
        return String.join(" ", parts);
    }

    private static List<String> notes(DarkAgeState s, String side) {
        List<String> out = new ArrayList<>();
        Scenario sc = s.scenario();
        out.add(s.outcome() != null ? "Game over: " + s.outcome().reason()
                : "Turn " + s.turn() + " of " + sc.turns() + (s.phase().isEmpty() ? ": orders for the whole turn are due"
                        : ", " + s.phase() + " phase"));
        for (Side sd : s.sides()) {
            String line = sd.name() + " (" + sd.id() + "): " + (s.left().contains(sd.id()) ? "left the game; " : "")
                    + points(s.points(sd.id()));
            // by night how many figures an enemy has left is not for another side to know
            if (side == null || sc.night() == null || s.allied(side, sd.id())) {
                long all = s.figures().values().stream().filter(f -> f.side().equals(sd.id())).count();
                line += "; " + s.inGame(sd.id()).size() + " of " + all + " figures in the game";
            }
            List<String> allies = s.spec(sd.id()).allies().stream().filter(a -> s.allied(sd.id(), a)).map(s::sideName)
                    .toList();
            out.add(allies.isEmpty() ? line : line + "; allied with " + String.join(", ", allies));
        }
        if (sc.victory() != null && sc.victory().text() != null) {
            out.add("Victory: " + sc.victory().text());
        }
        if (sc.night() != null) {
            double sight = sc.night().sight() == null ? 3 : sc.night().sight();
            double light = sc.night().torchLight() == null ? Data.sheet().bases().lightRadius() : sc.night().torchLight();
            out.add("Night: an enemy figure is seen within " + Inches.show(sight) + " of one of your figures, or within "
                    + Inches.show(light) + " of a lit torch or a fire; what you do not see is not on this map.");
        }
        if (sc.seaState() > 0) {
            out.add("Sea State " + sc.seaState() + ": it slows moves, shots and blows aboard ship.");
        }
        Ground ground = new Ground(s);
        for (Burning b : s.fires().values()) {
            String where = ground.feature(b.feature()).map(f -> f.name().isEmpty() ? f.id() : f.name()).orElse(b.feature());
            out.add("Fire: " + where + " burns as Dangerous Terrain at rating " + b.rating() + " (alight "
                    + (b.lit() == 0 ? "from the start" : "since turn " + b.lit()) + "; it falls by 1 each turn to 2).");
        }
        out.add(MARKERS);
        out.add(RecordSheet.KEY);
        return out;
    }

    /** The report the side was given; the ids of enemies it does not see now are replaced, even where a line named them. */
    static List<ReportSection> report(DarkAgeState s, String side, Eyes eyes) {
        List<String> hidden = s.figures().values().stream().filter(f -> !eyes.sees(side, f)).map(Figure::id).toList();
        List<ReportSection> given = s.report(side);
        if (hidden.isEmpty()) {
            return given;
        }
        Pattern names = Pattern.compile("\\b(" + String.join("|", hidden.stream().map(Pattern::quote).toList()) + ")\\b");
        return given.stream().map(r -> new ReportSection(r.heading(), r.lines().stream().map(l -> unnamed(l, names))
                .toList())).toList();
    }

    private static String unnamed(String line, Pattern names) {
        Matcher m = names.matcher(line);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, m.start() == 0 ? "An unseen figure" : "an unseen figure");
        }
        m.appendTail(out);
        return out.toString();
    }

    private static LegendEntry entry(Terrain t) {
        return new LegendEntry(t.key(), t.name() + (t.difficult() > 0 ? " (difficult " + t.difficult() + ")" : "")
                + (t.blocksSight() ? ", blocks sight" : "") + (t.impassable() ? ", impassable" : ""), t.colour(), symbol(t));
    }

    private static LegendEntry.Symbol symbol(Terrain t) {
        return t.symbol() == null ? LegendEntry.Symbol.NONE : LegendEntry.Symbol.valueOf(t.symbol());
    }

    static List<Trace.Place> places(List<Point> points) {
        return points.stream().map(View::place).toList();
    }

    static Trace.Place place(Point p) {
        return new Trace.Place(p.x(), p.y());
    }
}
