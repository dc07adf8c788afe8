// The analytics loader of SPEC §7 (issue 37, item 18) in the browser: nothing without a
// configuration; with one, the script loads only after the user opts in and never when the browser
// asks not to be tracked; opting out sets the counters' own opt-out flags at once.
import { afterEach, describe, expect, it } from 'vitest';
import { ANALYTICS_SCRIPT_ID, applyAnalytics, browserAsksNotToTrack } from '../../src/lib/analytics';

const CONFIG = { src: 'https://stats.example.org/js/script.js', data: { 'data-domain': 'noctua.example' } };
const script = () => document.getElementById(ANALYTICS_SCRIPT_ID) as HTMLScriptElement | null;

function setDoNotTrack(value: string | null, gpc?: boolean) {
  Object.defineProperty(navigator, 'doNotTrack', { value, configurable: true });
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: gpc, configurable: true });
}

afterEach(() => {
  script()?.remove();
  localStorage.clear();
  setDoNotTrack(null, undefined);
});

describe('analytics loader', () => {
  it('loads nothing without a configuration, whatever the user chose', () => {
    applyAnalytics(null, true);
    expect(script()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('off by default: not loaded, and the counters are told to ignore this browser', () => {
    applyAnalytics(CONFIG, false);
    expect(script()).toBeNull();
    expect(localStorage.getItem('plausible_ignore')).toBe('true');
    expect(localStorage.getItem('umami.disabled')).toBe('1');
  });

  it('opted in: the script once, with its attributes, and the ignore flags cleared; opting out sets them again', () => {
    applyAnalytics(CONFIG, false);
    applyAnalytics(CONFIG, true);
    applyAnalytics(CONFIG, true);
    expect(document.querySelectorAll(`#${ANALYTICS_SCRIPT_ID}`)).toHaveLength(1);
    expect(script()?.src).toBe(CONFIG.src);
    expect(script()?.getAttribute('data-domain')).toBe('noctua.example');
    expect(script()?.defer).toBe(true);
    expect(localStorage.getItem('plausible_ignore')).toBeNull();
    applyAnalytics(CONFIG, false);
    expect(localStorage.getItem('plausible_ignore')).toBe('true');
  });

  it('Do Not Track or Global Privacy Control wins over the opt-in', () => {
    setDoNotTrack('1');
    expect(browserAsksNotToTrack()).toBe(true);
    applyAnalytics(CONFIG, true);
    expect(script()).toBeNull();
    setDoNotTrack(null, true);
    expect(browserAsksNotToTrack()).toBe(true);
    applyAnalytics(CONFIG, true);
    expect(script()).toBeNull();
    expect(localStorage.getItem('plausible_ignore')).toBe('true');
  });
});
