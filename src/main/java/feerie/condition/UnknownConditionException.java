package feerie.condition;

/** A condition (or a variant of one) that Féerie does not implement yet. */
public final class UnknownConditionException extends RuntimeException {
    public UnknownConditionException(String what) { super(what); }
}
