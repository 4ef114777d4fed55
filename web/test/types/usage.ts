// Compiled with `tsc --noEmit` (tsconfig.json here) to check the typings (web/lib/index.d.ts and the
// protocol types generated from docs/schema/protocol.schema.json) against how a web developer uses
// the library. Lines marked @ts-expect-error must stay errors.
import {
  load,
  FootworkError,
  type Cell,
  type MoveResult,
  type ReachableResult,
  type SceneSpec,
  type TerrainPlanes,
} from 'footwork';

async function main(): Promise<void> {
  const footwork = await load();
  const plain = await load({ engine: 'js' });
  const spec: SceneSpec = {
    ruleset: 'sw5e',
    grid: {
      width: 10,
      height: 6,
      rows: ['..........', '..~~......', '....#.....', '..........', '..........', '..........'],
      walls: [{ from: [5, 0], to: [5, 3], kind: 'wall' }],
    },
    creatures: [{ id: 'hero', position: [0, 0], speeds: { walk: 30 }, side: 'party', conditions: ['prone'] }],
  };
  const scene = footwork.loadScene(spec);
  try {
    const path: Cell[] = [
      [1, 1],
      [2, 1],
    ];
    const r: MoveResult = scene.move('hero', path, { band: 'dash', spent: 10 });
    const feet: number = r.total.feet;
    const squares: number = r.steps[0].cost.squares;
    const provoked: boolean = r.opportunityAttacks.length > 0;
    const stopAt: Cell = r.stop.cell;
    const by: string | undefined = r.opportunityAttacks[0]?.by;
    scene.move('hero', [[1, 1], { cell: [2, 2], mode: 'fly' }, { action: 'stand' }]);
    scene.moveCreature('hero', [3, 2]);
    scene.setTerrain([4, 4], '~');
    scene.setTerrain([4, 5], { ground: 'pit' });
    scene.paint(Int32Array.of(1, 1, 2, 2), { difficult: 2, water: 'calm' });
    scene.setEdge([1, 1], [2, 1], 'door-closed');
    scene.setWall([0, 6], [10, 6]);
    const planes: TerrainPlanes = scene.terrain();
    const solid: number = planes.ground.filter((g) => g === 2).length;
    scene.setTerrainPlanes({ ground: planes.ground, difficult: planes.difficult });
    scene.setEdgePlanes(scene.edges());
    const info = scene.info();
    const cells: number = info.width * info.height;
    const raw: string = footwork.queryText('{"query":"rulesets"}');

    // Every query's result is typed from the request's "query".
    const reach: ReachableResult = scene.query({ query: 'reachable', creature: 'hero', band: 'move' });
    const costs: number[] = reach.costs;
    const sight = scene.query({ query: 'sight', from: 'hero', to: [5, 5] });
    const clear: boolean = sight.clear;
    const corner = sight.line?.corner;
    const path2 = scene.query({ query: 'path', creature: 'hero', target: [4, 4], fewestAttacks: true });
    const status: 'complete' | 'partial' | 'budget' = path2.status;
    const cover = scene.query({ query: 'cover', attacker: 'hero', target: [6, 2] });
    const degree: string = cover.cover;
    const speed = footwork.query({ query: 'speed', ruleset: 'dnd35', race: 'human', armor: 'medium' });
    const allowed: number = speed.speed.feet;
    const falling = footwork.query({ query: 'falling', ruleset: '4e', distance: 60, seed: 7 });
    const rolled: number | undefined = falling.roll?.total;
    const written = footwork.query({ query: 'scene', scene: spec });
    const width: number = written.scene.grid.width;
    const title: string = footwork.rulesets()[0].title;
    const untyped: unknown = footwork.query('{"query":"rulesets"}');
    console.log(feet, squares, provoked, stopAt, by, solid, cells, raw.length, costs, clear, corner, status);
    console.log(degree, allowed, rolled, width, title, untyped, plain.engine, footwork.rulesets()[0].id);

    // @ts-expect-error a ruleset id outside the five
    footwork.loadScene({ ruleset: 'gurps', grid: { width: 1, height: 1 } });
    // A table's variant: a base and the knobs it changes (docs/rules/variants.md).
    footwork
      .loadScene({ ruleset: { base: 'sw5e', diagonal: 'one', bands: { dash: 3 } }, grid: { width: 1, height: 1 } })
      .delete();
    // @ts-expect-error a diagonal rule no knob takes
    footwork.loadScene({ ruleset: { base: 'sw5e', diagonal: 'euclidean' }, grid: { width: 1, height: 1 } });
    // @ts-expect-error cells are pairs
    scene.moveCreature('hero', [1, 2, 3]);
    // @ts-expect-error an unknown edge kind
    scene.setEdge([1, 1], [2, 1], 'moat');
    // @ts-expect-error engines are "wasm" or "js"
    await load({ engine: 'flash' });
    // @ts-expect-error a field the move query does not have
    scene.query({ query: 'move', creature: 'hero', path: [[1, 1]], speed: 30 });
    // @ts-expect-error a query the protocol does not have
    footwork.query({ query: 'teleport', creature: 'hero' });
    // @ts-expect-error the calculators need no scene, and a Scene answers only queries on a scene
    scene.query({ query: 'speed', ruleset: 'dnd35', baseSpeed: 30 });
    // @ts-expect-error a scene query sent to the engine needs its scene
    footwork.query({ query: 'threatened', creature: 'hero' });
    // @ts-expect-error the result's fields are typed: status is no number
    const wrong: number = scene.query({ query: 'reachable', creature: 'hero' }).status;
    console.log(wrong);
  } catch (e) {
    if (e instanceof FootworkError) console.error(e.code, e.path, e.message);
    else throw e;
  } finally {
    scene.delete();
  }
}

void main();
