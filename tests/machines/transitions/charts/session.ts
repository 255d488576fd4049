import type { SessionSnapshot } from '../../../../machines/session/session-machine.ts';
import { sessionMachine } from '../../../../machines/session/session-machine.ts';
import { actorResult, calls, check } from '../expect.ts';
import type { ChartModel, Oracle } from '../model.ts';

/** A sign-in after a 401 is in progress (the chart's `busy` tag). */
const isRefreshing = (snapshot: SessionSnapshot): boolean => snapshot.hasTag('busy');
/**
 * The API client's sign-in after a 401, from spec section 4 "Authentication" (the request is retried
 * once after logging in again with the stored customer code), section 8 "401 on any call" (if it
 * fails again, the rejection carries only the error message) and CONTRACT.md sign-in step 4
 * (single-flight: many concurrent 401s cause ONE login). Which 401 signs in, which waits, which gives
 * up (a request already retried once), what the waiting requests are told and when.
 */
type Unauthorized = {
  type: 'session.unauthorized';
  sentToken: string | null;
  currentToken: string | null;
  repeated: boolean;
};

const told = (step: { emitted: { type: string }[] }, type: string) =>
  step.emitted.filter((event) => event.type === type);

const oracle: Oracle = (step, history) => {
  const snapshot = step.snapshot as SessionSnapshot;
  const before = history.at(-1)?.snapshot as SessionSnapshot | undefined;
  const result = actorResult(step);
  const refreshed = told(step, 'session.refreshed');
  const failed = told(step, 'session.refreshFailed') as { type: string; error?: unknown }[];
  const gaveUp = told(step, 'session.giveUp');
  const problems: string[] = [];
  if (step.event.type === 'xstate.init')
    problems.push(
      ...check(
        !isRefreshing(snapshot) &&
          (snapshot as SessionSnapshot).context.waiting === 0 &&
          step.started.length === 0,
        'the app starts signing in again before any 401',
      ),
    );
  if (step.event.type === 'session.unauthorized' && before) {
    const { sentToken, currentToken, repeated } = step.event as Unauthorized;
    // Another request's sign-in already replaced the token this one was sent with: it repeats now.
    const newer = currentToken !== null && currentToken !== sentToken;
    if (!repeated)
      problems.push(...check(gaveUp.length === 0, 'a request not yet repeated gives up on its first 401'));
    if (repeated) {
      // Retried once already: this 401 is its answer. It fails now; nothing else changes.
      problems.push(
        ...check(!calls(step, 'signIn'), 'a request already repeated makes the app log in again'),
      );
      problems.push(
        ...check(
          gaveUp.length === 1 && refreshed.length === 0 && failed.length === 0,
          'a request already repeated that got 401 again is not failed with that answer',
        ),
      );
      problems.push(
        ...check(
          step.stopped.length === 0 &&
            isRefreshing(snapshot) === isRefreshing(before) &&
            (snapshot as SessionSnapshot).context.waiting === (before as SessionSnapshot).context.waiting,
          'a request that gives up changes the sign-in in progress or the requests waiting for it',
        ),
      );
    } else if (isRefreshing(before)) {
      // Single-flight: a 401 during the sign-in waits for it; no second sign-in, no answer yet.
      problems.push(...check(!calls(step, 'signIn'), 'a second 401 logs in twice'));
      problems.push(...check(step.stopped.length === 0, 'a second 401 stops the sign-in in progress'));
      problems.push(
        ...check(
          refreshed.length === 0 && failed.length === 0,
          'a 401 during the sign-in is answered before the sign-in ends',
        ),
      );
      problems.push(
        ...check(
          isRefreshing(snapshot) &&
            (snapshot as SessionSnapshot).context.waiting === (before as SessionSnapshot).context.waiting + 1,
          'the request does not wait for the sign-in in progress',
        ),
      );
    } else if (newer) {
      problems.push(...check(!calls(step, 'signIn'), 'a request sent before the last sign-in logs in again'));
      problems.push(
        ...check(
          refreshed.length === 1 && failed.length === 0 && !isRefreshing(snapshot),
          'a request sent before the last sign-in is not repeated at once with the new token',
        ),
      );
    } else {
      problems.push(
        ...check(
          step.started.filter((s) => s.src === 'signIn').length === 1,
          'a 401 does not log in again (once)',
        ),
      );
      problems.push(
        ...check(
          refreshed.length === 0 && failed.length === 0,
          'the request is repeated (or failed) before the new sign-in ends',
        ),
      );
      problems.push(
        ...check(
          isRefreshing(snapshot) && (snapshot as SessionSnapshot).context.waiting === 1,
          'the request does not wait for its sign-in',
        ),
      );
    }
  }
  if (result?.id === 'signIn') {
    const settled =
      !isRefreshing(snapshot) &&
      (snapshot as SessionSnapshot).context.waiting === 0 &&
      !calls(step, 'signIn');
    problems.push(...check(settled, 'the sign-in ended but requests still wait (or it signs in again)'));
    problems.push(...check(gaveUp.length === 0, 'the end of a sign-in makes a request give up'));
    if (result.done)
      // One answer for every waiting request: each repeats once.
      problems.push(
        ...check(
          refreshed.length === 1 && failed.length === 0,
          'the waiting requests are not told once to repeat',
        ),
      );
    // The re-login failed: every waiting request rejects with that sign-in's error (its message).
    else
      problems.push(
        ...check(
          failed.length === 1 && refreshed.length === 0 && failed[0]?.error === result.error,
          "the waiting requests do not fail with the sign-in's error",
        ),
      );
  }
  return problems;
};

const unauthorized = (
  sentToken: string | null,
  currentToken: string | null,
  repeated = false,
): Unauthorized => ({
  type: 'session.unauthorized',
  sentToken,
  currentToken,
  repeated,
});

export const sessionModel: ChartModel = {
  name: 'session',
  machine: sessionMachine,
  events: {
    'session.unauthorized': [
      unauthorized('token-1', 'token-1'),
      unauthorized('token-1', 'token-2'),
      unauthorized(null, null),
      unauthorized('token-1', null),
      // The repeat got 401 again: with the token it was repeated with, or one replaced since.
      unauthorized('token-2', 'token-2', true),
      unauthorized('token-1', 'token-2', true),
    ],
  },
  outputs: { signIn: [undefined] },
  errors: {
    signIn: [
      { message: 'bad code', status: 400, kind: 'http' },
      { message: 'Failed to fetch', kind: 'network' },
    ],
  },
  // Guards read only the event: the state and whether requests wait tell states apart.
  serialize: (value, context) => `${JSON.stringify(value)}|${Math.min(Number(context.waiting), 2)}`,
  situation: (context) => (Number(context.waiting) > 0 ? 'requests wait' : 'none waits'),
  oracle,
};
