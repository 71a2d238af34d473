package herald.app.loop;

import herald.app.command.CommandText;
import herald.app.command.Press;
import herald.app.game.GameRecord;
import herald.mailer.InboundMail;
import herald.mailer.AttachmentNames;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An orders mail read line by line (README: Writing orders): the order attempts go to the rules, chat is set
 * aside and named in the answer, a PRESS line goes with the orders when they are accepted, and any other
 * command among the orders is not carried out ("commands go in a mail of their own") but named too. Lines set aside are blanked, not removed, so the rules' line numbers stay those of
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
            lines[i] = chat.unlisted(lines[i]);
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
        context.put("pressSent", List.of());
        return context;
    }

    /** What accepted orders bring besides themselves: the events of their PRESS lines, and the answer's words. */
    record Accepted(List<Object> events, Map<String, Object> context) {}

    /**
     * The orders are accepted: each PRESS line among them goes too, its own line being its message (no line
     * below it, lest orders reach the enemy); every other command line is named as not carried out.
     */
    Accepted accept(GameRecord game, String side, InboundMail mail, Map<String, ?> base) {
        List<Object> events = new ArrayList<>();
        List<String> sent = new ArrayList<>();
        List<String> notCarriedOut = new ArrayList<>();
        for (ChatLines.Line line : commands) {
            if (!CommandText.commandWord(line.text(), false).orElse("").equals("PRESS")) {
                notCarriedOut.add(line.toString());
                continue;
            }
            Press press = Press.ofLine(game, side, line.text(), mail.messageId(), mail.receivedAt());
            if (press.sent() == null) {
                notCarriedOut.add(line + ": " + press.refusal());
            } else {
                events.add(press.sent());
                sent.add(line + " to " + press.toNames(game));
            }
        }
        Map<String, Object> context = with(base);
        context.put("commandLines", notCarriedOut);
        context.put("pressSent", sent);
        return new Accepted(events, context);
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
