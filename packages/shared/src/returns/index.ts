/** Returns (issue 34, decision 0060): repayment schedules, XIRR and the cash-flow calendar — pure, no zod. */
export * from './calendar';
export * from './dates';
export * from './schedule';
export * from './xirr';
