package herald.engine.fantasywarriors;

/** An order line with every id spelt as the scenario spells it ("o1" becomes O1), as it is journalled. */
final class Canonical {
    private Canonical() {}

    static OrderLine line(FantasyWarriorsState s, OrderLine l) {
        if (l instanceof OrderLine.Threaten t) {
            return new OrderLine.Threaten(t.line(), id(s, t.piece()), id(s, t.target()));
        } else if (l instanceof OrderLine.Answer a) {
            return new OrderLine.Answer(a.line(), id(s, a.piece()));
        } else if (l instanceof OrderLine.Shoot t) {
            return new OrderLine.Shoot(t.line(), id(s, t.piece()), id(s, t.target()), t.volleys(), t.poisoned());
        } else if (l instanceof OrderLine.Move m) {
            return new OrderLine.Move(m.line(), id(s, m.piece()), m.path(), m.facing());
        } else if (l instanceof OrderLine.Reorganise r) {
            return new OrderLine.Reorganise(r.line(), id(s, r.piece()));
        } else if (l instanceof OrderLine.NewOrder o) {
            return new OrderLine.NewOrder(o.line(), id(s, o.piece()), o.order());
        } else if (l instanceof OrderLine.Influence i) {
            return new OrderLine.Influence(i.line(), id(s, i.piece()), id(s, i.leader()));
        } else if (l instanceof OrderLine.Snipe n) {
            return new OrderLine.Snipe(n.line(), id(s, n.piece()), id(s, n.target()));
        } else if (l instanceof OrderLine.Fly f) {
            return new OrderLine.Fly(f.line(), id(s, f.piece()), f.up());
        } else if (l instanceof OrderLine.Cast c) {
            return new OrderLine.Cast(c.line(), id(s, c.piece()), c.spell(), SpellOrders.target(s, c), c.amount(),
                    c.toDeath());
        }
        return l;
    }

    private static String id(FantasyWarriorsState s, String written) {
        return Orders.find(s, written).orElse(written);
    }
}
