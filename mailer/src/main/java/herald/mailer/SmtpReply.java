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
