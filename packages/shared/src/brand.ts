/** The product name; the spec's {brand}. Every screen, mail and message takes it from here. */
export const BRAND = 'Wurzelwerk';

/** The demo account that the seed creates (README names it). */
export const DEMO_ACCOUNT = { email: 'demo@wurzelwerk.example', password: 'wurzelwerk' } as const;
/**
 * Who the demo account is (its profile): what it types to acknowledge an information sheet before investing
 * (issue 35, decision 0074).
 */
export const DEMO_IDENTITY = {
  firstName: 'Demo',
  lastName: 'Nutzerin',
  birthDate: '1980-05-17',
  birthPlace: 'Kassel',
} as const;
/** The sample data's operator (issue 20): signs in to the console at /admin. */
export const DEMO_OPERATOR = { email: 'operator@wurzelwerk.example', password: 'wurzelwerk' } as const;
