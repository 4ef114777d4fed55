// A creature's size from its token's extent (web/shim/token-size.js sizeForExtent), the one reading
// every host calls (web/roll20 roll20Token, Owlbear's scene-map.js, the example adapter), against the
// engine's own size tables.
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { library } from '../harness.mjs';
import { sizeForExtent } from '../../shim/index.js';

let tables;
before(async () => {
  const { load } = await library();
  const footwork = await load();
  tables = Object.fromEntries(footwork.rulesets().map((r) => [r.id, r.sizes]));
});

test('5e: 1 square medium (not small, which shares 5 ft), 2 large, 3 huge, 4 gargantuan, half a square tiny', () => {
  const sizes = tables.sw5e;
  assert.deepEqual(
    [0.5, 1, 2, 3, 4, 6].map((n) => sizeForExtent(n, 5, sizes)),
    ['tiny', 'medium', 'large', 'huge', 'gargantuan', 'gargantuan'],
  );
  // The same extent in feet on 10-ft squares: 1 square is 10 ft, large.
  assert.equal(sizeForExtent(1, 10, sizes), 'large');
  // Between two spaces: the nearer (1.4 squares = 7 ft is nearer medium's 5 ft than large's 10 ft).
  assert.equal(sizeForExtent(1.4, 5, sizes), 'medium');
  assert.equal(sizeForExtent(1.6, 5, sizes), 'large');
});

test('each ruleset’s own table: every size’s own space reads back as that size (medium among equals)', () => {
  for (const [id, sizes] of Object.entries(tables)) {
    for (const s of sizes) {
      const same = sizes.filter((o) => Math.abs(o.spaceFeet - s.spaceFeet) < 1e-9).map((o) => o.size);
      const want = same.includes('medium') ? 'medium' : same[0];
      assert.equal(sizeForExtent(s.spaceFeet / 5, 5, sizes), want, `${id} ${s.size}`);
    }
  }
});

test('no table, or no number: medium', () => {
  assert.equal(sizeForExtent(2, 5, []), 'medium');
  assert.equal(sizeForExtent(NaN, 5, tables.sw5e), 'medium');
  assert.equal(sizeForExtent(Infinity, 5, tables.sw5e), 'medium');
});
