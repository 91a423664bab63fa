import { fromBuffer, type ZipFile } from "yauzl";

/** Every entry of a ZIP archive, in archive order, with its bytes. */
export async function unzip(archive: Buffer): Promise<{ name: string; data: Buffer; compressed: boolean }[]> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    fromBuffer(archive, { lazyEntries: true }, (err, z) => (err ? reject(err) : resolve(z!))),
  );
  const entries: { name: string; data: Buffer; compressed: boolean }[] = [];
  await new Promise<void>((resolve, reject) => {
    zip.on("error", reject);
    zip.on("end", () => resolve());
    zip.on("entry", (entry) => {
      zip.openReadStream(entry, async (err, stream) => {
        if (err) return reject(err);
        const chunks: Buffer[] = [];
        for await (const c of stream!) chunks.push(c as Buffer);
        entries.push({
          name: entry.fileName,
          data: Buffer.concat(chunks),
          compressed: entry.compressionMethod !== 0,
        });
        zip.readEntry();
      });
    });
    zip.readEntry();
  });
  return entries;
}
