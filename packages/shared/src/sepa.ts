/**
 * Which SEPA credit transfers need the receiving bank's BIC, without zod: the server's payment files and
 * checks (server/src/banking/iban.ts) and the web's forms, which ask for a BIC only where one is needed, read
 * it from here.
 *
 * Within the European Economic Area a transfer needs the IBAN only (Regulation (EU) No 260/2012, "IBAN
 * only" since 1 February 2016). SEPA reaches further — Switzerland, the United Kingdom and its Crown
 * Dependencies, Gibraltar, Monaco, San Marino, Andorra, the Vatican, and the countries that joined in 2024/25
 * — and there the EPC's credit-transfer rulebook makes the beneficiary bank's BIC mandatory. So the rule is
 * written as the EEA's members: a SEPA country that is not one of them needs a BIC, whichever joins next.
 */

/**
 * The EEA by the country codes an IBAN starts with: the 27 EU members and Iceland, Liechtenstein and Norway,
 * and the EU's outermost regions and Åland where an IBAN is issued under their own code (most use their
 * state's: FR, ES, PT).
 */
const EEA_IBAN_COUNTRIES = new Set(
  [
    // EU
    'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK',
    // EU territories with codes of their own: Åland, French Guiana, Guadeloupe, Martinique, Mayotte,
    // Réunion, Saint Martin
    'AX GF GP MQ YT RE MF',
    // EFTA members in the EEA
    'IS LI NO',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Whether a transfer to this IBAN must name the receiving bank's BIC: true outside the EEA. Reads the
 * country code only (the first two letters, spaces and case ignored); whether the IBAN is valid and in SEPA
 * at all is the IBAN check's question.
 */
export function bicRequiredFor(iban: string): boolean {
  const country = iban.replace(/\s+/g, '').slice(0, 2).toUpperCase();
  return country.length === 2 && !EEA_IBAN_COUNTRIES.has(country);
}
