package herald.renderer;

import java.awt.color.ColorSpace;
import java.awt.color.ICC_Profile;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Calendar;
import java.util.GregorianCalendar;
import java.util.List;
import java.util.Map;
import java.util.TimeZone;
import javax.xml.transform.TransformerException;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentCatalog;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.PDDocumentNameDictionary;
import org.apache.pdfbox.pdmodel.PDEmbeddedFilesNameTreeNode;
import org.apache.pdfbox.pdmodel.common.PDMetadata;
import org.apache.pdfbox.pdmodel.common.PDNameTreeNode;
import org.apache.pdfbox.pdmodel.common.filespecification.PDComplexFileSpecification;
import org.apache.pdfbox.pdmodel.common.filespecification.PDEmbeddedFile;
import org.apache.pdfbox.pdmodel.graphics.color.PDOutputIntent;
import org.apache.xmpbox.XMPMetadata;
import org.apache.xmpbox.schema.AdobePDFSchema;
import org.apache.xmpbox.schema.DublinCoreSchema;
import org.apache.xmpbox.schema.PDFAIdentificationSchema;
import org.apache.xmpbox.schema.XMPBasicSchema;
import org.apache.xmpbox.type.BadFieldValueException;
import org.apache.xmpbox.xml.XmpSerializer;

/**
 * Turns a PDF drawn here into a PDF/A-3b document carrying one file inside it. The battle book carries the
 * game's archive this way, so the one PDF a club keeps for years is both the printed history and its proof,
 * readable and checkable without Herald. It works on the finished bytes rather than inside a renderer, so
 * that what is drawn and how it is archived change independently.
 *
 * <p>PDF/A-3 asks for what an archive reader needs and nothing it cannot check: XMP metadata that says
 * which PDF/A it is and repeats the document information (title, dates) exactly; an output intent naming
 * the colour space the RGB inks mean (sRGB); every font embedded (the renderer already embeds DejaVu); and
 * an attached file listed in the catalog's /AF array with its relationship to the document, its MIME type
 * and dates.
 */
public final class ArchivalPdf {
    private ArchivalPdf() {}

    /**
     * A file carried inside a PDF.
     *
     * @param name its file name, as a reader's PDF viewer offers to save it
     * @param mimeType e.g. application/zip
     * @param description a line a viewer shows next to it
     * @param made when the file was made; null when the PDF did not say
     */
    public record Attachment(String name, String mimeType, String description, byte[] bytes, Instant made) {}

    /** {@code pdf} as PDF/A-3b with {@code file} attached as its source. */
    public static byte[] withAttachment(byte[] pdf, Attachment file) {
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            doc.setVersion(1.7f);
            PDDocumentCatalog catalog = doc.getDocumentCatalog();
            PDDocumentInformation info = doc.getDocumentInformation();
            if (info.getCreationDate() == null) {
                info.setCreationDate(calendar(Instant.now()));
            }
            PDMetadata metadata = new PDMetadata(doc);
            metadata.importXMPMetadata(xmp(info));
            catalog.setMetadata(metadata);
            catalog.addOutputIntent(sRgb(doc));
            attach(doc, file);
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            doc.save(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException("could not make the PDF an archival PDF/A-3b", e);
        }
    }

