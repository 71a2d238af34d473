package herald.app.cases;

import com.fasterxml.jackson.databind.JsonNode;
import herald.app.game.UserError;
import herald.engine.RulesState;
import herald.engine.Side;
import herald.engine.view.Masthead;
import herald.engine.view.PlayerView;
import herald.engine.view.ReportSection;
import herald.engine.view.SheetTable;
import herald.renderer.PdfRenderer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;

/**
 * `expect.view`: what one side is shown, one object or a list of them. The side's view is read as
 * lines: the title line, each record-sheet row as its cells joined by " | " (the title and the column
 * heads too), each note, each report heading and line, and "On the map: " with the piece labels.
 * `contains` must each be within one line; `absent` within none. `pieces` must be on the side's map;
 * `hiddenPieces` neither on it nor named in any line. `after` names the window after which to look
 * ("set-up" for the position before the first); the default is the end of the case. `pdf` checks the
 * text of the rendered PDF the same way, spaces aside (text extraction adds and drops them).
 */
final class ViewExpectation {
    static final Set<String> KEYS = Set.of("side", "after", "contains", "absent", "pieces", "hiddenPieces", "pdf");
    static final Set<String> PDF_KEYS = Set.of("contains", "absent");
    private static PdfRenderer renderer;

    private ViewExpectation() {}

    /** One view expectation or a list of them. */
    static List<JsonNode> list(JsonNode view) {
        List<JsonNode> out = new ArrayList<>();
        if (view.isArray()) {
            view.forEach(out::add);
        } else if (view.isObject()) {
            out.add(view);
        }
        return out;
    }

    static void check(JsonNode want, RuleCase.Run run, List<String> problems) {
        String side = want.get("side").asText();
        String after = want.path("after").asText(null);
        String label = "view (" + side + (after == null ? "" : ", after " + after) + ")";
        RulesState state = after == null ? run.states().get(run.states().size() - 1).state() : run.stateAfter(after);
        if (state == null) {
            problems.add(label + ": no window " + after + " was resolved (there are: " + String.join(", ",
                    run.states().stream().map(RuleCase.Stage::after).toList()) + ")");
            return;
        }
        List<String> sides = run.ruleset().sides(state).stream().map(Side::id).toList();
        if (!sides.contains(side)) {
            problems.add(label + ": there is no side \"" + side + "\" (sides: " + String.join(", ", sides) + ")");
            return;
        }
        PlayerView view = run.ruleset().view(state, side);
        List<String> lines = lines(view);
        List<String> onMap = view.map() == null ? List.of() : view.map().pieceLabels();
        for (JsonNode text : want.path("contains")) {
            if (lines.stream().noneMatch(l -> l.contains(text.asText()))) {
                problems.add(label + ": no line of what " + side + " see holds \"" + text.asText() + "\"");
            }
        }
        for (JsonNode text : want.path("absent")) {
            lines.stream().filter(l -> l.contains(text.asText())).findFirst().ifPresent(l -> problems.add(label + ": \""
                    + text.asText() + "\" must not be shown to " + side + ", but is: \"" + l + "\""));
        }
        for (JsonNode id : want.path("pieces")) {
            if (!onMap.contains(id.asText())) {
                problems.add(label + ": " + id.asText() + " should be on " + side + "'s map, but is not (on it: "
                        + String.join(", ", onMap) + ")");
            }
        }
        for (JsonNode id : want.path("hiddenPieces")) {
            if (onMap.contains(id.asText())) {
                problems.add(label + ": " + id.asText() + " is on " + side + "'s map, but should be hidden from them");
            }
            Pattern named = Pattern.compile("(?<![A-Za-z0-9])" + Pattern.quote(id.asText()) + "(?![A-Za-z0-9])");
            lines.stream().filter(l -> !l.startsWith(ON_MAP) && named.matcher(l).find()).findFirst().ifPresent(l -> problems.add(
                    label + ": " + id.asText() + " should be hidden from " + side + ", but what they see names it: \"" + l + "\""));
        }
        if (want.has("pdf")) {
            String pdf = squeeze(pdfText(view, run.name()));
            for (JsonNode text : want.path("pdf").path("contains")) {
                if (!pdf.contains(squeeze(text.asText()))) {
                    problems.add(label + ": the PDF " + side + " are sent does not hold \"" + text.asText() + "\"");
                }
            }
            for (JsonNode text : want.path("pdf").path("absent")) {
                if (pdf.contains(squeeze(text.asText()))) {
                    problems.add(label + ": the PDF " + side + " are sent holds \"" + text.asText() + "\", which must not be shown to them");
                }
            }
        }
    }

