/** /api/wallet/export/…: the wallet's transactions for portfolio trackers (issue 34, decision 0069). */
import { z } from 'zod';
import { FileReply } from '../../rest/file';
import { operations } from '../../rest/operation';

export const exportOperations = operations('Wallet', [
  {
    method: 'get',
    path: '/api/wallet/export/portfolio-performance.csv',
    operationId: 'exportPortfolioPerformance',
    summary: 'Your wallet’s transactions as a Portfolio Performance CSV import (account transactions)',
    description:
      'Oldest first, up to 10,000. Columns as Portfolio Performance names them in the reader’s language: Date/Datum (YYYY-MM-DD, Europe/Berlin), Time/Uhrzeit (HH:MM), Type/Typ (Interest/Zinsen for interest; every other movement Deposit/Einlage in or Removal/Entnahme out), Value/Wert (signed euros, two places), Transaction Currency/Buchungswährung (EUR), Note/Notiz (our kind, reference and transaction id). German: semicolons and decimal commas; English: commas and decimal points. UTF-8 with BOM, CRLF.',
    signedIn: true,
    token: true,
    status: 200,
    response: z.string().meta({ description: 'The CSV file (text/csv).' }),
    produces: 'text/csv',
    call: async (api) => {
      const file = await api.exports.portfolioPerformance();
      return FileReply.download(file.csv, 'text/csv; charset=utf-8', file.fileName);
    },
  },
  {
    method: 'get',
    path: '/api/wallet/export/ghostfolio.json',
    operationId: 'exportGhostfolio',
    summary: 'Your wallet’s interest as a Ghostfolio activities import (JSON)',
    description:
      '`{ meta: { date, version }, activities: [...] }` as Ghostfolio’s import reads it: each interest payment is an activity { comment, currency: "EUR", dataSource: "MANUAL", date (ISO 8601), fee: 0, quantity: 1, symbol: "WURZELWERK-<investment>", type: "INTEREST", unitPrice (euros) }. Deposits, principal, refunds and withdrawals are cash movements, which Ghostfolio keeps as an account’s balance, not as activities: they are not in this file.',
    signedIn: true,
    token: true,
    status: 200,
    response: z.string().meta({ description: 'The JSON file (application/json).' }),
    produces: 'application/json',
    call: async (api) => {
      const file = await api.exports.ghostfolio();
      return FileReply.download(file.json, 'application/json; charset=utf-8', file.fileName);
    },
  },
]);
