import type { BackendProfile } from '../../contract/users.ts';

/** Types of the auth chart (auth-machine.ts): context, events, actor inputs and outputs. */

/** The LINE (messaging) profile, from liff.getProfile(). */
export type LineProfile = {
  userId: string;
  pictureUrl: string | null;
  displayName: string;
};

/** Output of `readLineSession`: the LINE access token (bearer of GET /api/getProfile), the LINE ID token
 * (X-Line-Id-Token of POST /users/login) and the LINE profile; all null when not logged in. */
export type LineSession = {
  loggedIn: boolean;
  accessToken: string | null;
  idToken: string | null;
  profile: LineProfile | null;
};

/** Input of the line-session child chart: LIFF was initialised by an earlier attempt on this page. */
export type LineSessionInput = { liffReady: boolean };

/** Output of the line-session child chart: the session of a customer logged in to LINE, or why it could not be read. */
export type LineSessionOutput = { session: LineSession } | { error: unknown };

export type LineSessionContext = {
  liffReady: boolean;
  /** Kept on the way into a final state: the chart's output. */
  outcome: LineSessionOutput | null;
};

/** Output of `fetchBackendProfile`: the backend profile (GET /api/getProfile). */
export type ShopProfile = BackendProfile;

export type SignInInput = { customerCode: string; idToken: string };
export type SignInOutput = { accessToken: string };

/** The chart's input: the customer code stored by an earlier sign-in (localStorage `customer_code`),
 * read by the app where the actor is created; it lets sign-in run beside the profile fetch. */
export type AuthInput = { storedCustomerCode?: string | null };

export type AuthContext = {
  /** LIFF was initialised on this page (a LINE session was read): a retry reads the session again without it. */
  liffReady: boolean;
  /** customer_code = the backend profile's shopCode; sign-in (and the one after a 401) uses it. */
  customerCode: string | null;
  /** The stored customer code (a hint: the profile is the truth); after a profile it is the profile's. */
  storedCustomerCode: string | null;
  /** The token of the sign-in with the stored code, kept until the profile confirms that code. */
  hintAccessToken: string | null;
  accessToken: string | null;
  idToken: string | null;
  lineProfile: LineProfile | null;
  shopProfile: ShopProfile | null;
  /** Why sign-in failed: the screen shows 'Error: ' + error. */
  error: string | null;
};

/** 'Try again' on the service-unavailable screen: sign in again. */
export type AuthEvent = { type: 'auth.retry' };
