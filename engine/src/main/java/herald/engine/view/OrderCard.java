package herald.engine.view;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * The order grammar as a reference card: sections of orders, each an example as a player writes it and
 * what it does, and notes. Kept as values so each surface sets it its own way: the opening PDF as a card
 * (examples in monospace beside their meaning), the welcome mail as text within {@link #WIDTH} columns.
 *
 * @param head the line over the card, e.g. "Orders, one a line (any case; # starts a comment):"
 */
public record OrderCard(String head, List<Section> sections) {
    /** A plain-text mail's lines stay within this many characters (RFC 5322 §2.1.1 recommends 78). */
    public static final int WIDTH = 78;
    /** The widest examples' column in the mail text; a longer example puts its meaning on the lines below. */
    private static final int EXAMPLES = 24;

    /** One order: its examples (alternatives, or the same order written other ways) and what it does. */
    public record Entry(List<String> examples, String meaning) {
        public Entry {
            examples = List.copyOf(examples);
        }

        public Entry(String example, String meaning) {
            this(List.of(example), meaning);
        }
    }

    /** A group of orders under a title ("" for none), then notes as paragraphs. */
    public record Section(String title, List<Entry> entries, List<String> notes) {
        public Section {
            entries = List.copyOf(entries);
            notes = List.copyOf(notes);
        }
    }

    public OrderCard {
        sections = List.copyOf(sections);
    }

    /** The card with only the entries {@code usable} keeps; a section left with no entries goes, notes and all. */
    public OrderCard keeping(Predicate<Entry> usable) {
        List<Section> kept = new ArrayList<>();
        for (Section s : sections) {
            List<Entry> entries = s.entries().stream().filter(usable).toList();
            if (!entries.isEmpty() || s.entries().isEmpty()) {
                kept.add(new Section(s.title(), entries, s.notes()));
            }
        }
        return new OrderCard(head, kept);
    }

    /** The card as plain text for a mail: examples in a column, meanings wrapped beside them, no line past 78. */
    public String text() {
        List<String> out = new ArrayList<>(wrap(head, WIDTH));
        int column = 2 + sections.stream().flatMap(s -> s.entries().stream()).flatMap(e -> e.examples().stream())
                .mapToInt(String::length).filter(n -> n <= EXAMPLES).max().orElse(EXAMPLES) + 2;
        for (Section s : sections) {
            if (!s.title().isEmpty()) {
                out.add("");
                out.addAll(wrap(s.title(), WIDTH));
            }
            for (Entry e : s.entries()) {
                entry(out, e, column);
            }
            for (String note : s.notes()) {
                out.add("");
                out.addAll(wrap(note, WIDTH));
            }
        }
        return String.join("\n", out);
    }

    private static void entry(List<String> out, Entry e, int column) {
        List<String> examples = e.examples().stream().flatMap(x -> wrap(x, WIDTH - 2).stream()).toList();
        List<String> meaning = new ArrayList<>(wrap(e.meaning(), WIDTH - column));
        int i = 0;
        boolean beside = true;
        for (String example : examples) {
            String line = "  " + example;
            beside &= line.length() < column;
            if (beside && i < meaning.size()) {
                line = line + " ".repeat(column - line.length()) + meaning.get(i++);
            }
            out.add(line.stripTrailing());
        }
        if (i < meaning.size()) {
            // an example too long for its column: the meaning goes under it, at the column, rewrapped
            List<String> rest = wrap(String.join(" ", meaning.subList(i, meaning.size())), WIDTH - column);
            rest.forEach(m -> out.add(" ".repeat(column) + m));
        }
    }

    /** Words into lines of at most {@code width} characters; a longer word has a line of its own. */
    public static List<String> wrap(String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.strip().split(" +")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(word);
        }
        if (line.length() > 0) {
            lines.add(line.toString());
        }
        return lines;
    }
}
