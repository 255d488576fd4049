import { errorField } from '../errors.ts';
import type { AuthContext, LineSession, LineSessionOutput, SignInInput } from './types.ts';

/** The auth chart's rules (auth-machine.ts): which failures are an outage, and what each sign-in is given. */

/** Statuses that mean 'the service is down, try again' (a LINE outage answers 503: a retry screen, never 'not registered'). */
const UNAVAILABLE_STATUSES: readonly unknown[] = [502, 503, 504];

/** An HTTP failure of sign-in worth a retry: 502/503/504, or no answer at all (kind 'network'). */
export function isServiceUnavailable(error: unknown): boolean {
  return (
    UNAVAILABLE_STATUSES.includes(errorField(error, 'status')) || errorField(error, 'kind') === 'network'
  );
}

/** signIn's input: the stored customer code and the LINE ID token (both set before signingIn). */
export function signInInput({ context }: { context: AuthContext }): SignInInput {
  return {
    customerCode: context.customerCode ?? '',
    idToken: context.idToken ?? '',
  };
}
/** The parallel sign-in's input: the code stored by an earlier sign-in (a hint) and the LINE ID token. */
export function hintSignInInput({ context }: { context: AuthContext }): SignInInput {
  return {
    customerCode: context.storedCustomerCode ?? '',
    idToken: context.idToken ?? '',
  };
}

/** The line-session child's outcome (line-session-machine.ts): the session read ... */
export const sessionOf = ({ event }: { event: { output: LineSessionOutput } }): LineSession =>
  (event.output as { session: LineSession }).session;
/** ... or what failed, which the auth chart shows as 'Error: ...'. */
export const lineFailure = ({ event }: { event: { output: LineSessionOutput } }): { error: unknown } => ({
  error: (event.output as { error: unknown }).error,
});
