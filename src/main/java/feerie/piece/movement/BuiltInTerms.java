package feerie.piece.movement;

import java.util.List;

/** The term readers of the primitives that live in classes of their own, tried before the plain leaps and riders. */
final class BuiltInTerms {
    static final List<MovementNotation.TermReader> READERS = List.of(
            new CoureurTerm(), ChainHopperComponent::read, HornedComponent::read, AngleHopperComponent::read, HopperComponent::read, SoucieComponent::read,
            OrphanComponent::read, LameComponent::read,
            EdgehogComponent::read, BouncerComponent::read, DoubleHopperComponent::read, ChinesePawnComponent::read,
            BerolinaPawnComponent::read, NoMovementComponent::read, EquihopperComponent::read,
            RadialHopperComponent::read, ContraHamsterComponent::read, ReflectingBishopComponent::read,
            QuerquisiteComponent::read, BouncyComponent::read, HamsterComponent::read,
            UnionComponent::read, LocustComponent::read, MarinePawnCaptureComponent::read,
            SuperPawnComponent::read, UbiUbiComponent::read);

    private BuiltInTerms() {}
}
