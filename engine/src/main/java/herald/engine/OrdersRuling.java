package herald.engine;

import java.util.List;

/** The answer to one submission: accepted with its normalised lines, or rejected with every error. */
public sealed interface OrdersRuling {

    record Accepted(List<String> normalised) implements OrdersRuling {
        public Accepted {
            normalised = List.copyOf(normalised);
        }
    }

    record Rejected(List<OrderError> errors) implements OrdersRuling {
        public Rejected {
            if (errors.isEmpty()) {
                throw new IllegalArgumentException("a rejection needs at least one error");
            }
            errors = List.copyOf(errors);
        }
    }

    default boolean accepted() {
        return this instanceof Accepted;
    }
}
