import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { quickAddLabel } from '../i18n/th.ts';
import { usePanelHistory } from '../lib/use-panel-history.ts';
import type { QuickAddProduct } from './quick-add-sheet.tsx';

/** The quick add panel: a lazy chunk (the add-to-cart chart and the cart come with it on the first tap). */
const QuickAddSheet = lazy(() => import('./quick-add-sheet.tsx'));

export type { QuickAddProduct };

/** The opener of the panel (tests may provide their own). */
export const QuickAddContext = createContext<((product: QuickAddProduct) => void) | null>(null);

/**
 * Quick add where products are listed (product cards on home, in lists and search results): one
 * panel for the whole layout, opened for one product at a time. Each opening mounts a fresh panel
 * (`key`), whose add-to-cart actor lives only while it is open. Which product is open is all this
 * holds; the quantity rules and the add are the add-to-cart chart's (machines/add-to-cart).
 * Closing gives the focus back to where it was when the panel opened (the card's '+', or the header
 * search box whose suggestion's '+' was tapped: its list is still there for the next product).
 */
export function QuickAddProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<{ product: QuickAddProduct; serial: number } | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const show = useCallback((product: QuickAddProduct) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen((was) => ({ product, serial: (was?.serial ?? 0) + 1 }));
  }, []);
  const close = useCallback(() => setOpen(null), []);
  // Back closes the panel (one history entry however many products it shows in turn).
  usePanelHistory(open !== null, close);
  // Once the panel is gone (and the page under it usable again), the focus goes back to its opener.
  useLayoutEffect(() => {
    if (open) return;
    const back = opener.current;
    opener.current = null;
    if (back?.isConnected) back.focus({ preventScroll: true });
  }, [open]);
  return (
    <QuickAddContext.Provider value={show}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <QuickAddSheet key={open.serial} product={open.product} onClose={close} />
        </Suspense>
      )}
    </QuickAddContext.Provider>
  );
}

/** Opens the quick add panel for a product; null outside a QuickAddProvider (no '+' is shown then). */
export function useQuickAdd(): ((product: QuickAddProduct) => void) | null {
  return useContext(QuickAddContext);
}

/** The '+' drawn in a quick add button. */
export function PlusIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The add control of a card: a round '+' of 44 px in the card's bottom corner, beside (never over)
 * the link that opens the product. Nothing renders outside a QuickAddProvider.
 */
export function QuickAddButton({ product }: { product: QuickAddProduct }) {
  const open = useContext(QuickAddContext);
  const label = useMemo(() => quickAddLabel(product.name), [product.name]);
  if (!open) return null;
  return (
    <button
      type="button"
      className="sf-quick-add"
      aria-label={label}
      aria-haspopup="dialog"
      data-testid="quick-add"
      onClick={() => open(product)}
    >
      <PlusIcon />
    </button>
  );
}
