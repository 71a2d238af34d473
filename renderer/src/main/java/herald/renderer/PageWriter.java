package herald.renderer;

import herald.engine.view.Masthead;
import herald.engine.view.PlayerView;
import java.io.IOException;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.common.PDRectangle;

/**
 * A4 portrait pages and a cursor running down them. Painters ask for room with {@link #ensure};
 * the page frame (header, scripted-dice banner, footer with page N of M) is drawn on every page
 * by {@link #finish}, once the number of pages is known.
 */
final class PageWriter {

    static final float MARGIN = 28;
    static final float FOOTER = 40;
    static final float HEADER = 60;
    private static final float BANNER = 22;

    private final Surface surface;
    private final FontSet fonts;
    private final float top;
    private Canvas cs;
    private float y;
    /** What each page's frame shows (by page index), where a document (the battle book) changes it page by page. */
    private final java.util.Map<Integer, Frame> frames = new java.util.HashMap<>();
    private Frame frame;

    /**
     * What a page's header and footer say: the title on the left, where the page belongs on the right (a game
     * and turn), whom it is for, and the footer's left end.
     */
    record Frame(String title, String place, String who, boolean scriptedDice, String footer) {
        static Frame of(PlayerView view, Masthead masthead) {
            // The journal head is the player's proof of what the umpire's journal held: `herald verify --head` takes it.
            String head = masthead.journalHead().isEmpty() ? "" : "  ·  journal " + PlainText.clean(masthead.journalHead());
            return new Frame(view.scenarioTitle(), "Game " + PlainText.clean(masthead.gameId()) + "  ·  "
                    + turnTitle(view.turn()), recipient(view, masthead) + "  ·  " + PlainText.clean(masthead.status()),
                    masthead.scriptedDice(), "Herald  ·  game " + PlainText.clean(masthead.gameId()) + head);
        }
    }

    PageWriter(PDDocument doc, FontSet fonts, boolean scriptedDice) {
        this(new Surface.Pdf(doc), fonts, scriptedDice);
    }

    PageWriter(Surface surface, FontSet fonts, boolean scriptedDice) {
        this.surface = surface;
        this.fonts = fonts;
        this.top = PDRectangle.A4.getHeight() - HEADER - (scriptedDice ? BANNER : 0);
    }

    FontSet fonts() {
        return fonts;
    }

    Canvas cs() {
        return cs;
    }

    /** The baseline cursor: the highest y painters may still use on this page. */
    float y() {
        return y;
    }

    void down(float height) {
        y -= height;
    }

    float left() {
        return MARGIN;
    }

    float right() {
        return PDRectangle.A4.getWidth() - MARGIN;
    }

    float width() {
        return right() - left();
    }

    float bottom() {
        return FOOTER;
    }

    /** Room left on this page. */
    float room() {
        return y - FOOTER;
    }

    /** The full content height of an empty page. */
    float pageRoom() {
        return top - FOOTER;
    }

    void newPage() throws IOException {
        cs = surface.newPage();
        if (frame != null) {
            frames.put(surface.pages() - 1, frame);
        }
        y = top;
    }

    /** Ends the page being drawn, without a frame (a picture of the map alone). */
    void endPage() throws IOException {
        surface.end();
        cs = null;
    }

    /** Starts a new page unless the height still fits; true when it started one. */
    boolean ensure(float height) throws IOException {
        if (cs != null && height <= room()) {
            return false;
        }
        newPage();
        return true;
    }

    /** The PDF page just begun, e.g. for an outline entry. */
    PDPage page() {
        return ((Surface.Pdf) surface).last();
    }

    /** Pages begun from now on are framed with this view's title and turn and this masthead. */
    void frame(PlayerView view, Masthead masthead) {
        frame(Frame.of(view, masthead));
    }

    /** Pages begun from now on are framed so. */
    void frame(Frame to) {
        this.frame = to;
    }

    /**
     * Closes the last page and draws the frame on every page: the one {@link #frame} set when the
     * page was begun, else this view's and masthead's.
     */
    void finish(PlayerView view, Masthead masthead) throws IOException {
        finish(Frame.of(view, masthead));
    }

