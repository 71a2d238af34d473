/**
 * Draws one recipient's turn PDF from a {@link herald.engine.view.PlayerView}: a map page, the
 * record sheets and the turn report, A4 portrait, sized to be read on a phone.
 *
 * <p>Choices made here:
 * <ul>
 *   <li>One drawing, two surfaces: every painter draws on a {@link herald.renderer.Canvas}, a PDF page's content
 *       stream ({@link herald.renderer.PdfCanvas}) or an SVG picture ({@link herald.renderer.SvgCanvas}, drawn by
 *       {@link herald.renderer.SvgRenderer} for the replay site), so a change to how a counter looks changes the
 *       PDF and the web page alike. The SVG keeps PDF's coordinates under one flip, sets text in the browser's
 *       DejaVu (or a fallback) held to the embedded font's widths, and gives each picture's ids a prefix of its
 *       own, since a web page sets several maps side by side.</li>
 *   <li>The battle book is PDF/A-3b with the game's archive attached ({@link herald.renderer.ArchivalPdf}).</li>
 *   <li>Text is set in DejaVu Sans and DejaVu Sans Bold (from jasperreports-fonts), embedded as
 *       subsets. Each character DejaVu lacks is looked up in the fonts installed under
 *       {@code /usr/share/fonts} (Noto CJK first when present); those glyphs are drawn as vector
 *       outlines, so they show but do not extract as text. Characters no font has become '?'.
 *       Control characters become spaces. Right-to-left runs are put in visual order
 *       ({@link java.text.Bidi}); Arabic letters are not joined (PDFBox does no Arabic shaping).</li>
 *   <li>Every page carries the header (scenario, game, turn, recipient, status), the footer
 *       (page N of M) and, for scripted dice, a red banner. Headers and footers are written after
 *       the content so the page count is known.</li>
 *   <li>Square boards are drawn with coordinates on all four edges. Hex boards are flat-topped,
 *       odd-q (odd columns half a hex lower on the page), with column labels on the top and bottom
 *       edges, row labels on the left and right edges level with the edge column's hex, and each
 *       hex's CCRR label inside it, light on a dark fill.</li>
 *   <li>Open tables ({@link herald.engine.view.TableMap}) are drawn to scale, at the largest round
 *       scale 1 cm = N inches that fits (N = 1, 2, 3, 4, 5, 6, 8, 10, 12, ...), printed as words and
 *       as a bar in inches, with inch ticks on all four edges, numbers every 6 inches and a light
 *       6-inch grid; origin bottom-left, y up the page. Units are their bases to scale: a tint of
 *       the side's colour (white with the side's pattern past the first side), a thick front edge, the id
 *       along the frontage. What is drawn over any map
 *       goes through a {@link herald.renderer.Projection} picked by the map's type.</li>
 *   <li>"Table" here means the gaming table; record sheets are drawn by the sheet painter.</li>
 *   <li>Counters are rounded squares in the side colour and the side's {@link herald.renderer.SidePattern}
 *       (picked by the side's place in the scenario, so a grey print tells six sides apart; the legend
 *       shows each side's), with the label in white on a dark ground and near-black on a light one, a
 *       dark triangle on the edge they face, and the marker in a white badge in the lower-right corner.
 *       A piece on two cells is one capsule over both.</li>
 *   <li>Where kinds of piece pay differently to move, the legend's terrains are a table of costs.</li>
 * </ul>
 */
package herald.renderer;
