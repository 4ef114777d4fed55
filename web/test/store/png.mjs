// The width and height of a PNG file, from its IHDR chunk (PNG specification, section 11.2.2).
import { readFileSync } from 'node:fs';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngSize(file) {
  const b = readFileSync(file);
  if (b.length < 24 || !b.subarray(0, 8).equals(SIGNATURE) || b.toString('ascii', 12, 16) !== 'IHDR')
    throw new Error(`${file} is not a PNG`);
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}