    /** As above, every page not framed otherwise framed so. */
    void finish(Frame last) throws IOException {
        surface.end();
        cs = null;
        int count = surface.pages();
        for (int i = 0; i < count; i++) {
            Canvas over = surface.over(i);
            Frame own = frames.getOrDefault(i, last);
            header(over, own);
            footer(over, own, i + 1, count);
            surface.end();
        }
    }

    private void header(Canvas f, Frame frame) throws IOException {
        float pageTop = PDRectangle.A4.getHeight();
        String game = frame.place();
        float gameWidth = fonts.width(game, FontSet.Weight.BOLD, 12);
        Ink.fill(f, Ink.TEXT);
        fonts.show(f, game, FontSet.Weight.BOLD, 12, right() - gameWidth, pageTop - 26);
        String title = fonts.fit(frame.title(), FontSet.Weight.BOLD, 14,
                width() - gameWidth - 16);
        fonts.show(f, title, FontSet.Weight.BOLD, 14, left(), pageTop - 26);
        Ink.fill(f, Ink.MUTED);
        String who = frame.who();
        float rule = pageTop - 50;
        if (fonts.width(who, FontSet.Weight.REGULAR, 10.5f) <= width()) {
            fonts.show(f, who, FontSet.Weight.REGULAR, 10.5f, left(), pageTop - 43);
        } else {
            // what the game awaits runs long ("Turn 1 of 10: fire, movement and combat orders from both sides"):
            // two smaller lines rather than a cut one, the rule just under them
            List<String> lines = fonts.wrap(who, FontSet.Weight.REGULAR, 9.5f, width());
            fonts.show(f, lines.get(0), FontSet.Weight.REGULAR, 9.5f, left(), pageTop - 40);
            String rest = String.join(" ", lines.subList(1, lines.size()));
            fonts.show(f, fonts.fit(rest, FontSet.Weight.REGULAR, 9.5f, width()), FontSet.Weight.REGULAR, 9.5f,
                    left(), pageTop - 51);
            rule = pageTop - 55;
        }
        Ink.stroke(f, Ink.RULE, 0.8f);
        f.moveTo(left(), rule);
        f.lineTo(right(), rule);
        f.stroke();
        if (frame.scriptedDice()) {
            Ink.fill(f, Ink.ALERT);
            f.addRect(left(), rule - BANNER - 2, width(), BANNER);
            f.fill();
            Ink.fill(f, java.awt.Color.WHITE);
            fonts.showCentred(f, "SCRIPTED DICE — not a fair game: every roll was set in advance",
                    FontSet.Weight.BOLD, 11, left() + width() / 2, rule - BANNER + 4);
        }
    }

    /** "Turn 3 report": the turn this page reports, the one its file is named for; turn 0 is the set-up. */
    static String turnTitle(int turn) {
        return turn == 0 ? "Set-up" : "Turn " + turn + " report";
    }

    private static String recipient(PlayerView view, Masthead masthead) {
        String side = PlainText.clean(view.sideName());
        String name = PlainText.clean(masthead.recipientName());
        if (name.isBlank() || name.equals(side)) {
            return "For " + side;
        }
        return "For " + name + " (" + side + ")";
    }

    private void footer(Canvas f, Frame frame, int page, int count)
            throws IOException {
        Ink.stroke(f, Ink.RULE, 0.8f);
        f.moveTo(left(), 30);
        f.lineTo(right(), 30);
        f.stroke();
        Ink.fill(f, Ink.MUTED);
        String pages = "Page " + page + " of " + count;
        String left = frame.footer();
        fonts.show(f, fonts.fit(left, FontSet.Weight.REGULAR, 9, width() - fonts.width(pages, FontSet.Weight.BOLD, 10.5f) - 12),
                FontSet.Weight.REGULAR, 9, left(), 17);
        Ink.fill(f, Ink.TEXT);
        fonts.show(f, pages, FontSet.Weight.BOLD, 10.5f,
                right() - fonts.width(pages, FontSet.Weight.BOLD, 10.5f), 17);
    }
}
