// Share links: `#scene=` + base64url(deflate-raw(scene JSON)), with the browser's own
// CompressionStream / DecompressionStream (no library, nothing fetched).
const PREFIX = '#scene=';

async function pipe(bytes, stream) {
  const out = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

function toBase64url(bytes) {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('it has characters a base64url text cannot have');
  const b = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4));
  const bytes = new Uint8Array(b.length);
  for (let i = 0; i < b.length; i++) bytes[i] = b.charCodeAt(i);
  return bytes;
}

/** The fragment for a scene. */
export async function encodeScene(scene) {
  const bytes = new TextEncoder().encode(JSON.stringify(scene));
  return PREFIX + toBase64url(await pipe(bytes, new CompressionStream('deflate-raw')));
}

/** The fragment's scene JSON text, null when the fragment holds none; throws with a reason on a bad link. */
export async function decodeFragment(hash) {
  if (!hash || !hash.startsWith(PREFIX)) return null;
  const bytes = fromBase64url(hash.slice(PREFIX.length));
  let raw;
  try {
    raw = await pipe(bytes, new DecompressionStream('deflate-raw'));
  } catch (e) {
    throw new Error('its data is not deflate-compressed (the link may be cut short)');
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(raw);
}
