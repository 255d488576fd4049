import { Box, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { PromotionRules } from '../../components/promotion-rules.tsx';
import { th } from '../../i18n/th.ts';
import { HomeImage } from './home-image.tsx';
import { COVER_HEIGHT, COVER_WIDTH, promotionLink } from './home-sections.tsx';
import { usePromotions } from './use-promotions.ts';

/**
 * /promotions: every running promotion (order ascending) as a cover card leading to its product
 * list with { name, cover } in the navigation state; none (or a failed load) shows the empty text.
 */
export default function PromotionsScreen({ name }: { name: string }) {
  const { promotions, isEmpty } = usePromotions();
  return (
    <Box p="4">
      <Heading as="h1" fontSize="lg" lineHeight="1.6" m="0" mb="3">
        {name}
      </Heading>
      {isEmpty && (
        <Text role="status" color="fg.muted" textAlign="center" py="10">
          {th.home.noPromotions}
        </Text>
      )}
      <Flex as="ul" direction="column" gap="4" listStyleType="none" p="0" m="0">
        {promotions.map((promotion) => {
          const { to, state } = promotionLink(promotion);
          return (
            <chakra.li key={promotion.id}>
              <Box
                asChild
                display="block"
                color="inherit"
                textDecoration="none"
                bg="white"
                borderRadius="md"
                boxShadow="sm"
                overflow="hidden"
              >
                <Link to={to} state={state} data-testid="promotion-card">
                  <HomeImage
                    src={promotion.image_cover}
                    alt={promotion.name ? '' : th.home.promotionAlt}
                    width={COVER_WIDTH}
                    height={COVER_HEIGHT}
                    radius="0"
                  />
                  <Text m="0" p="3" fontWeight="bold" lineHeight="1.6">
                    {promotion.name}
                  </Text>
                  {promotion.rules_description && (
                    <PromotionRules rows={promotion.rules_description} px="3" pb="3" />
                  )}
                </Link>
              </Box>
            </chakra.li>
          );
        })}
      </Flex>
    </Box>
  );
}
