// The push opt-in of SPEC §4 as a small state machine, free of React so it can be tested with
// fakes: not allowed → requesting → token obtained and saved (as `pt`, then on the server). A
// refusal, an error or no token leaves "requesting" for a resting state.

export type PushState =
  /** The browser has no notifications, service worker or Push API. */
  | 'unsupported'
  /** The build has no Firebase configuration (VITE_FIREBASE_*). */
  | 'unconfigured'
  /** The user blocked notifications for the site. */
  | 'denied'
  /** Not allowed yet, or allowed but no token stored. */
  | 'off'
  | 'requesting'
  /** A token is stored and was saved on the server. */
  | 'on';

export interface PushOptInDeps {
  supported: boolean;
  configured: boolean;
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  requestToken(): Promise<string | null>;
  storedToken(): string | null;
  storeToken(token: string): void;
  clearToken(): void;
  saveOnServer(token: string): Promise<unknown>;
}

export function initialPushState(
  deps: Pick<PushOptInDeps, 'supported' | 'configured' | 'permission' | 'storedToken'>,
): PushState {
  if (!deps.supported) return 'unsupported';
  if (!deps.configured) return 'unconfigured';
  const permission = deps.permission();
  if (permission === 'denied') return 'denied';
  return permission === 'granted' && deps.storedToken() ? 'on' : 'off';
}

export type OptInOutcome = { state: PushState; error?: unknown };

/** Runs the opt-in; `onState` sees 'requesting' first. Never throws: failures come back as an outcome. */
export async function optInToPush(deps: PushOptInDeps, onState: (state: PushState) => void): Promise<OptInOutcome> {
  const start = initialPushState(deps);
  if (start === 'unsupported' || start === 'unconfigured') return { state: start };
  onState('requesting');
  try {
    const permission = deps.permission() === 'granted' ? 'granted' : await deps.requestPermission();
    if (permission !== 'granted') return { state: permission === 'denied' ? 'denied' : 'off' };
    const token = await deps.requestToken();
    if (!token) return { state: 'off' };
    deps.storeToken(token);
    await deps.saveOnServer(token);
    return { state: 'on' };
  } catch (error) {
    deps.clearToken();
    return { state: deps.permission() === 'denied' ? 'denied' : 'off', error };
  }
}
