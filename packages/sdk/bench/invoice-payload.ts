/**
 * A realistic invoice-list payload as the API sends it (snake_case keys), grown to the requested size.
 * Deterministic, so every run converts the same bytes.
 */
export function invoiceListPayload(targetBytes: number): {
  items: unknown[];
  total: number;
  page: number;
  page_size: number;
} {
  const items: unknown[] = [];
  let index = 0;
  let size = 0;
  while (size < targetBytes) {
    const invoice = {
      invoice_id: `inv_${index.toString().padStart(8, '0')}`,
      number: `FE-${100000 + index}`,
      status: ['paid', 'unpaid', 'pending', 'in_process'][index % 4],
      created_at: '2026-11-01T10:15:00.000Z',
      updated_at: '2026-11-02T08:00:00.000Z',
      due_date: '2026-12-01',
      payment_date: index % 4 === 0 ? '2026-11-02' : null,
      organization_id: 'org_0001',
      concept_lines: [
        {
          line_id: 1,
          plan_id: 'fe-emprendedor',
          description: 'Facturación electrónica — plan Emprendedor (anual)',
          quantity: 1,
          unit_price: 342000,
          iva_rate: 0,
          line_total: 342000,
        },
        {
          line_id: 2,
          plan_id: 'extra-documents',
          description: 'Documentos adicionales',
          quantity: 12,
          unit_price: 800,
          iva_rate: 0.19,
          line_total: 9600,
        },
      ],
      discount_total: 0,
      iva_total: 1824,
      grand_total: 353424,
      payments: [
        {
          payment_id: `pay_${index}`,
          transaction_date: '2026-11-02T08:00:00.000Z',
          transaction_id: `${9_000_000 + index}`,
          amount: 353424,
          ip_address: '190.24.1.10',
          bank_transfer_id: null,
          bank: null,
          issuer: 'Bancolombia',
          installments: 1,
          card_last_four_digits: '3564',
        },
      ],
    };
    items.push(invoice);
    size += JSON.stringify(invoice).length;
    index++;
  }
  return { items, total: items.length, page: 1, page_size: items.length };
}
