import type { ReactNode } from 'react';
import { thDetail } from '../i18n/th-detail.ts';
import { LoadFailedLine } from './load-failed-line.tsx';
import { NotFound, type NotFoundProps } from './not-found.tsx';

/** An order the server does not have: the order page's and the payment success page's notice. */
export const ORDER_NOT_FOUND: NotFoundProps = {
  title: thDetail.notFound.order,
  text: thDetail.notFound.orderText,
};

/** A detail page's texts for when it has nothing to show: not found, and could not load. */
export interface UnavailableTexts {
  notFound: NotFoundProps;
  loadFailed: string;
  /** The failure line's test id ('product-load-failed'). */
  testId: string;
  /** What stands in the item's place while it loads (src/components/detail-skeletons.tsx). */
  skeleton: ReactNode;
}

/** Where the page's item stands: loading, not found (a 404), or could not load (no answer). */
export interface UnavailableView {
  loading: boolean;
  notFound: boolean;
  loadFailed: boolean;
}

/**
 * What a product's, an order's or a coupon's page shows in place of the item: while it loads (at
 * first, and again after the retry) its skeleton, never a blank page; a real "not found" (a 404:
 * the Thai notice with a way home); or a load that got no answer (offline, a server error: one line
 * saying it could not load, with 'ลองอีกครั้ง'; never "not found": the item may well be there). Plain elements: the
 * product page renders without Chakra.
 */
export function DetailUnavailable({
  texts,
  view,
  onRetry,
}: {
  texts: UnavailableTexts;
  view: UnavailableView;
  onRetry: () => void;
}) {
  if (view.loading) return texts.skeleton;
  if (view.notFound) return <NotFound {...texts.notFound} />;
  if (!view.loadFailed) return null;
  return <LoadFailedLine text={texts.loadFailed} onRetry={onRetry} testId={texts.testId} />;
}
