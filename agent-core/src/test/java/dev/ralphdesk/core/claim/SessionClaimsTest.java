package dev.ralphdesk.core.claim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ralphdesk.core.session.SessionId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** One claim per session: who holds it, refusals naming the holder, releases and what listeners hear. */
class SessionClaimsTest {
    private static final SessionId A = new SessionId("a");
    private static final SessionId B = new SessionId("b");
    private final SessionClaims claims = new SessionClaims();

    @Test
    void aSecondClaimOfTheSameSessionIsRefusedNamingTheHolder() {
        SessionClaim run = new SessionClaim(A, "ralph", "Ralph run 1b2c3d4e");
        claims.claim(run);

        SessionBusyException busy = assertThrows(SessionBusyException.class,
                () -> claims.claim(new SessionClaim(A, "goal", "goal rounds")));

        assertEquals(run, busy.holder());
        assertEquals("the session is busy with Ralph run 1b2c3d4e", busy.getMessage());
        assertEquals(Optional.empty(), claims.tryClaim(new SessionClaim(A, "ralph", "Ralph run 2")));
    }

    @Test
    void sessionsAreClaimedIndependently() {
        claims.claim(new SessionClaim(A, "ralph", "Ralph run 1"));

        assertTrue(claims.tryClaim(new SessionClaim(B, "goal", "goal rounds")).isPresent());
        assertEquals("ralph", claims.holder(A).orElseThrow().owner());
        assertEquals("goal", claims.holder(B).orElseThrow().owner());
    }

    @Test
    void heldByOtherIgnoresTheAskersOwnClaim() {
        claims.claim(new SessionClaim(A, "goal", "goal rounds"));

        assertEquals(Optional.empty(), claims.heldByOther(A, "goal"));
        assertEquals("goal rounds", claims.heldByOther(A, "ralph").orElseThrow().what());
    }

    @Test
    void releaseFreesTheSessionOnceAndALateReleaseLeavesTheNextHolderAlone() {
        HeldClaim first = claims.claim(new SessionClaim(A, "ralph", "Ralph run 1"));
        first.release();
        HeldClaim second = claims.claim(new SessionClaim(A, "goal", "goal rounds"));

        first.release();
        first.close();

        assertTrue(first.released());
        assertEquals(Optional.of(second.claim()), claims.holder(A));
        second.close();
        assertEquals(Optional.empty(), claims.holder(A));
    }

    @Test
    void listenersHearEachClaimAndEachReleaseOnceAfterTheChange() throws Exception {
        List<String> heard = new ArrayList<>();
        AutoCloseable subscription = claims.listen(new ClaimListener() {
            @Override
            public void claimed(SessionClaim claim) {
                heard.add("claimed " + claim.what() + " holder=" + claims.holder(claim.session()).map(SessionClaim::what)
                        .orElse("none"));
            }

            @Override
            public void released(SessionClaim claim) {
                heard.add("released " + claim.what() + " holder=" + claims.holder(claim.session())
                        .map(SessionClaim::what).orElse("none"));
            }
        });
        HeldClaim run = claims.claim(new SessionClaim(A, "ralph", "Ralph run 1"));
        claims.tryClaim(new SessionClaim(A, "goal", "goal rounds"));
        run.release();
        run.release();
        subscription.close();
        claims.claim(new SessionClaim(A, "goal", "goal rounds"));

        assertEquals(List.of("claimed Ralph run 1 holder=Ralph run 1", "released Ralph run 1 holder=none"), heard);
    }

    @Test
    void aFailingListenerNeitherBreaksTheClaimNorTheOtherListeners() {
        List<String> heard = new ArrayList<>();
        claims.listen(new ClaimListener() {
            @Override
            public void claimed(SessionClaim claim) {
                throw new IllegalStateException("boom");
            }
        });
        claims.listen(new ClaimListener() {
            @Override
            public void claimed(SessionClaim claim) {
                heard.add(claim.what());
            }
        });

        HeldClaim held = claims.claim(new SessionClaim(A, "ralph", "Ralph run 1"));

        assertEquals(List.of("Ralph run 1"), heard);
        assertEquals(Optional.of(held.claim()), claims.holder(A));
    }

    @Test
    void aClaimNamesItsOwnerAndWhatTheWorkIs() {
        assertThrows(IllegalArgumentException.class, () -> new SessionClaim(A, " ", "work"));
        assertThrows(IllegalArgumentException.class, () -> new SessionClaim(A, "ralph", ""));
    }
}
