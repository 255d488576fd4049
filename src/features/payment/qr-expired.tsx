import { chakra, Flex, Text } from '@chakra-ui/react';
import { th } from '../../i18n/th.ts';

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
        {th.qr.expired}
      </Text>
      <Text m="0" fontSize="sm" color="fg.muted" textAlign="center">
        {th.qr.expiredNote}
      </Text>
      <chakra.button
        type="button"
        onClick={onRenew}
        disabled={!canRenew}
        aria-busy={renewing}
        px="6"
        py="2.5"
        border="none"
        rounded="md"
        bg="brand.500"
        color="white"
        fontWeight="semibold"
        _disabled={{ opacity: 0.6, cursor: 'progress' }}
      >
        {th.qr.newQr}
      </chakra.button>
      <chakra.button
        type="button"
        onClick={onOpenOrder}
        px="6"
        py="2"
        rounded="md"
        borderWidth="1px"
        borderColor="brand.500"
        bg="white"
        color="brand.600"
      >
        {th.qr.viewOrder}
      </chakra.button>
    </Flex>
  );
}
