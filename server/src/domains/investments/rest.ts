/** The /api operations of investments: invest (idempotent with a key), list, payment, schedule, withdraw; the escrow account's kind. */
import { createInvestmentInput } from '@wurzelwerk/shared';
import { z } from 'zod';
import { operations } from '../../rest/operation';
import { investmentsRouter } from './router';

const investmentId = { id: { schema: z.string(), description: 'Investment id' } };

export const investmentOperations = operations('Investments', [
  {
    method: 'post',
    path: '/api/investments',
    operationId: 'createInvestment',
    summary: 'Invest in an asset type',
    description:
      'The expected annual return is computed on the server. The limits of § 2a VermAnlG hold, also under parallel requests and across processes: per user and **issuer** over all of its asset types, counting investments awaiting payment and paid (1,000 € without a self-disclosure; 10,000 € with freely available assets of at least 100,000 €; twice the monthly net income up to 25,000 €; the highest tier the disclosure supports — see /api/account/self-disclosure and /api/investments/room), and per issuer 6,000,000 € sold within twelve months. Over either → 409 naming the issuer, the limit and the room left. `acknowledgement` is the investor’s confirmation, equivalent to a signature (decision 0074): the version of the information sheet read — the SHA-256 (hex) of the PDF served at GET /api/asset-types/{key}/information-sheet.pdf, in either language —, first and last name, date and place of birth as in the profile (case and spaces aside), and `acceptedTerms` and `readRiskWarning` true. An unconfirmed e-mail address → 403; no birth data in the profile → 409; name or birth data other than the profile’s → 422; a sheet version the offer no longer has (it was edited) → 409: fetch the sheet again. The investment stores the version. The reply carries `confirmedAt` and `withdrawalEndsAt` (24:00 Berlin time at the end of the 14th day after the confirmation day). With an Idempotency-Key, the same key and body return the first reply and create one investment; the same key with another body → 409.',
    signedIn: true,
    headers: {
      'Idempotency-Key': { schema: z.string().max(200), description: 'Optional; makes retries safe' },
    },
    body: createInvestmentInput.omit({ idempotencyKey: true }),
    procedure: investmentsRouter.create,
    status: 201,
    errors: [403, 404, 409, 422],
    call: async (api, request) =>
      api.investments.create(await request.body({ idempotencyKey: request.header('idempotency-key') })),
  },
  {
    method: 'get',
    path: '/api/investments',
    operationId: 'listInvestments',
    summary: 'Your investments, newest first',
    description:
      'Active and withdrawn investments of the signed-in user, with the asset type’s name and image.',
    signedIn: true,
    procedure: investmentsRouter.list,
    status: 200,
  },
  {
    method: 'get',
    path: '/api/investments/room',
    operationId: 'getInvestmentRoom',
    summary: 'Your room with an issuer under § 2a VermAnlG',
    description:
      'For `issuerId` (an asset type’s `issuer.id`), in cents: what you hold with the issuer over all of its asset types (`investedCents`, awaiting payment and paid), the cap your self-disclosure gives (`capCents`) and the highest one a self-disclosure could give (`maxCapCents`, 25,000 €), what the issuer may still sell within twelve months (`issuerRemainingCents`, of 6,000,000 €), and what you may invest more now (`remainingCents`, the smaller room). Unknown issuer → 404; an `issuerId` that is not a positive integer → 400.',
    signedIn: true,
    query: { issuerId: { schema: z.string(), description: 'The issuer’s id' } },
    procedure: investmentsRouter.room,
    status: 200,
    errors: [400, 404],
    call: (api, request) => api.investments.room({ issuerId: Number(request.query('issuerId')) }),
  },
  {
    method: 'get',
    path: '/api/investments/escrow-account',
    operationId: 'getEscrowAccountStatus',
    summary: 'Whether the escrow account is the demonstration one',
    description:
      '`demo` is true while the platform runs with its demonstration escrow account (no `ESCROW_IBAN` configured): investments are confirmed and their payment instructions shown, but no transfer must be made. False with a configured real account. Anyone may ask.',
    procedure: investmentsRouter.escrow,
    status: 200,
  },
  {
    method: 'get',
    path: '/api/investments/{id}/payment',
    operationId: 'getPaymentInstructions',
    summary: 'How to pay an investment awaiting its payment',
    description:
      'The escrow account (holder, IBAN, BIC), the amount, the deadline (`dueAt`), the ISO 11649 RF reference to give with the transfer, and the GiroCode (EPC QR code) as SVG. `demo` is true while the platform runs with its demonstration account: then no transfer must be made. Only the owner: another user’s or an unknown id → 404; an investment with nothing to pay (paid, lapsed, withdrawn) → 409.',
    signedIn: true,
    pathParams: investmentId,
    procedure: investmentsRouter.payment,
    status: 200,
    errors: [404, 409],
    call: (api, request) => api.investments.payment({ id: request.param('id') }),
  },
  {
    method: 'get',
    path: '/api/investments/{id}/schedule',
    operationId: 'getInvestmentSchedule',
    summary: 'The repayment schedule of your investment',
    description:
      'Due dates with interest, principal and the principal still owed, in cents, from the offer’s terms (decision 0060: 30/360, interest rounded half up per period, an annuity’s last instalment repays what remains), and the expected return (XIRR) if every date is paid. `state` is `fixed` from the release of the project’s funds and `projected` (voraussichtlich) before it: then the start is the later of today and the funding deadline. Only the owner: another user’s or an unknown id → 404; a lapsed or withdrawn investment → 409.',
    signedIn: true,
    pathParams: investmentId,
    procedure: investmentsRouter.schedule,
    status: 200,
    errors: [404, 409],
    call: (api, request) => api.investments.schedule({ id: request.param('id') }),
  },
  {
    method: 'post',
    path: '/api/investments/{id}/withdraw',
    operationId: 'withdrawInvestment',
    summary: 'Withdraw an investment (statutory right of withdrawal, 14 days from the confirmation)',
    description:
      'Until `withdrawalEndsAt`, 14 days after the confirmation; a second withdrawal or a later one → 409. Another user’s investment → 404. The investment stays listed with status `withdrawn`.',
    signedIn: true,
    pathParams: investmentId,
    procedure: investmentsRouter.withdraw,
    status: 200,
    errors: [404, 409],
    call: (api, request) => api.investments.withdraw({ id: request.param('id') }),
  },
]);
