package dev.ralphdesk.app.ui.ralph;

import dev.ralphdesk.app.ui.bridge.UiExecutor;
import dev.ralphdesk.app.ui.notify.EndNotice;
import dev.ralphdesk.app.ui.notify.Notifier;
import dev.ralphdesk.ralph.replay.RunView;
import dev.ralphdesk.ralph.run.RalphResult;
import dev.ralphdesk.ralph.service.RalphRunListener;
import dev.ralphdesk.ralph.service.RalphService;

/** Notifies when any Ralph run started in this process ends (complete, blocked, budget-limited, failed). */
public final class RunEndWatch implements AutoCloseable {
    private final AutoCloseable starts;

    public RunEndWatch(RalphService ralph, UiExecutor ui, Notifier notifier) {
        this.starts = ralph.onRunStarted(run -> run.subscribe(new RalphRunListener() {
            private volatile String objective = "";

            @Override
            public void changed(RunView view) {
                objective = view.objective();
            }

            @Override
            public void runFinished(RalphResult result) {
                EndNotice.run(objective, result).ifPresent(notice -> ui.onUi(() -> notifier.show(notice)));
            }
        }));
    }

    @Override
    public void close() throws Exception {
        starts.close();
    }
}
