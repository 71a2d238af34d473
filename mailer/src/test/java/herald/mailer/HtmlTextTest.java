package herald.mailer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class HtmlTextTest {

    @Test
    void lineBreaksParagraphsDivsListItemsAndRowsEachStartALine() {
        String html = "<html><head><title>t</title><style>p { color: red }</style></head><body>"
                + "KEY K<br>A1 MOVE C7<p>A2 HOLD</p><div>A3 FIRE AT B1</div>"
                + "<ul><li>A4 MOVE D4</li><li>A5 HOLD</li></ul>"
                + "<table><tr><td>A6</td><td>HOLD</td></tr><tr><td>A7</td><td>HOLD</td></tr></table>"
                + "<script>alert(1)</script></body></html>";

        assertEquals("KEY K\nA1 MOVE C7\nA2 HOLD\nA3 FIRE AT B1\nA4 MOVE D4\nA5 HOLD\nA6 HOLD\nA7 HOLD",
                MimeText.htmlToText(html));
    }

    @Test
    void gmailStyleDivsWithEmptyLinesKeepOneBlankLine() {
        String html = "<div dir=\"ltr\">KEY K<div>A1 MOVE C7</div><div><br></div><div><br></div>"
                + "<div><br></div><div>Ann</div></div>";

        assertEquals("KEY K\nA1 MOVE C7\n\nAnn", MimeText.htmlToText(html));
    }

    @Test
    void entitiesAndNonBreakingSpacesAreDecodedAndSourceLineBreaksAreNot() {
        String html = "<p>A1&nbsp;MOVE&nbsp;C7 &amp; wait</p>\n<p>caf&eacute;\n   &lt;here&gt;</p><p>&nbsp;</p><p>A2 HOLD</p>";

        assertEquals("A1 MOVE C7 & wait\ncafé <here>\n\nA2 HOLD", MimeText.htmlToText(html));
    }

    @Test
    void inlineElementsDoNotBreakTheLine() {
        assertEquals("A1 MOVE C7 now", MimeText.htmlToText("<div><b>A1</b> <i>MOVE</i> <span>C7</span> now</div>"));
    }

    @Test
    void blockquotesBecomeQuotedLines() {
        String html = "<div>A1 MOVE C7</div><div class=\"gmail_quote\"><div>On Mon, Herald wrote:<br></div>"
                + "<blockquote><div>KEY your-key</div><div>A1 MOVE C7</div><blockquote>deeper</blockquote></blockquote></div>";

        assertEquals("A1 MOVE C7\nOn Mon, Herald wrote:\n> KEY your-key\n> A1 MOVE C7\n>> deeper",
                MimeText.htmlToText(html));
    }

    @Test
    void preformattedTextKeepsItsLines() {
        assertEquals("A1  MOVE C7\n  A2 HOLD", MimeText.htmlToText("<pre>A1  MOVE C7\n  A2 HOLD</pre>"));
    }
}
