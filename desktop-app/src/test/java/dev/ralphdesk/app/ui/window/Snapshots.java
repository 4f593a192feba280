package dev.ralphdesk.app.ui.window;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javax.imageio.ImageIO;
import org.testfx.util.WaitForAsyncUtils;

/** PNGs of what a window test shows, saved only when {@code -Dui.snapshots=DIR} is given (for looking at it). */
final class Snapshots {
    private Snapshots() {
    }

    /**
     * Takes the image on the FX thread once its queued events ran, and saves it as {@code DIR/name.png};
     * does nothing without the property.
     */
    static void save(Callable<WritableImage> take, String name) throws Exception {
        String folder = System.getProperty("ui.snapshots");
        if (folder == null || folder.isBlank()) {
            return;
        }
        WaitForAsyncUtils.waitForFxEvents(); // what the last layout pass left, not a frame before it
        WritableImage image = WaitForAsyncUtils.asyncFx(take).get();
        int width = (int) image.getWidth();
        int height = (int) image.getHeight();
        BufferedImage out = new BufferedImage(width, height, BufferedImage.TYPE_INT_ARGB);
        PixelReader pixels = image.getPixelReader();
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                out.setRGB(x, y, pixels.getArgb(x, y));
            }
        }
        Files.createDirectories(Path.of(folder));
        ImageIO.write(out, "png", Path.of(folder, name + ".png").toFile());
    }
}