    /** Every file attached to {@code pdf}, in the order of its names; none for a PDF with none. */
    public static List<Attachment> attachments(byte[] pdf) throws IOException {
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            PDDocumentNameDictionary names = doc.getDocumentCatalog().getNames();
            List<Attachment> found = new ArrayList<>();
            if (names != null && names.getEmbeddedFiles() != null) {
                collect(names.getEmbeddedFiles(), found);
            }
            return found;
        }
    }

    private static void collect(PDNameTreeNode<PDComplexFileSpecification> node, List<Attachment> found)
            throws IOException {
        Map<String, PDComplexFileSpecification> names = node.getNames();
        if (names != null) {
            for (PDComplexFileSpecification spec : names.values()) {
                PDEmbeddedFile file = spec.getEmbeddedFileUnicode() != null ? spec.getEmbeddedFileUnicode()
                        : spec.getEmbeddedFile();
                if (file != null) {
                    Calendar made = file.getModDate() != null ? file.getModDate() : file.getCreationDate();
                    found.add(new Attachment(spec.getFilename(), file.getSubtype(), spec.getFileDescription(),
                            file.toByteArray(), made == null ? null : made.toInstant()));
                }
            }
        }
        if (node.getKids() != null) {
            for (PDNameTreeNode<PDComplexFileSpecification> kid : node.getKids()) {
                collect(kid, found);
            }
        }
    }

    /** The metadata repeats each entry of the document information: PDF/A readers compare the two. */
    private static byte[] xmp(PDDocumentInformation info) throws IOException {
        XMPMetadata xmp = XMPMetadata.createXMPMetadata();
        DublinCoreSchema dc = xmp.createAndAddDublinCoreSchema();
        dc.setFormat("application/pdf");
        if (info.getTitle() != null) {
            dc.setTitle(info.getTitle());
        }
        if (info.getSubject() != null) {
            dc.setDescription(info.getSubject());
        }
        if (info.getAuthor() != null) {
            dc.addCreator(info.getAuthor());
        }
        XMPBasicSchema basic = xmp.createAndAddXMPBasicSchema();
        basic.setCreateDate(info.getCreationDate());
        if (info.getModificationDate() != null) {
            basic.setModifyDate(info.getModificationDate());
        }
        if (info.getCreator() != null) {
            basic.setCreatorTool(info.getCreator());
        }
        if (info.getProducer() != null || info.getKeywords() != null) {
            AdobePDFSchema adobe = xmp.createAndAddAdobePDFSchema();
            if (info.getProducer() != null) {
                adobe.setProducer(info.getProducer());
            }
            if (info.getKeywords() != null) {
                adobe.setKeywords(info.getKeywords());
            }
        }
        PDFAIdentificationSchema id = xmp.createAndAddPDFAIdentificationSchema();
        id.setPart(3);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            id.setConformance("B");
            new XmpSerializer().serialize(xmp, out, true);
        } catch (TransformerException | BadFieldValueException e) {
            throw new IOException("cannot write the XMP metadata", e);
        }
        return out.toByteArray();
    }

    /** The renderer's inks are plain RGB numbers: this says they are sRGB, as a screen shows them. */
    private static PDOutputIntent sRgb(PDDocument doc) throws IOException {
        byte[] profile = ICC_Profile.getInstance(ColorSpace.CS_sRGB).getData();
        PDOutputIntent intent = new PDOutputIntent(doc, new ByteArrayInputStream(profile));
        intent.setInfo("sRGB IEC61966-2.1");
        intent.setOutputCondition("sRGB IEC61966-2.1");
        intent.setOutputConditionIdentifier("sRGB IEC61966-2.1");
        intent.setRegistryName("http://www.color.org");
        return intent;
    }

    private static void attach(PDDocument doc, Attachment file) throws IOException {
        Calendar made = calendar(file.made() != null ? file.made() : Instant.now());
        // A zip is compressed already: stored as it is, its bytes can be cut out of the PDF by any tool.
        PDEmbeddedFile embedded = new PDEmbeddedFile(doc, new ByteArrayInputStream(file.bytes()));
        embedded.setSubtype(file.mimeType());
        embedded.setSize(file.bytes().length);
        embedded.setCreationDate(made);
        embedded.setModDate(made);
        PDComplexFileSpecification spec = new PDComplexFileSpecification();
        spec.setFile(file.name());
        spec.setFileUnicode(file.name());
        spec.setEmbeddedFile(embedded);
        spec.setEmbeddedFileUnicode(embedded);
        spec.setFileDescription(file.description());
        // Source: the document was drawn from this file, which is the original of what it shows.
        spec.getCOSObject().setItem(COSName.AF_RELATIONSHIP, COSName.getPDFName("Source"));
        PDEmbeddedFilesNameTreeNode tree = new PDEmbeddedFilesNameTreeNode();
        tree.setNames(Map.of(file.name(), spec));
        PDDocumentCatalog catalog = doc.getDocumentCatalog();
        PDDocumentNameDictionary names = catalog.getNames() != null ? catalog.getNames()
                : new PDDocumentNameDictionary(catalog);
        names.setEmbeddedFiles(tree);
        catalog.setNames(names);
        COSArray af = new COSArray();
        af.add(spec);
        catalog.getCOSObject().setItem(COSName.AF, af);
    }

    /** PDF and XMP dates have whole seconds: a date with milliseconds would differ between the two. */
    private static Calendar calendar(Instant when) {
        Calendar c = new GregorianCalendar(TimeZone.getTimeZone("UTC"));
        c.setTimeInMillis(when.toEpochMilli() / 1000 * 1000);
        return c;
    }
}
