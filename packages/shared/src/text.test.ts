import { describe, expect, test } from 'bun:test';
import type { z } from 'zod';
import { changePasswordInput, deleteAccountInput, updateProfileInput } from './account';
import {
  assetTypeFields,
  cancelOrderInput,
  newsFields,
  productFields,
  streamFields,
  userSearchInput,
} from './admin';
import { loginInput, registerInput } from './auth';
import { farmSyncInput } from './farm';
import { createInvestmentInput, investmentIdInput } from './investments';
import { germanText } from './messages';
import { trackingInput, updateOrderStatusInput } from './orders';
import { createOrderInput } from './shop';
import {
  CONTROL_CHARS_MESSAGE,
  hasUnstorableChars,
  INVALID_CHARS_MESSAGE,
  lineField,
  textField,
} from './text';

/** U+0000, a lone high and a lone low surrogate, and a low one before its high one. */
const HOSTILE = ['An\u0000na', 'An\ud800na', 'An\udfffna', '\udc00\ud83d'];

describe('textField', () => {
  test('refuses U+0000 and lone surrogates with one message, before any other check', () => {
    const field = textField({ error: 'Pflichtfeld' }).trim().min(2, 'zu kurz').max(4, 'zu lang');
    for (const value of [...HOSTILE, '\u0000', 'sehr lang\u0000']) {
      const result = field.safeParse(value);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([INVALID_CHARS_MESSAGE]);
    }
    expect(germanText(INVALID_CHARS_MESSAGE)).toBe('Enthält unzulässige Zeichen.');
  });

  test('keeps every well-formed text: umlauts, emoji (a surrogate pair), other scripts', () => {
    for (const value of ['Jürgen', 'Zoë 🌳', '😀', 'Łódź', '東京', 'a\tb']) {
      expect(hasUnstorableChars(value)).toBe(false);
      expect(textField().parse(value)).toBe(value);
    }
    expect(textField({ error: 'Pflichtfeld' }).safeParse(5).error?.issues[0]?.message).toBe('Pflichtfeld');
  });
});

/**
 * Every input schema with text fields and a valid input: each string in it is a text field, except the
 * enum values named in `notText`.
 */
const VALID_ORDER = {
  items: [{ productId: 1, quantity: 1 }],
  shippingAddress: {
    name: 'Anna Berger',
    street: 'Hauptstraße 1',
    zipCode: '10115',
    city: 'Berlin',
    country: 'Deutschland',
  },
  paymentMethod: 'creditcard',
};
const CASES: Record<string, { schema: z.ZodType; valid: Record<string, unknown>; notText?: string[] }> = {
  registerInput: {
    schema: registerInput,
    valid: {
      firstName: 'Anna',
      lastName: 'Berger',
      username: 'anna_b',
      email: 'anna@example.org',
      password: 'sicher123',
    },
  },
  loginInput: { schema: loginInput, valid: { email: 'anna@example.org', password: 'sicher123' } },
  updateProfileInput: {
    schema: updateProfileInput,
    valid: {
      firstName: 'Anna',
      lastName: 'Berger',
      email: 'anna@example.org',
      bio: 'Gärtnerin',
      location: 'Berlin',
      company: 'Wurzelwerk',
      website: 'https://example.org',
    },
  },
  changePasswordInput: {
    schema: changePasswordInput,
    valid: { currentPassword: 'alt-123', newPassword: 'neu-1234', confirmPassword: 'neu-1234' },
  },
  deleteAccountInput: { schema: deleteAccountInput, valid: { password: 'sicher123' } },
  createOrderInput: { schema: createOrderInput, valid: VALID_ORDER, notText: ['paymentMethod'] },
  updateOrderStatusInput: {
    schema: updateOrderStatusInput,
    valid: { id: 'a1', status: 'shipped', trackingNumber: 'TRK123' },
    notText: ['status'],
  },
  trackingInput: { schema: trackingInput, valid: { trackingNumber: 'TRK123' } },
  createInvestmentInput: {
    schema: createInvestmentInput,
    valid: {
      assetTypeId: 1,
      quantity: 1,
      totalInvestment: '500.00',
      idempotencyKey: 'k-1',
      acknowledgement: {
        informationSheetVersion: 'a'.repeat(64),
        firstName: 'Anna',
        lastName: 'Berger',
        birthDate: '1980-05-17',
        birthPlace: 'Kassel',
        acceptedTerms: true,
        readRiskWarning: true,
      },
    },
    // A hex digest and a date: their own formats refuse any other character with their own message.
    notText: ['acknowledgement.informationSheetVersion', 'acknowledgement.birthDate'],
  },
  investmentIdInput: { schema: investmentIdInput, valid: { id: 'a1' } },
  farmSyncInput: {
    schema: farmSyncInput,
    valid: {
      actions: [
        { action: { type: 'buyUpgrade', upgradeId: 'u1' }, at: 1 },
        { action: { type: 'claimQuest', questId: 'q1' }, at: 2 },
      ],
    },
    notText: ['actions.0.action.type', 'actions.1.action.type'],
  },
};

/** The paths of the strings in a value, e.g. ['shippingAddress', 'city']. */
function stringPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => stringPaths(inner, [...path, key]));
}

