package herald.journal;

import static herald.journal.Fixtures.event;
import static herald.journal.Fixtures.turn;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedClass;
import org.junit.jupiter.params.provider.EnumSource;

@ParameterizedClass(name = "on {0}")
@EnumSource(Backend.class)
class EventStreamTest extends OnEachBackend {
    @Test
    void eventsReadBackIdenticallyAfterTheJournalIsReopened() {
        String odd = "{ \"note\" : \"Über die Brücke — 橋を渡る 🐎\",\n  \"n\": 1.50 }";
        List<StoredEvent> written;
        try (Journal journal = place.open()) {
            journal.transact(tx -> tx.append("LW-ABCD", 0, turn(1)));
            journal.transact(tx -> tx.append("LW-ABCD", 2, List.of(event("Note", odd))));
            written = journal.read("LW-ABCD");
        }
        try (Journal journal = place.open()) {
            List<StoredEvent> reread = journal.read("LW-ABCD");
            assertEquals(written, reread);
            assertEquals(List.of(1L, 2L, 3L), reread.stream().map(StoredEvent::version).toList());
            assertEquals(odd, reread.get(2).payload());
            assertEquals(3, journal.version("LW-ABCD"));
            assertEquals(new ChainCheck(true, 3, null), journal.verify("LW-ABCD"));
        }
    }

    @Test
    void aLongTurnCarriesEveryKindOfTextItsTypesAndRulesetVersionsAsWritten() {
        // A turn past eight events travels another way than a short append (on PostgreSQL, as arrays): the text
        // that array literals quote or escape must come back exactly, row by row, in version order.
        List<String> awkward = List.of("\"", "\\", "{}", "{\"a\",\"b\"}", ",", "NULL", "", " spaced ", "\\\"",
                "Über 橋 🐎", "line\nbreak", "tab\there", "'quoted'", "(1,2)", "[]");
        List<NewEvent> turn = new java.util.ArrayList<>();
        for (int i = 0; i < 30; i++) {
            String text = awkward.get(i % awkward.size()).replace("\\", "\\\\").replace("\"", "\\\"")
                    .replace("\n", "\\n").replace("\t", "\\t");
            turn.add(new NewEvent(i % 3 == 0 ? "Noted" : "Moved", 1 + i % 2,
                    "{\n\t\"i\" : " + i + ",\"text\":\"" + text + "\",\"list\":[{\"x\":\"" + text + "\"}]}",
                    i % 4 == 0 ? null : "1." + i));
        }
        try (Journal journal = place.open()) {
            journal.transact(tx -> tx.append("LW-ABCD", 0, turn(1)));
            assertEquals(32L, journal.<Long>transact(tx -> tx.append("LW-ABCD", 2, turn)));
            List<StoredEvent> read = journal.read("LW-ABCD");
            for (int i = 0; i < 30; i++) {
                StoredEvent e = read.get(2 + i);
                assertEquals(turn.get(i), new NewEvent(e.type(), e.schemaVersion(), e.payload(), e.rulesetVersion()));
                assertEquals(3 + i, e.version());
                assertTrue(read.get(1 + i).position() < e.position(), "positions rise with versions");
            }
            assertTrue(journal.verify("LW-ABCD").intact(), journal.verify("LW-ABCD").problem());
        }
    }

    @Test
    void theFirstEventFollowsTheGenesisHashAndEachNextOneFollowsItsPredecessor() {
        try (Journal journal = place.open()) {
            long version = journal.transact(tx -> tx.append("LW-ABCD", 0, turn(1)));
            List<StoredEvent> events = journal.read("LW-ABCD");
            assertEquals(2, version);
            assertEquals("0".repeat(64), events.get(0).prevHash());
            assertEquals(events.get(0).hash(), events.get(1).prevHash());
            assertEquals(HashChain.hash(events.get(1)), events.get(1).hash());
            assertTrue(events.get(0).position() < events.get(1).position());
        }
    }

