package dev.ralphdesk.app.ui.approval;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.app.ui.UiFixture;
import dev.ralphdesk.app.ui.approval.SessionModeViewModel.Shown;
import dev.ralphdesk.app.ui.composer.ComposerViewModel;
import dev.ralphdesk.app.ui.transcript.TranscriptRow;
import dev.ralphdesk.core.approval.ApprovalMode;
import dev.ralphdesk.core.session.SessionId;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The open session's approval mode without a stage (real harness, in-memory log, every thread seam
 * on the calling thread): the default until the chat chooses, a choice shown with its notice row,
 * {@code /approve} followed too, another session's choice not, and completion offering /approve.
 */
class SessionModeViewModelTest {
    @TempDir
    Path workspace;
    private UiFixture fixture;

    @AfterEach
    void close() {
        fixture.close();
    }

    private SessionId createAndOpen() {
        List<SessionId> opened = new ArrayList<>();
        fixture.workbench.sessions().create(workspace, id -> {
            opened.add(id);
            fixture.workbench.open(id);
        });
        return opened.get(0);
    }

    private List<String> notices() {
        fixture.frame();
        return fixture.workbench.transcript().rows().stream().filter(TranscriptRow.NoticeRow.class::isInstance)
                .map(r -> Texts.of("en").format(((TranscriptRow.NoticeRow) r).text())).toList();
    }

    @Test
    void theOpenChatShowsTheDefaultUntilItChoosesAndThenItsOwnModeWithANotice() {
        fixture = new UiFixture(workspace, List.of());
        SessionModeViewModel mode = fixture.workbench.mode();
        SessionId id = createAndOpen();
        assertEquals(new Shown(ApprovalMode.AUTO, false), mode.shown().get());

        mode.choose(ApprovalMode.READ_ONLY);

        assertEquals(new Shown(ApprovalMode.READ_ONLY, true), mode.shown().get());
        assertEquals(List.of("Approval mode: read-only for this chat"), notices());
        assertEquals(ApprovalMode.READ_ONLY, fixture.harness.modes().inForce(id));
        assertEquals(Message.NONE, mode.failure().get());
    }

    @Test
    void approveInTheComposerIsFollowedAndAnotherSessionsChoiceIsNot() {
        fixture = new UiFixture(workspace, List.of());
        SessionModeViewModel mode = fixture.workbench.mode();
        SessionId other = createAndOpen();
        createAndOpen();

        fixture.harness.modes().choose(other, ApprovalMode.READ_ONLY);
        assertEquals(new Shown(ApprovalMode.AUTO, false), mode.shown().get());
        fixture.workbench.composer().text().set("/approve auto-edit");
        fixture.workbench.composer().send();

        assertEquals(new Shown(ApprovalMode.AUTO_EDIT, true), mode.shown().get());
        fixture.workbench.closeSession();
        assertEquals(new Shown(null, false), mode.shown().get());
    }

    @Test
    void slashCompletionOffersApproveWithItsSummaryInBothLanguages() {
        fixture = new UiFixture(workspace, List.of());
        createAndOpen();
        ComposerViewModel composer = fixture.workbench.composer();
        composer.text().set("/appr");

        List<ComposerViewModel.Completion> completions = composer.completions();

        assertEquals(List.of("approve"), completions.stream().map(ComposerViewModel.Completion::name).toList());
        assertEquals("/approve [read-only | ask | auto-edit | auto]", completions.get(0).usage());
        assertEquals("Show or set this chat's approval mode.", Texts.of("en").format(completions.get(0).summary()));
        assertEquals("显示或设置本会话的审批模式。", Texts.of("zh").format(completions.get(0).summary()));
    }

    @Test
    void slashApproveCompletesTheModeWordsWithWhatEachDoes() {
        fixture = new UiFixture(workspace, List.of());
        createAndOpen();
        ComposerViewModel composer = fixture.workbench.composer();
        composer.text().set("/approve a");

        List<ComposerViewModel.Completion> completions = composer.completions();

        assertEquals(List.of("/approve ask", "/approve auto-edit", "/approve auto"),
                completions.stream().map(ComposerViewModel.Completion::usage).toList());
        assertEquals("changes files without asking; commands ask", Texts.of("en").format(completions.get(1).summary()));
        composer.complete(completions.get(1));
        assertEquals("/approve auto-edit", composer.text().get());
        assertEquals(List.of(), composer.completions(), "a whole mode word is complete");
        composer.text().set("/approve ");
        assertEquals(4, composer.completions().size());
        composer.text().set("/approve x");
        assertEquals(List.of(), composer.completions());
    }
}
