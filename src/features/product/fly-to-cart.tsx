import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { paths } from '../../../contract/app-paths.ts';
import { FLY_TO_CART_MS } from '../../../machines/add-to-cart/index.ts';

/**
 * The fly-to-cart animation (spec section 4 "Adding to cart", section 9 "about 1000 ms"): a copy of
 * the product image flies from the page's image to the bag icon (the header's link to /cart; the
 * top-right corner where a layout has none). It only plays: the add-to-cart chart's delay decides
 * when the button is enabled again and when the line is added. The browser's Web Animations API
 * moves it (no animation library: docs/adr/0005-platform-fetch-and-web-animations.md); with "reduce
 * motion" set it only fades in place.
 */

type Box2D = { left: number; top: number; width: number; height: number };
type Flight = { from: Box2D; dx: number; dy: number; scale: number };

const CART_LINK_SELECTOR = `a[href="${paths.cart()}"]`;

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

/** Plays the flight on the copy; the animation stops with the component. */
function play(element: HTMLElement, { dx, dy, scale }: Flight): Animation | undefined {
  // jsdom and very old webviews have no Web Animations: the copy then just shows for the delay.
  if (typeof element.animate !== 'function') return undefined;
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const end = still ? 'none' : `translate(${dx}px, ${dy}px) scale(${scale})`;
  return element.animate(
    [
      { transform: 'none', opacity: 1 },
      { transform: end, opacity: 0.3 },
    ],
    { duration: FLY_TO_CART_MS * 0.95, easing: 'ease-in-out', fill: 'forwards' },
  );
}

export function FlyToCart({ flying, imageUrl, fromRef }: FlyToCartProps) {
  const [flight, setFlight] = useState<Flight | null>(null);
  const copyRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const from = flying ? fromRef.current?.getBoundingClientRect() : undefined;
    setFlight(from ? planFlight(from) : null);
  }, [flying, fromRef]);
  useEffect(() => {
    const animation = flight && copyRef.current ? play(copyRef.current, flight) : undefined;
    return () => animation?.cancel();
  }, [flight]);
  if (!flight) return null;
  const { from } = flight;
  return (
    <div
      ref={copyRef}
      className="sf-fly"
      style={{ left: from.left, top: from.top, width: from.width, height: from.height }}
      aria-hidden="true"
      data-testid="fly-to-cart"
    >
      {imageUrl && (
        <img
          src={imageUrl}
          alt=""
          width={from.width}
          height={from.height}
          // A broken image flies as the grey box alone.
          onError={(event) => {
            event.currentTarget.style.visibility = 'hidden';
          }}
        />
      )}
    </div>
  );
}
