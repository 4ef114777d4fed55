// The TextDecoder the engine's Emscripten glue uses to turn its answers (UTF-8 JSON text) into
// strings, injected by build.mjs in place of the global name: the sandbox's own when it has one,
// else this decoder. Without any, Emscripten 3.1.6 decodes byte by byte, which was about a tenth of a
// move's time on the replica (a vm context has no TextDecoder). The bundle still defines no global.
// Only what the glue asks for: decode() of a Uint8Array, as "utf8" or "utf-16le"; ill-formed UTF-8
// (which the engine never writes) becomes U+FFFD.

const CHUNK = 4096; // String.fromCharCode.apply takes this many code units at a time safely

class SmallTextDecoder {
  constructor(label = 'utf-8') {
    this.utf16 = /16/.test(String(label));
  }

  /** @param {Uint8Array | ArrayBufferView | ArrayBuffer | any} [input] what the engine's glue hands over */
  decode(input = new Uint8Array(0)) {
    const b =
      input instanceof Uint8Array
        ? input
        : new Uint8Array(input.buffer ?? input, input.byteOffset ?? 0, input.byteLength);
    const units = new Uint16Array(CHUNK + 2);
    let out = '';
    let n = 0;
    const flush = () => {
      out += Reflect.apply(String.fromCharCode, null, units.subarray(0, n));
      n = 0;
    };
    if (this.utf16) {
      for (let i = 0; i + 1 < b.length; i += 2) {
        units[n++] = b[i] | (b[i + 1] << 8);
        if (n >= CHUNK) flush();
      }
      flush();
      return out;
    }
    // The WHATWG decoder's steps: a lead byte says how many continuation bytes follow and their
    // first one's range; a sequence cut short is one U+FFFD and the byte that cut it is read again.
    for (let i = 0; i < b.length;) {
      const c = b[i++];
      let cp = c;
      if (c >= 0x80) {
        let need = 0;
        let lower = 0x80;
        let upper = 0xbf;
        if (c >= 0xc2 && c <= 0xdf) ((need = 1), (cp = c & 0x1f));
        else if (c >= 0xe0 && c <= 0xef) {
          need = 2;
          cp = c & 0x0f;
          if (c === 0xe0) lower = 0xa0;
          if (c === 0xed) upper = 0x9f;
        } else if (c >= 0xf0 && c <= 0xf4) {
          need = 3;
          cp = c & 0x07;
          if (c === 0xf0) lower = 0x90;
          if (c === 0xf4) upper = 0x8f;
        }
        let k = 0;
        while (k < need && i < b.length && b[i] >= lower && b[i] <= upper) {
          cp = (cp << 6) | (b[i++] & 0x3f);
          lower = 0x80;
          upper = 0xbf;
          k += 1;
        }
        if (need === 0 || k < need) cp = 0xfffd;
      }
      if (cp > 0xffff) {
        cp -= 0x10000;
        units[n++] = 0xd800 | (cp >> 10);
        units[n++] = 0xdc00 | (cp & 0x3ff);
      } else units[n++] = cp;
      if (n >= CHUNK) flush();
    }
    flush();
    return out;
  }
}

const native =
  typeof globalThis === 'object' && typeof globalThis.TextDecoder === 'function' ? globalThis.TextDecoder : undefined;

export { SmallTextDecoder };
export const TextDecoder = native ?? SmallTextDecoder;
