const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const baht = new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB' });

/** A plain HTML page listing pending payments, each with pay / fail / expire buttons. */
export function bankPage(
  pending: { id: number; order_no: string; amount: number; created_date: Date; qr_timeout: number }[],
) {
  const rows = pending
    .map(
      (p) => `<tr><td>${p.id}</td><td>${escapeHtml(p.order_no)}</td><td>${baht.format(p.amount)}</td>
      <td>${escapeHtml(p.created_date.toISOString())}</td><td>${p.qr_timeout} นาที</td>
      <td>${['pay', 'fail', 'expire']
        .map(
          (a) =>
            `<form method="post" action="/__dev/bank/${p.id}/${a}"><button name="a" value="${a}">${a}</button></form>`,
        )
        .join('')}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="th"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Demo bank</title>
<style>body{font-family:sans-serif;margin:1rem}td,th{padding:.3rem .6rem;border-bottom:1px solid #ddd}form{display:inline}</style>
</head><body><h1>Demo bank: pending PromptPay payments</h1>
<p>Development mode only. Pay, fail or expire a payment; the storefront's QR page sees it at its next poll.</p>
${pending.length ? `<table><tr><th>payment</th><th>order</th><th>amount</th><th>created</th><th>QR lifetime</th><th></th></tr>${rows}</table>` : '<p>No pending payments.</p>'}
</body></html>`;
}
