/**
 * Reading a typed quantity (spec section 5; issue 10 "Quantities"). The steppers send the raw text
 * the customer typed; the charts decide with this one rule what it means:
 * - 'ok': a whole number 1..999 (spaces around it and leading zeros are fine: ' 048 ' is 48);
 * - 'over': a whole number above 999, which the cart clamps to 999 and says so;
 * - 'invalid': empty, 0, negative, decimals or anything else: the add or update is refused.
 */

import { QUANTITY_MAX } from '../../src/contract/limits.ts';

/** Cart quantity range (spec sections 5 and 9); the maximum is the server's too. */
export const MIN_LINE_QTY = 1;
export const MAX_LINE_QTY = QUANTITY_MAX;

export type QtyText = { kind: 'ok'; qty: number } | { kind: 'over'; qty: number } | { kind: 'invalid' };

/** Why a stepper refused or changed what was typed: the chart keeps it, the screen shows it. */
export type QtyNotice = 'invalid' | 'clamped';

const WHOLE_NUMBER = /^[0-9]+$/;

export function readQtyText(text: string): QtyText {
  const trimmed = text.trim();
  if (!WHOLE_NUMBER.test(trimmed)) return { kind: 'invalid' };
  const value = Number(trimmed);
  if (value < MIN_LINE_QTY) return { kind: 'invalid' };
  if (value > MAX_LINE_QTY) return { kind: 'over', qty: MAX_LINE_QTY };
  return { kind: 'ok', qty: value };
}

/** A chosen amount the cart accepts: a whole number of at least 1. */
export const isValidQty = (qty: unknown): qty is number =>
  typeof qty === 'number' && Number.isSafeInteger(qty) && qty >= MIN_LINE_QTY;

/** A quantity the cart stepper accepts (spec section 5): an integer 1..999. */
export const isCartQty = (qty: unknown): qty is number => isValidQty(qty) && qty <= MAX_LINE_QTY;

/** The quantity of a text readQtyText reads as 'ok' or 'over' (999). */
export const typedQty = (text: string): number => {
  const read = readQtyText(text);
  return read.kind === 'ok' ? read.qty : MAX_LINE_QTY;
};
