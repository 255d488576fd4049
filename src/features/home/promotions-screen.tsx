import { Box, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { LoadFailedLine } from '../../components/load-failed-line.tsx';
import { PromotionRules } from '../../components/promotion-rules.tsx';
import { th } from '../../i18n/th.ts';
import { HomeImage } from './home-image.tsx';
import { COVER_HEIGHT, COVER_WIDTH, promotionLink } from './home-sections.tsx';
import { usePromotions } from './use-promotions.ts';

/**
 * /promotions: every running promotion (order ascending) as a cover card leading to its product
 * list with { name, cover } in the navigation state; none shows the empty text. A failed load
 * says so in one line with a retry instead (not 'no promotions'), and loads by itself once the
 * browser is back online.
 */
export default function PromotionsScreen({ name }: { name: string }) {
  const { promotions, isEmpty, loadFailed, retry } = usePromotions();
  return (
    <Box p="4">
      <Heading as="h1" fontSize="lg" lineHeight="1.6" m="0" mb="3">
        {name}
      </Heading>
      {loadFailed && (
        // The line brings its own side margins: out of the page's padding, as on the other screens.
        <Box mx="-4">
          <LoadFailedLine
            text={th.home.promotionsLoadFailed}
            onRetry={retry}
            testId="promotions-load-failed"
          />
        </Box>
      )}
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
