/**
 * Placeholder company data for the legal notice. The company is only announced; every value here is a
 * clearly marked placeholder until the real entries exist.
 */
export const company = {
  name: 'Wurzelwerk GmbH (i. G.)',
  street: 'Musterstraße 1',
  city: '10115 Berlin',
  managingDirector: 'Lena Berger',
  email: 'kontakt@wurzelwerk.example',
  register: 'Amtsgericht Berlin-Charlottenburg, HRB 000000',
  vatId: 'DE000000000',
} as const;
