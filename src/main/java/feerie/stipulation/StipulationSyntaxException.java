package feerie.stipulation;

/** Thrown when a stipulation text cannot be read. */
public class StipulationSyntaxException extends IllegalArgumentException {
    public StipulationSyntaxException(String message) {
        super(message);
    }
}
