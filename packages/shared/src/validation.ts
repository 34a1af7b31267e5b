/**
 * Validation messages of the spec (core-product.md §5), keyed so that the web client can show them in
 * the chosen language. The German texts are the spec's, verbatim; the server always answers with them.
 */
export const validationMessagesDe = {
  firstNameMin: 'Vorname muss mindestens 2 Zeichen haben',
  lastNameMin: 'Nachname muss mindestens 2 Zeichen haben',
  usernameMin: 'Benutzername muss mindestens 3 Zeichen haben',
  emailInvalid: 'Gültige E-Mail-Adresse eingeben',
  passwordMin: 'Passwort muss mindestens 6 Zeichen haben',
  confirmPasswordRequired: 'Passwort bestätigung erforderlich',
  passwordsMismatch: 'Passwörter stimmen nicht überein',
  tooLong: 'Eingabe ist zu lang',
  usernameChars: 'Benutzername darf nur Buchstaben, Ziffern, Punkt, Binde- und Unterstrich enthalten',
} as const;

export type ValidationKey = keyof typeof validationMessagesDe;
export type ValidationMessages = Record<ValidationKey, string>;
