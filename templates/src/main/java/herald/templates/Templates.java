package herald.templates;

import com.samskivert.mustache.Mustache;
import com.samskivert.mustache.MustacheException;
import com.samskivert.mustache.Template;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The texts of every mail Herald writes, one mustache file per kind under
 * {@code herald/templates/mail/KIND.mustache}: a {@code Subject: ...} line, a blank line, the body.
 *
 * <p>The contract is strict on purpose: every variable a template names must be in the context
 * (use {@code ""}, an empty list or {@code false} for "not applicable"), because a mail that says
 * "Orders are due by ." is worse than a failed send that the outbox retries after the fix.
 */
public final class Templates {

    /** A rendered mail text. */
    public record Mail(String subject, String body) {}

    /** Every kind shipped; a test checks each has its file. */
    private static final List<String> KINDS = List.of(
            "welcome", "orders-accepted", "orders-rejected", "unknown-sender", "bad-key",
            "unknown-game", "game-finished", "empty-orders", "no-route",
            "turn-result", "game-over", "reminder", "late-note",
            // commands (HELP in each mail and the README list them)
            "command-help", "command-status", "command-history", "command-orders", "command-refused",
            "press-sent", "draw-offered", "game-ended", "new-key", "gm-welcome", "gm-notice", "newcomer",
            "side-replaced", "side-replaced-gm", "side-left", "command-field", "delivery-failed",
            // hostile mail
            "too-big", "no-text", "apology");

    /**
     * Variables restricted to a few values. Mustache cannot compare strings, so each allowed
     * value also becomes a boolean {@code nameIsValue} the template can branch on.
     */
    private static final Map<String, Map<String, List<String>>> CHOICES = Map.of(
            "bad-key", Map.of("reason", List.of("missing", "wrong", "token")),
            "game-ended", Map.of("how", List.of("resigned", "drawn", "gm")),
            "gm-notice", Map.of("what", List.of("extended", "paused", "resumed", "resolving", "voided", "broadcast")),
            "too-big", Map.of("what", List.of("mail", "orders")));

    /** Loop markers jmustache provides itself; never looked up in the context. */
    private static final Set<String> BUILT_INS = Set.of(".", "this", "-first", "-last", "-index");

    private static final Mustache.Compiler COMPILER = Mustache.compiler()
            .escapeHTML(false)          // plain-text mail: "&" must stay "&"
            .strictSections(true)
            .emptyStringIsFalse(true);  // so {{#deadline}} is skipped when the deadline is ""

    private static final Map<String, Parsed> CACHE = new ConcurrentHashMap<>();

    private record Parsed(Template subject, Template body, Set<String> variables) {}

    private Templates() {}

    /** The kinds of mail there are templates for. */
    public static List<String> kinds() {
        return KINDS;
    }

    /** The variables a kind's template needs, in order of first use. */
    public static Set<String> variables(String kind) {
        return parsed(kind).variables();
    }

    /**
     * Renders a mail.
     *
     * @throws IllegalArgumentException for an unknown kind, or a missing, null or out-of-range
     *                                  variable, naming it
     */
    public static Mail render(String kind, Map<String, ?> context) {
        Parsed parsed = parsed(kind);
        List<String> missing = new ArrayList<>();
        for (String name : parsed.variables()) {
            if (context.get(name) == null) {
                missing.add(name);
            }
        }
        if (!missing.isEmpty()) {
            throw new IllegalArgumentException("mail template '" + kind + "' needs variable"
                    + (missing.size() == 1 ? " " : "s ") + String.join(", ", missing)
                    + " (missing or null)");
        }
        Map<String, Object> full = new HashMap<>(context);
        addChoices(kind, context, full);
        try {
            String subject = parsed.subject().execute(full).replaceAll("\\s+", " ").strip();
            // a multi-line value ending in a newline must not open a gap in the text
            String body = parsed.body().execute(full).replaceAll("\n{3,}", "\n\n").stripTrailing();
            body = (MailLines.WRAPPED.contains(kind) ? MailLines.wrap(body) : body) + "\n";
            return new Mail(subject, body);
        } catch (MustacheException e) {
            throw new IllegalArgumentException("mail template '" + kind + "': " + e.getMessage(), e);
        }
    }

    private static void addChoices(String kind, Map<String, ?> context, Map<String, Object> full) {
        CHOICES.getOrDefault(kind, Map.of()).forEach((variable, allowed) -> {
            Object value = context.get(variable);
            if (value == null || !allowed.contains(value.toString())) {
                throw new IllegalArgumentException("mail template '" + kind + "': variable "
                        + variable + " must be one of " + allowed + ", not " + value);
            }
            for (String choice : allowed) {
                full.put(variable + "Is" + capitalised(choice), choice.equals(value.toString()));
            }
        });
    }

    private static String capitalised(String s) {
        return s.substring(0, 1).toUpperCase(Locale.ROOT) + s.substring(1);
    }

    private static Parsed parsed(String kind) {
        if (kind == null || !KINDS.contains(kind)) {
            throw new IllegalArgumentException("no mail template '" + kind + "'; known kinds: "
                    + String.join(", ", KINDS));
        }
        return CACHE.computeIfAbsent(kind, Templates::load);
    }

    private static Parsed load(String kind) {
        String path = "herald/templates/mail/" + kind + ".mustache";
        String source = resource(path).replace("\r\n", "\n");
        int firstBreak = source.indexOf('\n');
        if (!source.startsWith("Subject: ") || firstBreak < 0
                || !source.startsWith("\n", firstBreak + 1)) {
            throw new IllegalStateException(path + " must start with a 'Subject: ...' line and a blank line");
        }
        Template subject = COMPILER.compile(source.substring("Subject: ".length(), firstBreak));
        Template body = COMPILER.compile(source.substring(firstBreak + 2));
        Set<String> variables = new LinkedHashSet<>();
        collect(subject, variables);
        collect(body, variables);
        // the caller supplies a choice variable, never the booleans derived from it
        Map<String, List<String>> choices = CHOICES.getOrDefault(kind, Map.of());
        choices.forEach((variable, allowed) -> allowed.forEach(
                choice -> variables.remove(variable + "Is" + capitalised(choice))));
        variables.addAll(choices.keySet());
        return new Parsed(subject, body, Collections.unmodifiableSet(variables));
    }

    private static void collect(Template template, Set<String> into) {
        template.visit(new Mustache.Visitor() {
            @Override public void visitText(String text) {}
            @Override public void visitVariable(String name) { add(name); }
            @Override public boolean visitInclude(String name) {
                throw new IllegalStateException("mail templates do not use partials: " + name);
            }
            @Override public boolean visitSection(String name) { add(name); return true; }
            @Override public boolean visitInvertedSection(String name) { add(name); return true; }

            private void add(String name) {
                if (!BUILT_INS.contains(name)) {
                    into.add(name);
                }
            }
        });
    }

    static String resource(String path) {
        ClassLoader loader = Templates.class.getClassLoader();
        try (InputStream in = loader.getResourceAsStream(path)) {
            if (in == null) {
                throw new IllegalStateException("resource " + path + " is not on the classpath");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + path, e);
        }
    }
}
