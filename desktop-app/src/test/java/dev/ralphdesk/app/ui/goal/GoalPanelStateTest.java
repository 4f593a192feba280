package dev.ralphdesk.app.ui.goal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.core.session.event.VerifierEvidence;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.domain.GoalUsage;
import dev.ralphdesk.goal.service.GoalBadge;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** What the goal panel shows for a view, compared as whole values and as the words of each language. */
class GoalPanelStateTest {
    private static final Texts EN = Texts.of("en");
    private static final Texts ZH = Texts.of("zh");

    @Test
    void anArmedActiveGoalShowsRoundsOfTheCapAndUsage() {
        GoalPanelState state = GoalPanelState.of(GoalViews.view(GoalPhase.ACTIVE, 3, 12, true, true));
        assertEquals(new GoalPanelState(true, "make the tests pass", Message.of("goal.badge.round", 3, 12),
                GoalBadge.Tone.RUNNING, Message.of("goal.rounds", 3, 12), 0.25, Message.of("goal.armed"),
                Message.NONE, GoalPanelState.usage(GoalViews.view(GoalPhase.ACTIVE, 3, 12, true, true).usage()),
                Message.NONE), state);
        assertEquals("Round 3 / 12", EN.format(state.badge()));
        assertEquals("Rounds 3 / 12", EN.format(state.rounds()));
        assertEquals("Armed: rounds run by themselves", EN.format(state.activation()));
        assertEquals("1,234 tokens · $0.5000 · 1m 05s", EN.format(state.usage()));
        assertEquals("1,234 个 token · $0.5000 · 1 分 05 秒", ZH.format(state.usage()));
    }

    @Test
    void aGoalOfAModelWithoutPriceShowsItsCostAsUnknown() {
        GoalUsage usage = new GoalUsage(1_234, 0, false, java.time.Duration.ofSeconds(65));
        assertEquals("1,234 tokens · cost unknown · 1m 05s", EN.format(GoalPanelState.usage(usage)));
        assertEquals("1,234 个 token · 费用未知 · 1 分 05 秒", ZH.format(GoalPanelState.usage(usage)));
    }

    @Test
    void aBlockedGoalShowsItsReasonAndADisarmedState() {
        GoalPanelState state = GoalPanelState.of(GoalViews.view(GoalPhase.BLOCKED, 3, 256, false, false));
        assertEquals("no progress (no-progress): three rounds, no change", EN.format(state.blockReason()));
        assertEquals("Disarmed: no round runs until Resume", EN.format(state.activation()));
        assertEquals("Blocked: no progress", EN.format(state.badge()));
        assertEquals(GoalBadge.Tone.BLOCKED, state.tone());
    }

    @Test
    void aBlockedGoalSaysWhyInChinese() {
        GoalPanelState state = GoalPanelState.of(GoalViews.view(GoalPhase.BLOCKED, 3, 256, false, false));
        assertEquals("受阻：没有进展", ZH.format(state.badge()));
        assertEquals("没有进展（no-progress）：three rounds, no change", ZH.format(state.blockReason()),
                "the recorded message stays as written");
        assertEquals("未启动：点击“继续”之前不会运行任何一轮", ZH.format(state.activation()));
        assertEquals("轮次 3 / 256", ZH.format(state.rounds()));
    }

    @Test
    void aReasonTheModelReportedIsShownWithItsOwnCode() {
        assertEquals("受阻（missing-credentials）：no key", ZH.format(BlockReasons.line(
                new dev.ralphdesk.goal.domain.BlockReason("missing-credentials", "no key"))));
    }

    @Test
    void aCompleteGoalSaysWhatCertifiedIt() {
        GoalPanelState state = GoalPanelState.of(GoalViews.view(GoalPhase.COMPLETE, 3, 256, false, false));
        assertEquals("Certified by verifier passed — `mvn test` passed", EN.format(state.certified()));
        assertEquals("认证依据：验证通过 — `mvn test` passed", ZH.format(state.certified()));
        assertEquals(Message.NONE, state.activation());
    }

    @Test
    void theEvidenceOfACompletionIsInChineseWhenItIsTheLastEvidenceOnRecord() {
        VerifierEvidence last = new VerifierEvidence("shell", "c1", "mvn test", true, 0, "", Instant.EPOCH, false);
        assertEquals("`mvn test` passed (exit 0)", last.describe());

        GoalPanelState state = GoalPanelState.of(GoalViews.completed(last.describe(), last));
        assertEquals("认证依据：验证通过 — `mvn test` 通过（退出码 0）", ZH.format(state.certified()));
        assertEquals("Certified by verifier passed — `mvn test` passed (exit 0)", EN.format(state.certified()));
        assertEquals("认证依据：验证通过 — `make check` passed", ZH.format(GoalPanelState.of(
                GoalViews.completed("`make check` passed", last)).certified()), "other recorded evidence stays as written");
    }

    @Test
    void noGoalIsTheEmptyState() {
        assertEquals(new GoalPanelState(false, "", Message.of("goal.badge.none"), GoalBadge.Tone.NONE, Message.NONE,
                0, Message.NONE, Message.NONE, Message.NONE, Message.NONE), GoalPanelState.of(GoalViews.none()));
        assertEquals(GoalPanelState.EMPTY, GoalPanelState.of(null));
        assertEquals("无目标", ZH.format(GoalPanelState.EMPTY.badge()));
    }
}
