/**
 * The most common breached passwords (issue 31; NIST 800-63B 3.1.1.2): a new password that is one of them
 * is refused. The list is the ~49,000 passwords of @zxcvbn-ts/language-common (from public breach corpora,
 * ranked by frequency, all lower case), bundled — nothing is asked over the network. A password is compared
 * in lower case, as guessing tools try the case variants of each entry first.
 */
import { dictionary } from '@zxcvbn-ts/language-common';

let common: ReadonlySet<string> | undefined;

/** Whether `password` is on the list (the set is built at the first call, ~50 ms). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'] as readonly string[]);
  return common.has(password.toLowerCase());
}
