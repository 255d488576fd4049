import type { AuthSnapshot } from '../../../../machines/auth/auth-machine.ts';
import { authMachine } from '../../../../machines/auth/auth-machine.ts';
import { errorMessage, isClosed, isReady, isUnavailable } from '../../../../machines/auth/selectors.ts';
import { actorResult, check, inputs } from '../expect.ts';
import type { ChartModel, Observation, Oracle } from '../model.ts';

/** The 'loading' text shows (the chart's `loading` tag; the app reads it as not ready, no error). */
const isLoading = (snapshot: AuthSnapshot): boolean => snapshot.hasTag('loading');
/**
 * Login at app start, from spec section 4 "Login at app start", section 8 ("Profile 401", "Login
 * init failure") and issue 11 item 4 (503 / no answer: a retry screen); the 401 retry is the session
 * chart's (session.ts). Which call follows which answer, what sign-in is given,
 * what is stored, and what the screen shows. Issue 20 "Speed on a slow network": with a customer code
 * stored by an earlier sign-in (the input), that code's sign-in goes out with the profile fetch; the
 * profile stays the truth (401 closes, an outage shows the retry screen, another code or a refused
 * sign-in means signing in with the profile's code before the app shows).
 */
const session = {
  loggedIn: true,
  accessToken: 'line-at',
  idToken: 'id-token',
  profile: { userId: 'U1', pictureUrl: null, displayName: 'ร้าน' },
};
const shop = {
  shopCode: 'C-900',
  shopName: 'ร้าน',
  shopCatName: 'x',
  phoneNumber: '0',
  regionCode: 'r',
  areaCode: 'a',
};
/** The LINE session the child chart ended with in this step, if it ended in it. */
const lineSessionOf = (step: Observation): unknown => {
  const result = actorResult(step);
  return result?.id === 'lineSession' && result.done
    ? (result.output as { session?: unknown }).session
    : null;
};
const err = (status: number | undefined, message: string, kind?: string) => ({ message, status, kind });

/** The stored code's sign-in (the hint) as the app's invoke id names it. */
const HINT = 'signInWithStoredCode';

