/**
 * Every message the server can send, and the texts of the shared zod schemas, in German and English, keyed
 * by section and name (the code `shop.zipCode`). The spec's German texts are verbatim. `{name}` is a
 * parameter: numbers are written in the locale's format, anything else as given. Pure data.
 */
export const MESSAGE_CATALOGUE = {
  /** Registration and sign-in fields (core-product.md §5). */
  validation: {
    firstNameMin: {
      de: 'Vorname muss mindestens 2 Zeichen haben',
      en: 'First name must be at least 2 characters',
    },
    lastNameMin: {
      de: 'Nachname muss mindestens 2 Zeichen haben',
      en: 'Last name must be at least 2 characters',
    },
    usernameMin: {
      de: 'Benutzername muss mindestens 3 Zeichen haben',
      en: 'Username must be at least 3 characters',
    },
    emailInvalid: { de: 'Gültige E-Mail-Adresse eingeben', en: 'Enter a valid email address' },
    passwordMin: {
      de: 'Passwort muss mindestens 6 Zeichen haben',
      en: 'Password must be at least 6 characters',
    },
    confirmPasswordRequired: {
      de: 'Passwort bestätigung erforderlich',
      en: 'Password confirmation required',
    },
    passwordsMismatch: { de: 'Passwörter stimmen nicht überein', en: 'Passwords do not match' },
    tooLong: { de: 'Eingabe ist zu lang', en: 'Input is too long' },
    usernameChars: {
      de: 'Benutzername darf nur Buchstaben, Ziffern, Punkt, Binde- und Unterstrich enthalten',
      en: 'Username may only contain letters, digits, dots, hyphens and underscores',
    },
  },
  /** Profile, password change and deletion (public-and-local-screens.md §5, §8). */
  account: {
    newPasswordMin: {
      de: 'Passwort muss mindestens 6 Zeichen lang sein',
      en: 'Password must be at least 6 characters long',
    },
    currentPasswordRequired: {
      de: 'Bitte geben Sie Ihr aktuelles Passwort ein',
      en: 'Please enter your current password',
    },
    passwordRequired: { de: 'Bitte geben Sie Ihr Passwort ein', en: 'Please enter your password' },
    bioMax: {
      de: 'Die Biografie darf höchstens {max} Zeichen lang sein',
      en: 'The bio can be at most {max} characters long',
    },
    websiteInvalid: {
      de: 'Bitte geben Sie eine gültige Webadresse ein, die mit http:// oder https:// beginnt',
      en: 'Please enter a valid web address starting with http:// or https://',
    },
    currentPasswordForEmail: {
      de: 'Bitte geben Sie Ihr aktuelles Passwort ein, um Ihre E-Mail-Adresse zu ändern.',
      en: 'Please enter your current password to change your e-mail address.',
    },
  },
  auth: {
    emailTaken: {
      de: 'Diese E-Mail-Adresse ist bereits registriert.',
      en: 'This e-mail address is already registered.',
    },
    usernameTaken: { de: 'Dieser Benutzername ist bereits vergeben.', en: 'This username is already taken.' },
    invalidCredentials: { de: 'E-Mail oder Passwort ist falsch.', en: 'E-mail or password is wrong.' },
    notSignedIn: { de: 'Nicht angemeldet', en: 'Not signed in' },
    tooManyLogins: {
      de: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuchen Sie es später erneut.',
      en: 'Too many failed sign-in attempts. Please try again later.',
    },
    tooManyRegistrations: {
      de: 'Zu viele Registrierungen von dieser Adresse. Bitte versuchen Sie es später erneut.',
      en: 'Too many registrations from this address. Please try again later.',
    },
    wrongCurrentPassword: { de: 'Das aktuelle Passwort ist falsch.', en: 'The current password is wrong.' },
    wrongPassword: { de: 'Das Passwort ist falsch.', en: 'The password is wrong.' },
    tooManyPasswordAttempts: {
      de: 'Zu viele falsche Passwörter. Bitte versuchen Sie es später erneut.',
      en: 'Too many wrong passwords. Please try again later.',
    },
    loginDelayed: {
      de: 'Zu viele fehlgeschlagene Anmeldeversuche für diese E-Mail-Adresse. Bitte versuchen Sie es in {seconds} s erneut.',
      en: 'Too many failed sign-in attempts for this e-mail address. Please try again in {seconds} s.',
    },
    passwordDelayed: {
      de: 'Zu viele falsche Passwörter. Bitte versuchen Sie es in {seconds} s erneut.',
      en: 'Too many wrong passwords. Please try again in {seconds} s.',
    },
  },
  text: {
    invalidChars: { de: 'Enthält unzulässige Zeichen.', en: 'Contains characters that are not allowed.' },
  },
  asset: {
    category: {
      de: 'Unbekannte Kategorie: erlaubt sind trees, animals, fields, energy',
      en: 'Unknown category: allowed are trees, animals, fields, energy',
    },
    id: { de: 'Ungültige Asset-ID.', en: 'Invalid asset ID.' },
    notFound: { de: 'Asset nicht gefunden.', en: 'Asset not found.' },
  },
  investment: {
    amountFormat: {
      de: 'Der Betrag muss eine Dezimalzahl mit höchstens zwei Nachkommastellen sein, z. B. "500.00".',
      en: 'The amount must be a decimal number with at most two decimal places, e.g. "500.00".',
    },
    amountMin: {
      de: 'Der Mindestbetrag für ein Investment beträgt {min} €.',
      en: 'The minimum amount for an investment is €{min}.',
    },
    amountMax: {
      de: 'Der Höchstbetrag für ein Investment beträgt {max} €.',
      en: 'The maximum amount for an investment is €{max}.',
    },
    quantity: {
      de: 'Die Stückzahl muss eine ganze Zahl von 1 bis {max} sein.',
      en: 'The quantity must be a whole number from 1 to {max}.',
    },
    notFound: { de: 'Investment nicht gefunden.', en: 'Investment not found.' },
    idempotencyReuse: {
      de: 'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
      en: 'This Idempotency-Key has already been used for a different request.',
    },
    alreadyWithdrawn: {
      de: 'Dieses Investment wurde bereits widerrufen.',
      en: 'This investment has already been withdrawn.',
    },
    withdrawalExpired: {
      de: 'Die Widerrufsfrist von {days} Tagen ist abgelaufen.',
      en: 'The withdrawal period of {days} days has expired.',
    },
  },
  order: {
    status: {
      de: 'Unbekannter Status: erlaubt sind pending, processing, shipped, delivered.',
      en: 'Unknown status: allowed are pending, processing, shipped, delivered.',
    },
    trackingNumber: {
      de: 'Die Sendungsnummer muss mit TRK beginnen, gefolgt von Ziffern (z. B. TRK1732000000000).',
      en: 'The tracking number must start with TRK followed by digits (e.g. TRK1732000000000).',
    },
    notFound: { de: 'Bestellung nicht gefunden.', en: 'Order not found.' },
    trackingNotFound: { de: 'Sendung nicht gefunden.', en: 'Shipment not found.' },
    forwardOnly: {
      de: 'Der Status kann nicht von „{from}“ auf „{to}“ wechseln: nur pending → processing → shipped → delivered.',
      en: 'The status cannot change from "{from}" to "{to}": only pending → processing → shipped → delivered.',
    },
    trackingOnlyWhenShipped: {
      de: 'Eine Sendungsnummer gibt es nur beim Wechsel auf „shipped“.',
      en: 'A tracking number is only given with the change to "shipped".',
    },
    trackingTaken: {
      de: 'Diese Sendungsnummer ist bereits vergeben.',
      en: 'This tracking number is already taken.',
    },
  },
  shop: {
    name: { de: 'Bitte geben Sie den Namen des Empfängers ein.', en: "Please enter the recipient's name." },
    street: {
      de: 'Bitte geben Sie Straße und Hausnummer ein.',
      en: 'Please enter the street and house number.',
    },
    zipCode: { de: 'Bitte geben Sie die Postleitzahl ein.', en: 'Please enter the postcode.' },
    city: { de: 'Bitte geben Sie den Ort ein.', en: 'Please enter the town or city.' },
    country: { de: 'Bitte geben Sie das Land ein.', en: 'Please enter the country.' },
    fieldTooLong: {
      de: 'Die Angabe darf höchstens {max} Zeichen lang sein.',
      en: 'This entry can be at most {max} characters long.',
    },
    shippingAddress: {
      de: 'Bitte geben Sie eine vollständige Lieferadresse an.',
      en: 'Please give a complete shipping address.',
    },
    productId: { de: 'Ungültige Produkt-ID.', en: 'Invalid product ID.' },
    quantity: {
      de: 'Die Menge muss eine ganze Zahl von 1 bis {max} sein.',
      en: 'The quantity must be a whole number from 1 to {max}.',
    },
    itemsMin: { de: 'Der Warenkorb ist leer.', en: 'The cart is empty.' },
    itemsMax: {
      de: 'Eine Bestellung darf höchstens {max} verschiedene Produkte enthalten.',
      en: 'An order can contain at most {max} different products.',
    },
    itemsDuplicate: {
      de: 'Jedes Produkt darf nur einmal in der Bestellung vorkommen.',
      en: 'Each product may appear only once in the order.',
    },
    items: { de: 'Die Bestellung braucht eine Liste von Artikeln.', en: 'The order needs a list of items.' },
    paymentMethod: {
      de: 'Unbekannte Zahlungsart: erlaubt sind creditcard, banktransfer.',
      en: 'Unknown payment method: allowed are creditcard, banktransfer.',
    },
    unknownProduct: { de: 'Das Produkt wurde nicht gefunden.', en: 'The product was not found.' },
    outOfStock: { de: 'Nicht mehr genügend auf Lager: {name}', en: 'Not enough left in stock: {name}' },
  },
  stream: {
    notFound: { de: 'Livestream nicht gefunden.', en: 'Livestream not found.' },
  },
  farm: {
    actionType: {
      de: 'Unbekannte Aktion: erlaubt sind clickTree, clickHive, clickCoop, buyUpgrade und claimQuest.',
      en: 'Unknown action: allowed are clickTree, clickHive, clickCoop, buyUpgrade and claimQuest.',
    },
    id: {
      de: 'Die Id muss ein Text mit 1 bis 100 Zeichen sein.',
      en: 'The id must be a text of 1 to 100 characters.',
    },
    at: {
      de: 'Der Zeitpunkt „at“ muss eine ganze Zahl sein (Millisekunden seit 1970).',
      en: 'The time "at" must be a whole number (milliseconds since 1970).',
    },
    actionsArray: {
      de: 'Erwartet wird „actions“: eine Liste von { action, at }.',
      en: 'Expected "actions": a list of { action, at }.',
    },
    batchSize: { de: 'Eine Sendung enthält 1 bis {max} Aktionen.', en: 'A batch holds 1 to {max} actions.' },
  },
  /** Refusals of the HTTP layer, before a procedure runs (server/src/rest/errors.ts). */
  http: {
    malformedJson: {
      de: 'Der Anfragetext ist kein gültiges JSON.',
      en: 'The request body is not valid JSON.',
    },
    notAnObject: {
      de: 'Der Anfragetext muss ein JSON-Objekt sein.',
      en: 'The request body must be a JSON object.',
    },
    notJson: {
      de: 'Der Anfragetext muss JSON sein (Content-Type: application/json).',
      en: 'The request body must be JSON (Content-Type: application/json).',
    },
    tooLarge: { de: 'Der Anfragetext ist größer als 1 MB.', en: 'The request body is larger than 1 MB.' },
    badOrigin: {
      de: 'Anfrage von fremdem Ursprung abgelehnt.',
      en: 'Request from a foreign origin refused.',
    },
    notFound: { de: 'Nicht gefunden.', en: 'Not found.' },
    noHost: {
      de: 'Die Anfrage braucht eine gültige Host-Kopfzeile.',
      en: 'The request needs a valid Host header.',
    },
    badUrl: {
      de: 'Die Adresse enthält unzulässige Zeichen.',
      en: 'The address contains characters that are not allowed.',
    },
    tooDeep: { de: 'Die Eingabe ist zu tief verschachtelt.', en: 'The input is nested too deeply.' },
    badTransform: {
      de: 'Die Eingabe enthält superjson-Angaben, die der Server nicht annimmt (erlaubt sind undefined, Zahlen und Datumswerte).',
      en: 'The input contains superjson metadata the server does not accept (allowed are undefined, numbers and dates).',
    },
    methodNotAllowed: {
      de: 'Diese Methode ist für diesen Aufruf nicht erlaubt.',
      en: 'This method is not allowed for this call.',
    },
    batchTooLarge: {
      de: 'Zu viele Aufrufe in einer Anfrage (höchstens {max}).',
      en: 'Too many calls in one request (at most {max}).',
    },
  },
  /** Failures the client is told little about. */
  error: {
    internal: {
      de: 'Es ist ein interner Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
      en: 'An internal error occurred. Please try again later.',
    },
    databaseUnavailable: {
      de: 'Die Datenbank ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.',
      en: 'The database cannot be reached right now. Please try again later.',
    },
    invalidInput: { de: 'Ungültige Eingabe', en: 'Invalid input' },
  },
} as const;
