package feerie.diagram;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;

import javax.imageio.ImageIO;

import org.apache.batik.transcoder.SVGAbstractTranscoder;
import org.apache.batik.transcoder.TranscoderException;
import org.apache.batik.transcoder.TranscoderInput;
import org.apache.batik.transcoder.TranscoderOutput;
import org.apache.batik.transcoder.image.ImageTranscoder;

/**
 * Renders an SVG document with Apache Batik, a complete SVG 1.1 renderer: to an image (the tests
 * look at its pixels) or to PNG bytes ({@code feerie diagram --format png}). Only this class names
 * Batik, and only PNG output and the tests load it, so SVG output and solving start without it.
 */
public final class PngRenderer {
    private PngRenderer() {}

    /** The document rendered at {@code scale} pixels per SVG unit. */
    public static BufferedImage image(String svg, double scale) {
        Capture capture = new Capture();
        int width = intAttribute(svg, "width"), height = intAttribute(svg, "height");
        if (width > 0) capture.addTranscodingHint(SVGAbstractTranscoder.KEY_WIDTH, (float) (width * scale));
        if (height > 0) capture.addTranscodingHint(SVGAbstractTranscoder.KEY_HEIGHT, (float) (height * scale));
        try {
            capture.transcode(new TranscoderInput(new StringReader(svg)), null);
        } catch (TranscoderException e) {
            throw new IllegalStateException("Batik cannot render the diagram: " + e.getMessage(), e);
        }
        return capture.image;
    }

    /** The document as PNG bytes. */
    public static byte[] png(String svg, double scale) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ImageIO.write(image(svg, scale), "png", out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /** The first {@code name="N"} of the root element (our documents give width and height). */
    private static int intAttribute(String svg, String name) {
        int svgAt = svg.indexOf("<svg");
        int at = svg.indexOf(" " + name + "=\"", svgAt);
        if (svgAt < 0 || at < 0) return -1;
        int start = at + name.length() + 3, end = svg.indexOf('"', start);
        try {
            return (int) Double.parseDouble(svg.substring(start, end));
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** A transcoder that keeps the image instead of encoding it. */
    private static final class Capture extends ImageTranscoder {
        BufferedImage image;

        @Override
        public BufferedImage createImage(int width, int height) {
            return new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        }

        @Override
        public void writeImage(BufferedImage img, TranscoderOutput output) {
            image = img;
        }
    }
}
