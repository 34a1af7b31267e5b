/** Test support for the bank's file formats (src/banking). */
import { isBankingError } from '../src/banking/errors';

/**
 * `run` as a test reads its refusals: the code of the BankingError it throws, `accepted` when it throws
 * none, any other error as it is.
 */
export const refusalOf =
  <A extends unknown[]>(run: (...args: A) => unknown) =>
  (...args: A) => {
    try {
      run(...args);
    } catch (error) {
      return isBankingError(error) ? error.code : error;
    }
    return 'accepted';
  };
