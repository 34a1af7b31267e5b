/**
 * The company's placeholder data (legal notice, the landing page's footer) and the platform's sample
 * figures (landing map section, about page; product §9). The company is only announced: every value is a
 * clearly marked placeholder until the real entries exist.
 */
export const sampleCompany = {
  name: 'Wurzelwerk GmbH (i. G.)',
  street: 'Musterstraße 1',
  city: '10115 Berlin',
  country: { de: 'Deutschland', en: 'Germany' },
  managingDirector: 'Lena Berger',
  email: 'kontakt@wurzelwerk.example',
  register: 'Amtsgericht Berlin-Charlottenburg, HRB 000000',
  vatId: 'DE000000000',
} as const;

/** The platform in numbers (product §9 sample landing figures): the landing's map counters, the about page. */
export const samplePlatformFigures = {
  projects: 156,
  countries: 12,
  co2Tonnes: 12_400,
  investors: 8_432,
} as const;
