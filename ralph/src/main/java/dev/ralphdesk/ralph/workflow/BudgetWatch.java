package dev.ralphdesk.ralph.workflow;

import dev.ralphdesk.ralph.run.RunBudgets;
import java.util.Optional;

/** Asked while a round runs: has the run spent one of its budgets? */
@FunctionalInterface
interface BudgetWatch {

    Optional<RunBudgets.Exhausted> check();
}
