// What the user sets is kept across reloads in chrome.storage.local (the extension's own storage; the
// manifest asks for "storage"): the panel's place and whether it is collapsed, for every game; and
// per campaign (Roll20's campaign id) the speeds typed per token, the ruleset picked and the house
// rules over it, where speeds
// come from, and the status-marker → condition mapping. Without chrome.storage (a page outside the
// extension) nothing is kept and nothing fails.
import { readStoredMapping } from './marker-mapping.js';

const PANEL_KEY = 'footwork:panel';
// Storage keys are bounded: a campaign id is Roll20's (digits; at most 64 letters, digits, - or _),
// so no id handed over by the page can make a long key (issue 29). Any other id keeps nothing.
const CAMPAIGN_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** @param {unknown} id */
const campaignKey = (id) => (typeof id === 'string' && CAMPAIGN_ID.test(id) ? `footwork:campaign:${id}` : null);
const SAVE_DELAY_MS = 150;

/**
 * What is kept per campaign.
 * @typedef {{speeds: Record<string, unknown>, ruleset: string | null, rules: Record<string, unknown>,
 *   speedSource: string, markers: Record<string, string> | null}} CampaignSettings
 */
/** @returns {CampaignSettings} */
export const DEFAULT_CAMPAIGN = () => ({ speeds: {}, ruleset: null, rules: {}, speedSource: 'form', markers: null });

/** chrome.storage.local, as far as it is used here. */
/** @typedef {{get(key: string): Promise<Record<string, unknown>>, set(items: Record<string, unknown>): Promise<void> | void}} ChromeStorage */

export class Settings {
  /** @param {ChromeStorage | null} [storage] */
  constructor(storage = /** @type {any} */ (globalThis).chrome?.storage?.local ?? null) {
    this.storage = storage;
    /** @type {Map<string, ReturnType<typeof setTimeout>>} */
    this.timers = new Map();
  }

  /** @param {string} key @returns {Promise<any>} stored by an earlier version or this one: read for its shape */
  async get(key) {
    if (!this.storage) return undefined;
    try {
      const got = await this.storage.get(key);
      return got?.[key];
    } catch {
      return undefined; // the extension was reloaded under the page: nothing to read
    }
  }

  // Writes coalesce: typing or dragging the panel saves once it rests.
  /** @param {string} key @param {unknown} value */
  set(key, value) {
    const storage = this.storage;
    if (!storage) return;
    clearTimeout(this.timers.get(key));
    this.timers.set(
      key,
      setTimeout(() => {
        this.timers.delete(key);
        try {
          const p = storage.set({ [key]: value });
          if (p && typeof p.catch === 'function') p.catch(() => {});
        } catch {
          // as above
        }
      }, SAVE_DELAY_MS),
    );
  }

  async loadPanel() {
    const v = await this.get(PANEL_KEY);
    return v && typeof v === 'object' ? v : {};
  }

  /** @param {Record<string, unknown>} v */
  savePanel(v) {
    this.set(PANEL_KEY, v);
  }

  /** @param {unknown} id @returns {Promise<CampaignSettings>} */
  async loadCampaign(id) {
    const key = campaignKey(id);
    const v = key ? await this.get(key) : undefined;
    const d = DEFAULT_CAMPAIGN();
    if (!v || typeof v !== 'object') return d;
    return {
      speeds: v.speeds && typeof v.speeds === 'object' ? v.speeds : d.speeds,
      ruleset: typeof v.ruleset === 'string' ? v.ruleset : null,
      // Read for its shape here; the page checks each rule against the engine's list (house-rules.js).
      rules: v.rules && typeof v.rules === 'object' && !Array.isArray(v.rules) ? v.rules : d.rules,
      speedSource: typeof v.speedSource === 'string' ? v.speedSource : d.speedSource,
      markers: readStoredMapping(v.markers),
    };
  }

  /** @param {unknown} id @param {CampaignSettings} v */
  saveCampaign(id, v) {
    const key = campaignKey(id);
    if (key) this.set(key, v);
  }
}
