// The small TextDecoder the bundle hands the engine's glue where the sandbox has none
// (web/roll20-mod/text-decoder.js), against Node's own on the same bytes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SmallTextDecoder } from '../../roll20-mod/text-decoder.js';

const node8 = new globalThis.TextDecoder('utf-8');

test('UTF-8: ASCII, two-, three- and four-byte characters, long texts, as Node decodes them', () => {
  const small = new SmallTextDecoder('utf8');
  for (const text of [
    '',
    'plain',
    '12×8 grid — 5 ft',
    'Göblin ☃ 𝔉ootwork 😀',
    'x'.repeat(10000) + '×'.repeat(5000) + '😀'.repeat(3000),
  ]) {
    const bytes = new TextEncoder().encode(text);
    assert.equal(small.decode(bytes), text);
    assert.equal(small.decode(bytes.subarray(0)), node8.decode(bytes));
  }
});

test('ill-formed UTF-8 becomes U+FFFD, as Node has it', () => {
  const small = new SmallTextDecoder('utf8');
  for (const bytes of [
    [0xff],
    [0xc3],
    [0xe2, 0x82],
    [0x80, 0x41],
    [0xf0, 0x9f, 0x98],
    [0xc0, 0xaf],
    [0x41, 0xe2, 0x41],
    [0xed, 0xa0, 0x80],
    [0xf4, 0x90, 0x80, 0x80],
    [0xe0, 0x80, 0x80],
    [0xf5, 0x80],
  ]) {
    const b = new Uint8Array(bytes);
    assert.equal(small.decode(b), node8.decode(b), JSON.stringify(bytes));
  }
});

test('UTF-16LE, as the glue asks for it', () => {
  const text = 'Wand ☃ 𝔉';
  const b = new Uint8Array(text.length * 2);
  for (let i = 0; i < text.length; i++) {
    b[2 * i] = text.charCodeAt(i) & 0xff;
    b[2 * i + 1] = text.charCodeAt(i) >> 8;
  }
  assert.equal(new SmallTextDecoder('utf-16le').decode(b), text);
});
