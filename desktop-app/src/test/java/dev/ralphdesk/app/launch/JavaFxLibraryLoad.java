package dev.ralphdesk.app.launch;

import com.sun.glass.utils.NativeLibLoader;

/**
 * A JVM that loads JavaFX's native libraries named as arguments, as the toolkit's start does
 * ({@code glass}, {@code prism_sw}, ...), for {@code JavaFxNativeLibrariesIT}.
 */
public final class JavaFxLibraryLoad {
    private JavaFxLibraryLoad() {
    }

    public static void main(String[] args) {
        for (String library : args) {
            NativeLibLoader.loadLibrary(library);
        }
    }
}
