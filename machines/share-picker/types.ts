/** Types of the share-target-picker chart (share-picker-machine.ts) and its open session (share-session-machine.ts). */

/**
 * One share: the messages as given (the chart validates them, so anything is accepted here), the
 * isMultiple option, and what the messaging platform tells about where the app runs.
 */
export type SharePickerInput = {
  messages: unknown;
  /** Whether several friends or groups may be picked; defaults to true. */
  isMultiple?: boolean;
  /** The messaging-app (LIFF) id the picker runs under; null or empty when none is configured. */
  appId: string | null | undefined;
  /** Running inside the messaging app's own browser. */
  inClient: boolean;
  /** The in-app client's version (e.g. '10.10.0'); null outside the app or when unknown. */
  lineVersion: string | null;
};

/** The popup (or the in-app picker) is open: the one-time token the result endpoint is asked with. */
export type PopupSession = { ott: string | null };

export type OpenPopupInput = {
  messages: readonly unknown[];
  isMultiple: boolean;
  appId: string;
  /** false for in-app clients below the minimum version: the picker's result is not awaited. */
  waitForResult: boolean;
};

/** The result endpoint is addressed by the app id and the one-time token (spec section 7). */
export type ShareSessionInput = { appId: string; ott: string };

/** The share session chart's input: the result endpoint's address and whether a popup is to be watched. */
export type ShareSessionStart = ShareSessionInput & { inClient: boolean };

export type ShareSessionContext = ShareSessionStart & { error: string | null };

/** Health check of the popup window. */
export type PopupHealth = { open: boolean };

/**
 * The result endpoint's answer (spec section 7): status, and result SUCCESS, CANCEL, or anything
 * else with a description of what went wrong. No result yet: keep polling.
 */
export type ShareResultAnswer = {
  status?: string;
  result?: string | null;
  resultDescription?: string;
};

/** The answer to posting result=CANCEL. */
export type PostCancelAnswer = { status?: string };

export type SharePickerContext = {
  messages: unknown;
  isMultiple: boolean;
  appId: string | null;
  inClient: boolean;
  lineVersion: string | null;
  waitForResult: boolean;
  session: PopupSession | null;
  error: string | null;
};

/** How a share ended; the UI turns it into a short message. */
export type SharePickerOutput =
  | { status: 'success' }
  | { status: 'cancel' }
  | { status: 'error'; message: string }
  /** An old in-app client: the picker was opened, its result is not awaited. */
  | { status: 'notAwaited' };

/** How the open picker ended (share-session-machine.ts): it was awaited, so never 'notAwaited'. */
export type ShareSessionOutput = Exclude<SharePickerOutput, { status: 'notAwaited' }>;

/**
 * LIFF's `shareTargetPicker` as the picker's actors call it: resolves { status: 'success' } when
 * sent, nothing when cancelled (or not awaited); rejects on errors.
 */
export type ShareTargetPicker = (
  messages: readonly unknown[],
  options: { isMultiple: boolean },
) => Promise<{ status: 'success' } | undefined>;
