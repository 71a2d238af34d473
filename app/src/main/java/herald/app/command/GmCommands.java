package herald.app.command;

import herald.app.game.GameEvent.DeadlineExtended;
import herald.app.game.GameEvent.ResultDeclared;
import herald.app.game.GameEvent.GamePaused;
import herald.app.game.GameEvent.GameResumed;
import herald.app.game.GameEvent.GmBroadcast;
import herald.app.game.GameEvent.ResolutionForced;
import herald.app.game.GameEvent.Seat;
import herald.app.game.GameEvent.TurnVoided;
import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.app.loop.Dispatch;
import herald.engine.OrderWindow;
import herald.journal.OutboxMail;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * EXTEND, PAUSE, RESUME, RESOLVE, REPLACE, VOID TURN, END and BROADCAST, whether mailed by the GM or
 * typed by the organiser (`herald gm`). Each journals one event; the players are told what changed and
 * the GM gets an acknowledgement. What the time events do to deadlines is GameRecord's business.
 */
final class GmCommands {
    /** A month: longer than any sane extension, short enough to catch a typing slip such as 2400. */
    private static final int MAX_EXTENSION_HOURS = 720;

    private final Post post;

    GmCommands(Post post) {
        this.post = post;
    }

    Answer run(GameRecord game, Asker gm, CommandText command) {
        List<String> args = command.args();
        Optional<OrderWindow> window = game.window();
        switch (command.word()) {
            case "EXTEND": {
                Optional<Integer> hours = args.size() == 1 ? hours(args.get(0)) : Optional.empty();
                if (hours.isEmpty()) {
                    return Answer.refused("write EXTEND and a number of hours from 1 to " + MAX_EXTENSION_HOURS
                            + ", e.g. EXTEND 24");
                }
                DeadlineExtended e = new DeadlineExtended(window.orElseThrow().id(), hours.get(), gm.by(), gm.at());
                return tellAll(game, gm, e, "extended", Map.of("hours", hours.get()));
            }
            case "PAUSE":
                return tellAll(game, gm, new GamePaused(gm.by(), command.text(), gm.at()), "paused",
                        Map.of("reason", command.text()));
            case "RESUME":
                return tellAll(game, gm, new GameResumed(gm.by(), gm.at()), "resumed", Map.of());
            case "RESOLVE":
                return tellGm(game, gm, new ResolutionForced(window.orElseThrow().id(), gm.by(), gm.at()),
                        "resolving", Map.of(), List.of());
            case "REPLACE":
                return Replacement.of(post, game, gm, args);
            case "VOID":
                return voidTurn(game, gm, command);
            case "END": {
                if (command.text().isBlank()) {
                    return Answer.refused("write END and the result, e.g. END giaks win on points");
                }
                String first = args.get(0);
                String winner = game.seats().stream().map(Seat::side).filter(s -> s.equalsIgnoreCase(first))
                        .findFirst().orElse(null);
                return Ending.of(post, game, new ResultDeclared(winner, command.text(), "gm", gm.by(), gm.at()));
            }
            case "BROADCAST":
                if (command.text().isBlank()) {
                    return Answer.refused("write BROADCAST and the message for every player");
                }
                return tellAll(game, gm, new GmBroadcast(command.text(), gm.by(), gm.at()), "broadcast",
                        Map.of("text", command.text()));
            default:
                throw new IllegalStateException("not a GM command: " + command.word());
        }
    }

    private Answer voidTurn(GameRecord game, Asker gm, CommandText command) {
        if (command.args().isEmpty() || !command.args().get(0).equalsIgnoreCase("TURN")) {
            return Answer.refused("write VOID TURN (and, if you like, a reason after it)");
        }
        GameRecord before = game.table().beforeLast();
        if (before == null || before.window().isEmpty()) {
            // A game remembers only the one before its last resolution (GameRecord.forgettingEarlier).
            return Answer.refused(game.table().voids().isEmpty()
                    ? "no turn has been resolved yet, so there is nothing to void"
                    : "the last resolution was voided already; VOID TURN undoes one resolution, and only once");
        }
        if (!before.table().left().equals(game.table().left())) {
            // voiding would bring the resigned side's pieces back, and its player with them, who has gone
            return Answer.refused("a side has resigned since the last resolution; VOID TURN would bring its pieces"
                    + " back: END the game, or let it go on");
        }
        OrderWindow voided = before.window().get();
        String reason = command.text().replaceFirst("(?i)^TURN\\s*", "");
        TurnVoided event = new TurnVoided(voided.id(), voided.turn(), reason, gm.by(), gm.at());
        GameRecord after = Games.fold(game, event);
        List<OutboxMail> mails = new ArrayList<>();
        Map<String, Object> extra = Map.of("turn", voided.turn(), "reason", reason,
                "windowDescription", voided.description());
        for (Seat seat : game.seats()) {
            mails.add(notice(after, seat.email(), "voided", extra, true, null,
                    List.of(post.pdf(after, seat.side(), String.format("turn%02d-voided", voided.turn())))));
        }
        return tellGm(game, gm, event, "voided", extra, mails);
    }

    /** Journals {@code event}, tells every player about it and acknowledges to the GM. */
    private Answer tellAll(GameRecord game, Asker gm, Object event, String what, Map<String, Object> extra) {
        GameRecord after = Games.fold(game, event);
        List<OutboxMail> mails = new ArrayList<>();
        for (Seat seat : game.seats()) {
            mails.add(notice(after, seat.email(), what, extra, true, null, List.of()));
        }
        return tellGm(game, gm, event, what, extra, mails);
    }

    private Answer tellGm(GameRecord game, Asker gm, Object event, String what, Map<String, Object> extra,
            List<OutboxMail> toPlayers) {
        List<OutboxMail> mails = new ArrayList<>(toPlayers);
        if (gm.email() != null) {
            mails.add(notice(Games.fold(game, event), gm.email(), what, extra, false, gm.messageId(), List.of()));
        }
        return Answer.done(List.of(event), mails, what + (toPlayers.isEmpty() ? "" : "; " + toPlayers.size()
                + " players told"));
    }

    private OutboxMail notice(GameRecord game, String to, String what, Map<String, Object> extra, boolean player,
            String inReplyTo, List<herald.journal.Attachment> pdfs) {
        Map<String, Object> ctx = new HashMap<>(Map.of("hours", "", "reason", "", "text", "", "turn", "",
                "windowDescription", ""));
        ctx.putAll(extra);
        ctx.put("what", what);
        ctx.put("player", player);
        ctx.put("deadline", Dispatch.deadlineText(game));
        return post.mail(game, to, "gm-notice", ctx, inReplyTo, pdfs);
    }

    private static Optional<Integer> hours(String s) {
        try {
            int h = Integer.parseInt(s);
            return h >= 1 && h <= MAX_EXTENSION_HOURS ? Optional.of(h) : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
