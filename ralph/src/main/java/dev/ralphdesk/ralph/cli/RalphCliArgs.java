package dev.ralphdesk.ralph.cli;

import dev.ralphdesk.ralph.run.RunBudgets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The parsed options of {@code ralph --workspace DIR … OBJECTIVE}. */
record RalphCliArgs(Path workspace, Integer maxRounds, String check, RunBudgets budgets, String objective) {

    /** Bad arguments, with a message for the person. */
    static final class UsageException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        UsageException(String message) {
            super(message);
        }
    }

    static RalphCliArgs parse(List<String> args) {
        Path workspace = null;
        Integer maxRounds = null;
        String check = null;
        Long maxTokens = null;
        Double maxCost = null;
        Long maxMillis = null;
        List<String> words = new ArrayList<>();
        boolean options = true;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (options && arg.equals("--")) {
                options = false;
                continue;
            }
            if (!options || !arg.startsWith("--")) {
                words.add(arg);
                continue;
            }
            String name = arg.substring(2);
            String value;
            int equals = name.indexOf('=');
            if (equals >= 0) {
                value = name.substring(equals + 1);
                name = name.substring(0, equals);
            } else {
                if (i + 1 >= args.size()) {
                    throw new UsageException("--" + name + " needs a value");
                }
                value = args.get(++i);
            }
            switch (name) {
                case "workspace":
                    workspace = Path.of(value);
                    break;
                case "max-rounds":
                    maxRounds = (int) whole(name, value);
                    break;
                case "check":
                    check = value;
                    break;
                case "max-tokens":
                    maxTokens = whole(name, value);
                    break;
                case "max-cost":
                    maxCost = number(name, value);
                    break;
                case "max-time":
                    maxMillis = Math.round(number(name, value) * 1000);
                    break;
                default:
                    throw new UsageException("unknown option --" + name);
            }
        }
        if (workspace == null) {
            throw new UsageException("--workspace DIR is required");
        }
        String objective = String.join(" ", words);
        if (objective.isBlank()) {
            throw new UsageException("say what the run should achieve: ralph --workspace DIR \"objective\"");
        }
        try {
            return new RalphCliArgs(workspace, maxRounds, check, new RunBudgets(maxTokens, maxCost, maxMillis), objective);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    private static long whole(String name, String value) {
        try {
            long parsed = Long.parseLong(value.strip());
            if (parsed < 1 || parsed > Integer.MAX_VALUE && name.equals("max-rounds")) {
                throw new UsageException("--" + name + " must be a positive whole number, got " + value);
            }
            return parsed;
        } catch (NumberFormatException e) {
            throw new UsageException("--" + name + " must be a whole number, got '" + value + "'");
        }
    }

    private static double number(String name, String value) {
        try {
            double parsed = Double.parseDouble(value.strip());
            if (!(parsed > 0)) {
                throw new UsageException("--" + name + " must be positive, got " + value);
            }
            return parsed;
        } catch (NumberFormatException e) {
            throw new UsageException("--" + name + " must be a number, got '" + value + "'");
        }
    }
}
