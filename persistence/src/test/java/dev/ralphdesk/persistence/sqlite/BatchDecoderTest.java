package dev.ralphdesk.persistence.sqlite;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ralphdesk.core.session.DecodedEvent;
import dev.ralphdesk.core.session.EventCatalog;
import dev.ralphdesk.core.session.InputOrigin;
import dev.ralphdesk.core.session.event.UserMessage;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RejectedExecutionException;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/** Records decoded in batches come out in order and as decoded one by one, whoever decodes them. */
class BatchDecoderTest {
    private static final EventCatalog CATALOG = EventCatalog.withCoreTypes();

    @Test
    void aWorkerIsGivenTheFirstRecordsAfterSixtyFourThenBatchesTwiceAsLargeUpToFiveHundredTwelve() {
        List<Runnable> given = new ArrayList<>();
        BatchDecoder decoder = new BatchDecoder(CATALOG, given::add);
        List<Integer> givenAfter = new ArrayList<>();
        for (int seq = 1; seq <= 2_000; seq++) {
            add(decoder, seq);
            if (given.size() > givenAfter.size()) {
                givenAfter.add(seq);
            }
        }
        assertEquals(List.of(64, 192, 448, 960, 1472, 1984), givenAfter);
    }

    @Test
    void everyRecordIsVisitedInOrderAsDecodedOneByOneWhateverTheWorkersDo() throws Exception {
        List<Runnable> held = new ArrayList<>();
        List<Executor> executors = List.of(Runnable::run, held::add, task -> {
            throw new RejectedExecutionException();
        }, ForkJoinPool.commonPool());
        for (Executor executor : executors) {
            for (int count : List.of(0, 1, 63, 64, 65, 191, 192, 601, 5_000)) {
                BatchDecoder decoder = new BatchDecoder(CATALOG, executor);
                List<DecodedEvent> expected = new ArrayList<>();
                for (int seq = 1; seq <= count; seq++) {
                    add(decoder, seq);
                    expected.add(CATALOG.decode(type(seq), 1, payload(seq)));
                }
                List<Long> seqs = new ArrayList<>();
                List<DecodedEvent> visited = new ArrayList<>();
                decoder.visitInOrder((seq, time, decoded) -> {
                    seqs.add(seq);
                    visited.add(decoded);
                });
                held.forEach(Runnable::run);
                held.clear();
                assertEquals(expected, visited, executor + " " + count);
                assertEquals(LongStream.rangeClosed(1, count).boxed().toList(), seqs);
            }
        }
    }

    private static void add(BatchDecoder decoder, int seq) {
        decoder.add(seq, seq * 1_000L, type(seq), 1, payload(seq));
    }

    /** Now and then a type this build does not know. */
    private static String type(int seq) {
        return seq % 97 == 0 ? "user/unknown-kind" : UserMessage.TYPE;
    }

    /** Now and then a malformed one. */
    private static String payload(int seq) {
        return seq % 101 == 0 ? "{\"turnId\":" : CATALOG.encode(new UserMessage("t" + seq, "text " + seq, InputOrigin.human()));
    }
}
