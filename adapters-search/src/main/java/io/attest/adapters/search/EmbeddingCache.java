package io.attest.adapters.search;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.Map;

/**
 * Vectors already computed, by text, kept in one file next to the index so that a rebuild
 * ({@code clear()} then indexing everything again) does not pay for the model twice: embedding
 * costs about a hundred times more than indexing the text.
 *
 * <p>The file is a sequence of fixed-size records: the first 16 bytes of the SHA-256 of the text
 * (UTF-8), then the vector as little-endian floats. Appending is the only write; a record cut
 * short by a crash is dropped when the file is opened. The map from key to record lives on the
 * heap (about 90 bytes per entry); vectors are read from the file (the page cache) when needed.
 * The file only grows: entries of texts that are no longer indexed stay until the file is
 * deleted (safe at any time — it is a cache).
 */
final class EmbeddingCache implements AutoCloseable {

    private static final int KEY_BYTES = 16;
    private static final int RECORD_BYTES = KEY_BYTES + MiniLmEmbedder.DIMENSIONS * Float.BYTES;

    private record Key(long high, long low) {
    }

    private final FileChannel channel;
    private final Map<Key, Long> records = new HashMap<>();
    private long count;

    private EmbeddingCache(FileChannel channel) {
        this.channel = channel;
    }

    static EmbeddingCache open(Path file) {
        try {
            FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
                    StandardOpenOption.WRITE);
            EmbeddingCache cache = new EmbeddingCache(channel);
            cache.load();
            return cache;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open the embedding cache " + file, e);
        }
    }

    private void load() throws IOException {
        long whole = channel.size() / RECORD_BYTES;
        channel.truncate(whole * RECORD_BYTES);
        ByteBuffer keys = ByteBuffer.allocate(KEY_BYTES);
        for (long i = 0; i < whole; i++) {
            keys.clear();
            readFully(keys, i * RECORD_BYTES);
            keys.flip();
            records.put(new Key(keys.getLong(), keys.getLong()), i);
        }
        count = whole;
    }

    /** The stored vector of the text, or {@code null}. */
    float[] get(String text) {
        Long record;
        synchronized (this) {
            record = records.get(key(text));
        }
        if (record == null) {
            return null;
        }
        ByteBuffer buffer = ByteBuffer.allocate(MiniLmEmbedder.DIMENSIONS * Float.BYTES).order(ByteOrder.LITTLE_ENDIAN);
        try {
            readFully(buffer, record * RECORD_BYTES + KEY_BYTES);
        } catch (IOException e) {
            return null; // a cache that cannot be read is a miss
        }
        buffer.flip();
        float[] vector = new float[MiniLmEmbedder.DIMENSIONS];
        buffer.asFloatBuffer().get(vector);
        return vector;
    }

    synchronized void put(String text, float[] vector) {
        Key key = key(text);
        if (records.containsKey(key)) {
            return;
        }
        ByteBuffer buffer = ByteBuffer.allocate(RECORD_BYTES).order(ByteOrder.LITTLE_ENDIAN);
        buffer.order(ByteOrder.BIG_ENDIAN).putLong(key.high()).putLong(key.low()).order(ByteOrder.LITTLE_ENDIAN);
        buffer.asFloatBuffer().put(vector);
        buffer.position(RECORD_BYTES).flip();
        try {
            long position = count * RECORD_BYTES;
            while (buffer.hasRemaining()) {
                position += channel.write(buffer, position);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the embedding cache", e);
        }
        records.put(key, count++);
    }

    synchronized int size() {
        return records.size();
    }

    /** Makes the appended records durable. */
    void force() {
        try {
            channel.force(false);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot sync the embedding cache", e);
        }
    }

    @Override
    public void close() {
        try {
            channel.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot close the embedding cache", e);
        }
    }

    private void readFully(ByteBuffer buffer, long position) throws IOException {
        while (buffer.hasRemaining()) {
            int read = channel.read(buffer, position);
            if (read < 0) {
                throw new IOException("embedding cache shorter than expected");
            }
            position += read;
        }
    }

    private static Key key(String text) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            ByteBuffer bytes = ByteBuffer.wrap(digest);
            return new Key(bytes.getLong(), bytes.getLong());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every JDK", e);
        }
    }
}
