import type { ListMetaSnapshot } from './list-meta-machine.ts';
import type { ListBrand, PromotionRule } from './types.ts';

/** The looked-up Thai name (null until found, or when not looked up / not found / failed). */
export const selectMetaName = (snapshot: ListMetaSnapshot): string | null => snapshot.context.name;

/** The looked-up cover image. */
export const selectMetaCover = (snapshot: ListMetaSnapshot): string | null => snapshot.context.cover;

/** Every brand, for the /brands tiles. */
export const selectMetaBrands = (snapshot: ListMetaSnapshot): ListBrand[] => snapshot.context.brands;

/** The lookup is in flight. */
export const isMetaLoading = (snapshot: ListMetaSnapshot): boolean => snapshot.hasTag('loading');

/** A promotion page's rules in words ([] until found, or on any other page). */
export const selectMetaRules = (snapshot: ListMetaSnapshot): PromotionRule[] => snapshot.context.rules;
