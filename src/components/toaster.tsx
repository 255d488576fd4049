import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { addedToCart, th } from '../i18n/th.ts';

/**
 * Short notes that come and go (Chakra UI's toaster), with an optional link. Used after an add to
 * the cart (issue 10: a Thai toast naming the product and the quantity, with a link to the cart).
 * Render <Toaster /> once on a screen that creates toasts (it needs the router for its link).
 */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 3 });

type ToastLink = { href: string; label: string };

/** The toast after an add: the product and the quantity, and a link to /cart. */
export function showAddedToast({ name, qty }: { name: string; qty: number }) {
  const link: ToastLink = { href: '/cart', label: th.product.viewCart };
  toaster.create({ type: 'success', description: addedToCart(name, qty), duration: 4000, meta: { link } });
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => {
          const link = toast.meta?.link as ToastLink | undefined;
          return (
            <Toast.Root width={{ md: 'sm' }} data-testid="toast">
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
                {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
              </Stack>
              {link && (
                <Toast.ActionTrigger asChild>
                  <Link to={link.href}>{link.label}</Link>
                </Toast.ActionTrigger>
              )}
            </Toast.Root>
          );
        }}
      </ChakraToaster>
    </Portal>
  );
}
