package dev.ralphdesk.ralph.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.ralphdesk.core.json.Json;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReportValidatorTest {
    private final ReportValidator validator = new ReportValidator(16384);

    private static JsonNode json(String text) throws Exception {
        return Json.parse(text.replace('\'', '"'));
    }

    @Test
    void validReportsOfEachStatusAreAcceptedAndTrimmed() throws Exception {
        assertEquals(RalphRoundReport.continuing("did a", List.of(), List.of("do b")),
                validator.validate(json("{'status':'continue','summary':'  did a ','evidence':[],'nextSteps':[' do b'],'blocker':null}")));
        assertEquals(RalphRoundReport.complete("done", List.of("mvn test passed")),
                validator.validate(json("{'status':'complete','summary':'done','evidence':['mvn test passed'],'nextSteps':[],'blocker':null}")));
        assertEquals(RalphRoundReport.blocked("stuck", List.of(), "needs an API key"),
                validator.validate(json("{'status':'blocked','summary':'stuck','evidence':[],'nextSteps':[],'blocker':'needs an API key'}")));
    }

    @Test
    void everyBrokenRuleIsRefusedWithTheRuleNamed() throws Exception {
        record Case(String report, String expected) {
        }
        List<Case> cases = List.of(
                new Case("[]", "must be a JSON object"),
                new Case("{'status':'continue','summary':'s','evidence':[],'nextSteps':['n']}", "missing [blocker]"),
                new Case("{'status':'continue','summary':'s','evidence':[],'nextSteps':['n'],'blocker':null,'x':1}",
                        "unexpected [x]"),
                new Case("{'status':'done','summary':'s','evidence':[],'nextSteps':['n'],'blocker':null}",
                        "status must be continue, complete or blocked"),
                new Case("{'status':'continue','summary':'   ','evidence':[],'nextSteps':['n'],'blocker':null}",
                        "summary must not be empty"),
                new Case("{'status':'continue','summary':7,'evidence':[],'nextSteps':['n'],'blocker':null}",
                        "summary must be a string"),
                new Case("{'status':'continue','summary':'s','evidence':'x','nextSteps':['n'],'blocker':null}",
                        "evidence must be an array of strings"),
                new Case("{'status':'continue','summary':'s','evidence':[1],'nextSteps':['n'],'blocker':null}",
                        "item 0 is not a string"),
                new Case("{'status':'continue','summary':'s','evidence':[' '],'nextSteps':['n'],'blocker':null}",
                        "evidence[0] must not be empty"),
                new Case("{'status':'continue','summary':'s','evidence':[],'nextSteps':[],'blocker':null}",
                        "a continue report needs at least one next step"),
                new Case("{'status':'continue','summary':'s','evidence':[],'nextSteps':['n'],'blocker':'b'}",
                        "a continue report has no blocker"),
                new Case("{'status':'complete','summary':'s','evidence':[],'nextSteps':[],'blocker':null}",
                        "a complete report needs evidence"),
                new Case("{'status':'complete','summary':'s','evidence':['e'],'nextSteps':['n'],'blocker':null}",
                        "a complete report has no next steps"),
                new Case("{'status':'complete','summary':'s','evidence':['e'],'nextSteps':[],'blocker':'b'}",
                        "a complete report has no blocker"),
                new Case("{'status':'blocked','summary':'s','evidence':[],'nextSteps':[],'blocker':null}",
                        "a blocked report needs a blocker"),
                new Case("{'status':'blocked','summary':'s','evidence':[],'nextSteps':[],'blocker':'  '}",
                        "blocker must not be empty"));
        for (Case c : cases) {
            InvalidReportException e = assertThrows(InvalidReportException.class, () -> validator.validate(json(c.report())),
                    c.report());
            assertTrue(e.getMessage().contains(c.expected()), c.report() + " -> " + e.getMessage());
        }
    }

    @Test
    void oversizedReportIsRefusedWithItsSizeAndNeverTruncated() {
        RalphRoundReport report = RalphRoundReport.continuing("x".repeat(100), List.of(), List.of("next"));
        int size = ReportValidator.size(report);
        ReportValidator tight = new ReportValidator(size - 1);

        InvalidReportException e = assertThrows(InvalidReportException.class,
                () -> tight.validate(ReportValidator.toJson(report)));

        assertTrue(e.getMessage().contains("is " + size + " characters as JSON, more than the limit of " + (size - 1)),
                e.getMessage());
        assertTrue(e.getMessage().contains("never truncated"));
        assertEquals(report, new ReportValidator(size).validate(ReportValidator.toJson(report)), "exactly the limit fits");
    }

    @Test
    void theCanonicalFormCarriesAllFiveKeysAndRoundTrips() {
        RalphRoundReport report = RalphRoundReport.continuing("s", List.of("e"), List.of("n"));
        assertEquals("{\"status\":\"continue\",\"summary\":\"s\",\"evidence\":[\"e\"],\"nextSteps\":[\"n\"],\"blocker\":null}",
                ReportValidator.serialize(report));
        assertEquals(report, validator.validate(ReportValidator.toJson(report)));
    }
}
