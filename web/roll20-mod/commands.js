// The chat commands, `!footwork …` (an API chat message: type "api", content starting with "!",
// Roll20/roll20-api-scripts `.types/index.d.ts` Roll20ChatMessage). Everyone may ask for help, the
// status and their own tokens' movement; changing a setting, resetting turns and reloading are the
// GM's (playerIsGM). Answers are whispered to whoever asked. A job of the queue (a generator):
// reloading pages after a change of settings goes in pieces.
import { showLines } from './messages.js';
import { feet } from '../shim/present.js';
import { chatText, shorten, MAX_SENTENCE_CHARS } from './chat-text.js';
import { controllers, plain } from './objects.js';
import { characterControllers } from './creatures.js';
import {
  SPEED_SOURCES,
  TRACK_MODES,
  MARKER_NAME,
  ATTRIBUTE_NAME,
  MAX_PROPS,
  validBand,
  validFixedSpeed,
} from './settings.js';
import { CONDITIONS, markerKey } from '../roll20/markers.js';
import { MAX_SPEED_FEET } from '../roll20/speeds.js';
import { rulesInWords } from '../shim/house-rules.js';
import { houseRuleCommand } from './house-rules.js';
import { whereCommand } from './where.js';

/** @typedef {import('./app.js').FootworkApp} FootworkApp */
/** @typedef {import('./objects.js').Graphic} Graphic */
/**
 * A `!footwork` chat message as app.js copies it when it comes: who sent it, its text, and the
 * objects selected then (each `{_type, _id}`, as the host gives them).
 * @typedef {{playerid: string, who: unknown, content: string, selected: Array<Record<string, unknown>>}} Command
 */

/** Each command and what it does (the help whisper; also the one-click listing's description, one-click.mjs). */
export const HELP = [
  ['help', 'this list'],
  ['status', 'the engine, the settings and the pages read'],
  ['show [token name]', 'movement left this turn and reach of the selected tokens (or the one named)'],
  [
    'where safe|flank &lt;name&gt;|cover &lt;name&gt;|reach &lt;name&gt;',
    "where the selected token (or the one whose turn it is) can end its move: out of every enemy's reach, flanking the creature named, in cover from it, or within reach of it",
  ],
  ['ruleset &lt;id&gt;|auto', "the rules for every page, or each page's ruler setting (auto) — GM"],
  ['rules [reset]', 'the rules a table may change, numbered, with what they are now (reset: all back — GM)'],
  ['rule &lt;number&gt; &lt;choice&gt;|default', 'a house rule, or back to the ruleset’s own — GM'],
  ['enforce on|off', 'send a token back to its last legal position after an illegal move (in combat) — GM'],
  ['track combat|always', 'price moves only while the turn order has entries, or every move — GM'],
  ['reset [all]', "forget this turn's movement of the selected tokens, or of everyone — GM"],
  ['speed [bar1|bar2|bar3|attribute &lt;name&gt;|fixed &lt;feet&gt;]', 'where speeds come from (show, or set — GM)'],
  ['marker &lt;marker&gt; &lt;condition&gt;|off', 'a status marker that means a condition — GM'],
  ['band &lt;name&gt;|auto', 'the allowance a move is judged against (auto: Dash or double move) — GM'],
  ['prop [off]', 'the selected tokens are no creatures (a marker, a prop), or are again — GM'],
  ['terrain', 'how difficult terrain is drawn'],
  ['reload', 'read every page again — GM'],
];

const TERRAIN_TEXT =
  'Difficult terrain: a graphic on the map or GM layer whose name starts with "difficult" ("Difficult terrain", "difficult x2" for terrain that counts twice) makes every square (on a hex page, every hex) whose centre it covers difficult. Walls: paths on the Dynamic Lighting layer, doors and windows (closed ones block; an open window can be climbed through).';

