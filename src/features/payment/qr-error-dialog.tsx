import { MessageDialog } from '../../components/dialogs.tsx';
import { th } from '../../i18n/th.ts';
import { thCheckout } from '../../i18n/th-checkout.ts';

/** Spec section 8 "Order detail failing on the QR page": an error dialog (polling goes on behind it). */
export function QrErrorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <MessageDialog
      open={open}
      title={th.errors.title}
      message={thCheckout.qr.orderDetailFailed}
      closeLabel={th.common.ok}
      onClose={onClose}
    />
  );
}
