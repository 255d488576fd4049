import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
import { quickAddLabel } from '../i18n/th.ts';
import type { QuickAddProduct } from './quick-add-sheet.tsx';

/** The quick add panel: a lazy chunk (the add-to-cart chart and the cart come with it on the first tap). */
const QuickAddSheet = lazy(() => import('./quick-add-sheet.tsx'));

export type { QuickAddProduct };

const QuickAddContext = createContext<((product: QuickAddProduct) => void) | null>(null);

/**
 * Quick add where products are listed (product cards on home, in lists and search results): one
 * panel for the whole layout, opened for one product at a time. Each opening mounts a fresh panel
 * (`key`), whose add-to-cart actor lives only while it is open. Which product is open is all this
 * holds; the quantity rules and the add are the add-to-cart chart's (machines/add-to-cart).
 */
export function QuickAddProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<{ product: QuickAddProduct; serial: number } | null>(null);
  const show = useCallback(
    (product: QuickAddProduct) => setOpen((was) => ({ product, serial: (was?.serial ?? 0) + 1 })),
    [],
  );
  const close = useCallback(() => setOpen(null), []);
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
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </button>
  );
}
