import type { ReactNode } from 'react';
import { th } from '../i18n/th.ts';
import { BackButton } from './back-button.tsx';
import { CartLink } from './cart-link.tsx';
import { MenuIcon } from './icons.tsx';

export interface MainHeaderProps {
  showBack: boolean;
  showLogo: boolean;
  /** The cart holds at least one product: the bag shows a dot. */
  cartHasProducts: boolean;
  onOpenDrawer: () => void;
  /** The search box (src/features/catalogue/header-search.tsx): a form with role search. */
  search: ReactNode;
}

/** Sticky header of the main layout (spec section 2 "Shell"); plain elements (src/app/first-screen.css). */
export function MainHeader({ showBack, showLogo, cartHasProducts, onOpenDrawer, search }: MainHeaderProps) {
  return (
    <header className="sf-header">
      {showBack && <BackButton />}
      <button
        type="button"
        className="sf-icon-button"
        aria-label={th.shell.openCategories}
        onClick={onOpenDrawer}
      >
        <MenuIcon />
      </button>
      {showLogo && <span className="sf-logo">{th.shell.logo}</span>}
      {search}
      <CartLink hasProducts={cartHasProducts} />
    </header>
  );
}
