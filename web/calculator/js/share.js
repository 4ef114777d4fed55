// Share links: `#scene=` + base64url(deflate-raw(scene JSON)), with the browser's own
// CompressionStream / DecompressionStream (no library, nothing fetched). A link is hostile input: its
// length is bounded before it is decoded, and it is inflated a slice at a time with a byte counter
// that stops at SHARE_LIMITS.sceneBytes, so a small link cannot expand into gigabytes (deflate
// reaches about 1000:1) and crash the tab (issue 29).
import { MAX_SCENE_BYTES } from './store.js';

const PREFIX = '#scene=';

export const SHARE_LIMITS = Object.freeze({
  // Chromium keeps addresses up to 2 MiB; a longer fragment cannot have come from a Share link.
  linkChars: 2 * 1024 * 1024,
  // The engine's own request limit (store.js): no bigger scene could load.
  sceneBytes: MAX_SCENE_BYTES,
  // Compressed bytes fed to the inflater at a time: at deflate's ratio a slice yields about 1 MiB,
  // so the counter stops the expansion within about 1 MiB of the limit.
  sliceBytes: 1024,
});

const mib = (/** @type {number} */ n) => `${Math.round(n / (1024 * 1024))} MiB`;

/** @param {Uint8Array<ArrayBuffer>} bytes @param {CompressionStream | DecompressionStream} stream */
async function pipe(bytes, stream) {
  const out = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

/** @param {Uint8Array} bytes */
function toBase64url(bytes) {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** @param {string} text */
function fromBase64url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('it has characters a base64url text cannot have');
  if (text.length % 4 === 1) throw new Error('its base64url text has a length no encoding gives (it may be cut short)');
  const b = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4));
  const bytes = new Uint8Array(b.length);
  for (let i = 0; i < b.length; i++) bytes[i] = b.charCodeAt(i);
  return bytes;
}

/** The fragment for a scene. @param {unknown} scene */
export async function encodeScene(scene) {
  const bytes = new TextEncoder().encode(JSON.stringify(scene));
  return PREFIX + toBase64url(await pipe(bytes, new CompressionStream('deflate-raw')));
}

// Inflates `bytes` a slice at a time (a pull source: the next slice goes in only when the output
// has been read), counting the output; past `limit` bytes it stops and throws.
/** @param {Uint8Array} bytes @param {number} limit @param {number} slice */
async function inflateBounded(bytes, limit, slice) {
  let at = 0;
  const source = new ReadableStream(
    {
      pull(controller) {
        if (at >= bytes.length) controller.close();
        else {
          controller.enqueue(bytes.subarray(at, at + slice));
          at += slice;
        }
      },
    },
    { highWaterMark: 0 },
  );
  const reader = source.pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const chunks = [];
  let total = 0;
  for (;;) {
    let step;
    try {
      step = await reader.read();
    } catch (e) {
      throw new Error('its data is not deflate-compressed (the link may be cut short)');
    }
    if (step.done) break;
    total += step.value.length;
    if (total > limit) {
      reader.cancel().catch(() => {});
      throw new Error(`its scene is larger than ${mib(limit)} once expanded, more than any scene the engine takes`);
    }
    chunks.push(step.value);
  }
  const out = new Uint8Array(total);
  let o = 0;
  for (const c of chunks) {
    out.set(c, o);
    o += c.length;
  }
  return out;
}

/** The fragment's scene JSON text, null when the fragment holds none; throws with a reason on a bad link. */
/** @param {unknown} hash @param {typeof SHARE_LIMITS} [limits] */
export async function decodeFragment(hash, limits = SHARE_LIMITS) {
  if (typeof hash !== 'string' || !hash.startsWith(PREFIX)) return null;
  const body = hash.length - PREFIX.length;
  if (body > limits.linkChars)
    throw new Error(
      `it is ${body.toLocaleString('en')} characters long; a share link holds at most ${limits.linkChars.toLocaleString('en')}`,
    );
  const bytes = fromBase64url(hash.slice(PREFIX.length));
  const raw = await inflateBounded(bytes, limits.sceneBytes, limits.sliceBytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch (e) {
    throw new Error('its scene is not UTF-8 text');
  }
}
