package herald.engine.darkage.events;

import herald.engine.darkage.DarkAgeState;

/** A torch lit (W8: a Shooting action) or put out ({@code lit} false), at will or by a fumble. */
public record TorchLit(String figure, boolean lit, String why) implements DarkAgeEvent {

    @Override
    public DarkAgeState applyTo(DarkAgeState state) {
        return reported(state.withFigure(state.figureOrThrow(figure).withTorch(lit)));
    }

    @Override
    public String describe() {
        return figure + (lit ? " lights a torch" : "'s torch goes out") + (why == null ? "" : " (" + why + ")");
    }

    @Override
    public java.util.List<String> concerns() {
        return java.util.List.of(figure);
    }
}
