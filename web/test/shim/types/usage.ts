// Compiled with `tsc --noEmit -p test/shim/types` (scripts/test.d/26-extension.sh) to check the shim's
// hand-written typings (web/shim/index.d.ts) against how a VTT adapter uses it. The lines marked
// as expected errors must stay errors.
import { load } from '../../../lib/index.js';
import {
  Session,
  HostScene,
  Movement,
  rulesetsOf,
  pixelGrid,
  centreToCell,
  mergeEdges,
  edgeChanges,
  polylineEdges,
  edgesToWalls,
  type MoveAnnotation,
  type BandClass,
  type ErrorAnnotation,
  hexGrid,
  hexAnchorToCentre,
  hexCentreToAnchor,
} from '../../../shim/index.js';
import { roll20Grid, roll20Token, roll20Barriers } from '../../../roll20/index.js';

async function main(): Promise<void> {
  const footwork = await load();
  const grid = pixelGrid({ cellPx: 50, cellFeet: 5 });
  const session = new Session(footwork, {
    scene: {
      ruleset: 'sw5e',
      grid: { width: 10, height: 6 },
      creatures: [{ id: 'hero', position: [0, 0], speeds: { walk: 30 } }],
    },
    names: { hero: 'Hero' },
  });
  const area = session.beginDrag('hero');
  if (area.kind === 'reachable') for (const p of area.places) console.log(p.cell, p.band satisfies BandClass, p.total);
  const a = session.dragTo('hero', { waypoints: [centreToCell(grid, 75, 25)], current: centreToCell(grid, 125, 75) });
  if (a.kind === 'error') console.warn(a.code, a.path, a.message);
  else {
    const m: MoveAnnotation = a;
    for (const c of m.cells) console.log(c.cell, c.cost, c.total, c.band, c.illegal?.message);
    for (const w of m.attacks) console.log(`${w.name} at ${w.at}`);
    console.log(m.summary);
  }
  const end = session.endDrag('hero', { current: [1, 1] });
  console.log(end.kind, session.spent('hero').feet, session.spent('hero').diagonals);
  const { drag } = session.undo('hero');
  console.log(drag?.feet);
  session.newTurn();
  const err = session.paint([[0, 0]], '#');
  if (err) console.log(err.code);
  const { grid: g2, problems } = roll20Grid({
    width: 10,
    height: 10,
    snapping_increment: 1,
    scale_number: 5,
    scale_units: 'ft',
  });
  const t = roll20Token({ id: 'x', left: 35, top: 35, width: 70, height: 70 }, g2, { speed: 30 });
  console.log(t.spec.position, problems.length);
  // Walls: Roll20 objects → cell edges → the engine.
  const barriers = roll20Barriers(
    [
      {
        id: 'w',
        type: 'door',
        x: 70,
        y: 0,
        isOpen: false,
        path: { handle0: { x: 0, y: 0 }, handle1: { x: 0, y: -70 } },
      },
    ],
    g2,
  );
  const edges = mergeEdges(barriers);
  for (const c of edgeChanges(new Map(), edges)) session.setEdge(c.a, c.b, c.kind);
  const keys: Set<string> = polylineEdges(g2, [
    [140, 0],
    [140, 210],
  ]);
  console.log(keys.size, edgesToWalls(edges).length);
  // Scene sync: a page at once, then only what changed.
  const problems2: ErrorAnnotation[] = session.loadMap({
    ruleset: 'sw5e',
    grid: { width: 10, height: 10, cellFeet: 5 },
    tokens: [{ id: 'hero', name: 'Hero', position: [0, 0], speeds: { walk: 30 } }],
    terrain: [{ id: 'mud', cells: [[2, 2]], terrain: { difficult: 1 } }],
    barriers: barriers.map((x) => ({ id: x.id, kind: x.kind, edges: x.edges })),
  });
  console.log(
    problems2.length,
    session.syncTokens([]).length,
    session.upsertBarrier({ id: 'd', kind: 'door-open', edges: new Set<string>() }).length,
  );
  const best = session.bestPath('hero', [3, 3]);
  if (best.kind === 'move') console.log(best.search.status, best.total);
  const r = session.query({ query: 'distance', from: 'hero', to: 'hero' });
  if (r.kind === 'result') console.log(r.result);
  // The engine's answers ride with the annotations, typed by the protocol (web/lib/protocol.d.ts).
  if (best.kind === 'move') console.log(best.result.steps.length, best.search.result.status);
  const reach = session.reachable('hero', { mode: 'walk' });
  if (reach.kind === 'reachable') console.log(reach.result.count, reach.places.length);
  if (r.kind === 'result') console.log(r.result.distance, r.result.adjacent satisfies boolean);
  const threat = session.query({ query: 'threatened', creature: 'hero' });
  if (threat.kind === 'result') console.log(threat.result.reach satisfies number);
  // Reading the scene without reaching into the session's state.
  if (session.loaded && session.hasCreature('hero')) console.log(session.position('hero'), session.cells('hero'));
  console.log(session.lastDrag('hero')?.feet, session.movers().length, session.blockedEdges(), session.sizes.length);
  console.log(session.refusal?.message, session.creature('hero')?.speeds, session.info()?.cellFeet);
  const free = session.queryEngine({ query: 'sizes', ruleset: 'sw5e', size: 'large' });
  if (free.kind === 'result') console.log(free.result);
  session.cancelDrag('hero');
  // One edit shape for creatures: a token, `keep` for a scene's own author.
  const refused = session.upsertToken({ id: 'hero', position: [0, 0], speeds: { walk: 30 } }, { keep: true });
  if (refused) console.log(refused.token, refused.message);
  // @ts-expect-error upsertCreature is gone: creatures go in as tokens
  session.upsertCreature({ id: 'hero', position: [0, 0] });
  // The two parts on their own, and the rulesets table asked through the shim.
  const host = new HostScene(footwork, { names: { hero: 'Hero' } });
  const turn = new Movement(host, { band: 'move' });
  console.log(host.revision, host.answering?.info().ruleset, turn.band, turn.spent('hero').feet);
  console.log(rulesetsOf(footwork).map((x) => x.id) satisfies string[], session.rulesets.length);
  // The scene's revision (a copy of the scene holds while it stays) and a best path asked elsewhere.
  const revision: number = session.revision;
  const asked = session.bestPathRequest('hero', [3, 3], { firstIllegalOnly: true });
  if (asked.kind === 'path-request') {
    const spec = session.sceneSpec();
    const copy = spec && footwork.loadScene(spec);
    if (copy) {
      const there = session.bestPathAnswer(asked, JSON.parse(copy.queryText(JSON.stringify(asked.request))), 1.5);
      if (there.kind === 'move') console.log(revision, there.search.path.length, there.summary);
      // @ts-expect-error the answer is the other engine's response, not a plain number
      session.bestPathAnswer(asked, 7);
    }
  }
  // @ts-expect-error a surface never holds the engine's scene
  console.log(session.answering);
  // @ts-expect-error a region needs its cells
  session.upsertRegion({ id: 'x', terrain: {} });
  // @ts-expect-error a drag's cells are [x, y] pairs
  session.dragTo('hero', { current: 3 });
  // @ts-expect-error band classes are speed, dash or beyond
  const b: BandClass = 'double';
  console.log(b);
  session.delete();
  // Larger hex tokens: the centre to draw at and back (the space's hexes and outline are the engine's).
  const hex = hexGrid({ orientation: 'flat', hexHeight: 60 });
  const anchor = hexCentreToAnchor(hex, 120, 90, 2);
  const [cx, cy]: [number, number] = hexAnchorToCentre(hex, anchor, 2);
  console.log(cx, cy);
  // @ts-expect-error a width in hexes is a number
  hexAnchorToCentre(hex, anchor, 'two');
}

void main();
