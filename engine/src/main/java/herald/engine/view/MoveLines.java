package herald.engine.view;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Joins a piece's steps into one report line, as a player tells a move: {@code G3 moves I7 → I11, 4 squares via I8,
 * I9, I10 (5 MP, 1 left)} instead of one line per square. Only steps that follow one another in the report, each
 * starting where the last ended, are joined, so the order of what happened stays as it was; the MP spent and left
 * stay in the line, as every number does in a report.
 */
public final class MoveLines {
    /** One step as the grid rulesets write it: "G3 moves I7 to I8 (1 MP, 3 left)" or "B1 moves 1408 → 1309 (…)". */
    private static final Pattern STEP = Pattern.compile("(\\S+) moves (\\S+) (?:to|→) (\\S+) \\((\\d+) MP, (\\d+) left\\)");

    private MoveLines() {}

    /** The report with each run of one piece's steps joined; {@code one} and {@code many} name the cells. */
    public static List<ReportSection> grouped(List<ReportSection> report, String one, String many) {
        return report.stream().map(s -> new ReportSection(s.heading(), joined(s.lines(), one, many))).toList();
    }

    /** These lines with each run of one piece's steps joined. */
    public static List<String> joined(List<String> lines, String one, String many) {
        List<String> out = new ArrayList<>();
        List<Matcher> run = new ArrayList<>();
        for (String line : lines) {
            Matcher m = STEP.matcher(line);
            boolean step = m.matches();
            if (step && !run.isEmpty() && follows(run.get(run.size() - 1), m)) {
                run.add(m);
                continue;
            }
            flush(run, out, one, many);
            if (step) {
                run.add(m);
            } else {
                out.add(line);
            }
        }
        flush(run, out, one, many);
        return out;
    }

    private static boolean follows(Matcher last, Matcher next) {
        return last.group(1).equals(next.group(1)) && last.group(3).equals(next.group(2));
    }

    private static void flush(List<Matcher> run, List<String> out, String one, String many) {
        if (run.isEmpty()) {
            return;
        }
        Matcher first = run.get(0);
        Matcher last = run.get(run.size() - 1);
        int spent = run.stream().mapToInt(m -> Integer.parseInt(m.group(4))).sum();
        List<String> via = run.subList(0, run.size() - 1).stream().map(m -> m.group(3)).toList();
        out.add(first.group(1) + " moves " + first.group(2) + " → " + last.group(3) + ", " + run.size() + " "
                + (run.size() == 1 ? one : many) + (via.isEmpty() ? "" : " via " + String.join(", ", via))
                + " (" + spent + " MP, " + last.group(5) + " left)");
        run.clear();
    }
}
