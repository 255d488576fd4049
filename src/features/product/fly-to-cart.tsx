import { Box } from '@chakra-ui/react';
import { domAnimation, LazyMotion, MotionConfig, m } from 'framer-motion';
import { type RefObject, useLayoutEffect, useState } from 'react';
import { FLY_TO_CART_MS } from '../../../machines/add-to-cart/index.ts';

/**
 * The fly-to-cart animation (spec section 4 "Adding to cart", section 9 "about 1000 ms"): a copy of
 * the product image flies from the page's image to the bag icon (the header's link to /cart; the
 * top-right corner where a layout has none). It only plays: the add-to-cart chart's delay decides
 * when the button is enabled again and when the line is added. framer-motion (LazyMotion with
 * domAnimation) is imported only here, inside the product page's lazy chunk.
 */

type Box2D = { left: number; top: number; width: number; height: number };
type Flight = { from: Box2D; dx: number; dy: number; scale: number };

const CART_LINK_SELECTOR = 'a[href="/cart"]';

function cartTarget(): Box2D {
  const bag = document.querySelector(CART_LINK_SELECTOR);
  if (bag) return bag.getBoundingClientRect();
  return { left: window.innerWidth - 48, top: 8, width: 32, height: 32 };
}

function planFlight(from: Box2D): Flight {
  const to = cartTarget();
  return {
    from,
    dx: to.left + to.width / 2 - (from.left + from.width / 2),
    dy: to.top + to.height / 2 - (from.top + from.height / 2),
    scale: from.width > 0 ? Math.max(0.05, to.width / from.width) : 0.1,
  };
}

export interface FlyToCartProps {
  /** The chart is in its flying state. */
  flying: boolean;
  imageUrl: string | null;
  /** The element the image flies from. */
  fromRef: RefObject<HTMLElement | null>;
}

export function FlyToCart({ flying, imageUrl, fromRef }: FlyToCartProps) {
  const [flight, setFlight] = useState<Flight | null>(null);
  useLayoutEffect(() => {
    const from = flying ? fromRef.current?.getBoundingClientRect() : undefined;
    setFlight(from ? planFlight(from) : null);
  }, [flying, fromRef]);
  if (!flight) return null;
  const { from, dx, dy, scale } = flight;
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        <Box
          asChild
          position="fixed"
          left={`${from.left}px`}
          top={`${from.top}px`}
          w={`${from.width}px`}
          h={`${from.height}px`}
          zIndex="overlay"
          pointerEvents="none"
          borderRadius="md"
          overflow="hidden"
          bg="gray.100"
          aria-hidden="true"
          data-testid="fly-to-cart"
        >
          <m.div
            initial={{ x: 0, y: 0, scale: 1, opacity: 1 }}
            animate={{ x: dx, y: dy, scale, opacity: 0.3 }}
            transition={{ duration: (FLY_TO_CART_MS / 1000) * 0.95, ease: 'easeInOut' }}
          >
            {imageUrl && (
              <img
                src={imageUrl}
                alt=""
                width={from.width}
                height={from.height}
                style={{ objectFit: 'contain' }}
                // A broken image flies as the grey box alone.
                onError={(event) => {
                  event.currentTarget.style.visibility = 'hidden';
                }}
              />
            )}
          </m.div>
        </Box>
      </MotionConfig>
    </LazyMotion>
  );
}
