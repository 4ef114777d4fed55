// The fastest speed a surface reads (issue 41). The engine takes speeds up to 100,000 ft, and a
// search's work grows with the area a speed covers: a creature at 100,000 ft on a 200×200 map reaches
// every square, and 2,000 of them froze the calculator for 14 s on every load. No creature of the five
// rulesets' texts moves more than a few hundred feet a turn, so past MAX_SPEED_FEET a speed is read
// as MAX_SPEED_FEET where it comes in (a share link, a saved scene, a Roll20 sheet, an Owlbear token)
// and that is said.

/** The fastest speed read, in feet. */
export const MAX_SPEED_FEET = 1000;

/** @type {(v: unknown) => v is {[k: string]: any}} */
const isPlain = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/**
 * A scene spec (anything JSON.parse gave) with every creature's speeds capped at MAX_SPEED_FEET:
 * `{spec, problems}`, one sentence for all the creatures capped. A spec with nothing to cap is given
 * back as it is (the same object); anything else is left for the engine to judge.
 * @param {any} spec @returns {{spec: any, problems: string[]}}
 */
export function capSceneSpeeds(spec) {
  if (!isPlain(spec) || !Array.isArray(spec.creatures)) return { spec, problems: [] };
  let capped = 0;
  const creatures = spec.creatures.map((c) => {
    if (!isPlain(c) || !isPlain(c.speeds)) return c;
    const over = Object.entries(c.speeds).filter(([, v]) => typeof v === 'number' && v > MAX_SPEED_FEET);
    if (over.length === 0) return c;
    capped += 1;
    return { ...c, speeds: { ...c.speeds, ...Object.fromEntries(over.map(([k]) => [k, MAX_SPEED_FEET])) } };
  });
  if (capped === 0) return { spec, problems: [] };
  return {
    spec: { ...spec, creatures },
    problems: [
      `${capped === 1 ? 'A creature’s speed was' : `${capped} creatures’ speeds were`} past ${MAX_SPEED_FEET} ft, faster than any ruleset’s creature moves; read as ${MAX_SPEED_FEET} ft.`,
    ],
  };
}
