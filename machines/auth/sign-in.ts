import type { FlowApi } from '../deps.ts';
import type { SignInInput, SignInOutput } from './types.ts';

/**
 * Signing in to the API (CONTRACT.md "Sign-in sequence" step 3): POST /users/login with the customer
 * code and the LINE ID token, answered by the access token. The one sign-in of both charts that make
 * it: the auth chart's at app start, the session chart's after a 401 (machines/session). A failure
 * rejects with the client's error as it came (`status`, `kind`: machines/errors.ts reads them).
 */
export async function signIn(
  { api }: FlowApi<'login'>,
  { customerCode, idToken }: SignInInput,
): Promise<SignInOutput> {
  const answer = await api.login({
    body: { customer_code: customerCode },
    headers: { 'x-line-id-token': idToken },
  });
  return { accessToken: answer.access_token };
}
