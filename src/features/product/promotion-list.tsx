import { Box, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import type { PromotionDescription } from '../../../machines/product-detail/index.ts';

/** Promotion types shown as header/description tables; the others (premium, theme_brand) as grey boxes. */
const TABLE_TYPES: ReadonlySet<string> = new Set(['step_discount', 'step_free']);

export const isTablePromotion = (type: string): boolean => TABLE_TYPES.has(type);

function PromotionTable({ promotion }: { promotion: PromotionDescription }) {
  return (
    <chakra.table
      w="full"
      borderCollapse="collapse"
      fontSize="sm"
      border="1px solid"
      borderColor="brand.100"
      data-promotion-type={promotion.type}
    >
      <chakra.caption textAlign="start" fontWeight="bold" pb="1" color="brand.700">
        {promotion.name}
      </chakra.caption>
      <tbody>
        {promotion.table_description.map((row) => (
          // Rows have no id; header + description tell them apart.
          <tr key={`${row.header}|${row.description}`}>
            <chakra.th
              scope="row"
              textAlign="start"
              fontWeight="medium"
              bg="brand.50"
              px="3"
              py="2"
              borderBottom="1px solid"
              borderColor="brand.100"
            >
              {row.header}
            </chakra.th>
            <chakra.td px="3" py="2" borderBottom="1px solid" borderColor="brand.100">
              {row.description}
            </chakra.td>
          </tr>
        ))}
      </tbody>
    </chakra.table>
  );
}

/** premium and theme_brand: a grey info box. */
function PromotionInfoBox({ promotion }: { promotion: PromotionDescription }) {
  return (
    <Box
      role="note"
      aria-label={promotion.name}
      data-promotion-type={promotion.type}
      bg="gray.100"
      color="fg"
      borderRadius="md"
      px="3"
      py="2"
      fontSize="sm"
    >
      <Text fontWeight="bold" m="0">
        {promotion.name}
      </Text>
      {promotion.table_description.map((row) => (
        <Text key={`${row.header}|${row.description}`} m="0" mt="1">
          <chakra.span fontWeight="medium">{row.header}</chakra.span> {row.description}
        </Text>
      ))}
    </Box>
  );
}

/** The promotions under a product (spec section 3 "Product detail"): nothing when there are none. */
export function PromotionList({
  heading,
  promotions,
}: {
  heading: string;
  promotions: PromotionDescription[];
}) {
  if (promotions.length === 0) return null;
  return (
    <Box as="section" px="4" py="3">
      <Heading as="h2" fontSize="md" fontWeight="bold" m="0" mb="2">
        {heading}
      </Heading>
      <Stack gap="3">
        {promotions.map((promotion) =>
          isTablePromotion(promotion.type) ? (
            <PromotionTable key={`${promotion.type}|${promotion.name}`} promotion={promotion} />
          ) : (
            <PromotionInfoBox key={`${promotion.type}|${promotion.name}`} promotion={promotion} />
          ),
        )}
      </Stack>
    </Box>
  );
}
