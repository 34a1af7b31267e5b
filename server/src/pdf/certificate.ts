/** The gift voucher's certificate ("Urkunde als PDF", issue 19): the trees an order plants. */
import { BRAND } from '@wurzelwerk/shared';
import type { Locale } from '../i18n';
import { mailTexts } from '../mail/templates/texts';
import { PdfWriter } from './document';

export interface CertificateData {
  orderNumber: string;
  orderedAt: Date;
  trees: number;
}

export function certificatePdf(data: CertificateData, locale: Locale): Promise<Uint8Array> {
  const t = mailTexts(locale);
  const one = data.trees === 1;
  const pdf = new PdfWriter({ title: t.text('pdf.certificateTitle'), subject: data.orderNumber, locale });
  return pdf
    .title(t.text('pdf.certificateTitle'), data.orderNumber)
    .paragraph(
      t.text('pdf.certificateText', {
        order: data.orderNumber,
        date: t.date(data.orderedAt),
        trees: one ? t.text('pdf.certificateTreeOne') : t.text('pdf.certificateTrees', { count: data.trees }),
        verb: one ? t.text('pdf.certificateVerbOne') : t.text('pdf.certificateVerbMany'),
        brand: BRAND,
      }),
    )
    .paragraph(t.text('pdf.certificateThanks'), { bold: true })
    .paragraph(t.text('pdf.sample'), { small: true })
    .done(t.text('pdf.sample'));
}
