package herald.app.archive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Someone without Herald follows the archive's README.txt, with nothing but SHA-256 and HMAC-SHA256:
 * no Herald class is used to check the chain or the dice, so the README cannot drift from the code.
 */
class StrangerTest {
    @TempDir
    Path dir;

    @Test
    void the_readme_recipe_checks_every_hash_and_re_derives_every_die_of_the_fixture() throws Exception {
        Path zip = dir.resolve("patrol-v1.zip");
        try (var in = StrangerTest.class.getResourceAsStream("/archive/patrol-v1.zip")) {
            Files.copy(in, zip);
        }
        Map<String, String> files = Cli.entries(zip);
        ObjectMapper json = new ObjectMapper();
        MessageDigest sha256 = MessageDigest.getInstance("SHA-256");
        HexFormat hex = HexFormat.of();
        List<JsonNode> lines = checkChain(files);

        byte[] seed = hex.parseHex(json.readTree(files.get("manifest.json")).get("seedHex").asText());
        assertEquals(json.readTree(lines.get(0).get("payload").asText()).get("diceCommitment").asText(),
                hex.formatHex(sha256.digest(seed)));
        Mac hmac = Mac.getInstance("HmacSHA256");
        hmac.init(new SecretKeySpec(seed, "HmacSHA256"));
        List<int[]> window = new ArrayList<>(); // {faces, result} in the order the events list them
        int checked = 0;
        for (JsonNode e : lines) {
            JsonNode p = json.readTree(e.get("payload").asText());
            switch (e.get("type").asText()) {
                case "WindowResolved" -> {
                    String stream = p.has("diceStream") ? p.get("diceStream").asText() : p.get("window").asText();
                    assertEquals(p.get("diceUsed").asInt(), window.size());
                    for (int n = 0; n < window.size(); n++) {
                        assertEquals(window.get(n)[1], die(hmac, stream, n, window.get(n)[0]), stream + " die " + n);
                        checked++;
                    }
                    window.clear();
                }
                case "InitiativeRolled" -> window.add(new int[] {10, p.get("roll").asInt()});
                case "MoraleTested" -> p.get("rolls").forEach(r -> window.add(new int[] {6, r.asInt()}));
                default -> {
                    if (p.hasNonNull("roll")) {
                        (p.get("roll").isArray() ? p.get("roll") : json.createArrayNode().add(p.get("roll")))
                                .forEach(r -> window.add(new int[] {100, r.asInt()}));
                    }
                }
            }
        }
        assertTrue(checked > 30, checked + " dice");
    }

    /** The README's hash recipe over journal.jsonl, ending at the manifest's lastHash; returns the lines. */
    static List<JsonNode> checkChain(Map<String, String> files) throws Exception {
        MessageDigest sha256 = MessageDigest.getInstance("SHA-256");
        String prev = "0".repeat(64);
        List<JsonNode> lines = ArchiveTest.jsonLines(files.get("journal.jsonl"));
        for (JsonNode e : lines) {
            assertEquals(prev, e.get("prevHash").asText());
            String sealed = String.join("\n", prev, e.get("game").asText(), e.get("version").asText(), e.get("type").asText(),
                    e.get("schemaVersion").asText(), e.get("recordedAt").asText())
                    + (e.get("rulesetVersion").isNull() ? "" : "\nruleset=" + e.get("rulesetVersion").asText())
                    + "\n" + e.get("payload").asText();
            prev = HexFormat.of().formatHex(sha256.digest(sealed.getBytes(StandardCharsets.UTF_8)));
            assertEquals(e.get("hash").asText(), prev, "version " + e.get("version"));
        }
        assertEquals(new ObjectMapper().readTree(files.get("manifest.json")).get("lastHash").asText(), prev);
        return lines;
    }

    private static int die(Mac hmac, String stream, int n, int faces) {
        long bound = (1L << 62) - ((1L << 62) % faces);
        for (int attempt = 0; ; attempt++) {
            byte[] h = hmac.doFinal((stream + ":" + n + ":" + attempt).getBytes(StandardCharsets.UTF_8));
            long v = 0;
            for (int i = 0; i < 8; i++) {
                v = (v << 8) | (h[i] & 0xff);
            }
            v &= (1L << 62) - 1;
            if (v < bound) {
                return (int) (v % faces) + 1;
            }
        }
    }
}
