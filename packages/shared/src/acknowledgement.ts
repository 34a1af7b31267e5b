/**
 * The acknowledgement of an information sheet before investing (issue 35, decision 0074): equivalent to a
 * signature, the investor types first and last name, date and place of birth, which the server compares with
 * the profile, and names the sheet's version (the SHA-256 of the PDF they were shown).
 */
import { z } from 'zod';
import { messageId, messageIds } from './messages';
import { lineField } from './text';

export const ACKNOWLEDGEMENT_LIMITS = { textMax: 100, oldestBirthYear: 1900 } as const;

export const ACKNOWLEDGEMENT_MESSAGES = messageIds('acknowledgement', {
  tooLong: { max: ACKNOWLEDGEMENT_LIMITS.textMax },
});

/** Whether a YYYY-MM-DD is a real calendar day from 1900 up to `today` (a date of birth). */
export function isBirthDate(value: string, today = new Date()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === value &&
    date.getUTCFullYear() >= ACKNOWLEDGEMENT_LIMITS.oldestBirthYear &&
    date.getTime() <= today.getTime()
  );
}

/** A date of birth, YYYY-MM-DD. */
export const birthDateField = (message: string = ACKNOWLEDGEMENT_MESSAGES.birthDate) =>
  lineField({ error: message })
    .trim()
    .refine((value) => isBirthDate(value), message)
    .meta({ description: 'Date of birth, YYYY-MM-DD.', examples: ['1985-04-12'] });

/** One typed line: required, at most 100 characters. */
const typedLine = (required: string) =>
  lineField({ error: required })
    .trim()
    .min(1, required)
    .max(ACKNOWLEDGEMENT_LIMITS.textMax, ACKNOWLEDGEMENT_MESSAGES.tooLong);

/** A place of birth as the profile stores it (one line; empty clears it). */
export const birthPlaceField = (tooLong: string = ACKNOWLEDGEMENT_MESSAGES.tooLong) =>
  lineField().trim().max(ACKNOWLEDGEMENT_LIMITS.textMax, tooLong);

export const acknowledgementInput = z.object({
  /** The SHA-256 (hex) of the information sheet's PDF the investor opened (its ETag names it too). */
  informationSheetVersion: lineField({ error: ACKNOWLEDGEMENT_MESSAGES.sheetVersion })
    .regex(/^[0-9a-f]{64}$/, ACKNOWLEDGEMENT_MESSAGES.sheetVersion)
    .meta({ description: 'The version of the information sheet read: the SHA-256 of its PDF, hex.' }),
  firstName: typedLine(ACKNOWLEDGEMENT_MESSAGES.firstName),
  lastName: typedLine(ACKNOWLEDGEMENT_MESSAGES.lastName),
  birthDate: birthDateField(),
  birthPlace: typedLine(ACKNOWLEDGEMENT_MESSAGES.birthPlace),
  /** The two confirmations of the dialog: the terms, and having read the risk warning (must be true). */
  acceptedTerms: z.literal(true, { error: messageId('acknowledgement.acceptTerms') }),
  readRiskWarning: z.literal(true, { error: messageId('acknowledgement.readRiskWarning') }),
});
export type AcknowledgementInput = z.input<typeof acknowledgementInput>;

/**
 * Names and places compared as a person types them: case, accents' composition and spaces aside. German has
 * no lower-casing rules of its own (only Turkish, Azeri and Lithuanian do), so the plain Unicode lower case is
 * the German one — without a locale lookup for each of the six strings every investment compares.
 */
export const typedForm = (value: string): string =>
  value.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
