package dev.ralphdesk.app.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class StartupClassListTest {

    @Test
    void keepsTheClassesOfTheJdkJavaFxTheApplicationAndItsLibrariesAndTheirLambdas() {
        List<String> dumped = List.of(
                "# NOTE: Do not modify this file.",
                "java/lang/Object id: 0",
                "javafx/scene/Node",
                "com/sun/javafx/css/StyleManager",
                "com/fasterxml/jackson/databind/ObjectMapper",
                "dev/ralphdesk/app/Launcher",
                "dev/ralphdesk/app/bench/StartupProbe",
                "jdk/proxy1/$Proxy0",
                "com/sun/proxy/jdk/proxy1/$Proxy1",
                "@lambda-proxy javafx/scene/Scene run ()Ljava/lang/Runnable; ()V REF_invokeVirtual x",
                "@lambda-proxy dev/ralphdesk/app/ui/UiBoot run ()Ljava/lang/Runnable; ()V REF_invokeStatic x",
                "@lambda-proxy dev/ralphdesk/app/bench/StartupProbe run ()Ljava/lang/Runnable; ()V REF_invokeStatic x",
                "@lambda-form-invoker [LF_RESOLVE] java.lang.invoke.DirectMethodHandle$Holder invokeStatic L7_L",
                "");

        assertEquals(List.of(
                "java/lang/Object id: 0",
                "javafx/scene/Node",
                "com/sun/javafx/css/StyleManager",
                "com/fasterxml/jackson/databind/ObjectMapper",
                "dev/ralphdesk/app/Launcher",
                "@lambda-proxy javafx/scene/Scene run ()Ljava/lang/Runnable; ()V REF_invokeVirtual x",
                "@lambda-proxy dev/ralphdesk/app/ui/UiBoot run ()Ljava/lang/Runnable; ()V REF_invokeStatic x",
                "@lambda-form-invoker [LF_RESOLVE] java.lang.invoke.DirectMethodHandle$Holder invokeStatic L7_L"),
                StartupClassList.filter(dumped.stream()));
    }

    @Test
    void theBundledListHoldsNoClassTheFilterDrops() throws Exception {
        try (var in = dev.ralphdesk.app.launch.ClassDataArchive.class.getResourceAsStream("startup.classlist");
                var lines = new java.io.BufferedReader(new java.io.InputStreamReader(in,
                        java.nio.charset.StandardCharsets.UTF_8)).lines()) {
            List<String> dropped = lines.filter(line -> StartupClassList.filter(java.util.stream.Stream.of(line))
                    .isEmpty()).toList();
            assertEquals(List.of(), dropped);
        }
    }
}
