// Writes the tiny PNG fixtures the image-loader tests request (test/fixtures/images/), with
// plain Node: a minimal valid PNG is a signature plus IHDR, IDAT (zlib) and IEND chunks,
// each closed by a CRC-32. Run: node scripts/make-test-images.mjs
import { deflateSync } from 'node:zlib';
import { mkdirSync, writeFileSync } from 'node:fs';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

/** A width×height RGB PNG filled with one colour. */
export function png(width, height, [r, g, b]) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, deflate, no filter, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const dir = 'test/fixtures/images';
mkdirSync(dir, { recursive: true });
// 8×6 keeps a 4:3 ratio; the loader sizes boxes from data-image-dimensions, not from these.
writeFileSync(`${dir}/photo.png`, png(8, 6, [40, 90, 160]));
// data-size-format="filename" requests photo-<width>w.png.
for (const w of [100, 300, 500, 750, 1000, 1500, 2500]) {
  writeFileSync(`${dir}/photo-${w}w.png`, png(8, 6, [40, 90, 160]));
}
