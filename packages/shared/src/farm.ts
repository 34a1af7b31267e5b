/** Shared farm API inputs and shapes (issue 6). */
export {};
