package herald.app.loop;

import herald.app.command.CommandText;
import herald.mailer.AttachmentNames;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An orders mail read line by line (README: Writing orders): the order attempts go to the rules, chat is set
 * aside and named in the answer, and a command among the orders is not carried out ("commands go in a mail of
 * their own") but named too. Lines set aside are blanked, not removed, so the rules' line numbers stay those of
 * the player's mail.
 *
 * @param orders the body with only the order attempts left
 * @param ignored the chat lines
 * @param commands the command lines among the orders
 */
record OrderMail(String orders, List<ChatLines.Line> ignored, List<ChatLines.Line> commands) {

    static OrderMail read(String body, ChatLines chat) {
        String[] lines = body.split("\r?\n|\r", -1);
        List<ChatLines.Line> ignored = new ArrayList<>();
        List<ChatLines.Line> commands = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            String bare = lines[i].replaceFirst("#.*", "").strip();
            if (bare.isEmpty() || chat.isOrder(bare)) {
                continue;
            }
            (CommandText.commandWord(bare, false).isPresent() ? commands : ignored)
                    .add(new ChatLines.Line(i + 1, lines[i].strip()));
            lines[i] = "";
        }
        return new OrderMail(String.join("\n", lines), List.copyOf(ignored), List.copyOf(commands));
    }

    boolean noOrders() {
        return orders.lines().allMatch(l -> l.replaceFirst("#.*", "").isBlank());
    }

    /** {@code base} and what the answer says of the lines set aside (templates orders-accepted, empty-orders). */
    Map<String, Object> with(Map<String, ?> base) {
        Map<String, Object> context = new HashMap<>(base);
        context.put("ignored", ignored.stream().map(Object::toString).toList());
        context.put("commandLines", commands.stream().map(Object::toString).toList());
        return context;
    }

    /** The answer to a mail with no orders in it: the lines set aside, and the files it came with (never read). */
    Map<String, Object> emptyContext(String gameId, byte[] raw) {
        return with(Map.of("gameId", gameId, "attachments", AttachmentNames.of(raw)));
    }

    /** The journal's note on such a mail. */
    String emptyNote(byte[] raw) {
        List<String> files = AttachmentNames.of(raw);
        return "no orders in the mail" + (ignored.isEmpty() ? "" : "; " + ignored.size() + " chat lines ignored")
                + (commands.isEmpty() ? "" : "; commands among chat: " + commands)
                + (files.isEmpty() ? "" : "; attachments (not read): " + String.join(", ", files));
    }
}
