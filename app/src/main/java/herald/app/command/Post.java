package herald.app.command;

import herald.app.game.GameRecord;
import herald.app.loop.Dispatch;
import herald.journal.Attachment;
import herald.journal.OutboxMail;
import herald.templates.Templates;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The mails commands send, written from the templates, with the PDF a side (or the umpire) sees. */
final class Post {
    private final Dispatch dispatch;

    Post(Dispatch dispatch) {
        this.dispatch = dispatch;
    }

    OutboxMail mail(GameRecord game, String to, String kind, Map<String, ?> context, String inReplyTo) {
        return mail(game, to, kind, context, inReplyTo, List.of());
    }

    OutboxMail mail(GameRecord game, String to, String kind, Map<String, ?> context, String inReplyTo,
            List<Attachment> pdfs) {
        Map<String, Object> ctx = new HashMap<>(context);
        ctx.putIfAbsent("gameId", game.id());
        ctx.putIfAbsent("manySides", Dispatch.manySides(game));
        Templates.Mail text = Templates.render(kind, ctx);
        return new OutboxMail(game.id(), to, text.subject(), text.body(), inReplyTo, pdfs);
    }

    /** The PDF of {@code game} as {@code side} sees it (null: the umpire's full view), named for its label. */
    Attachment pdf(GameRecord game, String side, String label) {
        String who = side == null ? "umpire" : side;
        return new Attachment(game.id() + "-" + label + "-" + who + ".pdf", "application/pdf",
                dispatch.render(game, side));
    }

    /** {@code side}'s PDF of a past turn of {@code game}: {@code view} with what happened in it drawn, as mailed then. */
    Attachment pdf(GameRecord game, String side, String label, herald.engine.view.PlayerView view) {
        String who = side == null ? "umpire" : side;
        return new Attachment(game.id() + "-" + label + "-" + who + ".pdf", "application/pdf",
                dispatch.render(game, side, view));
    }

    String heraldAddress() {
        return dispatch.address();
    }
}
