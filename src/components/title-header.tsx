import type { ReactNode } from 'react';
import { BackButton } from './back-button.tsx';

/**
 * Header of the checkout, account and product layouts: back arrow, a centred title, an end slot.
 * Plain elements (src/app/plain-components.css): the product page renders without Chakra.
 */
export function TitleHeader({ title, showBack, end }: { title: string; showBack: boolean; end?: ReactNode }) {
  return (
    <header className="sf-title-header">
      <div className="sf-title-side">{showBack && <BackButton />}</div>
      <h1>{title}</h1>
      <div className="sf-title-side">{end}</div>
    </header>
  );
}
