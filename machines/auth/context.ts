import type { AuthContext, AuthInput, LineSession, ShopProfile } from './types.ts';

/** The auth chart's context (auth-machine.ts) and its larger updates. */

/** Nothing known yet but the customer code an earlier sign-in stored (a hint, spec section 3). */
export const initialAuthContext = (input: AuthInput | undefined): AuthContext => ({
  liffReady: false,
  customerCode: null,
  storedCustomerCode: input?.storedCustomerCode || null,
  hintAccessToken: null,
  accessToken: null,
  idToken: null,
  lineProfile: null,
  shopProfile: null,
  error: null,
});

/** The LINE session read at start: its ID token (for sign-in) and the LINE profile. */
export const lineSessionUpdate = (session: LineSession): Partial<AuthContext> => ({
  liffReady: true,
  idToken: session.idToken,
  lineProfile: session.profile,
});

/** The shop's profile, whose shop code is the customer code that signs in. */
export const shopProfileUpdate = (shop: ShopProfile): Partial<AuthContext> => ({
  shopProfile: shop,
  customerCode: shop.shopCode,
});
