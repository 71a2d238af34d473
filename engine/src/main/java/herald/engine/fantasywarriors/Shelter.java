package herald.engine.fantasywarriors;

import herald.engine.table.Edges;
import java.util.List;
import java.util.Optional;

/**
 * The battlefield equipment a unit shot at shelters behind, and the cover it gives ({@link EquipmentCover}). Mantlets
 * and pavises shelter the unit using them (L356, L473: "units behind mantlets", "units behind pavises"), none once
 * abandoned; a palisade shelters any unit behind it, the side its front looks away from, from a shooter before it
 * (L394-401): a palisade does not hide its enemies from the side that set it up. The better of this cover and the
 * terrain's counts.
 */
final class Shelter {
    private Shelter() {}

    /** The cover the equipment gives {@code target} against {@code shooter}; empty when none does. */
    static Optional<EquipmentCover.Covered> of(FantasyWarriorsState s, Unit shooter, Unit target) {
        List<EquipmentCover.Piece> pieces = s.equipment().values().stream()
                .filter(p -> p.carriedBy(target.id()) || p.kind() == Equipment.PALISADE
                        && !Edges.standsBefore(target.ground(), p.ground()) && Edges.standsBefore(shooter.ground(), p.ground()))
                .map(p -> new EquipmentCover.Piece(p.kind(), p.ground())).toList();
        if (pieces.isEmpty()) {
            return Optional.empty();
        }
        int files = Math.max(1, Math.min(target.files(), target.figures()));
        int ranks = Math.max(1, (target.figures() + files - 1) / files);
        EquipmentCover.Covered c = EquipmentCover.against(shooter.ground(), new EquipmentCover.Target(target.ground(),
                files, ranks, target.standing()), target.figures(), pieces);
        return c.by().isPresent() ? Optional.of(c) : Optional.empty();
    }

    /** A unit using mantlets or pavises shoots in one rank only (L355, L472). */
    static boolean oneRank(FantasyWarriorsState s, Unit shooter) {
        return !s.carriedBy(shooter.id()).isEmpty();
    }
}
