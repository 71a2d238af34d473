package herald.engine.lonewolf;

import herald.engine.view.LegendEntry.Symbol;
import java.util.Locale;
import java.util.Optional;

/**
 * The terrain of one square. What each does is code (trees block sight, a wall gives cover to the
 * square behind it); what each costs to enter is play-sheet data.
 */
public enum Terrain {
    OPEN("Open ground", "#cfe3a6", Symbol.NONE),
    SCRUB("Scrub", "#9aa04a", Symbol.SCRUB),
    ROCKS("Rocks", "#9e9e9e", Symbol.ROCKS),
    TREES("Trees", "#2f6b34", Symbol.TREE),
    WALL("Low wall", "#8b5a2b", Symbol.WALL),
    HEDGE("Hedge", "#4e7d2e", Symbol.HATCH),
    FENCE("Fence", "#b08a55", Symbol.DOTS),
    HIGH_WALL("High wall", "#5a3b1c", Symbol.HOUSE),
    DOOR("Door", "#7a4a22", Symbol.DOOR),
    WINDOW("Window", "#9fc3d9", Symbol.WINDOW),
    ARROW_SLIT("Arrow slit", "#6f8796", Symbol.WINDOW),
    CRENELLATIONS("Crenellations", "#7d6e57", Symbol.WALL),
    WATER("Water", "#5b8fd6", Symbol.WAVES);

    private final String title;
    private final String colour;
    private final Symbol symbol;

    Terrain(String title, String colour, Symbol symbol) {
        this.title = title;
        this.colour = colour;
        this.symbol = symbol;
    }

    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    public String title() {
        return title;
    }

    public String colour() {
        return colour;
    }

    public Symbol symbol() {
        return symbol;
    }

    /** Trees may be shot into but not through (CV2); a high wall can be neither (CV6). */
    public boolean blocksSight() {
        return this == TREES || this == HIGH_WALL;
    }

    /**
     * A low wall, hedge or fence, or a rampart's crenellations: cover only when the shot crosses them next
     * to the target (CV4, L1458-1467; CV7, L1521-1525).
     */
    public boolean isLowWall() {
        return this == WALL || this == HEDGE || this == FENCE || this == CRENELLATIONS;
    }

    /** A door, window or arrow slit: seen through from next to it, or only into the square behind it (CV8, CV9). */
    public boolean isOpening() {
        return this == DOOR || this == WINDOW || this == ARROW_SLIT;
    }

    public static Optional<Terrain> parse(String text) {
        for (Terrain t : values()) {
            if (t.key().equalsIgnoreCase(text == null ? "" : text.trim())) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }
}
