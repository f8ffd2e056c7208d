package feerie.input;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Problem files come as UTF-8 (with or without a byte-order mark) or as Latin-1. */
class ProblemTextTest {
    @Test
    void utf8ByteOrderMarkIsDropped() {
        byte[] body = "begin\nauthor Bélier\n".getBytes(StandardCharsets.UTF_8);
        byte[] withBom = new byte[body.length + 3];
        withBom[0] = (byte) 0xEF;
        withBom[1] = (byte) 0xBB;
        withBom[2] = (byte) 0xBF;
        System.arraycopy(body, 0, withBom, 3, body.length);
        assertEquals("begin\nauthor Bélier\n", ProblemText.decode(withBom));
        assertEquals("begin\nauthor Bélier\n", ProblemText.decode(body));
    }

    @Test
    void latin1IsReadWhenTheBytesAreNotUtf8() {
        byte[] latin1 = "author Bélier".getBytes(StandardCharsets.ISO_8859_1);
        assertEquals("author Bélier", ProblemText.decode(latin1));
    }

    @Test
    void aBomFileSolvesLikeAnyOther() {
        byte[] body = "\uFEFFbegin\npieces white ka1 black ka3\nstipulation ~1\nend\n".getBytes(StandardCharsets.UTF_8);
        var results = ProblemReader.read(ProblemText.decode(body), "bom.txt");
        assertEquals(1, results.size());
        assertEquals(feerie.problem.Problem.class, results.get(0).getClass());
    }
}
