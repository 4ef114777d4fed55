// Commands per player, bounded: a token bucket per player id (the GM's too). Each `!footwork` command
// takes a token; a player holds at most BURST, and one comes back every REFILL_MS. A command past
// that is dropped before it is queued, so ten thousand commands typed (or sent by another script)
// cost ten thousand look-ups, not ten thousand jobs and whispers (issue 41: 10,000 `rule` commands
// held the queue 17.2 s, a drop behind them waited 17.5 s; 10,000 `rules` whispered 22.5 MB). The
// player is told once each time their bucket runs dry, not once per dropped command. A person typing
// never meets the bound: twenty commands together, then two a second. A dropped command is refused
// with the shim's one problem shape (an error annotation, source 'mod', code 'throttled').
import { shimError } from '../shim/index.js';

/** Commands a player may send at once. */
export const BURST = 20;
/** One more command allowed every REFILL_MS. */
export const REFILL_MS = 500;
/** Players tracked at most (ids come from Roll20; a bound all the same). */
const MAX_PLAYERS = 1000;

export class CommandThrottle {
  /** @param {{now?: () => number, burst?: number, refillMs?: number}} [options] */
  constructor({ now = () => Date.now(), burst = BURST, refillMs = REFILL_MS } = {}) {
    this.now = now;
    this.burst = burst;
    this.refillMs = refillMs;
    /** @type {Map<string, {tokens: number, at: number, told: boolean}>} */
    this.players = new Map();
    this.dropped = 0;
  }

  /**
   * Takes a token for `player`: null when the command may run; else the refusal, an error
   * annotation with `tell`, true for the first command dropped since the bucket ran dry (the one to
   * answer).
   * @param {string} player
   * @returns {(import('../shim/index.js').ErrorAnnotation & {tell: boolean}) | null}
   */
  take(player) {
    const now = this.now();
    const key = String(player);
    let b = this.players.get(key);
    if (!b) {
      const oldest = this.players.keys().next();
      if (this.players.size >= MAX_PLAYERS && !oldest.done) this.players.delete(oldest.value);
      b = { tokens: this.burst, at: now, told: false };
      this.players.set(key, b);
    }
    const back = Math.floor((now - b.at) / this.refillMs);
    if (back > 0) {
      b.tokens = Math.min(this.burst, b.tokens + back);
      b.at = b.tokens === this.burst ? now : b.at + back * this.refillMs;
    }
    if (b.tokens > 0) {
      b.tokens -= 1;
      b.told = false;
      return null;
    }
    this.dropped += 1;
    const tell = !b.told;
    b.told = true;
    return { ...shimError('throttled', THROTTLED, '$.content', 'mod'), tell };
  }
}

/** Why a player's commands are being dropped (the refusal's message). */
export const THROTTLED = `Too many commands at once: ${BURST} are taken together, then one more every ${REFILL_MS / 1000} s; the others are ignored.`;
