package herald.app.archive;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.common.filespecification.PDComplexFileSpecification;
import org.apache.pdfbox.pdmodel.common.filespecification.PDEmbeddedFile;

/** A PDF's attached file swapped for other bytes, as someone with a PDF tool could do to a battle book. */
final class PdfAttachments {
    private PdfAttachments() {}

    /** A copy of {@code pdf} at {@code to} whose one attached file holds {@code bytes} instead. */
    static Path replace(Path pdf, Path to, byte[] bytes) throws IOException {
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            var names = doc.getDocumentCatalog().getNames().getEmbeddedFiles().getNames();
            if (names == null || names.size() != 1) {
                throw new AssertionError(pdf + " should have one attached file: " + names);
            }
            PDComplexFileSpecification spec = names.values().iterator().next();
            PDEmbeddedFile file = new PDEmbeddedFile(doc, new ByteArrayInputStream(bytes));
            file.setSubtype(spec.getEmbeddedFile().getSubtype());
            file.setSize(bytes.length);
            spec.setEmbeddedFile(file);
            spec.setEmbeddedFileUnicode(file);
            doc.save(to.toFile());
        }
        return to;
    }
}
