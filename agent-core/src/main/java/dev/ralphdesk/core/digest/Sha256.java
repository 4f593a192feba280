package dev.ralphdesk.core.digest;

/**
 * SHA-256 (FIPS 180-4) of a byte array, the same digest as the JDK's {@code MessageDigest.getInstance("SHA-256")}
 * — written out because the JDK's way to it goes through its security providers: the first
 * {@code getInstance} in a process sets up the provider list and the default provider (its hundreds of service
 * entries, its random generator's class, the known object identifiers), ~5 ms of the main thread as a command
 * composes itself (the event catalog's fingerprint) and again at its exit (the checkpoint's hash). The
 * inputs hashed here are small (the catalog's names, a checkpoint), so speed does not matter beyond that.
 */
public final class Sha256 {
    private static final int[] K = {
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

    private Sha256() {
    }

    /** The 32-byte digest of {@code data}. */
    public static byte[] digest(byte[] data) {
        int[] h = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
        int[] w = new int[64];
        int whole = data.length / 64;
        for (int block = 0; block < whole; block++) {
            compress(h, w, data, block * 64);
        }
        // the rest, a 1 bit, zeros to 56 bytes mod 64, and the message's length in bits (big-endian)
        int rest = data.length - whole * 64;
        byte[] tail = new byte[rest + 9 <= 64 ? 64 : 128];
        System.arraycopy(data, whole * 64, tail, 0, rest);
        tail[rest] = (byte) 0x80;
        long bits = (long) data.length * 8;
        for (int i = 0; i < 8; i++) {
            tail[tail.length - 1 - i] = (byte) (bits >>> (8 * i));
        }
        for (int at = 0; at < tail.length; at += 64) {
            compress(h, w, tail, at);
        }
        byte[] out = new byte[32];
        for (int i = 0; i < 8; i++) {
            out[i * 4] = (byte) (h[i] >>> 24);
            out[i * 4 + 1] = (byte) (h[i] >>> 16);
            out[i * 4 + 2] = (byte) (h[i] >>> 8);
            out[i * 4 + 3] = (byte) h[i];
        }
        return out;
    }

    /** One 64-byte block of {@code bytes} from {@code at} into the state {@code h}; {@code w} is scratch. */
    private static void compress(int[] h, int[] w, byte[] bytes, int at) {
        for (int t = 0; t < 16; t++) {
            int i = at + t * 4;
            w[t] = (bytes[i] & 0xff) << 24 | (bytes[i + 1] & 0xff) << 16 | (bytes[i + 2] & 0xff) << 8
                    | (bytes[i + 3] & 0xff);
        }
        for (int t = 16; t < 64; t++) {
            int s0 = Integer.rotateRight(w[t - 15], 7) ^ Integer.rotateRight(w[t - 15], 18) ^ (w[t - 15] >>> 3);
            int s1 = Integer.rotateRight(w[t - 2], 17) ^ Integer.rotateRight(w[t - 2], 19) ^ (w[t - 2] >>> 10);
            w[t] = w[t - 16] + s0 + w[t - 7] + s1;
        }
        int a = h[0];
        int b = h[1];
        int c = h[2];
        int d = h[3];
        int e = h[4];
        int f = h[5];
        int g = h[6];
        int k = h[7];
        for (int t = 0; t < 64; t++) {
            int t1 = k + (Integer.rotateRight(e, 6) ^ Integer.rotateRight(e, 11) ^ Integer.rotateRight(e, 25))
                    + ((e & f) ^ (~e & g)) + K[t] + w[t];
            int t2 = (Integer.rotateRight(a, 2) ^ Integer.rotateRight(a, 13) ^ Integer.rotateRight(a, 22))
                    + ((a & b) ^ (a & c) ^ (b & c));
            k = g;
            g = f;
            f = e;
            e = d + t1;
            d = c;
            c = b;
            b = a;
            a = t1 + t2;
        }
        h[0] += a;
        h[1] += b;
        h[2] += c;
        h[3] += d;
        h[4] += e;
        h[5] += f;
        h[6] += g;
        h[7] += k;
    }
}
