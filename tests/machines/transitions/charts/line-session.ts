import { lineSessionMachine } from '../../../../machines/auth/line-session-machine.ts';
import { actorResult, calls, check } from '../expect.ts';
import type { ChartModel, Oracle } from '../model.ts';

/**
 * The LINE session at app start, from spec section 4 "Login at app start" ("Initialise the messaging
 * app's login. If logged in, store the token and fetch the profile ... If not logged in, trigger
 * login") and section 8 "Login init failure" ('Error: ...'): LIFF initialises once per page (a retry
 * after an outage, input `liffReady`, reads the session again without it); what the auth chart is
 * told is the session or the failure as it came (auth.ts checks what it then shows and stores).
 */
const session = {
  loggedIn: true,
  accessToken: 'line-at',
  idToken: 'id-token',
  profile: { userId: 'U1', pictureUrl: null, displayName: 'ร้าน' },
};
const loggedOut = { loggedIn: false, accessToken: null, idToken: null, profile: null };
const err = (message: string) => ({ message });

const oracle: Oracle = (step, _history, input) => {
  const problems: string[] = [];
  const result = actorResult(step);
  const liffReady = (input as { liffReady: boolean }).liffReady;
  if (step.event.type === 'xstate.init')
    problems.push(
      ...check(
        calls(step, liffReady ? 'readLineSession' : 'initLiff') &&
          !calls(step, liffReady ? 'initLiff' : 'readLineSession'),
        liffReady ? 'a retry initialises LIFF again' : 'the LINE login is not initialised first',
      ),
    );
  if (result?.id === 'initLiff' && result.done)
    problems.push(...check(calls(step, 'readLineSession'), 'login state is not read'));
  if (result?.id === 'readLineSession' && result.done) {
    if ((result.output as { loggedIn: boolean }).loggedIn)
      problems.push(
        ...check(
          step.status === 'done' && JSON.stringify(step.output) === JSON.stringify({ session }),
          'a logged-in session is not handed to the auth chart',
        ),
      );
    else
      problems.push(
        ...check(
          calls(step, 'lineLogin') && step.status === 'active',
          'LINE login is not triggered (the page waits for it)',
        ),
      );
  }
  if (result && !result.done)
    problems.push(
      ...check(
        step.status === 'done' && JSON.stringify(step.output) === JSON.stringify({ error: result.error }),
        `the failure '${(result.error as { message: string }).message}' is not handed to the auth chart`,
      ),
    );
  return problems;
};

export const lineSessionModel: ChartModel = {
  name: 'lineSession',
  machine: lineSessionMachine,
  inputs: [{ liffReady: false }, { liffReady: true }],
  outputs: { readLineSession: [session, loggedOut] },
  errors: {
    initLiff: [err('liff init failed')],
    readLineSession: [err('LINE ID token missing')],
    lineLogin: [err('login failed')],
  },
  oracle,
};
