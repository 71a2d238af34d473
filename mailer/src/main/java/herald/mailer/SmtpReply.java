package herald.mailer;

import jakarta.mail.MessagingException;
import org.eclipse.angus.mail.smtp.SMTPAddressFailedException;
import org.eclipse.angus.mail.smtp.SMTPSendFailedException;
import org.eclipse.angus.mail.smtp.SMTPSenderFailedException;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/** The SMTP reply codes behind a refusal, and whether they say "never" (5xx) or "not now" (4xx). */
final class SmtpReply {
    private SmtpReply() {}

    /**
     * Permanent only when the server gave at least one 5xx reply and no 4xx one: a 4xx anywhere
     * (greylisting, mailbox full, try again later) means a later attempt may pass, and a refusal
     * with no reply code at all (the connection broke) is never taken as final.
     */
    static boolean isPermanent(MessagingException e) {
        List<Integer> codes = codes(e);
        return !codes.isEmpty() && codes.stream().allMatch(c -> c >= 500 && c < 600);
    }

    /**
     * What is wrong with Herald's own set-up when a refusal is one every mail would get alike (a
     * STARTTLS or a login wanted, a From the login may not use, relaying refused to an unknown
     * sender), as one line saying what to change; null when the refusal is about this mail or its
     * recipient. {@code from} is Herald's address as sent in MAIL FROM.
     */
    static String setupProblem(MessagingException e, String from) {
        Map<Throwable, Boolean> seen = new IdentityHashMap<>();
        for (Throwable t = e; t != null && seen.put(t, true) == null; t = next(t)) {
            String reply = t instanceof SMTPAddressFailedException a ? a.getMessage()
                    : t instanceof SMTPSenderFailedException f ? f.getMessage()
                    : t instanceof SMTPSendFailedException s ? s.getMessage() : null;
            if (reply == null) {
                continue;
            }
            reply = reply.strip().replaceAll("\\s+", " ");
            int code = t instanceof SMTPAddressFailedException a ? a.getReturnCode()
                    : t instanceof SMTPSenderFailedException f ? f.getReturnCode()
                    : ((SMTPSendFailedException) t).getReturnCode();
            String lower = reply.toLowerCase(java.util.Locale.ROOT);
            if (code == 530 && lower.contains("starttls")) {
                return "the server wants STARTTLS first (" + reply + "); set smtp.security=starttls";
            }
            if (code == 530 || code == 534 || code == 535 || code == 538) {
                return "the server wants a login Herald did not give (" + reply + "); check smtp.user and smtp.password";
            }
            if (lower.contains("relay") && code >= 500 && code < 600) {
                return "the server will not pass on Herald's mail (" + reply + "); set smtp.user and smtp.password,"
                        + " or let Herald's host relay";
            }
            if (t instanceof SMTPSenderFailedException && code >= 500 && code < 600) {
                return "the server will not send as " + from + " (" + reply + "); herald.address must be an address"
                        + " the login smtp.user may send as";
            }
        }
        return null;
    }

    /** Every SMTP reply code in the chain of causes and next exceptions, outermost first. */
    static List<Integer> codes(Throwable e) {
        List<Integer> codes = new ArrayList<>();
        Map<Throwable, Boolean> seen = new IdentityHashMap<>();
        for (Throwable t = e; t != null && seen.put(t, true) == null; t = next(t)) {
            int code = t instanceof SMTPAddressFailedException a ? a.getReturnCode()
                    : t instanceof SMTPSendFailedException s ? s.getReturnCode()
                    : t instanceof SMTPSenderFailedException f ? f.getReturnCode() : -1;
            if (code > 0) {
                codes.add(code);
            }
        }
        return codes;
    }

    private static Throwable next(Throwable t) {
        if (t instanceof MessagingException m && m.getNextException() != null) {
            return m.getNextException();
        }
        return t.getCause();
    }
}
