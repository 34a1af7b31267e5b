/** Shared account inputs and shapes (issue 7). */
export {};
