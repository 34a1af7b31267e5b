/** The mails about shop orders: the confirmation and the shipping notice. */
import { BRAND, orderSubtotal } from '@wurzelwerk/shared';
import { z } from 'zod';
import { Action, Facts, FactsTable, Paragraph } from './layout';
import { field, MAIL_LINKS, template } from './template';

const { name, amount } = field;

export const ORDER_MAILS = {
  order: template({
    payload: z.object({
      name,
      orderNumber: z.string(),
      items: z.array(z.object({ name: z.string(), quantity: z.number().int(), total: amount })),
      shippingCost: amount,
      totalAmount: amount,
      paymentMethod: z.enum(['creditcard', 'banktransfer']),
      /** Null for digital products only: nothing is shipped. */
      address: z
        .object({
          name: z.string(),
          street: z.string(),
          zipCode: z.string(),
          city: z.string(),
          country: z.string(),
        })
        .nullable(),
    }),
    subject: (t, p) => t.text('order.subject', { orderNumber: p.orderNumber }),
    body: (p, { t, link }) => {
      const subtotal = orderSubtotal(p.totalAmount, p.shippingCost);
      const cell = { fontSize: '14px', padding: '4px 8px 4px 0' };
      return (
        <>
          <Paragraph>{t.text('order.intro', { brand: BRAND, orderNumber: p.orderNumber })}</Paragraph>
          <FactsTable style={{ width: '100%' }}>
            <thead>
              <tr>
                <th style={{ ...cell, textAlign: 'left' }}>{t.text('order.item')}</th>
                <th style={{ ...cell, textAlign: 'right' }}>{t.text('order.quantity')}</th>
                <th style={{ ...cell, textAlign: 'right' }}>{t.text('order.total')}</th>
              </tr>
            </thead>
            <tbody>
              {p.items.map((item, index) => (
                // Two lines may carry the same name; their place in the order tells them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: a static list, rendered once
                <tr key={index}>
                  <td style={cell}>{item.name}</td>
                  <td style={{ ...cell, textAlign: 'right' }}>{item.quantity}</td>
                  <td style={{ ...cell, textAlign: 'right' }}>{t.euro(item.total)}</td>
                </tr>
              ))}
            </tbody>
          </FactsTable>
          <Facts
            rows={[
              ...(subtotal === null
                ? []
                : [[t.text('order.subtotal'), t.euro(subtotal)] as [string, string]]),
              [
                t.text('order.shipping'),
                Number(p.shippingCost) === 0 ? t.text('order.freeShipping') : t.euro(p.shippingCost),
              ],
              [t.text('order.grandTotal'), t.euro(p.totalAmount)],
              [t.text('order.payment'), t.text(`order.payment.${p.paymentMethod}`)],
              p.address
                ? [
                    t.text('order.address'),
                    <>
                      {p.address.name}
                      <br />
                      {p.address.street}
                      <br />
                      {p.address.zipCode} {p.address.city}
                      <br />
                      {p.address.country}
                    </>,
                  ]
                : [t.text('order.address'), t.text('order.digitalDelivery')],
            ]}
          />
          <Action t={t} href={link(MAIL_LINKS.orders)} label={t.text('orderShipped.button')} />
        </>
      );
    },
  }),

  orderShipped: template({
    payload: z.object({
      name,
      orderNumber: z.string(),
      trackingNumber: z.string(),
      carrier: z.string(),
      /** Who marked the order shipped: a customer's own step claims no hand-over (issue 36). */
      markedBy: z.enum(['operator', 'customer']).default('operator'),
    }),
    subject: (t, p) =>
      t.text(p.markedBy === 'customer' ? 'orderShipped.subjectByCustomer' : 'orderShipped.subject', {
        orderNumber: p.orderNumber,
      }),
    body: (p, { t, link }) => (
      <>
        <Paragraph>
          {t.text(p.markedBy === 'customer' ? 'orderShipped.introByCustomer' : 'orderShipped.intro', {
            orderNumber: p.orderNumber,
            carrier: p.carrier,
          })}
        </Paragraph>
        <Facts
          rows={[
            [t.text('orderShipped.tracking'), p.trackingNumber],
            [t.text('orderShipped.carrier'), p.carrier],
          ]}
        />
        <Action t={t} href={link(MAIL_LINKS.orders)} label={t.text('orderShipped.button')} />
      </>
    ),
  }),
} as const;
