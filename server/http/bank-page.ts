import type { RefundRow } from '../services/payments.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const baht = new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB' });

type PaymentLine = {
  id: number;
  order_no: string;
  amount: number;
  created_date: Date;
  qr_timeout: number;
  provider_charge_id?: string | null;
};

/**
 * A plain HTML page listing pending payments, each with pay / fail / expire buttons; recently
 * closed (replaced, expired, cancelled, failed) ones, which can still be paid late; and the payments
 * to refund (paid, but not counted for their order: docs/api.md, state rules).
 */
export function bankPage(
  pending: PaymentLine[],
  refunds: RefundRow[] = [],
  closed: PaymentLine[] = [],
  options: { provider?: 'opn' | undefined } = {},
) {
  const opn = options.provider === 'opn';
  const charge = (p: PaymentLine) => (opn ? `<td>${escapeHtml(p.provider_charge_id ?? '')}</td>` : '');
  const closedRows = closed
    .map(
      (p) =>
        `<tr><td>${p.id}</td>${charge(p)}<td>${escapeHtml(p.order_no)}</td><td>${baht.format(p.amount)}</td><td>${escapeHtml(p.created_date.toISOString())}</td><td><form method="post" action="/__dev/bank/${p.id}/pay"><button name="a" value="pay">pay late</button></form></td></tr>`,
    )
    .join('\n');
  const refundRows = refunds
    .map(
      (r) =>
        `<tr><td>${r.payment_id}</td><td>${escapeHtml(r.order_no)}</td><td>${baht.format(r.amount)}</td><td>${escapeHtml(r.reason)}</td><td>${escapeHtml(r.status)}</td><td>${escapeHtml(r.created_date.toISOString())}</td></tr>`,
    )
    .join('\n');
  const rows = pending
    .map(
      (
        p,
      ) => `<tr><td>${p.id}</td>${charge(p)}<td>${escapeHtml(p.order_no)}</td><td>${baht.format(p.amount)}</td>
      <td>${escapeHtml(p.created_date.toISOString())}</td><td>${p.qr_timeout} นาที</td>
      <td>${(opn && p.provider_charge_id ? ['pay', 'fail', 'expire', 'pay-lost'] : ['pay', 'fail', 'expire'])
        .map(
          (a) =>
            `<form method="post" action="/__dev/bank/${p.id}/${a}"><button name="a" value="${a}">${a}</button></form>`,
        )
        .join('')}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="th"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Demo bank</title>
<style>body{font-family:sans-serif;margin:1rem}table{border-collapse:collapse}.rows{overflow-x:auto}td,th{padding:.3rem .4rem;border-bottom:1px solid #ddd;text-align:left}form{display:inline}button{margin:.1rem}</style>
</head><body><h1>Demo bank: pending PromptPay payments</h1>
<p>Development mode only. Pay, fail or expire a payment; the storefront's QR page sees it at its next poll.</p>
${opn ? "<p>Payments go through the built-in fake of Opn Payments: 'pay' and 'fail' complete the charge there, and the fake sends Opn's signed <code>charge.complete</code> webhook to this server, which asks the fake about the charge before it marks anything. 'pay-lost' pays the charge but loses the webhook: the QR page's inquiry at its deadline finds it, and the reconciliation (every PAYMENT_RECONCILE_SECONDS, or <code>POST /__dev/payments/reconcile</code>) after the QR's deadline. Refunds are paid back through the fake's refund API.</p>" : ''}
${pending.length ? `<div class="rows"><table><tr><th>payment</th>${opn ? '<th>Opn charge</th>' : ''}<th>order</th><th>amount</th><th>created</th><th>QR lifetime</th><th></th></tr>${rows}</table></div>` : '<p>No pending payments.</p>'}
<h2>Closed QRs (replaced, expired, cancelled, failed)</h2>
<p>Paying one late shows what happens to money that cannot count: it pays an order still awaiting it only if it is that order's newest QR, and is otherwise listed below as a payment to refund.</p>
${closed.length ? `<div class="rows"><table><tr><th>payment</th>${opn ? '<th>Opn charge</th>' : ''}<th>order</th><th>amount</th><th>created</th><th></th></tr>${closedRows}</table></div>` : '<p>No closed QRs.</p>'}
<h2>Payments to refund</h2>
${refunds.length ? `<div class="rows"><table><tr><th>payment</th><th>order</th><th>amount</th><th>reason</th><th>status</th><th>recorded</th></tr>${refundRows}</table></div>` : '<p>No payments to refund.</p>'}
</body></html>`;
}
