package dev.ralphdesk.app.ui.goal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.app.ui.Message;
import dev.ralphdesk.app.ui.Texts;
import dev.ralphdesk.core.session.event.VerifierEvidence;
import dev.ralphdesk.goal.domain.GoalPhase;
import dev.ralphdesk.goal.domain.GoalUsage;
import dev.ralphdesk.goal.service.GoalBadge;
import dev.ralphdesk.goal.domain.Activation;
import dev.ralphdesk.goal.domain.GoalBudgets;
import dev.ralphdesk.goal.service.GoalView;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What the goal panel shows for a view, compared as whole values and as the words of each language. */
class GoalPanelStateTest {
    private static final Texts EN = Texts.of("en");
    private static final Texts ZH = Texts.of("zh");

    @Test
    void anArmedActiveGoalShowsRoundsOfTheCapAndUsage() {
        GoalPanelState state = GoalPanelState.of(GoalViews.view(GoalPhase.ACTIVE, 3, 12, true, true));
        assertEquals(new GoalPanelState(true, "make the tests pass", Message.of("goal.badge.active"),
                GoalBadge.Tone.RUNNING, Message.of("goal.round.running", 3, 12),
                new GoalProgress(0.25, Message.of("goal.progress.rounds", 3, 12), false), Message.of("goal.armed"),
                Message.NONE, GoalPanelState.usage(GoalViews.view(GoalPhase.ACTIVE, 3, 12, true, true).usage()),
                Message.NONE, GoalPanelState.Evidence.NONE), state);
        assertEquals("Active", EN.format(state.badge()));
        assertEquals("round 3 of 12 running", EN.format(state.rounds()));
        assertEquals("3 of 12 rounds used", EN.format(state.progress().label()));
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
        assertEquals("Blocked", EN.format(state.badge()));
        assertEquals(GoalBadge.Tone.BLOCKED, state.tone());
    }

    @Test
    void aBlockedGoalSaysWhyInChinese() {
        GoalPanelState state = GoalPanelState.of(GoalViews.view(GoalPhase.BLOCKED, 3, 256, false, false));
        assertEquals("受阻", ZH.format(state.badge()));
        assertEquals("没有进展（no-progress）：three rounds, no change", ZH.format(state.blockReason()),
                "the recorded message stays as written");
        assertEquals("未启动：点击“继续”之前不会运行任何一轮", ZH.format(state.activation()));
        assertEquals("第 3 轮，共 256 轮", ZH.format(state.rounds()));
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
                GoalProgress.NONE, Message.NONE, Message.NONE, Message.NONE, Message.NONE,
                GoalPanelState.Evidence.NONE), GoalPanelState.of(GoalViews.none()));
        assertEquals(GoalPanelState.EMPTY, GoalPanelState.of(null));
        assertEquals("无目标", ZH.format(GoalPanelState.EMPTY.badge()));
    }

    @Test
    void theBadgeSaysOnlyThePhaseWordInEachPhase() {
        assertEquals(List.of("Active", "Paused", "Blocked", "Complete"), List.of(GoalPhase.ACTIVE, GoalPhase.PAUSED,
                GoalPhase.BLOCKED, GoalPhase.COMPLETE).stream()
                .map(phase -> EN.format(GoalPanelState.of(GoalViews.view(phase, 2, 256, false, false)).badge())).toList());
        assertEquals("round 2 of 256", EN.format(GoalPanelState.of(GoalViews.view(GoalPhase.PAUSED, 2, 256, false,
                false)).rounds()));
    }

    @Test
    void theProgressBarMeasuresTheLimitNearestItsEnd() {
        GoalView tokens = new GoalView(GoalViews.SESSION, GoalViews.goal(GoalPhase.ACTIVE, 256,
                new GoalBudgets(2_000L, null, null)), 2, new GoalUsage(1_700, 0, false, Duration.ofSeconds(5)),
                Activation.ARMED, null, false, null);
        GoalProgress progress = GoalPanelState.of(tokens).progress();
        assertEquals(0.85, progress.fraction(), 1e-9);
        assertEquals("85% of the token budget used", EN.format(progress.label()));
        assertEquals("已用 token 预算的 85%", ZH.format(progress.label()));
        assertTrue(progress.budget(), "the bar measures a budget, named under it");

        GoalView time = new GoalView(GoalViews.SESSION, GoalViews.goal(GoalPhase.ACTIVE, 4,
                new GoalBudgets(1_000_000L, null, 3_600L)), 3, new GoalUsage(10, 0, false, Duration.ofSeconds(60)),
                Activation.ARMED, null, false, null);
        assertEquals(new GoalProgress(0.75, Message.of("goal.progress.rounds", 3, 4), false),
                GoalPanelState.of(time).progress(), "the rounds are nearer their cap than the time or tokens");
    }

    @Test
    void failedLastEvidenceReadsAsFailedAndPassedAsPassed() {
        VerifierEvidence failed = new VerifierEvidence("shell", "c1", "sh test.sh", false, 1, "", Instant.EPOCH, false);
        GoalView view = new GoalView(GoalViews.SESSION, GoalViews.goal(GoalPhase.ACTIVE, 256, GoalBudgets.none()), 1,
                GoalUsage.ZERO, Activation.ARMED, failed, false, null);
        GoalPanelState state = GoalPanelState.of(view);
        assertEquals(GoalPanelState.Evidence.FAILED, state.evidence());
        assertEquals("Last evidence: `sh test.sh` failed (exit 1)", EN.format(state.certified()));
        assertEquals(GoalPanelState.Evidence.PASSED,
                GoalPanelState.of(GoalViews.view(GoalPhase.COMPLETE, 3, 256, false, false)).evidence());
    }
}
