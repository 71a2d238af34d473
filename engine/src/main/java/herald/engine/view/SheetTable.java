package herald.engine.view;

import java.util.List;

/** A record sheet or any other table: a title, column heads and rows of text. */
public record SheetTable(String title, List<String> columns, List<List<String>> rows) {
    public SheetTable {
        columns = List.copyOf(columns);
        rows = rows.stream().map(List::copyOf).toList();
    }
}
