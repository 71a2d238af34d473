package herald.app.site;

import herald.engine.view.ReportSection;
import herald.engine.view.SheetTable;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The views' reports and record sheets as the page template reads them. */
final class Pages {
    private Pages() {}

    static List<Map<String, Object>> sections(List<ReportSection> sections) {
        return sections.stream().map(s -> {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("heading", s.heading());
            m.put("lines", List.copyOf(s.lines()));
            return m;
        }).toList();
    }

    static List<Map<String, Object>> sheets(List<SheetTable> sheets) {
        return sheets.stream().map(t -> {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("title", t.title());
            m.put("columns", t.columns());
            m.put("rows", t.rows().stream().map(r -> Map.of("cells", r)).toList());
            return m;
        }).toList();
    }
}
