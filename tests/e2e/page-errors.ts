import type { Page } from '@playwright/test';

/** The message of every uncaught error that reaches the page from now on (offline, product-lists). */
export function recordPageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
