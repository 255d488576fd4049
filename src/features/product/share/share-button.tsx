import { chakra, Flex, Text } from '@chakra-ui/react';
import type { SharePickerOutput } from '../../../../machines/share-picker/index.ts';
import { ShareIcon } from '../../../components/icons.tsx';
import { th } from '../../../i18n/th.ts';
import type { ShareProduct } from './flex-message.ts';
import { useShareProduct } from './use-share.ts';

/** The errors the spec names are shown as they are (spec section 8); others as a short Thai text. */
const SPEC_ERRORS: readonly string[] = [
  th.sharePicker.timeout,
  th.sharePicker.outsideClient,
  th.sharePicker.noProperArgument,
  th.sharePicker.tooManyMessages,
];

/** What the page says after a share; null before the first one ends. */
export function shareStatusText(outcome: SharePickerOutput | null): string | null {
  if (!outcome) return null;
  switch (outcome.status) {
    case 'success':
      return th.sharePicker.shared;
    case 'cancel':
      return th.sharePicker.cancelled;
    case 'notAwaited':
      return th.sharePicker.opened;
    case 'error':
      return SPEC_ERRORS.includes(outcome.message) ? outcome.message : th.sharePicker.failed;
  }
}

export interface ShareButtonProps {
  /** `liff.isApiAvailable('shareTargetPicker')`: nothing is shown otherwise. */
  available: boolean;
  busy: boolean;
  outcome: SharePickerOutput | null;
  onShare: () => void;
}

/** The 'share' button of the product page and, once a share has ended, a short status beside it. */
export function ShareButton({ available, busy, outcome, onShare }: ShareButtonProps) {
  if (!available) return null;
  const status = busy ? null : shareStatusText(outcome);
  return (
    <Flex align="center" gap="3" mt="3" wrap="wrap">
      <chakra.button
        type="button"
        display="inline-flex"
        alignItems="center"
        gap="1.5"
        px="3"
        h="8"
        borderRadius="full"
        border="1px solid"
        borderColor="brand.500"
        color="brand.600"
        bg="bg.panel"
        fontSize="sm"
        fontWeight="bold"
        cursor="pointer"
        disabled={busy}
        aria-busy={busy}
        _disabled={{ opacity: 0.5, cursor: 'progress' }}
        onClick={onShare}
      >
        <ShareIcon size={16} />
        {th.sharePicker.share}
      </chakra.button>
      <Text
        as="span"
        role="status"
        fontSize="sm"
        m="0"
        color={outcome?.status === 'error' ? 'danger' : 'fg.muted'}
        data-testid="share-status"
      >
        {status}
      </Text>
    </Flex>
  );
}

/** The share button bound to LIFF's share target picker for one product. */
export function ProductShareButton({ product }: { product: ShareProduct }) {
  const { available, busy, outcome, share } = useShareProduct(product);
  return <ShareButton available={available} busy={busy} outcome={outcome} onShare={share} />;
}
