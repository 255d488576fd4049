import { Flex, Text } from '@chakra-ui/react';
import { thAccount } from '../../i18n/th-account.ts';
import { AccountPage, Avatar, Card, Field, WHITE_CARD } from './account-parts.tsx';
import { readShopProfile } from './shop-profile.ts';

/**
 * /information: the shop profile as sign-in stored it in local storage (spec section 2 "Account
 * home" shop profile): picture, shop name, phone, 'หมวดร้านค้า' and 'รหัสร้านค้า'.
 */
export default function InformationScreen({ name }: { name: string }) {
  const shop = readShopProfile();
  return (
    <AccountPage name={name}>
      <Flex direction="column" align="center" gap="2" {...WHITE_CARD} p="5">
        <Avatar src={shop.pictureUrl} size={20} />
        <Text m="0" fontWeight="bold" fontSize="lg" data-testid="shop-name">
          {shop.shopName ?? ''}
        </Text>
      </Flex>
      <Card testId="shop-profile">
        <Field label={thAccount.account.shopName} value={shop.shopName} testId="shop-name-field" />
        <Field label={thAccount.account.phone} value={shop.phoneNumber} testId="shop-phone" />
        <Field label={thAccount.account.shopCategory} value={shop.shopCatName} testId="shop-category" />
        <Field label={thAccount.account.shopCode} value={shop.shopCode} testId="shop-code" />
      </Card>
    </AccountPage>
  );
}
