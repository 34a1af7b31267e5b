/** The sample data's two accounts: the demo investor and the demo operator (their passwords: DEMO_ACCOUNT, DEMO_OPERATOR). */
import { DEMO_ACCOUNT, DEMO_IDENTITY, DEMO_OPERATOR } from '@wurzelwerk/shared';

export const DEMO_USER = {
  id: '00000000-0000-4000-8000-00000000d3e0',
  // Name, date and place of birth: it may invest through the dialog (issue 35).
  ...DEMO_IDENTITY,
  username: 'demo',
  email: DEMO_ACCOUNT.email,
} as const;

/** The demo operator: the console's account with sample data on (an operator by role, no investments). */
export const DEMO_OPERATOR_USER = {
  id: '00000000-0000-4000-8000-0000000000e7',
  firstName: 'Olga',
  lastName: 'Betrieb',
  username: 'operator',
  email: DEMO_OPERATOR.email,
  role: 'operator',
} as const;
