import { Flex, Text } from '@chakra-ui/react';
import { ActionButton } from '../../components/action-button.tsx';
import { thCheckout } from '../../i18n/th-checkout.ts';

/** The QR's deadline passed: say so, offer a new QR (the pay flow) or the order. */
export function QrExpired({
  renewing,
  canRenew,
  onRenew,
  onOpenOrder,
}: {
  renewing: boolean;
  canRenew: boolean;
  onRenew: () => void;
  onOpenOrder: () => void;
}) {
  return (
    <Flex direction="column" align="center" gap="3" py="4" role="alert" data-testid="qr-expired">
      <Text m="0" fontSize="lg" fontWeight="bold" color="red.500">
        {thCheckout.qr.expired}
      </Text>
      <Text m="0" fontSize="sm" color="fg.muted" textAlign="center">
        {thCheckout.qr.expiredNote}
      </Text>
      <ActionButton onClick={onRenew} disabled={!canRenew} aria-busy={renewing}>
        {thCheckout.qr.newQr}
      </ActionButton>
      <ActionButton tone="outline" onClick={onOpenOrder}>
        {thCheckout.qr.viewOrder}
      </ActionButton>
    </Flex>
  );
}
