import type { PromotionDescription } from '../../../contract/catalogue.ts';

/** Promotion types shown as header/description tables; the others (premium, theme_brand) as grey boxes. */
const TABLE_TYPES: ReadonlySet<string> = new Set(['step_discount', 'step_free']);

const isTablePromotion = (type: string): boolean => TABLE_TYPES.has(type);

function PromotionTable({ promotion }: { promotion: PromotionDescription }) {
  return (
    <table className="sf-promotion-table" data-promotion-type={promotion.type}>
      <caption>{promotion.name}</caption>
      <tbody>
        {promotion.table_description.map((row) => (
          // Rows have no id; header + description tell them apart.
          <tr key={`${row.header}|${row.description}`}>
            <th scope="row">{row.header}</th>
            <td>{row.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** premium and theme_brand: a grey info box. */
function PromotionInfoBox({ promotion }: { promotion: PromotionDescription }) {
  return (
    <div
      role="note"
      aria-label={promotion.name}
      data-promotion-type={promotion.type}
      className="sf-promotion-box"
    >
      <p>{promotion.name}</p>
      {promotion.table_description.map((row) => (
        <p key={`${row.header}|${row.description}`}>
          <span>{row.header}</span> {row.description}
        </p>
      ))}
    </div>
  );
}

/**
 * The promotions under a product (spec section 3 "Product detail"): nothing when there are none.
 * Plain elements (src/app/plain-components.css).
 */
export function PromotionList({
  heading,
  promotions,
}: {
  heading: string;
  promotions: PromotionDescription[];
}) {
  if (promotions.length === 0) return null;
  return (
    <section className="sf-product-section">
      <h2>{heading}</h2>
      <div className="sf-promotions">
        {promotions.map((promotion) =>
          isTablePromotion(promotion.type) ? (
            <PromotionTable key={`${promotion.type}|${promotion.name}`} promotion={promotion} />
          ) : (
            <PromotionInfoBox key={`${promotion.type}|${promotion.name}`} promotion={promotion} />
          ),
        )}
      </div>
    </section>
  );
}
