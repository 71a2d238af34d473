/**
 * Draws one recipient's turn PDF from a {@link herald.engine.view.PlayerView}: a map page, the
 * record sheets and the turn report, A4 portrait, sized to be read on a phone.
 *
 * <p>Choices made here:
 * <ul>
 *   <li>Text is set in DejaVu Sans and DejaVu Sans Bold (from jasperreports-fonts), embedded as
 *       subsets. Each character DejaVu lacks is looked up in the fonts installed under
 *       {@code /usr/share/fonts} (Noto CJK first when present); those glyphs are drawn as vector
 *       outlines, so they show but do not extract as text. Characters no font has become '?'.
 *       Control characters become spaces. Right-to-left runs are put in visual order
 *       ({@link java.text.Bidi}); Arabic letters are not joined (PDFBox does no Arabic shaping).</li>
 *   <li>Every page carries the header (scenario, game, turn, recipient, status), the footer
 *       (page N of M) and, for scripted dice, a red banner. Headers and footers are written after
 *       the content so the page count is known.</li>
 *   <li>Square boards and open tables are drawn as a grid with coordinates on all four edges.
 *       Hex boards are flat-topped, odd-q (odd columns half a hex lower on the page), with
 *       column labels on the top and bottom edges and each hex's CCRR label inside it.</li>
 *   <li>Counters are rounded squares in the side colour with the label in white (black on light
 *       colours), a dark triangle on the edge they face, and the marker in a white badge in the
 *       lower-right corner. A piece on two cells is one capsule over both.</li>
 * </ul>
 */
package herald.renderer;
