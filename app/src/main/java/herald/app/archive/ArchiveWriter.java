package herald.app.archive;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import herald.app.game.EventCodec;
import herald.app.game.GameRecord;
import herald.app.game.Games;
import herald.app.game.UserError;
import herald.journal.Journal;
import herald.journal.StoredEvent;
import herald.templates.Scenarios;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Clock;
import java.util.HexFormat;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/** Writes a game to one zip: manifest.json, journal.jsonl, the set-up data used, and README.txt. */
public final class ArchiveWriter {
    static final String MANIFEST = "manifest.json";
    static final String JOURNAL = "journal.jsonl";
    static final String SETUP = "setup.json";
    static final String SCENARIO = "scenario.json";
    static final String README = "README.txt";

    private final Journal journal;
    private final Clock clock;

    public ArchiveWriter(Journal journal, Clock clock) {
        this.journal = journal;
        this.clock = clock;
    }

    /**
     * Writes {@code gameId} to {@code file}.
     *
     * @param side null for everything (the umpire's or GM's archive); a side's id for that side's view,
     *     which is everything anyway once the game is over
     * @param withSecretSeed put a running game's secret seed in a full archive, to move the game elsewhere
     * @return the manifest written
     */
    public Manifest export(String gameId, String sideName, boolean withSecretSeed, Path file) {
        List<Games.Step> steps = new Games(journal).history(gameId);
        GameRecord last = steps.get(steps.size() - 1).after();
        String side = sideName == null ? null : sideOf(last, sideName);
        if (side != null && withSecretSeed) {
            throw new UserError("--with-secret-seed is for moving a whole game: it cannot go in a side's archive");
        }
        boolean redacting = side != null && !last.finished();
        ObjectMapper json = EventCodec.mapper().disable(SerializationFeature.INDENT_OUTPUT);
        StringBuilder lines = new StringBuilder();
        ArrayNode setUp = json.createArrayNode();
        int setUpEnd = Redaction.setUpEnd(steps);
        for (int i = 0; i < steps.size(); i++) {
            StoredEvent e = steps.get(i).stored();
            boolean hide = redacting && Redaction.hidden(steps, i, setUpEnd, side);
            lines.append(write(json, Archives.line(e, hide))).append('\n');
            if (!hide && i > 0 && i < setUpEnd) {
                setUp.addObject().put("type", e.type()).set("payload", Archives.tree(json, e.payload()));
            }
        }
        String seedHex = last.seedHex() != null ? last.seedHex()
                : withSecretSeed && !last.scripted() ? HexFormat.of().formatHex(journal.secret(gameId)) : null;
        StoredEvent end = steps.get(steps.size() - 1).stored();
        Manifest manifest = new Manifest(Manifest.FORMAT, Manifest.FORMAT_VERSION, gameId, last.created().rulesetId(),
                last.created().rulesetVersion(), last.created().scenario(), redacting ? side : Manifest.FULL,
                last.finished(), steps.size(), end.hash(), seedHex, seedWords(last, seedHex), clock.instant(),
                "herald 0.1.0");
        // Written aside and moved into place, so a failure never leaves half an archive under the name.
        Path part = file.resolveSibling(file.getFileName() + ".part");
        try (OutputStream out = Files.newOutputStream(part); ZipOutputStream zip = new ZipOutputStream(out)) {
            put(zip, MANIFEST, json.writerWithDefaultPrettyPrinter().writeValueAsString(manifest));
            put(zip, JOURNAL, lines.toString());
            if (!redacting) {
                put(zip, SETUP, json.writerWithDefaultPrettyPrinter().writeValueAsString(setUp));
                String scenario = shippedScenario(last);
                if (scenario != null) {
                    put(zip, SCENARIO, scenario);
                }
            }
            put(zip, README, readme());
            zip.finish();
        } catch (IOException e) {
            throw new UserError("cannot write " + file + ": " + e.getMessage(), e);
        }
        try {
            Files.move(part, file, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new UserError("cannot write " + file + ": " + e.getMessage(), e);
        }
        return manifest;
    }

    /** A side by its id or, as at `new-game`, by its counter colour: red the first, blue the second. */
    private static String sideOf(GameRecord game, String name) {
        return herald.app.loop.Sides.named(game.ruleset().sides(game.rules()), name, game.id());
    }

    private static String seedWords(GameRecord last, String seedHex) {
        if (last.scripted()) {
            return "scripted dice: GameCreated lists every result, used in order";
        }
        if (last.seedHex() != null) {
            return "revealed at the end of the game (SeedRevealed): every roll can be re-derived";
        }
        return seedHex != null ? "secret: the game is still running; included to move it to another Herald, do not share"
                : "secret until the game ends: only its SHA-256 (GameCreated.diceCommitment) is here";
    }

    private static String shippedScenario(GameRecord game) {
        if (herald.app.game.ScenarioSource.isFile(game.created().scenario())) {
            return null; // a club's own file: setup.json holds it as the rules read it
        }
        try {
            return Scenarios.read(game.created().rulesetId(), game.created().scenario());
        } catch (RuntimeException e) {
            return null; // not a shipped scenario any more: setup.json still holds what was used
        }
    }

    private static String write(ObjectMapper json, Object value) {
        try {
            return json.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write " + value, e);
        }
    }

    private static void put(ZipOutputStream zip, String name, String text) throws IOException {
        zip.putNextEntry(new ZipEntry(name));
        zip.write(text.getBytes(StandardCharsets.UTF_8));
        zip.closeEntry();
    }

    private static String readme() {
        try (InputStream in = ArchiveWriter.class.getResourceAsStream("README.txt")) {
            if (in == null) {
                throw new IllegalStateException("README.txt is missing from the Herald build");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the archive README", e);
        }
    }
}