    private static final String ON_MAP = "On the map: ";

    /** The view as lines of text, as {@code contains} and {@code absent} read it. */
    static List<String> lines(PlayerView v) {
        List<String> out = new ArrayList<>();
        out.add(v.scenarioTitle() + " — " + v.sideName() + ", turn " + v.turn());
        for (SheetTable sheet : v.sheets()) {
            out.add(sheet.title());
            out.add(String.join(" | ", sheet.columns()));
            sheet.rows().forEach(r -> out.add(String.join(" | ", r)));
        }
        out.addAll(v.notes());
        for (ReportSection section : v.report()) {
            out.add(section.heading());
            out.addAll(section.lines());
        }
        out.add(ON_MAP + String.join(", ", v.map() == null ? List.of() : v.map().pieceLabels()));
        return out;
    }

    private static synchronized PdfRenderer renderer() {
        if (renderer == null) {
            renderer = new PdfRenderer(); // reads the fonts once for every case of a run
        }
        return renderer;
    }

    private static String pdfText(PlayerView view, String caseName) {
        byte[] pdf = renderer().render(view, new Masthead(caseName, view.sideName(), "", true, "rule case"));
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            return new PDFTextStripper().getText(doc);
        } catch (IOException e) {
            throw new UncheckedIOException("could not read back the PDF drawn for " + caseName, e);
        }
    }

    private static String squeeze(String s) {
        return s.replaceAll("\\s+", "");
    }

    static void checkShape(JsonNode view, String source) {
        if (view.isMissingNode()) {
            return;
        }
        List<JsonNode> all = list(view);
        if (all.isEmpty() || (view.isArray() && all.size() != view.size())) {
            throw new UserError(source + ": expect.view: an object like {\"side\": \"giaks\", \"contains\": [\"...\"]}, or a list of them");
        }
        for (int i = 0; i < all.size(); i++) {
            JsonNode v = all.get(i);
            String at = "expect.view" + (view.isArray() ? "[" + i + "]" : "") + ".";
            if (!v.isObject()) {
                throw new UserError(source + ": " + at.substring(0, at.length() - 1) + ": an object like {\"side\": \"giaks\", \"contains\": [\"...\"]}");
            }
            Expectation.onlyKeys(v, KEYS, source, at);
            if (!v.path("side").isTextual()) {
                throw new UserError(source + ": " + at + "side: the id of the side whose view is checked, e.g. \"giaks\"");
            }
            if (v.has("after") && !v.get("after").isTextual()) {
                throw new UserError(source + ": " + at + "after: a window id such as \"T1\", or \"set-up\"");
            }
            for (String key : List.of("contains", "absent", "pieces", "hiddenPieces")) {
                texts(v.path(key), source, at + key);
            }
            if (v.has("pdf")) {
                if (!v.get("pdf").isObject()) {
                    throw new UserError(source + ": " + at + "pdf: an object with contains and absent, e.g. {\"contains\": [\"...\"]}");
                }
                Expectation.onlyKeys(v.get("pdf"), PDF_KEYS, source, at + "pdf.");
                texts(v.get("pdf").path("contains"), source, at + "pdf.contains");
                texts(v.get("pdf").path("absent"), source, at + "pdf.absent");
            }
        }
    }

    private static void texts(JsonNode list, String source, String at) {
        if (list.isMissingNode()) {
            return;
        }
        boolean ok = list.isArray();
        for (JsonNode n : list) {
            ok &= n.isTextual();
        }
        if (!ok) {
            throw new UserError(source + ": " + at + ": a list of texts, e.g. [\"G1\"]");
        }
    }
}
