package herald.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;

/**
 * The part of reading orders every ruleset shares: one order a line, any case, `#` starts a comment,
 * blank lines ignored, and every line that does not parse reported with its number as mailed.
 */
public final class OrderLines {
    private OrderLines() {}

    /** What a ruleset's grammar makes of one line's words (upper-cased), given its 1-based number. */
    @FunctionalInterface
    public interface Grammar<O> {
        Optional<O> parse(int line, String[] words);
    }

    public record Parsed<O>(List<O> orders, List<OrderError> errors) {
        public Parsed {
            orders = List.copyOf(orders);
            errors = List.copyOf(errors);
        }
    }

    /** Parses every line of {@code body}; {@code problem} says what is wrong with a line that does not parse. */
    public static <O> Parsed<O> parse(String body, Grammar<O> grammar, Function<String[], String> problem) {
        List<O> orders = new ArrayList<>();
        List<OrderError> errors = new ArrayList<>();
        String[] lines = (body == null ? "" : body).split("\r?\n|\r", -1);
        for (int i = 0; i < lines.length; i++) {
            String raw = lines[i];
            int hash = raw.indexOf('#');
            String text = (hash >= 0 ? raw.substring(0, hash) : raw).trim();
            if (text.isEmpty()) {
                continue;
            }
            String[] words = text.toUpperCase(Locale.ROOT).split("\\s+");
            Optional<O> order = grammar.parse(i + 1, words);
            if (order.isPresent()) {
                orders.add(order.get());
            } else {
                errors.add(new OrderError(i + 1, raw.trim(), problem.apply(words)));
            }
        }
        return new Parsed<>(orders, errors);
    }

    /**
     * The refusals every ruleset makes before it weighs a single order: a submission with nothing in it, or a game
     * that takes no more orders ({@code open} false).
     */
    public static Optional<OrdersRuling> refusedWhole(Parsed<?> parsed, boolean open) {
        if (parsed.orders().isEmpty() && parsed.errors().isEmpty()) {
            return Optional.of(new OrdersRuling.Rejected(List.of(OrderError.whole("an empty submission: write at least one order, or HOLD"))));
        }
        if (!open) {
            return Optional.of(new OrdersRuling.Rejected(List.of(OrderError.whole("this game takes no more orders"))));
        }
        return Optional.empty();
    }
}
