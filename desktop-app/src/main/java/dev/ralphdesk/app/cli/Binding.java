package dev.ralphdesk.app.cli;

import java.util.function.Consumer;
import java.util.function.Supplier;
import picocli.CommandLine.Model.IGetter;
import picocli.CommandLine.Model.ISetter;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Where picocli keeps the value of an option or parameter made in code (no annotation read): a field
 * of the command, read and written through these.
 *
 * @param <T> the value's type
 */
final class Binding<T> implements IGetter, ISetter {
    private final Supplier<T> read;
    private final Consumer<T> write;

    private Binding(Supplier<T> read, Consumer<T> write) {
        this.read = read;
        this.write = write;
    }

    /** The option {@code arg}, its value kept where {@code read} and {@code write} reach. */
    static <T> OptionSpec.Builder bound(OptionSpec.Builder arg, Supplier<T> read, Consumer<T> write) {
        Binding<T> binding = new Binding<>(read, write);
        return arg.getter(binding).setter(binding);
    }

    /** The positional parameter {@code arg}, its value kept where {@code read} and {@code write} reach. */
    static <T> PositionalParamSpec.Builder bound(PositionalParamSpec.Builder arg, Supplier<T> read,
            Consumer<T> write) {
        Binding<T> binding = new Binding<>(read, write);
        return arg.getter(binding).setter(binding);
    }

    @Override
    @SuppressWarnings("unchecked")
    public <R> R get() {
        return (R) read.get();
    }

    @Override
    @SuppressWarnings("unchecked")
    public <R> R set(R value) {
        R previous = get();
        write.accept((T) value);
        return previous;
    }
}
