package herald.app.loop;

import static org.junit.jupiter.api.Assertions.assertEquals;

import herald.journal.OutboxEntry;
import herald.journal.OutboxMail;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Herald's Message-IDs carry the domain of its own address, as spam filters expect. */
class MessageIdsTest {
    private static OutboxEntry entry(String gameId) {
        return new OutboxEntry(17, new OutboxMail(gameId, "ann@club.test", "s", "b", null, List.of()),
                Instant.EPOCH, 0, null);
    }

    @Test
    void the_domain_is_the_one_of_herald_address_with_or_without_a_name() {
        assertEquals("<outbox-17.LW-7KQ3M@club.org>", MessageIds.of(entry("LW-7KQ3M"), "herald@club.org"));
        assertEquals("<outbox-17.herald@club.org>", MessageIds.of(entry(null), "Herald Umpire <Herald@Club.ORG>"));
    }

    @Test
    void only_an_address_without_a_usable_domain_gets_herald_invalid() {
        assertEquals("herald.invalid", MessageIds.domain("herald"));
        assertEquals("herald.invalid", MessageIds.domain(""));
        assertEquals("herald.invalid", MessageIds.domain("herald@bad domain"));
        assertEquals("localhost", MessageIds.domain("herald@localhost"));
    }
}