    @Test
    void readAllGivesEveryGameInPositionOrderAPageAtATime() {
        try (Journal journal = place.open()) {
            journal.transact(tx -> tx.append("LW-AAAA", 0, List.of(event("GameOpened", "{}"))));
            journal.transact(tx -> tx.append("LW-BBBB", 0, List.of(event("GameOpened", "{}"))));
            journal.transact(tx -> tx.append("LW-AAAA", 1, List.of(event("TurnBegan", "{\"turn\":1}"))));
            journal.transact(tx -> tx.append("LW-BBBB", 1, List.of(event("TurnBegan", "{\"turn\":1}"))));

            List<StoredEvent> all = journal.readAll(0, 100);
            assertEquals(List.of("LW-AAAA/1", "LW-BBBB/1", "LW-AAAA/2", "LW-BBBB/2"),
                    all.stream().map(e -> e.gameId() + "/" + e.version()).toList());
            List<StoredEvent> firstPage = journal.readAll(0, 3);
            List<StoredEvent> secondPage = journal.readAll(firstPage.get(2).position(), 3);
            assertEquals(all.subList(0, 3), firstPage);
            assertEquals(all.subList(3, 4), secondPage);
            assertEquals(List.of("LW-AAAA", "LW-BBBB"), journal.gameIds());
        }
    }

    @Test
    void anUnknownGameIsEmptyAtVersionZeroAndIntact() {
        try (Journal journal = place.open()) {
            assertEquals(List.of(), journal.read("LW-NONE"));
            assertEquals(0, journal.version("LW-NONE"));
            assertEquals(new ChainCheck(true, 0, null), journal.verify("LW-NONE"));
            assertEquals(List.of(), journal.gameIds());
        }
    }

    @Test
    void aNulCharacterInWhatTheHashSealsIsRefused() {
        try (Journal journal = place.open()) {
            assertThrows(IllegalArgumentException.class, () -> event("Game\0Opened", "{}"));
            assertThrows(IllegalArgumentException.class,
                    () -> journal.transact(tx -> tx.append("LW-\0", 0, List.of(event("GameOpened", "{}")))));
            assertThrows(IllegalArgumentException.class, () -> new NewEvent("GameOpened", 1, "{}", "1.\0"));
            journal.transact(tx -> tx.append("LW-ABCD", 0, List.of(event("Note", "{\"text\":\"a\\u0000b\"}"))));
            assertEquals("{\"text\":\"a\\u0000b\"}", journal.read("LW-ABCD").get(0).payload(),
                    "an escaped NUL in JSON is six plain characters");
        }
    }

    @Test
    void aPayloadThatIsNotJsonIsRefusedAndNothingIsWritten() {
        try (Journal journal = place.open()) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> journal.transact(tx ->
                    tx.append("LW-ABCD", 0, List.of(event("GameOpened", "{}"), event("UnitMoved", "{\"to\": C3}")))));
            assertTrue(e.getMessage().contains("UnitMoved"), e.getMessage());
            for (String bad : List.of("{} {}", "", "  ", "{\"a\": 1,}", "[1, 2", "{\"a\": \"\\q\"}", "{\"a\": 01}",
                    "{\"a\": \"tab\there\"}", "{'a': 1}", "[1] x", "nul")) {
                IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                        () -> journal.transact(tx -> tx.append("LW-ABCD", 0, List.of(event("GameOpened", bad)))), bad);
                assertTrue(refused.getMessage().startsWith("payload of GameOpened for game LW-ABCD is "), refused.getMessage());
            }
            IllegalArgumentException twoValues = assertThrows(IllegalArgumentException.class, () -> journal.transact(tx ->
                    tx.append("LW-ABCD", 0, List.of(event("GameOpened", "\"one\" \"two\"")))));
            assertEquals("payload of GameOpened for game LW-ABCD is not JSON: 'two' follows the value", twoValues.getMessage());
            List<String> goods = List.of("1", "\"text\"", "null", "[]", "{\"a\": [1, {\"b\": \"\\u00e9\"}], \"c\": -1.5e3}");
            for (int i = 0; i < goods.size(); i++) {
                String id = "LW-GOOD" + i;
                String good = goods.get(i);
                assertEquals(1L, (long) journal.transact(tx -> tx.append(id, 0, List.of(event("GameOpened", good)))), good);
            }
            assertEquals(0, journal.version("LW-ABCD"));
        }
    }
}
