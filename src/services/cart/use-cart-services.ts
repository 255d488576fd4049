import { useEffect } from 'react';
import { useServices } from '../services-context.tsx';
import { cartServicesOf, setCartServices } from './cart-actor.ts';

/** Hands the global cart actor the app's API calls (lookup, order items) while a screen that needs them is open. */
export function useCartServices(): void {
  const { api } = useServices();
  useEffect(() => setCartServices(cartServicesOf(api)), [api]);
}
