// The facing lines the calculator draws on hex grids (web/calculator/js/map/hex-facing.js), in Node
// against the engine: for every one of the twelve facings in all four layouts, each hex whose centre
// lies off both lines is in the arc the engine letters it with: between the two lines on the side
// faced, front ("F"); on the other side of both, rear ("B"); else a side arc ("L" or "R"). A hex
// whose centre lies on a line is cut through its centre ("exactly half lies on either side",
// docs/rules/hex.md "Facing on hexes") and takes the tie rule, so it is not judged by the lines.
import test from 'node:test';
import assert from 'node:assert/strict';
import { library } from '../harness.mjs';
import { facingLines, facingRays } from '../../calculator/js/map/hex-facing.js';
import { offsetToCube } from '../../shim/index.js';

const LAYOUTS = [
  ['flat', 'odd'],
  ['flat', 'even'],
  ['pointy', 'odd'],
  ['pointy', 'even'],
];
const FACINGS = {
  flat: ['north', 'ne-north', 'ne', 'se-ne', 'se', 'south-se', 'south', 'sw-south', 'sw', 'nw-sw', 'nw', 'north-nw'],
  pointy: ['east', 'se-east', 'se', 'sw-se', 'sw', 'west-sw', 'west', 'nw-west', 'nw', 'ne-nw', 'ne', 'east-ne'],
};
const N = 9;
const cross = (a, b) => a[0] * b[1] - a[1] * b[0];
const sign = (v) => (Math.abs(v) < 1e-9 ? 0 : Math.sign(v));

for (const [orientation, offset] of LAYOUTS)
  test(`${orientation}-${offset}: the twelve facings' lines bound the engine's arcs`, async () => {
    const { load } = await library();
    const fw = await load();
    const layout = { orientation, offset };
    const scene = fw.loadScene({
      ruleset: '5e-fine',
      grid: { type: 'hex', orientation, offset, width: N, height: N, cellFeet: 5 },
      creatures: [{ id: 'f', position: [4, 4] }],
    });
    const [cq, cr] = offsetToCube(layout, [4, 4]);
    for (const facing of FACINGS[orientation]) {
      const r = scene.query({ query: 'facing', creature: 'f', facing });
      const lines = facingLines(layout, [4, 4], facing, 20);
      assert.equal(lines.length, 2, facing);
      // Both lines run through the creature's centre.
      for (const l of lines) {
        assert.ok(Math.abs((l.from[0] + l.to[0]) / 2 - cq) < 1e-9 && Math.abs((l.from[1] + l.to[1]) / 2 - cr) < 1e-9);
      }
      const rays = facingRays(orientation, facing);
      // The way faced: the sum of the two rays (between them, on the side faced).
      const f = [rays[0][0] + rays[1][0], rays[0][1] + rays[1][1]];
      const front = rays.map((ray) => sign(cross(ray, f)));
      let judged = 0;
      for (let y = 0; y < N; y++)
        for (let x = 0; x < N; x++) {
          const letter = r.arcs[y][x];
          if (letter === '@') continue;
          const [q, rr] = offsetToCube(layout, [x, y]);
          const p = [q - cq, rr - cr];
          const s = rays.map((ray) => sign(cross(ray, p)));
          if (s.includes(0)) continue; // cut through its centre: the tie rule's
          const arc =
            s[0] === front[0] && s[1] === front[1] ? 'F' : s[0] === -front[0] && s[1] === -front[1] ? 'B' : 'side';
          assert.equal(letter === 'L' || letter === 'R' ? 'side' : letter, arc, `${facing}: [${x}, ${y}]`);
          judged++;
        }
      assert.ok(judged > 40, `${facing}: most hexes judged (${judged})`);
    }
    scene.delete();
  });
