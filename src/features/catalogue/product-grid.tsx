import { Box, Grid } from '@chakra-ui/react';
import { useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isNearEnd, type ProductSummary } from '../../../machines/product-list/index.ts';
import { ProductCard } from '../../components/product-card.tsx';

/** Product card columns (spec section 9): 2 on phones, 3 from md (768 px), 6 from lg (1024 px). */
export function gridColumns(containerWidth: number): number {
  if (containerWidth >= 1024) return 6;
  if (containerWidth >= 768) return 3;
  return 2;
}

const GAP_PX = 8;
/** Below the square image: two title lines, the price line and padding. */
const CARD_TEXT_PX = 100;

function useContainerWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/** The grid's distance from the top of the document (the virtualizer's scroll margin). */
function useDocumentOffset(ref: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const top = ref.current ? ref.current.getBoundingClientRect().top + window.scrollY : 0;
    if (Math.abs(top - offset) > 0.5) setOffset(top);
  });
  return offset;
}

/** The rows measured on an earlier visit (restored with the list) and where to keep them on leaving. */
export interface GridRows {
  initial: VirtualItem[] | undefined;
  keep: (measured: VirtualItem[]) => void;
}

export interface ProductGridProps {
  products: ProductSummary[];
  /** Another page may be asked for now. */
  canLoadMore: boolean;
  /** The user is within the threshold (isNearEnd) of the end of the page. */
  onNearEnd: () => void;
  /** Restoring the row measurements puts a kept scroll position on the same cards. */
  rows?: GridRows;
}

/**
 * Rows of product cards, virtualised against the window scroll (@tanstack/react-virtual), so the
 * DOM holds only the rows near the viewport however many pages were loaded. It reports when the
 * user scrolls within 250 px of the end (isNearEnd), also when a short list does not fill the
 * screen. The measured row heights are handed to `rows.keep` on unmount and come back as
 * `rows.initial`, so a restored list has its real height at once (the same cards at the same scroll).
 */
export function ProductGrid({ products, canLoadMore, onNearEnd, rows }: ProductGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(ref);
  const columns = gridColumns(width);
  const scrollMargin = useDocumentOffset(ref);
  const rowCount = Math.ceil(products.length / columns);
  const cardWidth = width > 0 ? (width - GAP_PX * (columns - 1)) / columns : 180;

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => cardWidth + CARD_TEXT_PX + GAP_PX,
    overscan: 2,
    scrollMargin,
    ...(rows?.initial ? { initialMeasurementsCache: rows.initial } : {}),
  });

  const keep = rows?.keep;
  useEffect(() => (keep ? () => keep(virtualizer.takeSnapshot()) : undefined), [keep, virtualizer]);

  useEffect(() => {
    if (!canLoadMore) return;
    const check = () => {
      const root = document.documentElement;
      if (isNearEnd(window.scrollY + window.innerHeight, root.scrollHeight)) onNearEnd();
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [canLoadMore, onNearEnd]);

  return (
    <Box ref={ref} position="relative" w="full" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <Grid
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          position="absolute"
          top="0"
          left="0"
          w="full"
          gap={`${GAP_PX}px`}
          pb={`${GAP_PX}px`}
          style={{
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            transform: `translateY(${row.start - scrollMargin}px)`,
          }}
        >
          {products.slice(row.index * columns, row.index * columns + columns).map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </Grid>
      ))}
    </Box>
  );
}
