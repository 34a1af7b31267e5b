/**
 * Loaded before every unit test file (bunfig.toml [test] preload): argon2id with its smallest costs for the
 * tests' own hashes; the processes the tests start keep the real costs
 * (their hashes verify in either, as a hash carries its costs).
 */
import { lowerPasswordHashCostForTests } from '../src/auth/password';

lowerPasswordHashCostForTests();
