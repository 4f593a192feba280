package dev.ralphdesk.app.cli;

import picocli.CommandLine.Model.IGetter;
import picocli.CommandLine.Model.ISetter;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Where picocli keeps the value of an option or parameter made in code (no annotation read): a field
 * of the command, read and written by the option's name through the command's {@link Fields}. One
 * class with a switch per command rather than a getter and a setter lambda per option: each lambda's
 * call site is linked when the model is made, at every start, before anything else runs.
 */
final class Binding implements IGetter, ISetter {
    /** A command's fields, by the name of the option (or parameter label) that fills each. */
    interface Fields {
        Object get(String name);

        void set(String name, Object value);
    }

    private final Fields fields;
    private final String name;

    private Binding(Fields fields, String name) {
        this.fields = fields;
        this.name = name;
    }

    /** The option {@code arg}, its value kept in the field {@code fields} names by the option's first name. */
    static OptionSpec.Builder bound(OptionSpec.Builder arg, Fields fields) {
        Binding binding = new Binding(fields, arg.names()[0]);
        return arg.getter(binding).setter(binding);
    }

    /** The positional parameter {@code arg}, its value kept in the field {@code fields} names by its label. */
    static PositionalParamSpec.Builder bound(PositionalParamSpec.Builder arg, Fields fields) {
        Binding binding = new Binding(fields, arg.paramLabel());
        return arg.getter(binding).setter(binding);
    }

    @Override
    @SuppressWarnings("unchecked")
    public <R> R get() {
        return (R) fields.get(name);
    }

    @Override
    public <R> R set(R value) {
        R previous = get();
        fields.set(name, value);
        return previous;
    }
}
