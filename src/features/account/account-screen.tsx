import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../contract/app-paths.ts';
import type { CustomerProfile } from '../../../contract/users.ts';
import { AddFriendPrompt } from '../../components/add-friend-prompt.tsx';
import { Grey } from '../../components/grey.tsx';
import { LoadFailedLine } from '../../components/load-failed-line.tsx';
import { th } from '../../i18n/th.ts';
import { thAccount } from '../../i18n/th-account.ts';
import { AccountPage, Avatar, Card, Field, WHITE_CARD } from './account-parts.tsx';
import { readShopProfile } from './shop-profile.ts';
import { useAccount } from './use-account.ts';

type ProfileAddress = CustomerProfile['shipping_address'];

const MenuLink = chakra(Link);

function AddressLines({ address }: { address: ProfileAddress }) {
  return (
    <>
      <Field label={thAccount.account.phone} value={address.phone_1} testId="phone-1" />
      <Field label={thAccount.account.phone} value={address.phone_2} testId="phone-2" />
      <Text m="0" mt="1" fontSize="sm">
        {[address.name, address.sub_district, address.district, address.province, address.zipcode]
          .filter(Boolean)
          .join(' ')}
      </Text>
    </>
  );
}

/** The three menu rows; the orders row is the account chart's 'orders.open' (it resets the tab to 1). */
const MENU = [
  { to: paths.information(), label: thAccount.account.menuInformation },
  { to: paths.ordersHistory(), label: thAccount.account.menuOrders, viaChart: true },
  { to: paths.myCoupons(), label: thAccount.account.menuCoupons },
];

/** Grey lines where an address block's two phones and address will be while the profile loads. */
const AddressLinesLoading = () => (
  <div data-testid="address-loading">
    <Grey line width="55%" height="1rem" />
    <Grey line width="55%" height="1rem" />
    <Grey line width="90%" height="1rem" />
  </div>
);

/**
 * /profiles (spec section 2 "Account home"): the customer name, the shipping and tax-invoice
 * address blocks from the customer profile, and the menu. While the profile loads, grey lines stand
 * for the name and the blocks; a failed load opens no dialog (spec section 8) but says so in one
 * line with a retry instead of two empty blocks, and shows the LINE name stored at sign-in.
 */
export default function AccountScreen({ name }: { name: string }) {
  const { profile, loading, loadFailed, retry, openOrders } = useAccount();
  const shop = readShopProfile();
  return (
    <AccountPage name={name} busy={loading}>
      <Flex align="center" gap="3" {...WHITE_CARD} p="4">
        <Avatar src={shop.pictureUrl} />
        <Box minW="0" flex="1">
          {loading ? (
            <Grey line width="60%" height="1.5rem" />
          ) : (
            <Text m="0" fontWeight="bold" fontSize="lg" data-testid="customer-name">
              {profile?.customer_detail.name ?? shop.displayName ?? ''}
            </Text>
          )}
          {shop.shopName && (
            <Text m="0" fontSize="sm" color="fg.muted">
              {shop.shopName}
            </Text>
          )}
        </Box>
      </Flex>
      <AddFriendPrompt placement="card" />
      {loadFailed ? (
        <LoadFailedLine text={thAccount.account.loadFailed} onRetry={retry} testId="profile-load-failed" />
      ) : (
        <>
          <Card title={thAccount.account.shippingAddress} testId="shipping-address-block">
            {profile ? <AddressLines address={profile.shipping_address} /> : <AddressLinesLoading />}
          </Card>
          <Card title={thAccount.account.taxInvoiceAddress} testId="tax-address-block">
            {profile ? (
              <>
                {profile.tax_address.company_name && (
                  <Text m="0" fontWeight="semibold" fontSize="sm" data-testid="company-name">
                    {profile.tax_address.company_name}
                  </Text>
                )}
                <AddressLines address={profile.tax_address} />
              </>
            ) : (
              <AddressLinesLoading />
            )}
          </Card>
        </>
      )}
      <chakra.nav aria-label={th.titles.account} {...WHITE_CARD}>
        <chakra.ul listStyleType="none" m="0" p="0">
          {MENU.map((item) => (
            <chakra.li key={item.to} borderBottomWidth="1px" _last={{ borderBottomWidth: '0' }}>
              <MenuLink
                to={item.to}
                onClick={
                  item.viaChart
                    ? (event: MouseEvent) => {
                        event.preventDefault();
                        openOrders();
                      }
                    : undefined
                }
                display="flex"
                justifyContent="space-between"
                alignItems="center"
                px="4"
                py="3.5"
                color="fg"
                textDecoration="none"
              >
                <span>{item.label}</span>
                <chakra.span aria-hidden color="fg.muted">
                  ›
                </chakra.span>
              </MenuLink>
            </chakra.li>
          ))}
        </chakra.ul>
      </chakra.nav>
    </AccountPage>
  );
}
