package herald.bench;

import static herald.bench.RenderFloor.LEFT;
import static herald.bench.RenderFloor.TEXT;
import static herald.bench.RenderFloor.WIDTH;

import herald.engine.Side;
import herald.engine.view.BoardView;
import herald.engine.view.CounterView;
import herald.engine.view.LegendEntry;
import java.awt.Color;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDPageContentStream;

/** The floor's legend under the map: a swatch per terrain, a sample counter per side and one read as a key. */
final class FloorLegend {

    private static final float SWATCH = 22;
    private static final String KEY =
            "Counter: piece id in the middle; the red letter in the corner is a marker (see the record sheet).";
    private static final List<String> PATTERNS = List.of("solid colour", "white, thick rim");

    private record Item(LegendEntry terrain, Side side, int index, List<String> lines, int row, int column) {}

    private final RenderFloor f;
    private final List<Item> items = new ArrayList<>();
    private final List<Float> rows = new ArrayList<>();
    private final int columns;

    FloorLegend(RenderFloor f, BoardView b) throws IOException {
        this.f = f;
        float inner = WIDTH - 8;
        columns = b.legend().size() > 8 ? 3 : 2;
        float text = inner / columns - SWATCH - 8;
        int row = 0;
        for (int i = 0; i < b.legend().size(); i++) {
            LegendEntry e = b.legend().get(i);
            items.add(new Item(e, null, -1, f.regular.wrap(e.name(), 10.5f, text), row + i / columns, i % columns));
        }
        row += (b.legend().size() + columns - 1) / columns;
        for (int i = 0; i < b.sides().size(); i++) {
            Side s = b.sides().get(i);
            String name = s.name() + " (" + s.id() + "): " + PATTERNS.get(i);
            items.add(new Item(null, s, i, f.regular.wrap(name, 10.5f, text), row + i / columns, i % columns));
        }
        row += (b.sides().size() + columns - 1) / columns;
        items.add(new Item(null, null, -1, f.regular.wrap(KEY, 10.5f, inner - SWATCH - 8), row, 0));
        for (int r = 0; r <= row; r++) {
            float h = SWATCH;
            for (Item item : items) {
                if (item.row() == r) {
                    h = Math.max(h, item.lines().size() * 13);
                }
            }
            rows.add(r == row ? h : h + 6);
        }
    }

    float height() {
        float h = 20 + 6;
        for (float r : rows) {
            h += r;
        }
        return h;
    }

    void draw(FloorBoard board, float top) throws IOException {
        PDPageContentStream cs = f.cs;
        float left = LEFT + 4;
        cs.setStrokingColor(RenderFloor.RULE);
        cs.setLineWidth(0.8f);
        cs.addRect(left - 4, top - height(), WIDTH, height());
        cs.stroke();
        cs.setNonStrokingColor(TEXT);
        f.text(f.bold, 12, left + 2, top - 15, "Legend");
        float columnWidth = (WIDTH - 8) / columns;
        for (Item item : items) {
            float y = top - 20;
            for (int r = 0; r < item.row(); r++) {
                y -= rows.get(r);
            }
            float x = left + 2 + item.column() * columnWidth;
            if (item.terrain() != null) {
                Color fill = FloorBoard.colour(item.terrain().colour());
                cs.setNonStrokingColor(fill);
                cs.addRect(x, y - SWATCH, SWATCH, SWATCH);
                cs.fill();
                board.symbol(item.terrain().symbol(), fill, x + SWATCH / 2, y - SWATCH / 2, SWATCH);
                cs.setStrokingColor(RenderFloor.GRID);
                cs.setLineWidth(0.6f);
                cs.addRect(x, y - SWATCH, SWATCH, SWATCH);
                cs.stroke();
            } else {
                boolean key = item.side() == null;
                CounterView sample = new CounterView(0, 0, key ? "A1" : "", key ? "#4a5a6a" : item.side().colour(),
                        null, key ? "W" : "", null, null, Math.max(0, item.index()));
                board.counter(sample, x + SWATCH / 2, y - SWATCH / 2 - 1, SWATCH * 0.8f);
            }
            cs.setNonStrokingColor(TEXT);
            float lineY = y - 10.5f - (item.lines().size() == 1 ? (SWATCH - 10.5f) / 2 - 1 : 0);
            for (String line : item.lines()) {
                f.text(f.regular, 10.5f, x + SWATCH + 6, lineY, line);
                lineY -= 13;
            }
        }
    }
}
