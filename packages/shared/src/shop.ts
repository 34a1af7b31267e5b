/** Shared shop inputs and shapes (issue 7). */
export {};
