import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { paths } from '../../../contract/app-paths.ts';
import { MessageDialog } from '../../components/dialogs.tsx';
import { LoadFailedLine } from '../../components/load-failed-line.tsx';
import { NudgeList } from '../../components/nudge-list.tsx';
import { WholeWords } from '../../components/whole-words.tsx';
import { th } from '../../i18n/th.ts';
import { thCheckout } from '../../i18n/th-checkout.ts';
import { formatBaht } from '../../lib/money.ts';
import { CheckoutPanel } from './checkout-panel.tsx';
import { CouponPicker } from './coupon-picker.tsx';
import {
  addressText,
  Breakdown,
  ProductList,
  Section,
  ShippingAddress,
  SummarySkeleton,
} from './summary-sections.tsx';
import { useCheckout } from './use-checkout.ts';

/**
 * /summary (spec section 2 "Summary", section 4 "Summary", "Placing an order"). With no order to
 * show the chart sends the customer back to /cart (its `checkingEntry`); nothing renders meanwhile.
 * A nudge's tap is the chart's: it adds to the cart and loads the page again for the new selection.
 * A coupon chosen that could not be priced (offline) is said in one line above the order bar; the
 * coupon row and the figures stay those of the summary priced.
 */
export default function SummaryScreen({ name }: { name: string }) {
  const checkout = useCheckout();
  const { cart, addresses, shipping, coupon } = checkout;
  if (checkout.left) return null;

  return (
    <Box
      // Room under the page for the bar, and for the failure line docked above it while it shows.
      pb={`calc(${checkout.loadFailed || checkout.couponFailed ? '10rem' : '6rem'} + env(safe-area-inset-bottom))`}
      aria-label={name}
    >
      {checkout.loading && (
        <Text role="status" px="4" py="3" color="fg.muted">
          {th.app.loading}
        </Text>
      )}
      <ShippingAddress name={addresses?.customer_detail.name ?? null} address={shipping} />
      {cart ? <ProductList cart={cart} /> : <SummarySkeleton />}
      {cart && !checkout.placing && <NudgeList nudges={cart.nudges ?? []} onAdd={checkout.addNudge} />}
      <Section title={thCheckout.summary.taxInvoiceAddress}>
        {addresses && (
          <Box fontSize="sm" data-testid="tax-address">
            {addresses.tax_address.company_name && (
              <Text fontWeight="semibold">{addresses.tax_address.company_name}</Text>
            )}
            <Text>{addressText(addresses.tax_address)}</Text>
          </Box>
        )}
      </Section>
      <Section title={thCheckout.summary.coupon}>
        <chakra.button
          type="button"
          w="100%"
          display="flex"
          justifyContent="space-between"
          alignItems="center"
          minH="11"
          fontSize="sm"
          p="0"
          bg="transparent"
          border="none"
          onClick={checkout.openCouponPicker}
          disabled={!checkout.canChooseCoupon}
          data-testid="open-coupon-picker"
        >
          <span>{coupon ? coupon.name : cart ? thCheckout.summary.noCoupon : ''}</span>
          <span>{thCheckout.summary.chooseCoupon} ›</span>
        </chakra.button>
      </Section>
      <Section title={thCheckout.summary.paymentMethod}>
        <Link
          to={paths.paymentMethod()}
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            minHeight: '2.75rem',
            fontSize: '0.875rem',
          }}
        >
          <span>{thCheckout.payment.qrPayment}</span>
          <span>›</span>
        </Link>
      </Section>
      {cart && (
        <Breakdown
          cart={cart}
          onPromotionSheet={checkout.openPromotionSheet}
          onCouponSheet={checkout.openCouponSheet}
        />
      )}
      <Flex
        layerStyle="bottomBar"
        px="4"
        pt="3"
        pb="calc(0.75rem + env(safe-area-inset-bottom))"
        align="center"
        gap="3"
      >
        {/* Docked just above the bar, where the customer is whatever the scroll: a load that fails
            after a nudge's tap far down the page is not said above the screen's top. */}
        {checkout.loadFailed && (
          <Box position="absolute" bottom="100%" left="0" right="0" bg="bg.panel" borderTopWidth="1px">
            <LoadFailedLine
              text={thCheckout.summary.loadFailed}
              retryLabel={thCheckout.summary.retry}
              onRetry={checkout.retryLoad}
              testId="summary-load-failed"
            />
          </Box>
        )}
        {checkout.couponFailed && (
          <Box position="absolute" bottom="100%" left="0" right="0" bg="bg.panel" borderTopWidth="1px">
            <div role="status" className="sf-load-failed-line" data-testid="summary-coupon-failed">
              <p>
                <WholeWords text={thCheckout.summary.couponFailed} />
              </p>
            </div>
          </Box>
        )}
        <Box flex="1">
          <Text fontSize="sm" color="fg.muted">
            {thCheckout.summary.amountToPay}
          </Text>
          <Text fontWeight="bold" data-testid="amount-to-pay">
            {cart ? formatBaht(cart.total_net_price) : '-'}
          </Text>
        </Box>
        <chakra.button
          type="button"
          px="6"
          py="3"
          borderRadius="md"
          bg={checkout.canOrder ? 'brand.500' : 'gray.400'}
          color="white"
          disabled={!checkout.canOrder}
          aria-busy={checkout.placing}
          onClick={checkout.placeOrder}
        >
          {thCheckout.summary.placeOrder}
        </chakra.button>
      </Flex>
      <CouponPicker
        open={checkout.pickerOpen}
        coupons={cart?.coupons ?? []}
        tickedCode={checkout.tickedCode}
        onToggle={checkout.toggleCoupon}
        onConfirm={checkout.confirmCoupon}
        onClose={checkout.closeCouponPicker}
      />
      <CheckoutPanel
        open={checkout.sheet === 'promotionDiscount'}
        onClose={checkout.closeSheet}
        title={thCheckout.payment.promotionDiscountSheet}
        placement="bottom"
      >
        <Box px="4" py="3">
          {cart?.promotions.map((p) => (
            <Flex key={p.promotion_id} justify="space-between" py="1" fontSize="sm">
              <Text>{p.name}</Text>
              <Text>{formatBaht(-p.discount)}</Text>
            </Flex>
          ))}
        </Box>
      </CheckoutPanel>
      <CheckoutPanel
        open={checkout.sheet === 'couponDiscount'}
        onClose={checkout.closeSheet}
        title={thCheckout.payment.couponDiscountSheet}
        placement="bottom"
      >
        <Flex px="4" py="3" justify="space-between" fontSize="sm">
          <Text>{coupon ? coupon.name : thCheckout.summary.noCoupon}</Text>
          <Text>{formatBaht(-(cart?.coupon_discount ?? 0))}</Text>
        </Flex>
      </CheckoutPanel>
      <MessageDialog
        open={checkout.orderErrorKind !== null}
        message={checkout.orderErrorKind ? th.errors[checkout.orderErrorKind] : ''}
        title={th.errors.title}
        closeLabel={th.common.ok}
        onClose={checkout.dismissOrderError}
      />
    </Box>
  );
}
