/** Types of the auth chart (auth-machine.ts): context, events, emitted events, actor inputs and outputs. */

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

/** Output of `fetchBackendProfile`: the backend profile (contract/users.ts BackendProfile). */
export type ShopProfile = {
  shopCode: string;
  shopName: string;
  shopCatName: string;
  phoneNumber: string;
  regionCode: string;
  areaCode: string;
};

export type SignInInput = { customerCode: string; idToken: string };
export type SignInOutput = { accessToken: string };

/** What a failing actor rejects with: `status` is the HTTP status when there is one; `kind`
 * 'network' when no answer arrived (src/api ApiError). */
export type AuthActorError = {
  message: string;
  status?: number;
  kind?: string;
};

/** The chart's input: the customer code stored by an earlier sign-in (localStorage `customer_code`),
 * read by the app where the actor is created; it lets sign-in run beside the profile fetch. */
export type AuthInput = { storedCustomerCode?: string | null };

export type AuthContext = {
  /** customer_code = the backend profile's shopCode; re-authentication signs in with it. */
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
  /** Why the last re-authentication failed (the app stays ready). */
  reauthError: string | null;
};

export type AuthEvent =
  | { type: 'auth.reauthenticate' }
  /** 'Try again' on the service-unavailable screen: sign in again. */
  | { type: 'auth.retry' };

export type AuthEmitted =
  | { type: 'auth.reauthenticated' }
  | { type: 'auth.reauthenticationFailed'; message: string };
