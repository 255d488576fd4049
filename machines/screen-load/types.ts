/** Types of the screen-load chart (screen-load-machine.ts). */

export type ScreenLoadInput = {
  /**
   * Whether the page may reload itself for a new version of the app: false when it already did so
   * a moment ago (src keeps the time of that reload), so a build that keeps failing never loops.
   */
  mayReload: boolean;
};

/** What the check of a failed load found: the code is gone (404: a new build), or no connection. */
export type CodeCheck = 'gone' | 'offline' | 'failed';

export type ScreenLoadContext = {
  mayReload: boolean;
  /** The address of the code that failed to load, when the browser named it. */
  failedUrl: string | null;
  /** The failure text has been shown (it stays while a retry is checked, no blink). */
  failureShown: boolean;
};

export type ScreenLoadEvent =
  | { type: 'load.failed'; url: string | null }
  | { type: 'load.retry' }
  | { type: 'network.online' }
  | { type: 'route.changed' };

export type ProbeInput = { url: string | null };

export type ScreenLoadEmitted = { type: 'reload' };
