/**
 * The web sends the language chosen in the app with every API call (issue 15), so that the server answers
 * in it; and a shared schema's message shows in the page's language at a form field.
 */
import { afterEach, expect, test } from 'bun:test';
import { schemaResolver } from '@mantine/form';
import { germanText, SHOP_LIMITS, SHOP_MESSAGES, shippingAddressInput } from '@wurzelwerk/shared';
import { createIntl } from 'react-intl';
import superjson from 'superjson';
import { catalogs } from '../i18n/catalogs';
import { apiFetch } from './api';
import { translateFieldError } from './formErrors';
import { createTrpcClient } from './trpc';

const realFetch = globalThis.fetch;
const realDocument = globalThis.document;

afterEach(() => {
  globalThis.fetch = realFetch;
  if (realDocument === undefined) delete (globalThis as { document?: Document }).document;
  else globalThis.document = realDocument;
});

function pageIn(lang: string) {
  globalThis.document = { documentElement: { lang } } as unknown as Document;
}

/** Records the Accept-Language of every call. */
function recordLanguages(reply: () => Response): string[] {
  const seen: string[] = [];
  globalThis.fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Headers(init?.headers).get('accept-language') ?? '(none)');
    return reply();
  }) as unknown as typeof fetch;
  return seen;
}

test('apiFetch sends the page language, German when none is set', async () => {
  const seen = recordLanguages(() => Response.json({}));
  pageIn('en');
  await apiFetch('/api/settings');
  await apiFetch('/api/settings', { method: 'PUT', body: {} });
  pageIn('');
  await apiFetch('/api/settings');
  expect(seen).toEqual(['en', 'en', 'de']);
});

test('the tRPC link sends the page language', async () => {
  const seen = recordLanguages(() => Response.json([{ result: { data: superjson.serialize([]) } }]));
  pageIn('en');
  await createTrpcClient().shop.products.query();
  pageIn('de');
  await createTrpcClient().shop.products.query();
  expect(seen).toEqual(['en', 'de']);
});

test("a shared schema's message (a message id) at a field, in the page's language", () => {
  const english = createIntl({ locale: 'en', messages: catalogs.en });
  const german = createIntl({ locale: 'de', messages: catalogs.de });
  expect(translateFieldError(english, SHOP_MESSAGES.zipCode)).toBe('Please enter the postcode.');
  expect(translateFieldError(english, 'shop.city')).toBe('Please enter the town or city.');
  expect(translateFieldError(german, 'shop.city')).toBe(germanText('shop.city'));
  expect(translateFieldError(german, SHOP_MESSAGES.zipCode)).toBe('Bitte geben Sie die Postleitzahl ein.');
  // The web's own ids (accountValidation.ts) go through react-intl.
  expect(translateFieldError(english, 'validation.tooLong')).toBe(catalogs.en['validation.tooLong']);
  expect(translateFieldError(english, 'Anything else')).toBe('Anything else');
  expect(translateFieldError(english, undefined)).toBeUndefined();
});

test("a form's field error with a parameter switches language with the page", () => {
  // As useValidatedForm checks the cart's address: the schema's error is an id, rendered where it is shown.
  const resolve = schemaResolver(shippingAddressInput, { sync: true });
  const errors = resolve({
    name: 'Anna',
    street: 'S'.repeat(SHOP_LIMITS.maxFieldLength + 1),
    zipCode: '10115',
    city: 'Berlin',
    country: 'DE',
  });
  const error = errors.street;
  expect(error).toBe(SHOP_MESSAGES.fieldTooLong);
  const shown = (locale: 'de' | 'en') =>
    translateFieldError(createIntl({ locale, messages: catalogs[locale] }), error);
  expect(shown('de')).toBe('Die Angabe darf höchstens 200 Zeichen lang sein.');
  expect(shown('en')).toBe('This entry can be at most 200 characters long.');
  // A larger limit is written in each language's number format.
  const id = 'investment.amountMax{"max":100000}';
  expect(translateFieldError(createIntl({ locale: 'de', messages: catalogs.de }), id)).toBe(
    'Der Höchstbetrag für ein Investment beträgt 100.000 €.',
  );
  expect(translateFieldError(createIntl({ locale: 'en', messages: catalogs.en }), id)).toBe(
    'The maximum amount for an investment is €100,000.',
  );
});