const oracle: Oracle = (step, history, input) => {
  const snapshot = step.snapshot as AuthSnapshot;
  const result = actorResult(step);
  const steps = [...history, step];
  // This attempt at signing in: from the last LINE session read (a retry reads it again).
  const attempt = steps.slice(steps.findLastIndex((s) => Boolean(lineSessionOf(s))));
  const before = history.slice(0, history.length - (attempt.length - 1));
  // The code stored by an earlier sign-in: the input's, or the profile's once a profile came back.
  const storedCode = before.some((s) => actorResult(s)?.id === 'fetchBackendProfile' && actorResult(s)?.done)
    ? shop.shopCode
    : ((input as { storedCustomerCode?: string } | undefined)?.storedCustomerCode ?? null);
  const problems = step.started
    .filter((started) => started.src === 'signIn')
    .flatMap((started) =>
      inputs(
        { ...step, started: [started] },
        'signIn',
        started.id === HINT
          ? { customerCode: storedCode, idToken: session.idToken }
          : { customerCode: shop.shopCode, idToken: session.idToken },
      ),
    );
  const calls = (src: string) => step.started.some((s) => s.src === src);
  const signsInWithProfileCode = step.started.some((s) => s.src === 'signIn' && s.id !== HINT);
  const stored = (type: string) => step.effects.find((e) => e.type === type)?.params;
  const error =
    result && !result.done ? (result.error as { message: string; status?: number; kind?: string }) : null;
  const down = error !== null && ([502, 503, 504].includes(error.status ?? 0) || error.kind === 'network');
  const answered = (id: string) => attempt.map(actorResult).find((r) => r?.id === id) ?? null;
  // Both calls of a sign-in with a stored code are back: the app shows only if the profile names that code.
  if (result?.id === HINT || (result?.id === 'fetchBackendProfile' && result.done && storedCode !== null)) {
    const profile = answered('fetchBackendProfile');
    const hint = answered(HINT);
    if (result?.id === HINT && hint?.done === false)
      problems.push(
        ...check(
          errorMessage(snapshot) === null && !isUnavailable(snapshot),
          "a refused sign-in with the stored code shows an error instead of using the profile's code",
        ),
      );
    if (!profile?.done || !hint)
      problems.push(
        ...check(
          isLoading(snapshot) && !isReady(snapshot) && stored('storeAccessToken') === undefined,
          'the app shows before both the profile and the sign-in with the stored code are back',
        ),
      );
    else if (hint.done && storedCode === shop.shopCode) {
      problems.push(
        ...check(isReady(snapshot) && !isLoading(snapshot), 'the app is not shown after sign-in'),
      );
      problems.push(
        ...check(
          JSON.stringify(stored('storeAccessToken')) === JSON.stringify(hint.output),
          'the token of the sign-in with the stored code is not stored',
        ),
      );
      problems.push(...check(!calls('signIn'), 'the app signs in twice with the same code'));
    } else
      problems.push(
        ...check(
          signsInWithProfileCode && !isReady(snapshot) && stored('storeAccessToken') === undefined,
          "another code in the profile, or a refused sign-in, does not sign in with the profile's code",
        ),
      );
  }
  // The LINE session (init, read, LINE login) is the child chart's: line-session.ts. Here it starts,
  // once per page with LIFF's init and again without it on a retry.
  if (step.event.type === 'xstate.init')
    problems.push(
      ...inputs(step, 'lineSession', { liffReady: false }),
      ...check(calls('lineSession') && isLoading(snapshot), 'the LINE login does not start'),
    );
  if (result?.id === 'lineSession' && result.done) {
    const line = result.output as { session?: unknown; error?: { message: string } };
    // Logged in: store the token and fetch the profile; else the failure's 'Error: ...'.
    if (line.session) {
      problems.push(
        ...check(
          JSON.stringify(stored('storeLineSession')) === JSON.stringify(session),
          'the LINE session is not stored',
        ),
      );
      problems.push(...check(calls('fetchBackendProfile'), 'the profile is not fetched'));
      // A stored code signs in beside the profile (one round trip); none: the profile comes first.
      problems.push(
        ...check(
          step.started.some((s) => s.id === HINT) === (storedCode !== null) && !signsInWithProfileCode,
          storedCode !== null
            ? 'the stored code does not sign in at the same time as the profile'
            : 'the app signs in before the profile names the code',
        ),
      );
    } else
      problems.push(
        ...check(
          errorMessage(snapshot) === line.error?.message && !calls('fetchBackendProfile'),
          `'Error: ${line.error?.message}' is not shown`,
        ),
      );
  }
  if (result?.id === 'fetchBackendProfile' && result.done) {
    problems.push(
      ...check(
        JSON.stringify(stored('storeShopProfile')) === JSON.stringify(shop),
        'the profile is not stored',
      ),
    );
    if (storedCode === null) problems.push(...check(calls('signIn'), 'the app does not sign in'));
  }
  if (result?.id === 'fetchBackendProfile' && error?.status === 401)
    problems.push(
      ...check(
        calls('closeWindow') && !isReady(snapshot) && stored('storeAccessToken') === undefined,
        'a profile 401 does not close the window',
      ),
    );
  if (result?.id === 'closeWindow' && result.done)
    problems.push(...check(isClosed(snapshot), 'the window is not closed'));
  if (result?.id === 'signIn' && result.done) {
    problems.push(
      ...check(
        JSON.stringify(stored('storeAccessToken')) === JSON.stringify(result.output),
        'the new token is not stored',
      ),
    );
    problems.push(...check(isReady(snapshot) && !isLoading(snapshot), 'the app is not shown after sign-in'));
  }
  if (error && result?.id !== HINT && !(result?.id === 'fetchBackendProfile' && error.status === 401)) {
    if (down && (result?.id === 'signIn' || result?.id === 'fetchBackendProfile'))
      problems.push(
        ...check(
          isUnavailable(snapshot) && errorMessage(snapshot) === null,
          'an outage does not show the retry screen',
        ),
      );
    else
      problems.push(
        ...check(errorMessage(snapshot) === error.message, `'Error: ${error.message}' is not shown`),
      );
  }
  if (step.event.type === 'auth.retry')
    problems.push(
      ...inputs(step, 'lineSession', { liffReady: true }),
      ...check(calls('lineSession') && isLoading(snapshot), 'retry does not sign in again'),
    );
  return problems;
};

export const authModel: ChartModel = {
  name: 'auth',
  machine: authMachine,
  // No stored code; the code the profile will name; a code of an earlier binding.
  inputs: [{}, { storedCustomerCode: shop.shopCode }, { storedCustomerCode: 'C-100' }],
  outputs: {
    // Logged in to LINE, or LIFF's init, the session read or LINE login failed (line-session.ts).
    lineSession: [{ session }, { error: err(undefined, 'liff init failed') }],
    fetchBackendProfile: [shop],
    signIn: [{ accessToken: 'api-token' }],
    [HINT]: [{ accessToken: 'hint-token' }],
  },
  errors: {
    fetchBackendProfile: [err(401, 'Unauthorized'), err(503, 'Service Unavailable'), err(500, 'boom')],
    signIn: [
      err(503, 'Service Unavailable'),
      err(undefined, 'Failed to fetch', 'network'),
      err(400, 'bad code'),
    ],
    [HINT]: [err(403, 'Forbidden'), err(503, 'Service Unavailable')],
    closeWindow: [err(undefined, 'cannot close')],
  },
  effects: ['storeLineSession', 'storeShopProfile', 'storeAccessToken'],
  oracle,
};