/** "1 creature", "3 creatures". @param {number} n @param {string} word */
const count = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Whispers the asking player. @param {FootworkApp} app @param {Command} msg @param {string | string[]} lines */
export function reply(app, msg, lines) {
  const p = app.api.getObj('player', msg.playerid);
  const name = String(p?.get('_displayname') ?? '').replace(/"/g, '');
  const text = `${Array.isArray(lines) ? lines.join('<br>') : lines}`;
  if (name) app.send(`/w "${name}" ${text}`);
  else app.send(`/w gm ${text}`);
}

/**
 * The tokens a command is about: the selected ones, else those named (case-insensitive).
 * @param {FootworkApp} app @param {Command} msg @param {string} rest @returns {Graphic[]}
 */
function targets(app, msg, rest) {
  /** @type {Graphic[]} */
  const out = [];
  for (const s of msg.selected) {
    if (s._type !== 'graphic' || typeof s._id !== 'string') continue;
    const o = app.api.getObj('graphic', s._id);
    const g = plain(o);
    if (g) out.push(g);
  }
  if (out.length === 0 && rest) {
    const found = app.api.findObjs({ _type: 'graphic', name: rest, layer: 'objects' }, { caseInsensitive: true });
    for (const o of Array.isArray(found) ? found : []) {
      const g = plain(o);
      if (g) out.push(g);
    }
  }
  return out;
}

/** Whether the player may see (and command) the token. @param {FootworkApp} app @param {string} playerid @param {Graphic} g */
function controls(app, playerid, g) {
  if (app.api.playerIsGM(playerid)) return true;
  const ids = [...controllers(g.controlledby), ...characterControllers(app.api, g.represents)];
  return ids.includes('all') || ids.includes(playerid);
}

/** @param {string | undefined} v @returns {boolean | undefined} */
const onOff = (v) =>
  v === 'on' || v === 'true' || v === 'yes' ? true : v === 'off' || v === 'false' || v === 'no' ? false : undefined;

/**
 * Runs one `!footwork` command. @param {FootworkApp} app @param {Command} msg
 * @returns {Generator<string, void, unknown>}
 */
export function* runCommand(app, msg) {
  const words = msg.content.trim().split(/\s+/).slice(1);
  const sub = (words[0] ?? 'help').toLowerCase();
  const args = words.slice(1);
  const rest = args.join(' ');
  const gm = app.api.playerIsGM(msg.playerid);
  const s = app.settings;
  const gmOnly = () => reply(app, msg, `Footwork: only the GM can use "!footwork ${chatText(sub)}".`);
  // A turn another script passed fires no event: read before anything is answered.
  app.followTurn();
  // Pages whose tokens this command has compared with Roll20's (app.sceneNow: other scripts' moves).
  /** @type {Set<string>} */
  const followed = new Set();
  switch (sub) {
    case 'help':
      return reply(app, msg, [
        '<b>Footwork</b> (Mod script) — commands:',
        ...HELP.map(([c, t]) => `!footwork ${c} — ${t}`),
      ]);
    case 'status': {
      const q = app.queue.stats;
      const pages = [...app.pages.values()].map(
        (p) =>
          `"${chatText(p.page?.name || p.pageId)}": ${chatText(rulesInWords(p.loadingRuleset ?? p.ruleset, p.grid ?? undefined), MAX_SENTENCE_CHARS)}, ${p.grid?.width}×${p.grid?.height} ${p.grid && 'orientation' in p.grid ? `${p.grid.orientation}-topped hexes` : 'squares'} of ${feet(p.grid?.cellFeet)} ft, ${count(p.creatureIds().length, 'creature')}, ${p.blockedEdges()} ${p.grid?.type === 'hex' ? 'hex sides' : 'square edges'} blocked by walls, doors and windows`,
      );
      const t = app.times;
      return reply(app, msg, [
        `<b>Footwork</b> ${chatText(app.version)}: plain-JavaScript engine, started in ${(t.engineAt ?? t.loadedAt) - t.loadedAt} ms.`,
        `Ruleset: ${s.ruleset ?? "auto (each page's ruler)"}; enforcement ${s.enforce ? 'on' : 'off'}; moves priced ${s.track === 'combat' ? 'while the turn order has entries' : 'always'}; band ${s.band ?? 'auto'}.`,
        `Speeds: ${speedText(s.speed)}. Markers: ${
          Object.keys(s.markers).length
            ? Object.entries(s.markers)
                .map(([k, v]) => `${chatText(k)} → ${chatText(v)}`)
                .join(', ')
            : 'named like a condition'
        }.`,
        ...(Object.keys(s.props).length
          ? [
              `Not creatures (!footwork prop): ${Object.values(s.props)
                .slice(0, 20)
                .map((n) => chatText(n))
                .join(', ')}${Object.keys(s.props).length > 20 ? ' …' : ''}.`,
            ]
          : []),
        ...pages.map((p) => `Page ${p}.`),
        `Work: ${q.pieces} pieces in ${q.slices} slices; longest slice ${q.longestSliceMs} ms (${chatText(q.longestSlice)}); longest piece ${q.longestPieceMs} ms (${chatText(q.longestPiece)}).`,
        `Searches: ${app.budget.stats.queries}, ${app.budget.stats.stopped} stopped at their budget (now ${app.budget.maxNodes} nodes); the longest ${Math.round(app.budget.stats.longestMs)} ms.`,
        ...(app.throttle.dropped ? [`Commands ignored as too many at once: ${app.throttle.dropped}.`] : []),
      ]);
    }
    case 'show': {
      const list = targets(app, msg, rest);
      if (list.length === 0) return reply(app, msg, 'Footwork: select a token (or name one: !footwork show Goblin).');
      for (const g of list) {
        // One token a piece of work: 500 selected tokens held the sandbox 17.8 s in one (issue 41).
        yield 'a token shown';
        if (!controls(app, msg.playerid, g)) {
          reply(app, msg, `Footwork: ${chatText(g.name || 'that token')} is not yours.`);
          continue;
        }
        const scene = yield* app.sceneNow(g.pageid, followed);
        const leftOut = scene?.whyLeftOut(g);
        if (leftOut) {
          reply(app, msg, `Footwork: ${chatText(leftOut.message, MAX_SENTENCE_CHARS)}`);
          continue;
        }
        const c = scene?.creature(g.id);
        if (!scene || !c) {
          reply(
            app,
            msg,
            `Footwork: ${chatText(g.name || 'that token')} is not a creature on a priced page (tokens on the objects layer are).`,
          );
          continue;
        }
        const bands = scene.bands;
        const band = bands.find((b) => b.name === scene.band);
        const speed = c.speeds?.walk;
        const allowance = scene.allowance(g.id);
        const reach = scene.reach(g.id);
        reply(
          app,
          msg,
          showLines({
            name: g.name || 'Token',
            spent: scene.spent(g.id),
            speed,
            bandName: band?.name,
            allowance,
            firstBand: bands[0]?.name,
            reach,
            reachable: scene.reachable(g.id),
            notes: app.notes.get(g.id) ?? [],
            hex: scene.grid?.type === 'hex',
          }),
        );
      }
      return;
    }
    case 'where':
      return yield* whereCommand(app, args, {
        tokens: () => targets(app, msg, ''),
        scene: (pageId) => app.sceneNow(pageId, followed),
        controls: (g) => controls(app, msg.playerid, g),
        reply: (lines) => reply(app, msg, lines),
      });
    case 'prop': {
      if (!gm) return gmOnly();
      const off = (args[0] ?? '').toLowerCase() === 'off';
      const list = targets(app, msg, '');
      if (list.length === 0)
        return reply(app, msg, 'Footwork: select the tokens that are no creatures (or !footwork prop off to undo).');
      if (!off && Object.keys(s.props).length + list.length > MAX_PROPS)
        return reply(app, msg, `Footwork: at most ${MAX_PROPS} tokens are kept as no creatures.`);
      for (const g of list) {
        if (off) delete s.props[g.id];
        else s.props[g.id] = shorten(g.name || g.id);
        // The scene follows at once: the token leaves the engine's scene, or comes back to it.
        const scene = app.pages.get(g.pageid ?? '');
        if (scene?.loaded) app.reportErrors(`reading ${chatText(g.name || 'a token')}`, scene.updateGraphic(g));
      }
      const names = list.map((g) => chatText(g.name || g.id)).join(', ');
      return reply(
        app,
        msg,
        off
          ? `Footwork: ${names} read as creatures again (when on the objects layer).`
          : `Footwork: ${names} no creatures: never priced, never in anyone's way or reach (!footwork prop off to undo).`,
      );
    }
    case 'terrain':
      return reply(app, msg, TERRAIN_TEXT);
    case 'ruleset': {
      if (!gm) return gmOnly();
      const id = args[0];
      if (id === undefined)
        return reply(
          app,
          msg,
          `Footwork: ruleset ${s.ruleset ?? 'auto'}; one of ${app.rulesetIds.join(', ')} or auto.`,
        );
      if (id !== 'auto' && !app.rulesetIds.includes(id))
        return reply(
          app,
          msg,
          `Footwork: "${chatText(id)}" is no ruleset; one of ${app.rulesetIds.join(', ')} or auto.`,
        );
      // One of the engine's ruleset ids (checked above), the protocol's RulesetId.
      s.ruleset = id === 'auto' ? null : /** @type {import('../lib/index.js').RulesetId} */ (id);
      app.newTurn(); // costs under other rules do not add up
      reply(
        app,
        msg,
        `Footwork: ruleset ${s.ruleset ?? "auto (each page's ruler)"}; this turn's movement starts again. Reading the pages…`,
      );
      yield* app.reloadAll();
      return reply(app, msg, 'Footwork: pages read again.');
    }
    case 'rules':
    case 'rule':
      return yield* houseRuleCommand(app, sub, args, { reply: (lines) => reply(app, msg, lines), gm, gmOnly });
    case 'enforce': {
      if (!gm) return gmOnly();
      const v = onOff(args[0]);
      if (v === undefined)
        return reply(app, msg, `Footwork: enforcement is ${s.enforce ? 'on' : 'off'}; !footwork enforce on|off.`);
      s.enforce = v;
      return reply(
        app,
        msg,
        `Footwork: enforcement ${v ? 'on: an illegal move in combat sends the token back to its last legal position' : 'off: illegal moves are reported, not undone'}.`,
      );
    }
    case 'track': {
      if (!gm) return gmOnly();
      if (!TRACK_MODES.includes(args[0]))
        return reply(app, msg, `Footwork: moves are priced ${s.track}; !footwork track combat|always.`);
      s.track = args[0];
      return reply(
        app,
        msg,
        `Footwork: moves priced ${s.track === 'combat' ? 'while the turn order has entries' : 'always (out of combat each move on its own)'}.`,
      );
    }
    case 'reset': {
      if (!gm) return gmOnly();
      if (args[0] === 'all') {
        app.newTurn();
        return reply(app, msg, "Footwork: everyone's movement this turn forgotten.");
      }
      const list = targets(app, msg, rest);
      if (list.length === 0) return reply(app, msg, 'Footwork: select the tokens to reset (or !footwork reset all).');
      for (const g of list) app.resetToken(g.id);
      return reply(
        app,
        msg,
        `Footwork: movement this turn forgotten for ${list.map((g) => chatText(g.name || g.id)).join(', ')}.`,
      );
    }
    case 'speed': {
      if (args.length === 0)
        return reply(
          app,
          msg,
          `Footwork: speeds from ${speedText(s.speed)}. A speed reads like "30", "30 ft." or "30 ft., fly 60 ft."${app.pages.size && [...app.pages.values()].some((p) => p.ruleset === '4e') ? '; 4e counts a bare number in squares (hexes on a hex page)' : ''}.`,
        );
      if (!gm) return gmOnly();
      const src = args[0].toLowerCase();
      if (!SPEED_SOURCES.includes(src))
        return reply(app, msg, 'Footwork: !footwork speed bar1|bar2|bar3|attribute &lt;name&gt;|fixed &lt;feet&gt;.');
      if (src === 'attribute') {
        if (!args[1]) return reply(app, msg, 'Footwork: name the attribute, e.g. !footwork speed attribute speed.');
        const name = args.slice(1).join(' ');
        if (!ATTRIBUTE_NAME.test(name))
          return reply(
            app,
            msg,
            `Footwork: "${chatText(name)}" is no attribute name Footwork reads: letters, digits, spaces, ".", "_" and "-", at most 60 characters.`,
          );
        s.speed.attribute = name;
      }
      if (src === 'fixed') {
        const n = Number(args[1]);
        if (!(args[1] !== undefined && args[1] !== '' && validFixedSpeed(n)))
          return reply(
            app,
            msg,
            `Footwork: "${chatText(args[1] ?? '')}" is no speed in feet (0 to ${MAX_SPEED_FEET}).`,
          );
        s.speed.fixed = n;
      }
      s.speed.source = src;
      reply(app, msg, `Footwork: speeds from ${speedText(s.speed)}. Reading the pages…`);
      yield* app.reloadAll();
      return reply(app, msg, 'Footwork: pages read again.');
    }
    case 'marker': {
      if (!gm) return gmOnly();
      const [marker, condition] = args;
      if (!marker)
        return reply(
          app,
          msg,
          `Footwork: !footwork marker &lt;marker&gt; &lt;condition&gt;|off; conditions: ${CONDITIONS.join(', ')}.`,
        );
      if (!MARKER_NAME.test(markerKey(marker)))
        return reply(
          app,
          msg,
          `Footwork: "${chatText(marker)}" is no marker name Footwork reads: letters, digits, ".", "_" and "-", at most 40 characters.`,
        );
      if (condition === undefined || condition === 'off') delete s.markers[markerKey(marker)];
      else if (!CONDITIONS.includes(markerKey(condition)))
        return reply(app, msg, `Footwork: "${chatText(condition)}" is no condition; one of ${CONDITIONS.join(', ')}.`);
      else s.markers[markerKey(marker)] = markerKey(condition);
      reply(
        app,
        msg,
        `Footwork: marker ${chatText(markerKey(marker))} ${s.markers[markerKey(marker)] ? `means ${s.markers[markerKey(marker)]}` : 'means nothing of its own'}. Reading the pages…`,
      );
      yield* app.reloadAll();
      return reply(app, msg, 'Footwork: pages read again.');
    }
    case 'band': {
      if (!gm) return gmOnly();
      const name = args[0];
      if (!name)
        return reply(app, msg, `Footwork: band ${s.band ?? 'auto'}; one of ${app.bandNames.join(', ')} or auto.`);
      if (name.toLowerCase() !== 'auto' && !validBand(name.toLowerCase(), app.bandNames))
        return reply(
          app,
          msg,
          `Footwork: "${chatText(name)}" is no band; one of ${app.bandNames.join(', ')} or auto (the band stays ${s.band ?? 'auto'}).`,
        );
      s.band = name.toLowerCase() === 'auto' ? null : name.toLowerCase();
      // '' asks for no band of its own: the ruleset's default (Session.band), as auto means.
      for (const p of app.pages.values()) p.band = s.band ?? undefined;
      const unknown = [...app.pages.values()]
        .filter((p) => s.band && !p.bands.some((b) => b.name === s.band))
        .map((p) => p.ruleset);
      return reply(
        app,
        msg,
        `Footwork: band ${s.band ?? 'auto'}.${unknown.length ? ` ${[...new Set(unknown)].join(', ')} has no band "${chatText(s.band)}": its default is used there.` : ''}`,
      );
    }
    case 'reload': {
      if (!gm) return gmOnly();
      reply(app, msg, 'Footwork: reading the pages…');
      yield* app.reloadAll();
      const page = app.api.Campaign()?.get('playerpageid');
      if (typeof page === 'string' && page && !app.pages.has(page)) yield* app.scene(page);
      return reply(app, msg, 'Footwork: pages read again.');
    }
    default:
      return reply(app, msg, `Footwork: no command "${chatText(sub)}"; !footwork help lists them.`);
  }
}

/** Where speeds come from, in words. @param {import('./settings.js').Settings['speed']} sp */
function speedText(sp) {
  if (sp.source === 'fixed') return `a fixed ${feet(sp.fixed)} ft`;
  if (sp.source === 'attribute')
    return `the character attribute "${chatText(sp.attribute)}" (else ${feet(sp.fixed)} ft)`;
  return `the token's ${sp.source} (else ${feet(sp.fixed)} ft)`;
}
