import { chakra, Flex } from '@chakra-ui/react';

/** A promotion's rule in words, as GET /promotions writes it (server/pricing/describe.ts). */
export type PromotionRuleRow = { header: string; description: string };

/**
 * A promotion's rules as a list of terms ('ซื้อ 5 ลังขึ้นไป' ลด 3%, then 'เงื่อนไข' and whether the
 * tiers repeat): on each card of /promotions and at the top of a promotion's product list.
 */
export function PromotionRules({ rows, ...box }: { rows: PromotionRuleRow[]; px?: string; pb?: string }) {
  return (
    <chakra.dl m="0" fontSize="sm" data-testid="promotion-rules" {...box}>
      {rows.map((row) => (
        <Flex key={`${row.header}|${row.description}`} gap="2">
          <chakra.dt flexShrink={0} color="fg.muted">
            {row.header}
          </chakra.dt>
          <chakra.dd m="0">{row.description}</chakra.dd>
        </Flex>
      ))}
    </chakra.dl>
  );
}

/** The rules at the top of a promotion's product list: a tinted box, a region named `label`. */
export function PromotionRulesSection({ rows, label }: { rows: PromotionRuleRow[]; label: string }) {
  return (
    <chakra.section aria-label={label} bg="brand.50" borderRadius="md" px="3" py="2">
      <PromotionRules rows={rows} />
    </chakra.section>
  );
}
