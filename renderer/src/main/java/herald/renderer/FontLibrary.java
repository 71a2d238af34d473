package herald.renderer;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * The fonts a renderer uses for its whole life: the DejaVu files read once from the classpath,
 * and the system fonts that may supply characters DejaVu lacks, opened only when first needed.
 */
final class FontLibrary {

    private static final String DEJAVU = "/net/sf/jasperreports/fonts/dejavu/";
    private static final List<Path> FONT_DIRS =
            List.of(Path.of("/usr/share/fonts"), Path.of("/usr/local/share/fonts"));
    private static final int MAX_FALLBACK_FILES = 80;

    private final byte[] regular;
    private final byte[] bold;
    private byte[] mono;
    private final List<Path> fallbackFiles;
    private final List<OutlineFace> opened = new ArrayList<>();
    private int nextToOpen;

    FontLibrary() {
        this(FONT_DIRS);
    }

    FontLibrary(List<Path> fallbackDirs) {
        this.regular = resource("DejaVuSans.ttf");
        this.bold = resource("DejaVuSans-Bold.ttf");
        this.fallbackFiles = findFallbackFiles(fallbackDirs);
    }

    byte[] regular() {
        return regular;
    }

    byte[] bold() {
        return bold;
    }

    /** The monospace face, read on first use: only an opening PDF's order card sets type in it. */
    synchronized byte[] mono() {
        if (mono == null) {
            mono = resource("DejaVuSansMono.ttf");
        }
        return mono;
    }

    /**
     * The first system font that has a glyph for the code point, or null. Fonts are opened one by
     * one, in order of preference, only as far as needed; an unreadable font is skipped.
     */
    synchronized OutlineFace fallbackFor(int codePoint) {
        for (OutlineFace face : opened) {
            if (face.has(codePoint)) {
                return face;
            }
        }
        while (nextToOpen < fallbackFiles.size()) {
            OutlineFace face = OutlineFace.open(fallbackFiles.get(nextToOpen++));
            if (face != null) {
                opened.add(face);
                if (face.has(codePoint)) {
                    return face;
                }
            }
        }
        return null;
    }

    private static byte[] resource(String name) {
        try (InputStream in = FontLibrary.class.getResourceAsStream(DEJAVU + name)) {
            if (in == null) {
                throw new IllegalStateException("font " + DEJAVU + name + " is not on the classpath");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<Path> findFallbackFiles(List<Path> dirs) {
        List<Path> found = new ArrayList<>();
        for (Path dir : dirs) {
            if (!Files.isDirectory(dir)) {
                continue;
            }
            try (Stream<Path> walk = Files.walk(dir, 6)) {
                walk.filter(Files::isRegularFile).filter(FontLibrary::isCandidate).forEach(found::add);
            } catch (IOException | UncheckedIOException e) {
                // a font directory we cannot read simply offers no fallback
            }
        }
        found.sort(Comparator.comparingInt(FontLibrary::penalty).thenComparing(Path::toString));
        return List.copyOf(found.subList(0, Math.min(found.size(), MAX_FALLBACK_FILES)));
    }

    private static boolean isCandidate(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        boolean font = name.endsWith(".ttf") || name.endsWith(".otf") || name.endsWith(".ttc");
        return font && !name.contains("emoji") && !name.startsWith("dejavusans.")
                && !name.startsWith("dejavusans-bold.");
    }

    /** Plain sans regular faces first, CJK sans before all: they cover the most names. */
    private static int penalty(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        int penalty = 0;
        if (!(name.contains("cjk") && name.contains("sans"))) {
            penalty += 1;
        }
        for (String style : List.of("bold", "italic", "oblique", "light", "thin", "black",
                "mono", "serif", "condensed", "medium")) {
            if (name.contains(style)) {
                penalty += 2;
            }
        }
        return penalty;
    }
}