function withValue(input: Record<string, unknown>, path: string[], value: string): Record<string, unknown> {
  const copy = structuredClone(input);
  let target: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[path.at(-1) as string] = value;
  return copy;
}

describe('every text field of an input refuses U+0000 and lone surrogates', () => {
  for (const [name, { schema, valid, notText = [] }] of Object.entries(CASES)) {
    const fields = stringPaths(valid).filter((field) => !notText.includes(field.join('.')));
    test(name, () => {
      expect(schema.safeParse(valid).success).toBe(true);
      for (const field of fields) {
        for (const value of HOSTILE) {
          const issues = schema.safeParse(withValue(valid, field, value)).error?.issues ?? [];
          expect({ field, value, issues: issues.map((i) => [i.path.join('.'), i.message]) }).toEqual({
            field,
            value,
            issues: [[field.join('.'), INVALID_CHARS_MESSAGE]],
          });
        }
      }
    });
  }
});

/** Line breaks and other control characters: CR, LF, CRLF, TAB, ESC, DEL, NEL (C1), U+2028. */
const CONTROL = [
  'An\rna',
  'An\nna',
  'Anna\r\nBcc: x@example.org',
  'An\tna',
  'An\u001bna',
  'An\u007fna',
  'An\u0085na',
  'An\u2028na',
];

describe('lineField', () => {
  test('refuses line breaks and control characters with one message, before any other check', () => {
    const field = lineField().trim().min(2, 'zu kurz').max(4, 'zu lang');
    for (const value of [...CONTROL, '\n']) {
      expect(field.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual([
        CONTROL_CHARS_MESSAGE,
      ]);
    }
    expect(germanText(CONTROL_CHARS_MESSAGE)).toBe('Darf keine Zeilenumbrüche oder Steuerzeichen enthalten.');
    expect(field.safeParse('An\u0000na').error?.issues.map((issue) => issue.message)).toEqual([
      INVALID_CHARS_MESSAGE,
    ]);
    for (const value of ['Jürgen', 'Zoë 🌳', 'Łódź', '東京', 'Anne-Marie O’Neil'])
      expect(lineField().parse(value)).toBe(value);
  });
});

/** One-line fields of the inputs, each with a valid input around it. */
const ONE_LINE: { name: string; schema: z.ZodType; valid: Record<string, unknown>; fields: string[] }[] = [
  {
    name: 'registerInput',
    schema: registerInput,
    valid: CASES.registerInput?.valid ?? {},
    fields: ['firstName', 'lastName'],
  },
  {
    name: 'updateProfileInput',
    schema: updateProfileInput,
    valid: CASES.updateProfileInput?.valid ?? {},
    fields: ['firstName', 'lastName', 'location', 'company', 'website'],
  },
  {
    name: 'createOrderInput',
    schema: createOrderInput,
    valid: { ...VALID_ORDER, idempotencyKey: 'k-1' },
    fields: [
      'shippingAddress.name',
      'shippingAddress.street',
      'shippingAddress.zipCode',
      'shippingAddress.city',
      'shippingAddress.country',
      'idempotencyKey',
    ],
  },
  {
    name: 'createInvestmentInput',
    schema: createInvestmentInput,
    valid: CASES.createInvestmentInput?.valid ?? {},
    fields: [
      'idempotencyKey',
      'acknowledgement.firstName',
      'acknowledgement.lastName',
      'acknowledgement.birthPlace',
    ],
  },
  {
    name: 'newsFields',
    schema: newsFields.partial(),
    valid: { titleDe: 'Neu', titleEn: 'New' },
    fields: ['titleDe', 'titleEn'],
  },
  {
    name: 'productFields',
    schema: productFields.partial(),
    valid: { nameDe: 'Buch', co2De: '2 kg' },
    fields: ['nameDe', 'co2De'],
  },
  {
    name: 'assetTypeFields',
    schema: assetTypeFields.partial(),
    valid: { nameEn: 'Oak', location: 'Spessart' },
    fields: ['nameEn', 'location'],
  },
  {
    name: 'streamFields',
    schema: streamFields.partial(),
    valid: { titleDe: 'Live', location: 'Hof' },
    fields: ['titleDe', 'location'],
  },
  {
    name: 'cancelOrderInput',
    schema: cancelOrderInput,
    valid: { id: 'a1', reason: 'Kundenwunsch' },
    fields: ['reason'],
  },
  { name: 'userSearchInput', schema: userSearchInput, valid: { query: 'anna' }, fields: ['query'] },
];

describe('one-line fields refuse line breaks and control characters; multi-line ones keep them', () => {
  for (const { name, schema, valid, fields } of ONE_LINE) {
    test(name, () => {
      expect(schema.safeParse(valid).success).toBe(true);
      for (const field of fields) {
        for (const value of CONTROL) {
          const issues = schema.safeParse(withValue(valid, field.split('.'), value)).error?.issues ?? [];
          expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([[field, CONTROL_CHARS_MESSAGE]]);
        }
      }
    });
  }

  test('a profile’s bio and a news text may have several lines', () => {
    expect(updateProfileInput.safeParse({ bio: 'Erste Zeile\nzweite Zeile' }).success).toBe(true);
    expect(newsFields.partial().safeParse({ contentDe: 'Absatz eins.\r\n\r\nAbsatz zwei.' }).success).toBe(
      true,
    );
  });
});
