/**
 * The issuers (Emittenten, issue 33): the project owners who borrow the money. Every asset type belongs to
 * one (`asset_types.issuer_id`). The IBAN (electronic form, checked on write) is where releases go; null only
 * for the placeholder the migration made for asset types that existed before issuers did.
 */
import { pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const issuers = pgTable(
  'issuers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** E.g. "GmbH", "eG", "GmbH & Co. KG". */
    legalForm: text('legal_form').notNull(),
    street: text('street').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    /** ISO 3166 alpha-2, e.g. "DE". */
    country: text('country').notNull(),
    registerCourt: text('register_court').notNull(),
    registerNumber: text('register_number').notNull(),
    iban: text('iban'),
    bic: text('bic'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('issuers_name_idx').on(t.name)],
);
