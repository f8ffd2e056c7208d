package feerie.input;

/** A token of the input text with the (1-based) line it stands on. */
record Token(String text, int line) {
    @Override
    public String toString() {
        return text;
    }
}
